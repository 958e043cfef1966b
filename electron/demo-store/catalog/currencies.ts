/**
 * Changing a cart's currency: every line is re-priced from the catalog's price in the new
 * currency, unprocessed payments are invalidated (store credit and gift cards are dropped: they
 * are held in one currency), and checkout starts over, as after any cart change. Afterwards the
 * cart is found in its new currency (`?currency=EUR`).
 */
import { ApiError, unprocessable } from '../http/api-error.js';
import { priceOf, variantById, variantLabel } from './catalog.js';
import { run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { lineItemsOf, nowIso, restartCheckout } from '../orders/orders.js';

const CURRENCY_NOT_SUPPORTED = 'Currency not supported';

export function changeCurrency(db: DemoDb, order: OrderRow, wanted: string, supported: readonly string[]): OrderRow {
  const currency = wanted.trim().toUpperCase();
  if (!supported.includes(currency)) throw unprocessable(CURRENCY_NOT_SUPPORTED);
  if (currency === order.currency) return order;
  const lineItems = lineItemsOf(db, order.id);
  const prices = lineItems.map((li) => {
    const price = priceOf(db, li.variant_id, currency);
    if (!price) {
      const variant = variantById(db, li.variant_id);
      const sentence = `${variant ? variantLabel(db, variant) : 'An item'} is not available in ${currency}`;
      throw new ApiError(422, sentence, sentence, { fieldErrors: { base: [sentence] } });
    }
    return price.amountCents;
  });
  const now = nowIso();
  lineItems.forEach((li, i) => {
    run(db, 'UPDATE line_items SET currency = ?, price_cents = ?, updated_at = ? WHERE id = ?', currency, prices[i], now, li.id);
  });
  run(
    db,
    `UPDATE payments SET state = 'invalid', updated_at = ? WHERE order_id = ? AND state IN ('checkout', 'pending')
    AND payment_method_id NOT IN (SELECT id FROM payment_methods WHERE kind IN ('store_credit', 'gift_card'))`,
    now,
    order.id,
  );
  run(db, 'UPDATE orders SET currency = ?, updated_at = ? WHERE id = ?', currency, now, order.id);
  return restartCheckout(db, order.id);
}
