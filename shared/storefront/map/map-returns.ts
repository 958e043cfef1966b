/**
 * The store's return records (JSON:API resources of its Platform return routes) as the till
 * reads them. An attribute of the wrong kind is a StorefrontError naming it, never undefined in the UI.
 */
import { z } from 'zod';
import type { Refund, Reimbursement, ReturnAuthorization, ReturnItem, ReturnReason } from '../types/return-types.js';
import { attributesOf, count, decimal, flag, flagOrNull, idOrNull, text, textOrNull } from './attributes.js';
import type { Resource, ResourceIndex } from './jsonapi.js';

const reasonAttributes = z.object({ name: text });

export function mapReturnReason(r: Resource): ReturnReason {
  return { id: r.id, name: attributesOf(r, reasonAttributes, 'refund_reason', 'return_authorization_reason').name };
}

const itemAttributes = z.object({
  quantity: count,
  amount: decimal,
  display_amount: text,
  eligibility: z.enum(['eligible', 'manual_intervention_required']),
  reception_status: z.enum(['awaiting', 'received', 'canceled']),
  resellable: flagOrNull,
  reimbursed: flag,
});

function mapReturnItem(index: ResourceIndex, r: Resource): ReturnItem {
  const a = attributesOf(r, itemAttributes, 'return_item');
  return {
    id: r.id,
    lineItemId: index.ids(r, 'line_item')[0]?.id ?? '',
    quantity: a.quantity,
    amount: a.amount,
    displayAmount: a.display_amount,
    eligibility: a.eligibility,
    receptionStatus: a.reception_status,
    resellable: a.resellable,
    reimbursed: a.reimbursed,
  };
}

const authorizationAttributes = z.object({
  number: text,
  state: z.enum(['authorized', 'canceled']),
  reason: textOrNull,
  total: decimal,
  display_total: text,
  return_window_overridden: flag,
  memo: textOrNull.optional(),
});

export function mapReturnAuthorization(index: ResourceIndex, r: Resource): ReturnAuthorization {
  const a = attributesOf(r, authorizationAttributes, 'return_authorization');
  return {
    id: r.id,
    number: a.number,
    state: a.state,
    reason: a.reason,
    total: a.total,
    displayTotal: a.display_total,
    windowOverridden: a.return_window_overridden,
    memo: a.memo ?? null,
    items: index.many(r, 'return_items').map((item) => mapReturnItem(index, item)),
  };
}

const refundAttributes = z.object({ number: text, amount: decimal, display_amount: text, transaction_id: textOrNull, reason: textOrNull });
const paymentAttributes = z.object({ number: textOrNull });
const methodAttributes = z.object({ name: textOrNull, type: textOrNull });
const cardAttributes = z.object({ cc_type: textOrNull, last_digits: textOrNull });

/** The card a payment was taken from (its brand and last four digits), when its source is a card the answer included. */
function cardOf(index: ResourceIndex, payment: Resource | undefined): Refund['card'] {
  const source = payment ? index.one(payment, 'source') : undefined;
  if (source?.type !== 'credit_card') return null;
  const card = attributesOf(source, cardAttributes);
  return card.last_digits ? { ccType: card.cc_type, lastDigits: card.last_digits } : null;
}

function mapRefund(index: ResourceIndex, r: Resource): Refund {
  const a = attributesOf(r, refundAttributes, 'refund');
  const payment = index.one(r, 'payment');
  const method = payment ? index.one(payment, 'payment_method') : undefined;
  const methodWords = method ? attributesOf(method, methodAttributes) : null;
  return {
    number: a.number,
    amount: a.amount,
    displayAmount: a.display_amount,
    paymentNumber: payment ? attributesOf(payment, paymentAttributes).number : null,
    paymentMethod: methodWords ? (methodWords.name ?? methodWords.type) : null,
    card: cardOf(index, payment),
    transactionId: a.transaction_id,
    reason: a.reason,
  };
}

const reimbursementAttributes = z.object({
  number: text,
  reimbursement_type: z.enum(['original', 'store_credit', 'exchange', 'cash']),
  total: decimal,
  display_total: text,
  store_credit_id: idOrNull,
  /** Type exchange (the store's extension): the new order and what was put on it. */
  exchange_order_number: text.nullable().optional(),
  exchange_credit: decimal.optional(),
});

export function mapReimbursement(index: ResourceIndex, r: Resource): Reimbursement {
  const a = attributesOf(r, reimbursementAttributes, 'reimbursement');
  return {
    number: a.number,
    type: a.reimbursement_type,
    total: a.total,
    displayTotal: a.display_total,
    storeCreditId: a.store_credit_id,
    ...(a.reimbursement_type === 'exchange' ? { exchange: { orderNumber: a.exchange_order_number ?? '', credit: a.exchange_credit ?? '0.00' } } : {}),
    returnItemIds: index.ids(r, 'return_items').map((id) => id.id),
    refunds: index.many(r, 'refunds').map((refund) => mapRefund(index, refund)),
  };
}
