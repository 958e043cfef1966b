/**
 * The sale's warnings, in the cart, when a line would take units web carts hold (or more than the
 * shelf has): asked again each time the cart's lines change (the till reads the store only where
 * a warning could change: electron/till/stock/lookup/sale-stock-memory.ts), never a refusal (the
 * store refuses only what it cannot sell). Nothing shows when the store's admin client is not connected.
 */
import { useEffect, useState } from 'react';
import type { HoldWarning } from '../../../../shared/stock/stock-lookup.js';
import { isOfflineCart } from '../../../../shared/offline/offline-cart.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useSale } from '../../sell/sale.js';

const messages = defineMessages({
  anItem: { id: 'stock.holdWarnings.anItem', defaultMessage: 'An item' },
  list: { id: 'stock.holdWarnings.list', defaultMessage: 'Stock warnings' },
  line: { id: 'stock.holdWarnings.line', defaultMessage: '{name}: {warning}' },
});

export function CartHoldWarnings() {
  const words = useWords();
  const cart = useSale((s) => s.cart);
  const offline = isOfflineCart(cart);
  const number = cart?.number ?? null;
  const key = (cart?.lineItems ?? []).map((l) => `${l.variantId}x${l.quantity}`).join(',');
  // The warnings of the lines they were read for: once the lines change, the old ones no longer show.
  const [read, setRead] = useState<{ key: string; warnings: HoldWarning[] }>({ key: '', warnings: [] });

  useEffect(() => {
    if (offline || key === '') return;
    let current = true;
    const lines = key.split(',').map((part) => {
      const [variantId, quantity] = part.split('x');
      return { variantId: variantId!, quantity: Number(quantity) };
    });
    pos()
      .stockLookup.holdWarnings(lines, number)
      .then(
        (found) => current && setRead({ key, warnings: found }),
        () => current && setRead({ key, warnings: [] }),
      );
    return () => {
      current = false;
    };
  }, [key, number, offline]);

  const warnings = !offline && read.key === key ? read.warnings : [];
  if (warnings.length === 0) return null;
  const nameOf = (variantId: string) => cart?.lineItems.find((l) => l.variantId === variantId)?.name ?? words.formatMessage(messages.anItem);
  return (
    <ul className="cart-hold-warnings" aria-label={words.formatMessage(messages.list)}>
      {warnings.map((w) => (
        <li key={w.variantId} className="banner banner-warning" role="status">
          {words.formatMessage(messages.line, { name: nameOf(w.variantId), warning: words.formatMessage(w.words, w.words.values) })}
        </li>
      ))}
    </ul>
  );
}
