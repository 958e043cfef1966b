/**
 * The gift cards a placed sale's gift-card lines issue or load, at the store, exactly once. The
 * sale's own journal entry (`sale.completed`, written as the order is placed) names each line with
 * its SKU and, for a top-up, the card's code: that is what is owed. Before the store is asked the
 * till writes `giftcard.requested`; once it answers, `giftcard.issued` with the card's code and
 * balance. The store answers the card an order line already issued when asked again, so a lost
 * answer, a till killed in between or a receipt shown again simply asks again: never a second card.
 * Whatever happens, the receipt is shown; a card not issued yet says so and is issued on the next
 * start or the next showing of that receipt.
 */
import type { Receipt } from '../../../shared/bridge/bridge.js';
import type { IssuedGiftCard } from '../../../shared/giftcards/issued-gift-card.js';
import { GIFT_CARD_CODE_OPTION, isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import type { PlatformGiftCard, PlatformGiftCardsClient } from '../../../shared/storefront/client/platform-gift-cards-client.js';
import { describeError, TillRefusal } from '../runtime/error-words.js';
import type { TillJournal } from '../shift/till-journal.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  noCardToLoad: { id: 'giftcards.refusal.noCardToLoad', defaultMessage: 'No gift card has the code {code}: nothing was loaded.' },
});

/** One gift-card line of a placed sale: what it owes. */
interface OwedCard {
  orderNumber: string;
  lineItemId: string;
  currency: string;
  amount: string;
  topUpCode: string | null;
}

export interface GiftCardIssuer {
  /** The receipt with the cards its gift-card lines issued or loaded (asking the store for those not yet done). */
  withGiftCards(receipt: Receipt): Promise<Receipt>;
  /** The cards a placed sale's gift-card lines issued or loaded (asking the store for those not yet done). */
  ofSale(orderNumber: string): Promise<IssuedGiftCard[]>;
  /** Issues every card a placed sale still owes (at start); answers how many are still owed. */
  finishOwed(): Promise<number>;
}

export function createGiftCardIssuer(deps: {
  client: PlatformGiftCardsClient;
  withAdmin: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  journal: TillJournal;
  log: (line: string) => void;
}): GiftCardIssuer {
  const { journal, client, withAdmin } = deps;
  /** One request per order line at a time: a receipt shown twice at once asks once. */
  const inFlight = new Map<string, Promise<IssuedGiftCard>>();
  const key = (c: Pick<OwedCard, 'orderNumber' | 'lineItemId'>) => `${c.orderNumber}#${c.lineItemId}`;

  const owedBySale = (orderNumber: string | null): OwedCard[] =>
    journal
      .entries({ kinds: ['sale.completed'] })
      .filter((e) => orderNumber === null || e.data.orderNumber === orderNumber)
      .flatMap((e) =>
        (e.data.lines ?? [])
          .filter((l) => isGiftCardSku(l.sku))
          .map((l) => ({
            orderNumber: e.data.orderNumber,
            lineItemId: l.lineItemId,
            currency: e.data.currency,
            amount: l.total,
            topUpCode: l.options?.[GIFT_CARD_CODE_OPTION]?.trim() || null,
          })),
      );

  const issuedEntry = (owed: OwedCard) =>
    journal.entries({ kinds: ['giftcard.issued'] }).find((e) => e.data.orderNumber === owed.orderNumber && e.data.lineItemId === owed.lineItemId);

  const shown = (owed: OwedCard, card: { kind: 'issue' | 'top_up'; code: string; balance: string }): IssuedGiftCard => ({
    lineItemId: owed.lineItemId,
    kind: card.kind,
    code: card.code,
    currency: owed.currency,
    loaded: owed.amount,
    displayLoaded: moneyWords(toCents(owed.amount), owed.currency),
    balance: card.balance,
    displayBalance: moneyWords(toCents(card.balance), owed.currency),
  });

  const askStore = async (owed: OwedCard): Promise<PlatformGiftCard> => {
    const line = { orderNumber: owed.orderNumber, lineItemId: owed.lineItemId };
    return withAdmin(async (token) => {
      if (!owed.topUpCode) return client.issue(token, line);
      const card = await client.byCode(token, owed.topUpCode);
      if (!card) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noCardToLoad, { code: owed.topUpCode }) });
      return client.load(token, card.id, line);
    });
  };

  const issue = async (owed: OwedCard): Promise<IssuedGiftCard> => {
    const done = issuedEntry(owed);
    if (done) return shown(owed, done.data);
    if (!journal.entries({ kinds: ['giftcard.requested'] }).some((e) => e.data.orderNumber === owed.orderNumber && e.data.lineItemId === owed.lineItemId)) {
      journal.append('giftcard.requested', { ...owed });
    }
    const kind = owed.topUpCode ? 'top_up' : 'issue';
    try {
      const card = await askStore(owed);
      journal.append('giftcard.issued', {
        orderNumber: owed.orderNumber,
        lineItemId: owed.lineItemId,
        kind,
        code: card.code,
        currency: card.currency,
        amount: owed.amount,
        balance: card.amountRemaining,
      });
      return shown(owed, { kind, code: card.code, balance: card.amountRemaining });
    } catch (error) {
      deps.log(`gift card for ${owed.orderNumber} line ${owed.lineItemId} not issued yet: ${describeError(error).message}`);
      return {
        lineItemId: owed.lineItemId,
        kind,
        code: owed.topUpCode,
        currency: owed.currency,
        loaded: owed.amount,
        displayLoaded: moneyWords(toCents(owed.amount), owed.currency),
        balance: null,
        displayBalance: null,
      };
    }
  };

  const once = (owed: OwedCard): Promise<IssuedGiftCard> => {
    const running = inFlight.get(key(owed));
    if (running) return running;
    const started = issue(owed).finally(() => inFlight.delete(key(owed)));
    inFlight.set(key(owed), started);
    return started;
  };

  const ofSale = async (orderNumber: string): Promise<IssuedGiftCard[]> => {
    const cards: IssuedGiftCard[] = [];
    for (const owed of owedBySale(orderNumber)) cards.push(await once(owed));
    return cards;
  };

  return {
    async withGiftCards(receipt) {
      if (receipt.offline) return receipt;
      const giftCards = await ofSale(receipt.order.number);
      return giftCards.length === 0 ? receipt : { ...receipt, giftCards };
    },
    ofSale,
    async finishOwed() {
      let left = 0;
      for (const owed of owedBySale(null).filter((o) => !issuedEntry(o))) {
        if ((await once(owed)).displayBalance === null) left += 1;
      }
      return left;
    },
  };
}
