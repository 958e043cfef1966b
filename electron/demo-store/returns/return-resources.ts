/**
 * JSON:API shapes of the returns records on the Platform API: reasons (`refund_reason`,
 * `return_authorization_reason`), `return_authorization` with its `return_item`s (each with the
 * amount the store worked out is due back), `customer_return`, `reimbursement` and `refund`, and
 * the relations an order's answer lists them by.
 */
import { all, get } from '../db/database.js';
import type { LineItemRow, OrderRow, PaymentRow } from '../db/rows.js';
import { groupBy, keyedRows, KEYS, prefetchRows, relation, rowsOf } from '../jsonapi/batch-reads.js';
import { defineResource, relatedList, relatedOrNull, timestamp, type ResourceDef, type SerializeContext } from '../jsonapi/jsonapi.js';
import { moneyAttributes } from '../jsonapi/money.js';
import { orderById } from '../orders/orders.js';
import { exchangeCreditOf } from './exchange-credit.js';
import { lineItemResource, orderResource, paymentResource } from '../orders/orders-serializer.js';
import { stockLocationsById } from '../orders/order-relations.js';
import {
  amountDueOf,
  type CustomerReturnRow,
  type ReasonRow,
  type RefundRow,
  type ReimbursementRow,
  type ReturnAuthorizationRow,
  type ReturnItemRow,
} from './return-rows.js';

function currencyOf(ctx: SerializeContext, orderId: number): string {
  return orderById(ctx.db, orderId)?.currency ?? ctx.currency;
}

function reasonDef(type: 'refund_reason' | 'return_authorization_reason'): ResourceDef<ReasonRow> {
  return defineResource<ReasonRow>({
    type,
    id: (r) => r.id,
    attributes: (r) => ({ name: r.name, active: r.active === 1, mutable: true, created_at: timestamp(r.created_at), updated_at: timestamp(r.updated_at) }),
    relationships: {},
  });
}

export const refundReasonResource = reasonDef('refund_reason');
export const returnAuthorizationReasonResource = reasonDef('return_authorization_reason');

const stockLocationResource: ResourceDef<{ id: number; name: string }> = defineResource<{ id: number; name: string }>({
  type: 'stock_location',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name }),
  relationships: {},
});

const orderOf = {
  target: () => orderResource as ResourceDef<unknown>,
  load: (r: { order_id: number }, ctx: SerializeContext) => relatedOrNull(orderResource, orderById(ctx.db, r.order_id)),
};

const locationOf = {
  target: () => stockLocationResource as ResourceDef<unknown>,
  load: (r: { stock_location_id: number }, ctx: SerializeContext) => relatedOrNull(stockLocationResource, rowsOf(ctx, stockLocationsById, r.stock_location_id)),
};

const returnItemResource: ResourceDef<ReturnItemRow> = defineResource<ReturnItemRow>({
  type: 'return_item',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const orderId = get<{ order_id: number }>(ctx.db, 'SELECT order_id FROM return_authorizations WHERE id = ?', r.return_authorization_id)!.order_id;
    const currency = currencyOf(ctx, orderId);
    return {
      quantity: r.quantity,
      ...moneyAttributes('amount', amountDueOf(r), currency),
      ...moneyAttributes('pre_tax_amount', r.pre_tax_amount_cents, currency),
      ...moneyAttributes('additional_tax_total', r.additional_tax_cents, currency),
      ...moneyAttributes('included_tax_total', r.included_tax_cents, currency),
      eligibility: r.eligibility,
      acceptance_status: r.eligibility === 'eligible' ? 'accepted' : 'manual_intervention_required',
      reception_status: r.reception_status,
      resellable: r.resellable === null ? null : r.resellable === 1,
      reimbursed: r.reimbursement_id !== null,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
    };
  },
  relationships: {
    line_item: {
      target: () => lineItemResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(lineItemResource, get<LineItemRow>(ctx.db, 'SELECT * FROM line_items WHERE id = ?', r.line_item_id)),
    },
  },
});

const itemsWhere = (column: 'return_authorization_id' | 'customer_return_id' | 'reimbursement_id') => ({
  target: () => returnItemResource as ResourceDef<unknown>,
  load: (r: { id: number }, ctx: SerializeContext) =>
    relatedList(returnItemResource, all<ReturnItemRow>(ctx.db, `SELECT * FROM return_items WHERE ${column} = ? ORDER BY id`, r.id)),
});

function totalOf(items: readonly ReturnItemRow[]): number {
  return items.reduce((sum, i) => sum + amountDueOf(i), 0);
}

export const returnAuthorizationResource: ResourceDef<ReturnAuthorizationRow> = defineResource<ReturnAuthorizationRow>({
  type: 'return_authorization',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const items = all<ReturnItemRow>(ctx.db, 'SELECT * FROM return_items WHERE return_authorization_id = ?', r.id);
    const reason = r.reason_id === null ? undefined : get<ReasonRow>(ctx.db, 'SELECT * FROM return_authorization_reasons WHERE id = ?', r.reason_id);
    return {
      number: r.number,
      state: r.state,
      memo: r.memo,
      reason: reason?.name ?? null,
      ...moneyAttributes('total', totalOf(items), currencyOf(ctx, r.order_id)),
      return_window_overridden: r.window_overridden === 1,
      created_by: r.created_by,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
      canceled_at: timestamp(r.canceled_at),
    };
  },
  relationships: {
    order: orderOf,
    stock_location: locationOf,
    return_items: itemsWhere('return_authorization_id'),
    return_authorization_reason: {
      target: () => returnAuthorizationReasonResource as ResourceDef<unknown>,
      load: (r, ctx) =>
        relatedOrNull(returnAuthorizationReasonResource, get<ReasonRow>(ctx.db, 'SELECT * FROM return_authorization_reasons WHERE id = ?', r.reason_id)),
    },
  },
});

export const customerReturnResource: ResourceDef<CustomerReturnRow> = defineResource<CustomerReturnRow>({
  type: 'customer_return',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const items = all<ReturnItemRow>(ctx.db, 'SELECT * FROM return_items WHERE customer_return_id = ?', r.id);
    return { number: r.number, ...moneyAttributes('total', totalOf(items), currencyOf(ctx, r.order_id)), created_at: timestamp(r.created_at) };
  },
  relationships: { order: orderOf, stock_location: locationOf, return_items: itemsWhere('customer_return_id') },
});

export const refundResource: ResourceDef<RefundRow> = defineResource<RefundRow>({
  type: 'refund',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const orderId = get<{ order_id: number }>(ctx.db, 'SELECT order_id FROM payments WHERE id = ?', r.payment_id)!.order_id;
    const reason = get<ReasonRow>(ctx.db, 'SELECT * FROM refund_reasons WHERE id = ?', r.refund_reason_id);
    return {
      number: r.number,
      ...moneyAttributes('amount', r.amount_cents, currencyOf(ctx, orderId)),
      reason: reason?.name ?? null,
      transaction_id: r.transaction_id,
      memo: r.memo,
      created_at: timestamp(r.created_at),
    };
  },
  relationships: {
    payment: {
      target: () => paymentResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(paymentResource, get<PaymentRow>(ctx.db, 'SELECT * FROM payments WHERE id = ?', r.payment_id)),
    },
    refund_reason: {
      target: () => refundReasonResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(refundReasonResource, get<ReasonRow>(ctx.db, 'SELECT * FROM refund_reasons WHERE id = ?', r.refund_reason_id)),
    },
  },
});

/** An exchange's new order and the credit put on it (null for other types). */
function exchangeAttributes(ctx: SerializeContext, r: ReimbursementRow) {
  const credit = r.reimbursement_type === 'exchange' ? exchangeCreditOf(ctx.db, r.number) : null;
  return {
    exchange_order_number: credit?.orderNumber ?? null,
    ...moneyAttributes('exchange_credit', credit?.amountCents ?? 0, currencyOf(ctx, r.order_id)),
  };
}

export const reimbursementResource: ResourceDef<ReimbursementRow> = defineResource<ReimbursementRow>({
  type: 'reimbursement',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    number: r.number,
    reimbursement_status: 'reimbursed',
    reimbursement_type: r.reimbursement_type,
    ...moneyAttributes('total', r.total_cents, currencyOf(ctx, r.order_id)),
    store_credit_id: r.store_credit_id === null ? null : String(r.store_credit_id),
    ...exchangeAttributes(ctx, r),
    created_at: timestamp(r.created_at),
  }),
  relationships: {
    order: orderOf,
    customer_return: {
      target: () => customerReturnResource as ResourceDef<unknown>,
      load: (r, ctx) =>
        relatedOrNull(customerReturnResource, get<CustomerReturnRow>(ctx.db, 'SELECT * FROM customer_returns WHERE id = ?', r.customer_return_id)),
    },
    return_items: itemsWhere('reimbursement_id'),
    refunds: {
      target: () => refundResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(refundResource, all<RefundRow>(ctx.db, 'SELECT * FROM refunds WHERE reimbursement_id = ? ORDER BY id', r.id)),
    },
  },
});

/** Each order's return authorizations, reimbursements and refunds (of its payments), read for a page of orders at once. */
const orderReturnAuthorizations = relation<number, ReturnAuthorizationRow[]>(
  (scope, ids) =>
    groupBy(keyedRows<ReturnAuthorizationRow>(scope, `SELECT * FROM return_authorizations WHERE order_id IN (${KEYS}) ORDER BY id`, ids), (r) => r.order_id),
  () => [],
);
const orderReimbursements = relation<number, ReimbursementRow[]>(
  (scope, ids) => groupBy(keyedRows<ReimbursementRow>(scope, `SELECT * FROM reimbursements WHERE order_id IN (${KEYS}) ORDER BY id`, ids), (r) => r.order_id),
  () => [],
);
const orderRefunds = relation<number, (RefundRow & { order_id: number })[]>(
  (scope, ids) =>
    groupBy(
      keyedRows<RefundRow & { order_id: number }>(
        scope,
        `SELECT r.*, p.order_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id IN (${KEYS}) ORDER BY r.id`,
        ids,
      ),
      (r) => r.order_id,
    ),
  () => [],
);

/** The relationships an order's Platform answer adds for returns. */
export const orderReturnRelationships = {
  return_authorizations: {
    target: () => returnAuthorizationResource as ResourceDef<unknown>,
    load: (r: OrderRow, ctx: SerializeContext) => relatedList(returnAuthorizationResource, rowsOf(ctx, orderReturnAuthorizations, r.id)),
  },
  reimbursements: {
    target: () => reimbursementResource as ResourceDef<unknown>,
    load: (r: OrderRow, ctx: SerializeContext) => relatedList(reimbursementResource, rowsOf(ctx, orderReimbursements, r.id)),
  },
  refunds: {
    target: () => refundResource as ResourceDef<unknown>,
    load: (r: OrderRow, ctx: SerializeContext) => relatedList(refundResource, rowsOf(ctx, orderRefunds, r.id)),
  },
};

/** Reads the return relations of a page of orders at once. */
export function prefetchOrderReturns(orders: readonly OrderRow[], ctx: SerializeContext): void {
  const ids = orders.map((o) => o.id);
  prefetchRows(ctx, orderReturnAuthorizations, ids);
  prefetchRows(ctx, orderReimbursements, ids);
  prefetchRows(ctx, orderRefunds, ids);
}
