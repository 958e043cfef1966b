/**
 * Orders' related rows read for many records at once, one statement per relation (the keys bound
 * as one JSON list): line items, payments, shipments and their rates, promotions, and the rows
 * they point at. The same rows, in the same order, as the one-record reads in `orders.ts` and
 * the serializers used to make.
 */
import { groupBy, indexBy, keyedRows, KEYS, relation } from '../jsonapi/batch-reads.js';
import { all } from '../db/database.js';
import type {
  AddressRow,
  CreditCardRow,
  LineItemRow,
  OrderRow,
  PaymentMethodRow,
  PaymentRow,
  ShipmentRow,
  ShippingMethodRow,
  ShippingRateRow,
  StockLocationRow,
  UserRow,
} from '../db/rows.js';
import type { GiftCardRow } from '../payments/gift-cards.js';
import { CREDIT_KINDS } from '../payments/payment-records.js';
import type { PromotionRow } from '../checkout/promotions.js';
import type { StoreCreditRow } from '../payments/store-credit.js';

function byId<T extends { id: number }>(table: string) {
  const sql = `SELECT * FROM ${table} WHERE id IN (${KEYS})`;
  return relation<number, T | undefined>(
    (scope, ids) => indexBy(keyedRows<T>(scope, sql, ids), (r) => r.id),
    () => undefined,
  );
}

export const ordersById = byId<OrderRow>('orders');
export const addressesById = byId<AddressRow>('addresses');
export const usersById = byId<UserRow>('users');
export const giftCardsById = byId<GiftCardRow>('gift_cards');
export const storeCreditsById = byId<StoreCreditRow>('store_credits');
export const creditCardsById = byId<CreditCardRow>('credit_cards');
export const paymentMethodsById = byId<PaymentMethodRow>('payment_methods');
export const shippingMethodsById = byId<ShippingMethodRow>('shipping_methods');
export const stockLocationsById = byId<StockLocationRow>('stock_locations');

/** Each order's currency. */
export const orderCurrency = relation<number, string | undefined>(
  (scope, ids) =>
    new Map(keyedRows<{ id: number; currency: string }>(scope, `SELECT id, currency FROM orders WHERE id IN (${KEYS})`, ids).map((o) => [o.id, o.currency])),
  () => undefined,
);

/** Each order's valid store-credit and gift-card payments, added up (`creditPaymentsTotal`). */
export const orderCreditTotal = relation<number, number>(
  (scope, ids) =>
    new Map(
      keyedRows<{ order_id: number; total: number | null }>(
        scope,
        `SELECT p.order_id, SUM(p.amount_cents) AS total FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id
     WHERE p.order_id IN (${KEYS}) AND m.kind IN (?, ?) AND p.state IN ('checkout', 'processing', 'pending', 'completed')
     GROUP BY p.order_id`,
        ids,
        CREDIT_KINDS,
      ).map((r) => [r.order_id, r.total ?? 0]),
    ),
  () => 0,
);

/** Each order's line items (`lineItemsOf`). */
export const orderLineItems = relation<number, LineItemRow[]>(
  (scope, ids) =>
    groupBy(keyedRows<LineItemRow>(scope, `SELECT * FROM line_items WHERE order_id IN (${KEYS}) ORDER BY order_id, id`, ids), (li) => li.order_id),
  () => [],
);

/** Each order's payments, every state (`paymentsOf`). */
export const orderPayments = relation<number, PaymentRow[]>(
  (scope, ids) => groupBy(keyedRows<PaymentRow>(scope, `SELECT * FROM payments WHERE order_id IN (${KEYS}) ORDER BY order_id, id`, ids), (p) => p.order_id),
  () => [],
);

/** Each order's shipments (`shipmentsOf`). */
export const orderShipments = relation<number, ShipmentRow[]>(
  (scope, ids) => groupBy(keyedRows<ShipmentRow>(scope, `SELECT * FROM shipments WHERE order_id IN (${KEYS}) ORDER BY order_id, id`, ids), (s) => s.order_id),
  () => [],
);

export type OrderPromotionRow = PromotionRow & { order_amount_cents: number };

/** The promotions that take something off each order, as they were applied. */
export const orderPromotionRows = relation<number, OrderPromotionRow[]>(
  (scope, ids) => {
    const found = keyedRows<OrderPromotionRow & { batch_key: number }>(
      scope,
      `SELECT op.order_id AS batch_key, p.*, op.amount_cents AS order_amount_cents FROM order_promotions op
     JOIN promotions p ON p.id = op.promotion_id
     WHERE op.order_id IN (${KEYS}) AND op.amount_cents != 0 ORDER BY op.order_id, op.created_at, p.id`,
      ids,
    );
    return new Map([...groupBy(found, (r) => r.batch_key)].map(([id, list]) => [id, list.map(({ batch_key: _, ...row }) => row)]));
  },
  () => [],
);

/** Each shipment's rates, cheapest first (`ratesOf`). */
export const shipmentRates = relation<number, ShippingRateRow[]>(
  (scope, ids) =>
    groupBy(
      keyedRows<ShippingRateRow>(
        scope,
        `SELECT r.* FROM shipping_rates r JOIN shipping_methods m ON m.id = r.shipping_method_id
     WHERE r.shipment_id IN (${KEYS}) ORDER BY r.shipment_id, r.cost_cents, m.position, r.id`,
        ids,
      ),
      (r) => r.shipment_id,
    ),
  () => [],
);

/** Each shipment's selected rate (`selectedRateOf`). */
export const shipmentSelectedRate = relation<number, ShippingRateRow | undefined>(
  (scope, ids) =>
    indexBy(
      keyedRows<ShippingRateRow>(scope, `SELECT * FROM shipping_rates WHERE shipment_id IN (${KEYS}) AND selected = 1 ORDER BY shipment_id, id`, ids),
      (r) => r.shipment_id,
    ),
  () => undefined,
);

/** Each shipment's line items. */
export const shipmentLineItems = relation<number, LineItemRow[]>(
  (scope, ids) => {
    const found = keyedRows<LineItemRow & { batch_key: number }>(
      scope,
      `SELECT si.shipment_id AS batch_key, li.* FROM shipment_items si JOIN line_items li ON li.id = si.line_item_id
     WHERE si.shipment_id IN (${KEYS}) ORDER BY si.shipment_id, li.id`,
      ids,
    );
    return new Map([...groupBy(found, (r) => r.batch_key)].map(([id, list]) => [id, list.map(({ batch_key: _, ...row }) => row as LineItemRow)]));
  },
  () => [],
);

/** The currency of each shipment's order. */
export const shipmentCurrency = relation<number, string | undefined>(
  (scope, ids) =>
    new Map(
      keyedRows<{ id: number; currency: string }>(
        scope,
        `SELECT s.id, o.currency FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.id IN (${KEYS})`,
        ids,
      ).map((r) => [r.id, r.currency]),
    ),
  () => undefined,
);

/** How many completed orders each user has. */
export const userCompletedOrders = relation<number, number>(
  (scope, ids) =>
    new Map(
      keyedRows<{ user_id: number; n: number }>(
        scope,
        `SELECT user_id, COUNT(*) AS n FROM orders WHERE user_id IN (${KEYS}) AND completed_at IS NOT NULL GROUP BY user_id`,
        ids,
      ).map((r) => [r.user_id, r.n]),
    ),
  () => 0,
);

/** Each user's store credits, every currency, oldest first (`storeCreditsOf`). */
export const userStoreCredits = relation<number, StoreCreditRow[]>(
  (scope, ids) =>
    groupBy(keyedRows<StoreCreditRow>(scope, `SELECT * FROM store_credits WHERE user_id IN (${KEYS}) ORDER BY user_id, id`, ids), (c) => c.user_id),
  () => [],
);

/** The store's default currency (the one store credit is reported in), read once per document. */
export const storeDefaultCurrency = relation<'store', string | undefined>(
  (scope) => {
    const found = all<{ default_currency: string }>(scope.db, 'SELECT default_currency FROM stores ORDER BY id LIMIT 1');
    return new Map(found.map((r) => ['store', r.default_currency]));
  },
  () => undefined,
);
