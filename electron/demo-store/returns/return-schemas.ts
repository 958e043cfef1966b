/** The OpenAPI schemas of the returns records and of the bodies that create them (the Platform document). */
import { ToMany, ToOne } from '../openapi/schemas/jsonapi-schemas.js';
import { DisplayMoney, Money } from '../openapi/schemas/value-schemas.js';
import { dateTime, resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';

const reasonAttributes = z.object({
  name: z.string(),
  active: z.boolean(),
  mutable: z.boolean(),
  ...TIMESTAMPS,
});

export const RefundReason = resource('refund_reason', reasonAttributes).openapi('RefundReason', { description: 'Why money goes back.' });
export const ReturnAuthorizationReason = resource('return_authorization_reason', reasonAttributes).openapi('ReturnAuthorizationReason', {
  description: 'Why goods come back.',
});

export const ReasonRequest = (key: 'refund_reason' | 'return_authorization_reason', name: string) =>
  z
    .object({
      [key]: z.object({
        name: z.string().max(255).openapi({ description: 'Unique, whatever its case; blank or taken is a 422.' }),
        active: z.boolean().optional(),
      }),
    })
    .openapi(name);

const money = (name: string, description: string) => ({ [name]: Money.openapi({ description }), [`display_${name}`]: DisplayMoney });

export const ReturnItem = resource(
  'return_item',
  z.object({
    quantity: z.number().int().min(1),
    ...money('amount', 'What the store gives back for these units: pre_tax_amount plus additional_tax_total.'),
    ...money('pre_tax_amount', "The units' share of the line's price less its promotions."),
    ...money('additional_tax_total', "The units' share of the tax added on top of the line."),
    ...money('included_tax_total', "The units' share of the tax included in the price (inside pre_tax_amount; reported only)."),
    eligibility: z.enum(['eligible', 'manual_intervention_required']),
    acceptance_status: z.enum(['accepted', 'manual_intervention_required']),
    reception_status: z.enum(['awaiting', 'received', 'canceled']),
    resellable: z.boolean().nullable().openapi({ description: 'Set when received: true puts the units back in stock at the receiving location.' }),
    reimbursed: z.boolean(),
    ...TIMESTAMPS,
  }),
  z.object({ line_item: ToOne }),
).openapi('ReturnItem', { description: 'Some units of one line of the order, coming back.' });

export const ReturnAuthorization = resource(
  'return_authorization',
  z.object({
    number: z.string().openapi({ example: 'RA123456789' }),
    state: z.enum(['authorized', 'canceled']),
    memo: z.string().nullable(),
    reason: z.string().nullable(),
    ...money('total', 'What its items are due back.'),
    return_window_overridden: z.boolean().openapi({ description: 'True when it was authorized past the return window with override_return_window.' }),
    created_by: z.string().openapi({ description: "The admin client's id, else the staff member's email." }),
    ...TIMESTAMPS,
    canceled_at: dateTime().nullable(),
  }),
  z.object({ order: ToOne, stock_location: ToOne, return_items: ToMany, return_authorization_reason: ToOne }),
).openapi('ReturnAuthorization');

export const CustomerReturn = resource(
  'customer_return',
  z.object({ number: z.string().openapi({ example: 'CR123456789' }), ...money('total', 'What its items are due back.'), created_at: dateTime() }),
  z.object({ order: ToOne, stock_location: ToOne, return_items: ToMany }),
).openapi('CustomerReturn', { description: 'Return items received back at a stock location.' });

export const Refund = resource(
  'refund',
  z.object({
    number: z.string().openapi({ example: 'RF123456789' }),
    ...money('amount', 'What went back.'),
    reason: z.string().nullable(),
    transaction_id: z
      .string()
      .nullable()
      .openapi({ description: "The gateway's refund code for a card; a record's own code for cash, gift card and store credit." }),
    memo: z.string().nullable(),
    created_at: dateTime(),
  }),
  z.object({ payment: ToOne, refund_reason: ToOne }),
).openapi('Refund', { description: 'Money given back against one payment.' });

export const Reimbursement = resource(
  'reimbursement',
  z.object({
    number: z.string().openapi({ example: 'RI123456789' }),
    reimbursement_status: z.enum(['reimbursed']),
    reimbursement_type: z.enum(['original', 'store_credit', 'exchange', 'cash']),
    ...money('total', 'What it gave back: the sum of its return items.'),
    store_credit_id: z.string().nullable().openapi({ description: 'The store credit it issued (type store_credit).' }),
    exchange_order_number: z.string().nullable().openapi({ description: 'Type exchange: the new order its value paid toward.' }),
    ...money('exchange_credit', 'Type exchange: what it put on the new order as Exchange credit (the rest went back as original); 0 otherwise.'),
    created_at: dateTime(),
  }),
  z.object({ order: ToOne, customer_return: ToOne, return_items: ToMany, refunds: ToMany }),
).openapi('Reimbursement');

const itemReceived = z.object({
  id: z.string().openapi({ description: 'The return item.' }),
  resellable: z.boolean().openapi({ description: "true: its units go back in stock at the receipt's location, once." }),
});

export const ReturnAuthorizationRequest = z
  .object({
    return_authorization: z.object({
      order_id: z.string().openapi({ description: "The order's number or id." }),
      return_authorization_reason_id: z.string(),
      stock_location_id: z.string().optional().openapi({ description: 'Where the goods come back to; the default location when left out.' }),
      memo: z.string().max(1000).optional(),
      override_return_window: z.boolean().optional().openapi({ description: 'Authorize items past the return window anyway (a manager decided); recorded.' }),
      return_items: z.array(z.object({ line_item_id: z.string(), quantity: z.number().int().min(1).optional() })).min(1),
    }),
  })
  .openapi('ReturnAuthorizationRequest');

export const CustomerReturnRequest = z
  .object({
    customer_return: z.object({
      stock_location_id: z.string().optional().openapi({ description: 'Where the goods are received; the default location when left out.' }),
      return_items: z.array(itemReceived).min(1),
    }),
  })
  .openapi('CustomerReturnRequest');

export const ReimbursementRequest = z
  .object({
    reimbursement: z.object({
      reimbursement_type: z.enum(['original', 'store_credit', 'exchange', 'cash']).optional().openapi({
        description:
          'original (the default), store_credit, exchange (with exchange_order_number), or cash: the card refused its refund and the counter hands the money back in cash (refunds recorded against the payments with the reason "Card refused").',
      }),
      exchange_order_number: z
        .string()
        .optional()
        .openapi({ description: "Type exchange: the new order, still in checkout, that the return's value pays toward." }),
      customer_return_id: z.string().optional().openapi({ description: 'Reimburse the items of this customer return not reimbursed yet.' }),
      return_authorization_id: z
        .string()
        .optional()
        .openapi({ description: 'Or: the goods are in hand (a counter): these return_items of this authorization are received and reimbursed at once.' }),
      stock_location_id: z.string().optional(),
      return_items: z.array(itemReceived).optional(),
      memo: z.string().max(1000).optional().openapi({ description: 'Kept with each refund and store credit it makes (who approved it, and why).' }),
    }),
  })
  .openapi('ReimbursementRequest');

export const RefundRequest = z
  .object({
    refund: z.object({
      payment_id: z.string().openapi({ description: "The payment's number or id; it must be completed." }),
      amount: z.number().openapi({ description: 'At most what the payment captured less its earlier refunds.', example: 5 }),
      refund_reason_id: z.string(),
      memo: z.string().max(1000).optional(),
    }),
  })
  .openapi('RefundRequest');
