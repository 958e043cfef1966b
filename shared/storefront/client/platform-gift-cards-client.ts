/**
 * Gift cards and customers' accounts through the store's admin client (Platform API, admin scope):
 * a card found by its code, a card issued or loaded for the gift-card line of a complete order
 * (the store answers the card that line already issued when asked again: a lost answer is simply
 * asked again), and a customer's account found by email with the store credit it holds. These are
 * this store's extension routes; a store without them answers 404, which comes back as a StorefrontError.
 */
import { send } from '../http.js';
import { readDocument, type Resource } from '../map/jsonapi.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';

/** A gift card as the store keeps it. Amounts are decimal strings. */
export interface PlatformGiftCard {
  id: string;
  code: string;
  currency: string;
  amount: string;
  displayAmount: string;
  amountUsed: string;
  displayAmountUsed: string;
  amountRemaining: string;
  displayAmountRemaining: string;
  expiresAt: string | null;
}

/** A customer's account: its id (what store credit is given to), and the credit it holds (store default currency). */
interface PlatformCustomer {
  id: string;
  email: string;
  name: string | null;
  storeCredits: string;
}

/** The gift-card line of a complete order that issues or loads a card. */
interface GiftCardOriginator {
  orderNumber: string;
  lineItemId: string;
}

export interface PlatformGiftCardsClient {
  /** The card with this code (any case), or null. */
  byCode(accessToken: string, code: string, ctx?: RequestContext): Promise<PlatformGiftCard | null>;
  /** Issues the card an order line sold (its amount the line's, a new code); the same card when that line issued one already. */
  issue(accessToken: string, line: GiftCardOriginator, ctx?: RequestContext): Promise<PlatformGiftCard>;
  /** Loads the card by the amount an order line sold; the card as it is when that line loaded it already. */
  load(accessToken: string, cardId: string, line: GiftCardOriginator, ctx?: RequestContext): Promise<PlatformGiftCard>;
  /** A customer's account by its email (exactly, any case: Spree keeps emails in lower case), or null. */
  customerByEmail(accessToken: string, email: string, ctx?: RequestContext): Promise<PlatformCustomer | null>;
}

function mapGiftCard(r: Resource): PlatformGiftCard {
  const a = r.attributes;
  const text = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
  return {
    id: r.id,
    code: text(a.code),
    currency: text(a.currency),
    amount: text(a.amount),
    displayAmount: text(a.display_amount),
    amountUsed: text(a.amount_used),
    displayAmountUsed: text(a.display_amount_used),
    amountRemaining: text(a.amount_remaining),
    displayAmountRemaining: text(a.display_amount_remaining),
    expiresAt: typeof a.expires_at === 'string' ? a.expires_at : null,
  };
}

function mapCustomer(r: Resource): PlatformCustomer {
  const a = r.attributes;
  const name = [a.first_name, a.last_name].filter((n) => typeof n === 'string' && n.trim()).join(' ');
  // The interface sends the number 0 for none, else a decimal string.
  const credit = typeof a.store_credits === 'string' ? a.store_credits : '0.00';
  return { id: r.id, email: String(a.email ?? ''), name: name || null, storeCredits: credit };
}

export function createPlatformGiftCardsClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformGiftCardsClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const request = async (accessToken: string, method: 'GET' | 'POST', path: string, body: unknown, ctx: RequestContext | undefined) =>
    readDocument(await send(options.fetch, { method, url: `${base}${path}`, headers: { Authorization: `Bearer ${accessToken}` }, body, ctx }, timeout));
  const first = (data: Resource | Resource[] | null): Resource | null => (Array.isArray(data) ? (data[0] ?? null) : data);
  const originator = (line: GiftCardOriginator) => ({ order_number: line.orderNumber, line_item_id: line.lineItemId });
  return {
    async byCode(accessToken, code, ctx) {
      const doc = await request(accessToken, 'GET', `/gift_cards${buildQuery({ filter: { code: code.trim() } })}`, undefined, ctx);
      const found = first(doc.data);
      return found ? mapGiftCard(found) : null;
    },
    async issue(accessToken, line, ctx) {
      const doc = await request(accessToken, 'POST', '/gift_cards', { gift_card: originator(line) }, ctx);
      return mapGiftCard(doc.data as Resource);
    },
    async load(accessToken, cardId, line, ctx) {
      const doc = await request(accessToken, 'POST', `/gift_cards/${encodeURIComponent(cardId)}/loads`, { gift_card_load: originator(line) }, ctx);
      return mapGiftCard(doc.data as Resource);
    },
    async customerByEmail(accessToken, email, ctx) {
      const doc = await request(accessToken, 'GET', `/users${buildQuery({ filter: { email_eq: email.trim().toLowerCase() } })}`, undefined, ctx);
      const found = first(doc.data);
      return found ? mapCustomer(found) : null;
    },
  };
}
