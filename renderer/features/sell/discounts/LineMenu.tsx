/** A cart line's menu: "Discount…" and "Change price…", each opening the discount dialog for that line. */
import { useState } from 'react';
import type { LineItem } from '../../../../shared/storefront/types/types.js';
import { useDiscounts } from './discounts.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';
import { amountWords } from '../../../../shared/money.js';

const messages = defineMessages({
  more: { id: 'sell.lineMenu.more', defaultMessage: 'More for {name}' },
  menu: { id: 'sell.lineMenu.menu', defaultMessage: '{name} menu' },
  discount: { id: 'sell.lineMenu.discount', defaultMessage: 'Discount…' },
  changePrice: { id: 'sell.lineMenu.changePrice', defaultMessage: 'Change price…' },
});

export function LineMenu({ line, currency, busy }: { line: Pick<LineItem, 'id' | 'name' | 'price'>; currency: string; busy: boolean }) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const choose = (kind: 'line' | 'override') => {
    setOpen(false);
    useDiscounts
      .getState()
      .open(
        kind === 'line'
          ? { kind, lineItemId: line.id, name: line.name }
          : { kind, lineItemId: line.id, name: line.name, price: amountWords(line.price, currency) },
      );
  };
  return (
    <span className="line-menu" onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false))}>
      <button
        type="button"
        className="btn btn-icon btn-ghost"
        aria-label={words.formatMessage(messages.more, { name: line.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-disabled={busy}
        onClick={() => !busy && setOpen(!open)}
      >
        ⋯
      </button>
      {open && (
        <span role="menu" className="line-menu-list" aria-label={words.formatMessage(messages.menu, { name: line.name })}>
          <button type="button" role="menuitem" className="btn btn-touch" autoFocus onClick={() => choose('line')}>
            {words.formatMessage(messages.discount)}
          </button>
          <button type="button" role="menuitem" className="btn btn-touch" onClick={() => choose('override')}>
            {words.formatMessage(messages.changePrice)}
          </button>
        </span>
      )}
    </span>
  );
}
