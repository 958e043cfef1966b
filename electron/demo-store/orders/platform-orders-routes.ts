/**
 * The Platform API's orders, shipments and payments (admin scope), as Spree's Platform API v2 has
 * them: lists with ransack-style filters (`filter[state_eq]`, `filter[completed_at_gt]`,
 * `filter[email_cont]`, `filter[bill_address_lastname_start]`, …; the simple `filter[state]=a,b`
 * spellings too), `sort`, `include`, sparse fields and paging; orders approved, canceled and
 * resumed (order-changes.ts); shipments readied, pended, shipped, delivered, canceled and resumed
 * (fulfilment.ts). Orders are found by number, else by id; shipments by number, else by id.
 */
import { notFound } from '../http/api-error.js';
import { get } from '../db/database.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import { moveShipment, type ShipmentEvent } from './fulfilment.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { approveOrder, cancelOrder, resumeOrder, updateOrderMetadata } from './order-changes.js';
import { orderById } from './orders.js';
import { isObject, type Params } from '../http/params.js';
import { ransackConditions, sortSql, type FilterFields } from '../jsonapi/ransack-filters.js';
import { requireAdmin, type RequestContext } from '../http/request-context.js';
import { shipmentResource } from './orders-serializer.js';
import { platformOrderResource, platformPaymentResource } from './platform-orders-serializer.js';
import { shipmentByNumberOrId } from '../checkout/shipments.js';
import { trackingNumberOf } from './tracking-numbers.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { Order, Payment, Shipment, ToMany, ToOne } from '../openapi/schemas/components.js';
import { ID_IN_PATH, PAGE_PARAMETERS, parameterRef } from '../openapi/platform-parameters.js';
import { queryList, queryText, queryTime } from '../openapi/query.js';
import { dateTime } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const PlatformOrder = z
  .intersection(
    Order,
    z.object({
      attributes: z.object({
        approved_at: dateTime().nullable(),
        approver_id: z.string().nullable().openapi({ description: 'The admin client (its client id) that approved the order.' }),
        canceled_at: dateTime().nullable(),
        canceler_id: z.string().nullable().openapi({ description: 'The admin client (its client id) that canceled the order.' }),
        channel: z.string().openapi({
          description:
            "Where the order was placed, Spree's channel. pos when the request that placed it carried the signature of a till " +
            'the operator registered; spree (the web store) otherwise.',
          example: 'pos',
        }),
        till_id: z
          .string()
          .nullable()
          .openapi({ description: "Demo extension. The registered till (its till key's id) that placed a pos order; null for any other." }),
        private_metadata: z.record(z.string(), z.unknown()).openapi({ description: 'What the store keeps about the order for its staff (set with PATCH).' }),
      }),
      relationships: z.object({
        bill_address: ToOne,
        ship_address: ToOne,
        return_authorizations: ToMany,
        reimbursements: ToMany,
        refunds: ToMany.openapi({ description: "The refunds of the order's payments (with a reimbursement or on their own)." }),
      }),
    }),
  )
  .openapi('PlatformOrder', {
    description:
      'An order as the Storefront API shows it, plus who approved or canceled it and when, all its payments (voided and failed ' +
      "ones too), bill_address / ship_address as Spree's Platform API names them, and its return authorizations, reimbursements " +
      'and refunds.',
  });

const UpdateOrderRequest = z
  .object({
    order: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'email (where the store mails about the order) and private_metadata (an object): the others are not changed here.' }),
  })
  .openapi('UpdateOrderRequest');

const PlatformPayment = z
  .intersection(Payment, z.object({ relationships: z.object({ order: ToOne }) }))
  .openapi('PlatformPayment', { description: 'A payment with its order.' });

const ShipRequest = z
  .object({
    shipment: z
      .object({
        tracking: z
          .string()
          .max(100)
          .openapi({
            description:
              "The carrier's tracking number (no control characters; blank lets the store make one); tracking_url is made from it. " +
              'Anything else is a 422 on tracking.',
          })
          .optional(),
      })
      .optional(),
  })
  .openapi('ShipRequest');

const ORDER_LIST = listAnswer('PlatformOrderList', PlatformOrder, 'A page of orders (carts and completed orders).');
const ORDER_DOCUMENT = singleAnswer('PlatformOrderDocument', PlatformOrder, 'An order.');
const SHIPMENT_DOCUMENT = singleAnswer('ShipmentDocument', Shipment, 'A shipment.');
const PAYMENT_LIST = listAnswer('PaymentList', PlatformPayment, 'A page of payments.');
const PAYMENT_DOCUMENT = singleAnswer('PaymentDocument', PlatformPayment, 'A payment.');
const ORDERS = ['Orders'];
const SHIPMENTS = ['Shipments'];
const PAYMENTS = ['Payments'];

const orderDef = platformOrderResource as ResourceDef<unknown>;
const paymentDef = platformPaymentResource as ResourceDef<unknown>;
const shipmentDef = shipmentResource as ResourceDef<unknown>;

const text = (sql: string) => ({ sql, kind: 'text' as const });
const time = (sql: string) => ({ sql, kind: 'time' as const });
const addressPart = (address: 'bill' | 'ship', column: 'firstname' | 'lastname' | 'company' | 'city' | 'zipcode' | 'phone') =>
  text(`(SELECT a.${column} FROM addresses a WHERE a.id = orders.${address}_address_id)`);

const ORDER_FILTERS: FilterFields = {
  id: { sql: 'id', kind: 'integer' },
  number: text('number'),
  state: text('state'),
  payment_state: text('payment_state'),
  shipment_state: text('shipment_state'),
  email: text('email'),
  currency: text('currency'),
  channel: text('channel'),
  till_id: text('till_id'),
  user_id: { sql: 'user_id', kind: 'integer' },
  user_email: text('(SELECT u.email FROM users u WHERE u.id = orders.user_id)'),
  total: { sql: 'total_cents', kind: 'money' },
  item_total: { sql: 'item_total_cents', kind: 'money' },
  item_count: { sql: 'item_count', kind: 'integer' },
  completed_at: time('completed_at'),
  created_at: time('created_at'),
  updated_at: time('updated_at'),
  approved_at: time('approved_at'),
  canceled_at: time('canceled_at'),
  bill_address_firstname: addressPart('bill', 'firstname'),
  bill_address_lastname: addressPart('bill', 'lastname'),
  bill_address_company: addressPart('bill', 'company'),
  bill_address_city: addressPart('bill', 'city'),
  bill_address_zipcode: addressPart('bill', 'zipcode'),
  bill_address_phone: addressPart('bill', 'phone'),
  ship_address_firstname: addressPart('ship', 'firstname'),
  ship_address_lastname: addressPart('ship', 'lastname'),
  ship_address_city: addressPart('ship', 'city'),
  ship_address_zipcode: addressPart('ship', 'zipcode'),
};

const ORDER_SORTS: Readonly<Record<string, string>> = {
  id: 'id',
  number: 'number',
  state: 'state',
  payment_state: 'payment_state',
  shipment_state: 'shipment_state',
  email: 'email',
  total: 'total_cents',
  item_total: 'item_total_cents',
  item_count: 'item_count',
  created_at: 'created_at',
  updated_at: 'updated_at',
  completed_at: 'completed_at',
  approved_at: 'approved_at',
  canceled_at: 'canceled_at',
};

const PAYMENT_FILTERS: FilterFields = {
  id: { sql: 'id', kind: 'integer' },
  number: text('number'),
  state: text('state'),
  order_id: { sql: 'order_id', kind: 'integer' },
  order_number: text('(SELECT o.number FROM orders o WHERE o.id = payments.order_id)'),
  payment_method_id: { sql: 'payment_method_id', kind: 'integer' },
  amount: { sql: 'amount_cents', kind: 'money' },
  created_at: time('created_at'),
  updated_at: time('updated_at'),
};

const PAYMENT_SORTS: Readonly<Record<string, string>> = {
  id: 'id',
  number: 'number',
  state: 'state',
  amount: 'amount_cents',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** The earlier simple spellings (`filter[state]=complete,canceled`) read as their `_in` conditions. */
const SIMPLE_ORDER_FILTERS = ['number', 'state', 'payment_state', 'shipment_state', 'email', 'channel'] as const;

function orderFilter(params: Params): Params {
  const filter = isObject(params.filter) ? { ...params.filter } : {};
  for (const name of SIMPLE_ORDER_FILTERS) {
    if (filter[name] !== undefined && filter[`${name}_in`] === undefined) filter[`${name}_in`] = filter[name];
  }
  return filter;
}

/** Who made a change: the admin client's id (the token's client), else the staff user's email. */
export function actorOf(ctx: RequestContext): string {
  const principal = requireAdmin(ctx);
  const client =
    principal.clientId === null ? undefined : get<{ client_id: string }>(ctx.db, 'SELECT client_id FROM oauth_clients WHERE id = ?', principal.clientId);
  if (client) return client.client_id;
  const user = principal.userId === null ? undefined : get<{ email: string }>(ctx.db, 'SELECT email FROM users WHERE id = ?', principal.userId);
  return user?.email ?? 'unknown';
}

export function findOrder(ctx: RequestContext): OrderRow {
  const key = ctx.pathParams.number!;
  const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE number = ?', key) ?? (/^\d{1,15}$/.test(key) ? orderById(ctx.db, Number(key)) : undefined);
  if (!order) throw notFound();
  return order;
}

/** One page of a table's rows matching the filters (bound parameters only), with the count of all that match. */
function filteredPage<Row>(
  ctx: RequestContext,
  table: 'orders' | 'payments',
  conditions: { where: string[]; args: unknown[] },
  orderBy: string,
  page: { perPage: number; offset: number },
): { rows: Row[]; total: number } {
  const clause = conditions.where.length > 0 ? `WHERE ${conditions.where.join(' AND ')}` : '';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${clause}`).get(...conditions.args) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM ${table} ${clause} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(...conditions.args, page.perPage, page.offset) as Row[];
  return { rows, total };
}

function listOrders(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  const { rows, total } = filteredPage<OrderRow>(
    ctx,
    'orders',
    ransackConditions(orderFilter(ctx.params), ORDER_FILTERS),
    sortSql(ctx.params.sort, ORDER_SORTS),
    page,
  );
  return sendList(ctx, orderDef, relatedList(platformOrderResource, rows), page, total);
}

function listPayments(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  const { rows, total } = filteredPage<PaymentRow>(
    ctx,
    'payments',
    ransackConditions(ctx.params.filter, PAYMENT_FILTERS),
    sortSql(ctx.params.sort, PAYMENT_SORTS),
    page,
  );
  return sendList(ctx, paymentDef, relatedList(platformPaymentResource, rows), page, total);
}

function showShipment(ctx: RequestContext) {
  const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
  if (!shipment) throw notFound();
  return sendDocument(ctx, shipmentDef, related(shipmentResource, shipment));
}

function changeShipment(ctx: RequestContext, event: ShipmentEvent) {
  const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
  if (!shipment) throw notFound();
  const tracking = event === 'ship' ? trackingNumberOf(ctx.params) : undefined;
  moveShipment(ctx.db, shipment, event, tracking);
  return sendDocument(ctx, shipmentDef, related(shipmentResource, shipmentByNumberOrId(ctx.db, String(shipment.id))!));
}

function showPayment(ctx: RequestContext) {
  const key = ctx.pathParams.id!;
  const payment = /^\d{1,15}$/.test(key)
    ? get<PaymentRow>(ctx.db, 'SELECT * FROM payments WHERE id = ?', Number(key))
    : get<PaymentRow>(ctx.db, 'SELECT * FROM payments WHERE number = ?', key);
  if (!payment) throw notFound();
  return sendDocument(ctx, paymentDef, related(platformPaymentResource, payment));
}

/** The state changes of a shipment, each its own route: `PATCH /shipments/:id/<event>`. */
const SHIPMENT_CHANGES: readonly { event: ShipmentEvent; operationId: string; summary: string; description: string }[] = [
  {
    event: 'ready',
    operationId: 'readyShipment',
    summary: 'Mark a shipment ready',
    description: 'From pending (a back-ordered shipment once its stock is in, or a resumed order paid again); the order must be paid. 422 ' + 'otherwise.',
  },
  {
    event: 'pend',
    operationId: 'pendShipment',
    summary: 'Move a shipment back to pending',
    description: 'From ready; 422 from any other state.',
  },
  {
    event: 'ship',
    operationId: 'shipShipment',
    summary: 'Ship a shipment',
    description:
      'From ready; 422 from any other state (a canceled shipment is resumed first). The order becomes shipped when all its ' +
      'shipments are, partial before. Sends shipment.shipped.',
  },
  {
    event: 'deliver',
    operationId: 'deliverShipment',
    summary: 'Confirm delivery',
    description: "The demo store's own step after shipped: from shipped; 422 from any other state. Sends shipment.delivered.",
  },
  {
    event: 'cancel',
    operationId: 'cancelShipment',
    summary: 'Cancel a shipment',
    description: 'From pending or ready; its units go back to stock. A shipped or delivered shipment cannot be canceled (422). Sends ' + 'shipment.canceled.',
  },
  {
    event: 'resume',
    operationId: 'resumeShipment',
    summary: 'Resume a canceled shipment',
    description:
      'From canceled, while its order is not canceled (resume the order instead): to ready when the order is paid, else ' +
      'pending; its units are taken from stock again. Sends shipment.resumed.',
  },
];

export const PLATFORM_ORDER_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/orders',
    operationId: 'listOrders',
    tags: ORDERS,
    summary: 'Orders (carts and completed orders)',
    description:
      'Ransack-style filters filter[<attribute>_<predicate>] with the predicates eq, not_eq, in, not_in, cont, start, end, gt, ' +
      'gteq, lt, lteq, null and present; attributes id, number, state, payment_state, shipment_state, email, currency, channel, ' +
      'till_id, user_id, user_email, total, item_total, item_count, completed_at, created_at, updated_at, approved_at, ' +
      'canceled_at, bill_address_ and ship_address_ firstname, lastname, city, zipcode (and bill_address_company, ' +
      'bill_address_phone). Attributes join with _or_. Conditions on other attributes and blank values are ignored; a value its ' +
      'attribute cannot hold (a date that is not one) is a 400 in words.',
    query: z.object({
      'filter[state_eq]': queryText('Orders in this state (cart, address, delivery, payment, confirm, complete, canceled, resumed).').optional(),
      'filter[state_in][]': queryList('array', 'Orders in any of these states.').optional(),
      'filter[state_not_eq]': queryText('Orders in any other state.').optional(),
      'filter[channel_eq]': queryText('Orders placed through this channel: pos (a registered till) or spree (the web store).').optional(),
      'filter[channel_not_eq]': queryText('Orders placed through any other channel.').optional(),
      'filter[till_id_eq]': queryText('Orders placed at this registered till (its till key id).').optional(),
      'filter[payment_state_eq]': queryText('balance_due, paid, credit_owed, failed or void.').optional(),
      'filter[payment_state_in][]': queryList('array', 'Any of these payment states.').optional(),
      'filter[shipment_state_eq]': queryText('pending, ready, partial, shipped, delivered, backorder or canceled.').optional(),
      'filter[shipment_state_in][]': queryList('array', 'Any of these shipment states.').optional(),
      'filter[number_eq]': queryText('The order with this number.').optional(),
      'filter[number_cont]': queryText('Numbers containing this text (any case).').optional(),
      'filter[number_in][]': queryList('array', 'Any of these numbers.').optional(),
      'filter[email_eq]': queryText('The customer email, exactly.').optional(),
      'filter[email_cont]': queryText('Emails containing this text (any case).').optional(),
      'filter[bill_address_firstname_cont]': queryText('The billing first name contains this text (any case); also _start, _eq, and lastname.').optional(),
      'filter[bill_address_lastname_start]': queryText('The billing last name starts with this text (any case).').optional(),
      'filter[bill_address_firstname_or_bill_address_lastname_cont]': queryText(
        'Either billing name contains this text (conditions join with _or_).',
      ).optional(),
      'filter[completed_at_gt]': queryTime('Completed after this time (ISO 8601; also _gteq). Not a date and time: 400.').optional(),
      'filter[completed_at_lt]': queryTime('Completed before this time (ISO 8601; also _lteq).').optional(),
      'filter[created_at_gt]': queryTime('Created after this time (ISO 8601; also _lt, _gteq, _lteq).').optional(),
      'filter[updated_at_gt]': queryTime('Changed after this time (ISO 8601): what a poller asks for.').optional(),
      'filter[total_gteq]': queryText('Totals of at least this amount (decimal; also _lteq, _gt, _lt, _eq).').optional(),
      'filter[user_id_eq]': queryText('Orders of this customer account.').optional(),
      'filter[number]': queryText('The simple spelling: comma-separated numbers (as number_in).').optional(),
      'filter[state]': queryText('The simple spelling: comma-separated states (as state_in).').optional(),
      'filter[payment_state]': queryText('The simple spelling: comma-separated payment states.').optional(),
      'filter[shipment_state]': queryText('The simple spelling: comma-separated shipment states.').optional(),
      'filter[email]': queryText('The simple spelling: comma-separated emails, exactly.').optional(),
      sort: queryList(
        'string',
        'Comma-separated id, number, state, payment_state, shipment_state, email, total, item_total, item_count, created_at, updated_at, completed_at, approved_at or canceled_at; prefix - for descending. Any other name is a 400.',
      ).optional(),
    }),
    sharedParameters: [...PAGE_PARAMETERS, parameterRef('Include')],
    answers: { 200: ORDER_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: listOrders,
  }),
  declareRoute({
    method: 'get',
    path: '/orders/:number',
    operationId: 'getOrder',
    tags: ORDERS,
    summary: 'An order by number, else by id',
    sharedParameters: [parameterRef('OrderNumber'), parameterRef('Include')],
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, orderDef, related(platformOrderResource, findOrder(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/orders/:number/approve',
    operationId: 'approveOrder',
    tags: ORDERS,
    summary: 'Approve an order',
    description:
      'A complete or resumed order, once; records approver_id (the admin client that approved it) and approved_at. 422 for an ' +
      'order approved already, a cart or a canceled order.',
    sharedParameters: [parameterRef('OrderNumber'), parameterRef('Include')],
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const actor = actorOf(ctx);
      return sendDocument(ctx, orderDef, related(platformOrderResource, approveOrder(ctx.db, findOrder(ctx), actor)));
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/orders/:number/cancel',
    operationId: 'cancelOrder',
    tags: ORDERS,
    summary: 'Cancel an order',
    description:
      'From complete, while no shipment has shipped (422 naming the shipment otherwise). Its pending and ready shipments are ' +
      'canceled and their units go back to stock; its payments are voided (a gift card or store credit spent on it gets the ' +
      'amount back), so payment_state becomes void. Records canceler_id and canceled_at. Sends order.canceled, ' +
      'shipment.canceled and payment.voided.',
    sharedParameters: [parameterRef('OrderNumber'), parameterRef('Include')],
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const actor = actorOf(ctx);
      return sendDocument(ctx, orderDef, related(platformOrderResource, cancelOrder(ctx.db, findOrder(ctx), actor)));
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/orders/:number/resume',
    operationId: 'resumeOrder',
    tags: ORDERS,
    summary: 'Resume a canceled order',
    description:
      'From canceled only (422 from any other state), to resumed. Its shipments are resumed: their units are taken from stock ' +
      'again, and they wait in pending while the order is not paid (voided payments stay void: payment_state failed). Sends ' +
      'order.resumed and shipment.resumed.',
    sharedParameters: [parameterRef('OrderNumber'), parameterRef('Include')],
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => sendDocument(ctx, orderDef, related(platformOrderResource, resumeOrder(ctx.db, findOrder(ctx)))),
  }),
  declareRoute({
    method: 'patch',
    path: '/orders/:number',
    operationId: 'updateOrder',
    tags: ORDERS,
    summary: 'Update an order',
    description:
      "Spree's update of an order. This store changes its email (an address that is not one is a 422 on email; the store's " +
      'later mails about the order go there) and private_metadata (replaced whole, as Spree does): what the store keeps about the ' +
      'order for its staff, such as a till recording goods it took back where the store has no return routes. Any other attribute ' +
      'of the order is a 422 naming it.',
    sharedParameters: [parameterRef('OrderNumber'), parameterRef('Include')],
    body: { schema: UpdateOrderRequest },
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => sendDocument(ctx, orderDef, related(platformOrderResource, updateOrderMetadata(ctx.db, findOrder(ctx), ctx.params.order))),
  }),
  declareRoute({
    method: 'get',
    path: '/shipments/:id',
    operationId: 'getShipment',
    tags: SHIPMENTS,
    summary: 'A shipment by number, else by id',
    sharedParameters: [parameterRef('ShipmentId'), parameterRef('Include')],
    answers: { 200: SHIPMENT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: showShipment,
  }),
  ...SHIPMENT_CHANGES.map(({ event, ...change }) =>
    declareRoute({
      method: 'patch',
      path: `/shipments/:id/${event}`,
      ...change,
      tags: SHIPMENTS,
      sharedParameters: [parameterRef('ShipmentId'), parameterRef('Include')],
      ...(event === 'ship' ? { body: { schema: ShipRequest, required: false } } : {}),
      answers: { 200: SHIPMENT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
      handle: (ctx) => changeShipment(ctx, event),
    }),
  ),
  declareRoute({
    method: 'get',
    path: '/payments',
    operationId: 'listPayments',
    tags: PAYMENTS,
    summary: 'Payments of every order, in every state (voided and failed ones too)',
    description:
      'Ransack-style filters as for orders, on id, number, state, order_id, order_number, payment_method_id, amount, created_at ' + 'and updated_at.',
    query: z.object({
      'filter[order_id_eq]': queryText('The payments of the order with this id.').optional(),
      'filter[order_number_eq]': queryText('The payments of the order with this number.').optional(),
      'filter[state_eq]': queryText('checkout, pending, processing, completed, failed, void or invalid.').optional(),
      'filter[state_in][]': queryList('array', 'Any of these states.').optional(),
      'filter[payment_method_id_eq]': queryText('Payments by this payment method.').optional(),
      'filter[amount_gteq]': queryText('At least this amount (decimal; also _lteq, _gt, _lt, _eq).').optional(),
      'filter[number_eq]': queryText('The payment with this number.').optional(),
      sort: queryList('string', 'id, number, state, amount, created_at or updated_at; prefix - for descending. Any other name is a 400.').optional(),
      include: queryList('string', 'Comma-separated order, payment_method, source.').optional(),
    }),
    sharedParameters: [...PAGE_PARAMETERS],
    answers: { 200: PAYMENT_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: listPayments,
  }),
  declareRoute({
    method: 'get',
    path: '/payments/:id',
    operationId: 'getPayment',
    tags: PAYMENTS,
    summary: 'A payment by id, else by number',
    pathParams: ID_IN_PATH,
    query: z.object({
      include: queryList('string', 'Comma-separated order, payment_method, source.').optional(),
    }),
    answers: { 200: PAYMENT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: showPayment,
  }),
];
