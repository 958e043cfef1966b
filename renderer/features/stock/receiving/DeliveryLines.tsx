/** The lines of a delivery or a transfer being drafted: each with its units typed or stepped, or removed. */
import { defineMessages } from '../../../../shared/i18n/words.js';
import type { LabelLine } from '../../../../shared/labels/label-lines.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  oneFewer: { id: 'stock.deliveryLines.oneFewer', defaultMessage: 'One fewer of {name}' },
  units: { id: 'stock.deliveryLines.units', defaultMessage: 'Units of {name}' },
  oneMore: { id: 'stock.deliveryLines.oneMore', defaultMessage: 'One more of {name}' },
  remove: { id: 'stock.deliveryLines.remove', defaultMessage: 'Remove {name}' },
});

export function DeliveryLines({
  label,
  lines,
  empty,
  onQuantity,
}: {
  label: string;
  lines: readonly LabelLine[];
  empty: string;
  onQuantity(variantId: string, quantity: number): void;
}) {
  const words = useWords();
  return (
    <ul className="stock-lines" aria-label={label}>
      {lines.length === 0 && <li className="muted stock-lines-empty">{empty}</li>}
      {lines.map((line) => (
        <li key={line.variantId} className="stock-line">
          <span className="stock-line-name">
            {line.name}
            <span className="muted">
              {' '}
              · <bdi dir="ltr">{line.code}</bdi>
            </span>
          </span>
          <span className="stock-line-quantity">
            <button
              type="button"
              className="btn"
              aria-label={words.formatMessage(messages.oneFewer, { name: line.name })}
              onClick={() => onQuantity(line.variantId, line.quantity - 1)}
            >
              −
            </button>
            <input
              className="input"
              inputMode="numeric"
              aria-label={words.formatMessage(messages.units, { name: line.name })}
              value={line.quantity}
              onChange={(e) => onQuantity(line.variantId, Math.min(100_000, Number(e.target.value.replace(/\D/g, '')) || 0))}
            />
            <button
              type="button"
              className="btn"
              aria-label={words.formatMessage(messages.oneMore, { name: line.name })}
              onClick={() => onQuantity(line.variantId, line.quantity + 1)}
            >
              +
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={words.formatMessage(messages.remove, { name: line.name })}
              onClick={() => onQuantity(line.variantId, 0)}
            >
              ✕
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
