/**
 * The store's return routes through the manager's admin client (Platform API, admin scope):
 * the reasons it keeps, an order's return authorizations (the store works out what each unit is
 * due back), and the reimbursement that receives the goods in hand and gives the money back, all
 * at once. A stock store without these routes answers 404 to the reasons: `returnReasons` says
 * so (null), and the till never pretends. The store's refusals (a quantity past what was sold, a refund
 * its gateway declines) come back as StorefrontErrors in its words.
 */
import { StorefrontError } from '../errors.js';
import { send } from '../http.js';
import { readDocument, ResourceIndex, type Resource } from '../map/jsonapi.js';
import { mapReimbursement, mapReturnAuthorization, mapReturnReason } from '../map/map-returns.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';
import type { Reimbursement, ReimbursementInput, ReturnAuthorization, ReturnAuthorizationInput, ReturnReason } from '../types/return-types.js';

export interface PlatformReturnsClient {
  /** Why goods come back, as the store keeps the reasons; null when the store has no return routes (a 404 where they would be). */
  returnReasons(accessToken: string, ctx?: RequestContext): Promise<ReturnReason[] | null>;
  /** An order's return authorizations with their items, newest first. */
  returnsOfOrder(accessToken: string, orderNumber: string, ctx?: RequestContext): Promise<ReturnAuthorization[]>;
  /** Authorizes units to come back; the answer carries what each is due back. */
  authorizeReturn(accessToken: string, input: ReturnAuthorizationInput, ctx?: RequestContext): Promise<ReturnAuthorization>;
  /** Cancels an authorization none of whose goods has come back yet. */
  cancelReturn(accessToken: string, id: string, ctx?: RequestContext): Promise<ReturnAuthorization>;
  /** Receives the goods in hand and gives the money back (to the order's payments, or as store credit), in one step at the store. */
  reimburse(accessToken: string, input: ReimbursementInput, ctx?: RequestContext): Promise<Reimbursement>;
  /** An order's reimbursements with their items and refunds (to find one whose answer was lost). */
  reimbursementsOfOrder(accessToken: string, orderNumber: string, ctx?: RequestContext): Promise<Reimbursement[]>;
  /** Authorizations (not canceled) whose goods are still to be received, newest first, each with its order's number. */
  awaitingGoods(accessToken: string, ctx?: RequestContext): Promise<{ orderNumber: string; currency: string; authorization: ReturnAuthorization }[]>;
  /** Store credit for a customer's account (the Platform API's own `store_credits`, which a stock store has too): its id. */
  issueStoreCredit(accessToken: string, credit: { userId: string; amount: string; currency: string; memo: string }, ctx?: RequestContext): Promise<string>;
}

/** What a reimbursement's answer brings with it: each refund's payment, its method and its source (which tender, which card, the money went back to). */
const REIMBURSEMENT_INCLUDE = 'refunds.payment.payment_method,refunds.payment.source';
/** An order's reimbursements as one answer brings them: their items and refunds with each payment's method and source. */
const ORDER_REIMBURSEMENTS_INCLUDE = 'reimbursements.return_items,reimbursements.refunds.payment.payment_method,reimbursements.refunds.payment.source';

export function createPlatformReturnsClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformReturnsClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
  const request = async (accessToken: string, method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, ctx: RequestContext | undefined) => {
    const doc = readDocument(await send(options.fetch, { method, url: `${base}${path}`, headers: auth(accessToken), body, ctx }, timeout));
    return { doc, index: new ResourceIndex(doc) };
  };
  const listOf = (data: Resource | Resource[] | null): Resource[] => (Array.isArray(data) ? data : []);
  const oneAuthorization = ({ doc, index }: Awaited<ReturnType<typeof request>>) => mapReturnAuthorization(index, doc.data as Resource);
  return {
    async returnReasons(accessToken, ctx) {
      try {
        const { doc } = await request(accessToken, 'GET', `/return_authorization_reasons${buildQuery({ per_page: 100 })}`, undefined, ctx);
        return listOf(doc.data)
          .filter((r) => r.attributes.active !== false)
          .map(mapReturnReason);
      } catch (error) {
        if (error instanceof StorefrontError && error.status === 404) return null;
        throw error;
      }
    },
    async returnsOfOrder(accessToken, orderNumber, ctx) {
      const qs = buildQuery({ filter: { order_number: orderNumber }, include: 'return_items', per_page: 100 });
      const { doc, index } = await request(accessToken, 'GET', `/return_authorizations${qs}`, undefined, ctx);
      return listOf(doc.data).map((r) => mapReturnAuthorization(index, r));
    },
    async authorizeReturn(accessToken, input, ctx) {
      const body = {
        return_authorization: {
          order_id: input.orderNumber,
          return_authorization_reason_id: input.reasonId,
          return_items: input.lines.map((line) => ({ line_item_id: line.lineItemId, quantity: line.quantity })),
          ...(input.memo ? { memo: input.memo } : {}),
          ...(input.overrideReturnWindow ? { override_return_window: true } : {}),
        },
      };
      return oneAuthorization(await request(accessToken, 'POST', `/return_authorizations${buildQuery({ include: 'return_items' })}`, body, ctx));
    },
    async cancelReturn(accessToken, id, ctx) {
      const path = `/return_authorizations/${encodeURIComponent(id)}/cancel${buildQuery({ include: 'return_items' })}`;
      return oneAuthorization(await request(accessToken, 'PATCH', path, undefined, ctx));
    },
    async reimburse(accessToken, input, ctx) {
      const body = {
        reimbursement: {
          reimbursement_type: input.type,
          return_authorization_id: input.returnAuthorizationId,
          return_items: input.items.map((item) => ({ id: item.id, resellable: item.resellable })),
          ...(input.memo ? { memo: input.memo } : {}),
          ...(input.exchangeOrderNumber ? { exchange_order_number: input.exchangeOrderNumber } : {}),
        },
      };
      const { doc, index } = await request(accessToken, 'POST', `/reimbursements${buildQuery({ include: REIMBURSEMENT_INCLUDE })}`, body, ctx);
      return mapReimbursement(index, doc.data as Resource);
    },
    async awaitingGoods(accessToken, ctx) {
      const qs = buildQuery({ filter: { awaiting: 'true' }, include: 'return_items,order', per_page: 50 });
      const { doc, index } = await request(accessToken, 'GET', `/return_authorizations${qs}`, undefined, ctx);
      return listOf(doc.data).map((r) => ({
        orderNumber: String(index.one(r, 'order')?.attributes.number ?? ''),
        // Empty when the store does not say: the page then shows the store's own words for the total.
        currency: String(index.one(r, 'order')?.attributes.currency ?? ''),
        authorization: mapReturnAuthorization(index, r),
      }));
    },
    async issueStoreCredit(accessToken, credit, ctx) {
      // The documents type the amount a number.
      const body = { store_credit: { user_id: credit.userId, amount: Number(credit.amount), currency: credit.currency, memo: credit.memo } };
      const { doc } = await request(accessToken, 'POST', '/store_credits', body, ctx);
      return (doc.data as Resource).id;
    },
    async reimbursementsOfOrder(accessToken, orderNumber, ctx) {
      const path = `/orders/${encodeURIComponent(orderNumber)}${buildQuery({ include: ORDER_REIMBURSEMENTS_INCLUDE })}`;
      const { doc, index } = await request(accessToken, 'GET', path, undefined, ctx);
      return index.many(doc.data as Resource, 'reimbursements').map((r) => mapReimbursement(index, r));
    },
  };
}
