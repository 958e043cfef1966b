/**
 * The store's mails through its admin client (Platform API, admin scope): an order's email set
 * with Spree's own update of an order, its confirmation sent again and the outbox of a demo store
 * listed (both this store's extension routes: a store without them answers 404, which comes back
 * as a StorefrontError).
 */
import { send } from '../http.js';
import { readDocument, type Resource } from '../map/jsonapi.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';

/** A mail the store sent (a demo store keeps them in its outbox). */
export interface StoreMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  orderNumber: string;
  body: string;
  sentAt: string;
}

export interface PlatformMailClient {
  /** Sets where the store mails about the order. */
  setOrderEmail(accessToken: string, orderNumber: string, email: string, ctx?: RequestContext): Promise<void>;
  /** Asks the store to send the order's confirmation again (to its email as it is now); the mail it sent. */
  resendConfirmation(accessToken: string, orderNumber: string, ctx?: RequestContext): Promise<StoreMail>;
  /** The newest mails first (at most 100), to an address or about an order when asked. */
  mails(accessToken: string, filter: { email?: string; orderNumber?: string }, ctx?: RequestContext): Promise<StoreMail[]>;
}

function mapMail(r: Resource): StoreMail {
  const a = r.attributes;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: r.id,
    kind: text(a.kind),
    to: text(a.to),
    subject: text(a.subject),
    orderNumber: text(a.order_number),
    body: text(a.body),
    sentAt: text(a.sent_at),
  };
}

export function createPlatformMailClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformMailClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const request = async (accessToken: string, method: 'GET' | 'PATCH', path: string, body: unknown, ctx: RequestContext | undefined) =>
    readDocument(await send(options.fetch, { method, url: `${base}${path}`, headers: { Authorization: `Bearer ${accessToken}` }, body, ctx }, timeout));
  const order = (number: string) => `/orders/${encodeURIComponent(number)}`;
  return {
    async setOrderEmail(accessToken, orderNumber, email, ctx) {
      await request(accessToken, 'PATCH', order(orderNumber), { order: { email } }, ctx);
    },
    async resendConfirmation(accessToken, orderNumber, ctx) {
      const doc = await request(accessToken, 'PATCH', `${order(orderNumber)}/resend_confirmation_email`, undefined, ctx);
      return mapMail(doc.data as Resource);
    },
    async mails(accessToken, filter, ctx) {
      const wanted: Record<string, string> = {};
      if (filter.email) wanted.email_eq = filter.email.trim();
      if (filter.orderNumber) wanted.order_number_eq = filter.orderNumber.trim();
      const doc = await request(accessToken, 'GET', `/mails${buildQuery({ filter: wanted, per_page: 100 })}`, undefined, ctx);
      return (Array.isArray(doc.data) ? doc.data : []).map(mapMail);
    },
  };
}
