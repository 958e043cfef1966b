/**
 * Which returns desk answers: the store's while it can be reached, this till's offline desk while
 * it cannot (the till's connection says offline, or the store stops answering the call itself).
 * A quote is refunded or withdrawn by the desk that made it, never by the other: money is never
 * asked of a desk that did not quote it.
 */
import type { ReturnsCalls } from '../../../shared/bridge/returns.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';

/** The offline desk's quotes are known by this prefix. */
const OFFLINE_QUOTE = 'offline-quote-';

/** The store did not answer the call at all (nothing was decided there). */
const unanswered = (error: unknown) => isStorefrontError(error) && error.kind === 'network';

/** The calls of a desk that finds sales, quotes and refunds: the store's, or this till's offline one. */
export type ReturnsDeskCalls = Pick<ReturnsCalls, 'open' | 'findSale' | 'findByCustomer' | 'quote' | 'cancelQuote' | 'refund'>;

/** The store's returns calls, with those a desk answers routed to the offline desk while the store cannot be reached (the rest need the store). */
export function routeReturns(online: ReturnsCalls, offline: ReturnsDeskCalls, unreachable: () => boolean): ReturnsCalls {
  /** Asks the store's desk, or the offline one when the store cannot be reached (before or during the call). */
  const either = async <T>(call: (desk: ReturnsDeskCalls) => Promise<T>): Promise<T> => {
    if (unreachable()) return call(offline);
    try {
      return await call(online);
    } catch (error) {
      if (unanswered(error) || unreachable()) return call(offline);
      throw error;
    }
  };
  const byQuote = (authorizationId: string) => (authorizationId.startsWith(OFFLINE_QUOTE) ? offline : online);
  return {
    ...online,
    open: () => either((desk) => desk.open()),
    findSale: (orderNumber, foundBy) => either((desk) => desk.findSale(orderNumber, foundBy)),
    findByCustomer: (query) => either((desk) => desk.findByCustomer(query)),
    quote: (input) => either((desk) => desk.quote(input)),
    cancelQuote: (authorizationId) => byQuote(authorizationId).cancelQuote(authorizationId),
    refund: (input) => byQuote(input.authorizationId).refund(input),
  };
}
