/** The lines of a delivery or a transfer being drafted: each with its units typed or stepped, or removed. */
import type { LabelLine } from '../../../../shared/labels/label-lines.js';

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
  return (
    <ul className="stock-lines" aria-label={label}>
      {lines.length === 0 && <li className="muted stock-lines-empty">{empty}</li>}
      {lines.map((line) => (
        <li key={line.variantId} className="stock-line">
          <span className="stock-line-name">
            {line.name}
            <span className="muted"> · {line.code}</span>
          </span>
          <span className="stock-line-quantity">
            <button type="button" className="btn" aria-label={`One fewer of ${line.name}`} onClick={() => onQuantity(line.variantId, line.quantity - 1)}>
              −
            </button>
            <input
              className="input"
              inputMode="numeric"
              aria-label={`Units of ${line.name}`}
              value={line.quantity}
              onChange={(e) => onQuantity(line.variantId, Math.min(100_000, Number(e.target.value.replace(/\D/g, '')) || 0))}
            />
            <button type="button" className="btn" aria-label={`One more of ${line.name}`} onClick={() => onQuantity(line.variantId, line.quantity + 1)}>
              +
            </button>
            <button type="button" className="btn btn-ghost" aria-label={`Remove ${line.name}`} onClick={() => onQuantity(line.variantId, 0)}>
              ✕
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
