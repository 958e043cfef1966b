/**
 * Returns the store authorized whose goods are still to come back (a web order sent back, say):
 * listed for the Returns screen, and taken up at the counter for the sale just found, where the
 * goods are received and the money given back like a quote of this till's. Letting one go leaves
 * it authorized at the store (it was not this till's to withdraw).
 */
import type { AwaitingReturn, ReturnQuote, SaleFoundBy } from '../../../shared/bridge/returns.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { quoteView, type HeldQuote } from './return-refund.js';
import { awaitingReturnOf } from './returnable-sale.js';

const messages = defineMessages({
  findSaleFirst: { id: 'returns.awaitingDesk.findSaleFirst', defaultMessage: 'Find the sale of that return first.' },
  noLongerWaiting: {
    id: 'returns.awaitingDesk.noLongerWaiting',
    defaultMessage: 'Return {authorization} is no longer waiting for its goods: find the sale again.',
  },
});

interface AwaitingDeps {
  returns: PlatformReturnsClient;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  /** The quotes this till holds. */
  held: Map<string, HeldQuote>;
  /** The sale last found, how, and its returns at the store. */
  found(): { order: PlatformOrder; foundBy: SaleFoundBy; earlier?: ReturnAuthorization[] } | null;
  /** The store has return routes and the admin client is connected. */
  storeHasReturns(): boolean;
}

export function awaitingCalls(deps: AwaitingDeps) {
  return {
    async awaiting(): Promise<AwaitingReturn[]> {
      if (!deps.storeHasReturns()) return [];
      const waiting = await deps.withAdmin((token) => deps.returns.awaitingGoods(token));
      return waiting.filter(({ authorization }) => !deps.held.has(authorization.id)).map(awaitingReturnOf);
    },

    async takeUp(authorizationId: string): Promise<ReturnQuote> {
      const found = deps.found();
      const authorization = found?.earlier?.find((a) => a.id === authorizationId);
      if (!found || !authorization) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.findSaleFirst) });
      if (authorization.state !== 'authorized' || !authorization.items.every((i) => i.receptionStatus === 'awaiting'))
        throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noLongerWaiting, { authorization: authorization.number }) });
      const quote: HeldQuote = { authorization, order: found.order, reason: authorization.reason, foundBy: found.foundBy, approvedBy: null, takenUp: true };
      deps.held.set(authorization.id, quote);
      return quoteView(quote);
    },
  };
}
