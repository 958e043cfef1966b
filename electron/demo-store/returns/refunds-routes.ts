/**
 * Platform API (admin scope), this store's extension: the money side of returns. Customer returns
 * (goods received back), reimbursements (the money for them) and refunds (money back against one
 * payment, also on their own: a price adjustment, an offline sale's conflict). Each write is one
 * transaction; its webhooks are sent once it is done.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { asString, dig, isObject } from '../http/params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { storeEvents } from '../process/events.js';
import { orderById, recalculate } from '../orders/orders.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS, parameterRef } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import type { RequestContext } from '../http/request-context.js';
import { customerReturnAt, receiveReturnItems } from './customer-returns.js';
import { reasonById } from './reasons.js';
import { paymentWithKind, refundAt, refundPayment, refundsPage } from './refunds.js';
import { createReimbursement, receiptRecord, refundRecord, reimbursementAt, reimbursementRecords } from './reimbursements.js';
import { customerReturnResource, refundResource, reimbursementResource } from './return-resources.js';
import { CustomerReturn, CustomerReturnRequest, Refund, RefundRequest, Reimbursement, ReimbursementRequest } from './return-schemas.js';

const TAGS = ['Returns'];
const INCLUDE = parameterRef('Include');
const CUSTOMER_RETURN = singleAnswer('CustomerReturnDocument', CustomerReturn, 'A customer return.');
const REIMBURSEMENT = singleAnswer('ReimbursementDocument', Reimbursement, 'A reimbursement.');
const REFUND = singleAnswer('RefundDocument', Refund, 'A refund.');

const bodyOf = (ctx: RequestContext, key: string) => (isObject(ctx.params[key]) ? ctx.params[key] : {});

function createRefund(ctx: RequestContext) {
  const input = bodyOf(ctx, 'refund');
  const payment = paymentWithKind(ctx.db, input.payment_id);
  const reason = reasonById(ctx.db, 'refund_reasons', input.refund_reason_id);
  const cents = typeof input.amount === 'number' ? parseAmountToCents(input.amount) : null;
  if (!payment || !reason || cents === null) {
    throw validationFailed({
      ...(payment ? {} : { payment: [`${asString(input.payment_id) ?? ''} is not a payment`] }),
      ...(reason ? {} : { refund_reason: [`${asString(input.refund_reason_id) ?? ''} is not a refund reason`] }),
      ...(cents === null ? { amount: ['is not a number'] } : {}),
    });
  }
  const memo = asString(input.memo)?.trim() || null;
  if (memo && memo.length > 1000) throw unprocessable('Memo is too long (maximum is 1000 characters)');
  const refund = ctx.db.transaction(() => {
    const made = refundPayment(ctx.db, { payment, amountCents: cents, reason, memo });
    recalculate(ctx.db, payment.order_id);
    return made;
  })();
  storeEvents(ctx.db).emit('return.recorded', refundRecord(refund, orderById(ctx.db, payment.order_id)!.number));
  return sendDocument(ctx, refundResource as ResourceDef<unknown>, related(refundResource, refund), 201);
}

export const REFUND_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'post',
    path: '/customer_returns',
    operationId: 'createCustomerReturn',
    tags: TAGS,
    summary: 'Receive return items back at a stock location',
    description:
      'Each item named with resellable true or false; resellable units go back in stock at the location (the default one when ' +
      'left out), exactly once: an item received already, or of a canceled authorization, is a 422 and nothing is received. ' +
      'Items of one order only. The order is credit_owed until the money goes back, and its shipment_state returned once every ' +
      'unit is back. Sends customer_return.received.',
    sharedParameters: [INCLUDE],
    body: { schema: CustomerReturnRequest },
    answers: { 201: CUSTOMER_RETURN, ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const receipt = ctx.db.transaction(() => {
        const received = receiveReturnItems(ctx.db, bodyOf(ctx, 'customer_return'));
        recalculate(ctx.db, received.order.id);
        return received;
      })();
      const events = storeEvents(ctx.db);
      for (const productId of receipt.restocked) events.emit('product.changed', { productId, what: 'stock' });
      events.emit('return.recorded', receiptRecord(receipt));
      return sendDocument(ctx, customerReturnResource as ResourceDef<unknown>, related(customerReturnResource, receipt.customerReturn), 201);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/customer_returns/:id',
    operationId: 'getCustomerReturn',
    tags: TAGS,
    summary: 'A customer return by number, else by id',
    pathParams: ID_IN_PATH,
    sharedParameters: [INCLUDE],
    answers: { 200: CUSTOMER_RETURN, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) =>
      sendDocument(ctx, customerReturnResource as ResourceDef<unknown>, related(customerReturnResource, customerReturnAt(ctx.db, ctx.pathParams.id!))),
  }),
  declareRoute({
    method: 'post',
    path: '/reimbursements',
    operationId: 'createReimbursement',
    tags: TAGS,
    summary: 'Give back the money for received return items',
    description:
      "For a customer return's items not reimbursed yet (customer_return_id), or, with the goods in hand, for an authorization's " +
      'return_items received in the same step (return_authorization_id, return_items with resellable, stock_location_id). ' +
      "original: refunds against the order's completed payments, store credit and gift cards back to their balances first, then " +
      'cards through the gateway, then cash; when they cannot give it all back, a 422 says how much they can. store_credit: store ' +
      "credit for the order's customer; a guest order is a 422. exchange (this store's extension): the value pays toward " +
      "exchange_order_number, a new order still in checkout in the same currency, as one completed payment of the store's " +
      '"Exchange credit" method up to what that order leaves to pay, and any rest goes back as original does; an order placed, ' +
      "canceled, unknown or in another currency is a 422 in words, and items reimbursed already cannot be exchanged again. The total is the items' amounts due back. One transaction: a " +
      'refusal anywhere keeps nothing. Sends customer_return.received (goods in hand), refund.created and reimbursement.reimbursed.',
    sharedParameters: [INCLUDE],
    body: { schema: ReimbursementRequest },
    answers: { 201: REIMBURSEMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const done = ctx.db.transaction(() => createReimbursement(ctx.db, bodyOf(ctx, 'reimbursement')))();
      const events = storeEvents(ctx.db);
      for (const productId of done.receipt?.restocked ?? []) events.emit('product.changed', { productId, what: 'stock' });
      for (const record of reimbursementRecords(ctx.db, done)) events.emit('return.recorded', record);
      return sendDocument(ctx, reimbursementResource as ResourceDef<unknown>, related(reimbursementResource, done.reimbursement), 201);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/reimbursements/:id',
    operationId: 'getReimbursement',
    tags: TAGS,
    summary: 'A reimbursement by number, else by id',
    pathParams: ID_IN_PATH,
    sharedParameters: [INCLUDE],
    answers: { 200: REIMBURSEMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) =>
      sendDocument(ctx, reimbursementResource as ResourceDef<unknown>, related(reimbursementResource, reimbursementAt(ctx.db, ctx.pathParams.id!))),
  }),
  declareRoute({
    method: 'get',
    path: '/refunds',
    operationId: 'listRefunds',
    tags: TAGS,
    summary: 'Refunds, newest first',
    query: z.object({
      'filter[order_number]': queryText("The refunds of one order's payments.").optional(),
      'filter[payment_id]': queryText("One payment's refunds (its number or id).").optional(),
    }),
    sharedParameters: [...PAGE_PARAMETERS, INCLUDE],
    answers: { 200: listAnswer('RefundList', Refund, 'A page of refunds.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const filter = {
        orderNumber: asString(dig(ctx.params, 'filter', 'order_number'))?.trim() || null,
        paymentKey: asString(dig(ctx.params, 'filter', 'payment_id'))?.trim() || null,
      };
      const { rows, total } = refundsPage(ctx.db, filter, page.perPage, page.offset);
      return sendList(ctx, refundResource as ResourceDef<unknown>, relatedList(refundResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/refunds/:id',
    operationId: 'getRefund',
    tags: TAGS,
    summary: 'A refund by number, else by id',
    pathParams: ID_IN_PATH,
    sharedParameters: [INCLUDE],
    answers: { 200: REFUND, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, refundResource as ResourceDef<unknown>, related(refundResource, refundAt(ctx.db, ctx.pathParams.id!))),
  }),
  declareRoute({
    method: 'post',
    path: '/refunds',
    operationId: 'createRefund',
    tags: TAGS,
    summary: 'Refund part of a payment',
    description:
      'With a refund reason (a price adjustment, an offline sale conflict, a terminal charge not used, …). At most what the payment ' +
      'captured less its earlier refunds (a 422 says how much is still refundable); a completed payment only. A card goes through ' +
      "the gateway (a refusal is a 422 with the gateway's words and nothing is recorded); a gift card or store credit gets the " +
      "amount back on its balance; cash is a record of the cash handed back. The order's payment_total and payment_state follow. " +
      'Two refunds of one payment at once cannot both pass the cap. Sends refund.created.',
    sharedParameters: [INCLUDE],
    body: { schema: RefundRequest },
    answers: { 201: REFUND, ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: createRefund,
  }),
];
