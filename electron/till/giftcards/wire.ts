/**
 * Gift cards and store credit for the store in use: the bridge's `giftCards.*` calls, the cards a
 * placed sale's gift-card lines issue or load (added to its receipt whenever it is shown, and
 * finished at start and when the admin client connects), and the sale's gift-card lines refused in
 * words while the admin client is not connected (the card could not be issued).
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import { createPlatformGiftCardsClient } from '../../../shared/storefront/client/platform-gift-cards-client.js';
import { createPlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import { giftCardDesk } from './gift-card-desk.js';
import { returnLimit } from '../returns/return-limit.js';
import { createGiftCardIssuer } from './gift-card-issuer.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  noAdminToSell: {
    id: 'giftcards.refusal.noAdminToSell',
    defaultMessage:
      'A gift card is issued by the store through its admin client, which is not connected: a manager connects it in Settings before gift cards are sold.',
  },
});

export function wireGiftCards(deps: { till: TillParts; store: StoreWire; catalog: CatalogWire; sale: SaleWire }) {
  const { journal, roster, log } = deps.till;
  const { admin, scheduler, target, connection, details } = deps.store;
  const cards = createPlatformGiftCardsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const credits = createPlatformReturnsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const withAdmin = <T>(call: (token: string) => Promise<T>) => admin.withToken(call);
  const issuer = createGiftCardIssuer({ client: cards, withAdmin, journal, log });
  deps.sale.receipts.finishWith((receipt) => issuer.withGiftCards(receipt));
  const finishOwed = () => {
    if (!admin.status().connected) return;
    void issuer.finishOwed().then(
      (left) => left > 0 && log(`gift cards: ${left} still to be issued`),
      () => undefined,
    );
  };
  finishOwed();
  deps.store.onAdminConnected(finishOwed);

  const skuOf = (variantId: string) => deps.catalog.catalog.index.productOfVariant(variantId)?.variants.find((v) => v.id === variantId)?.sku ?? null;
  const giftCards = giftCardDesk({
    cards,
    credits,
    adminConnected: () => admin.status().connected,
    withAdmin,
    offline: () => connection.current().state === 'offline' || deps.sale.counter.sellingOffline(),
    journal,
    roster,
    limit: () => returnLimit(deps.till.options.settings).get(),
    currency: async () => (await details.read()).defaultCurrency,
    skuOf,
    cardsOfSale: (orderNumber) => issuer.ofSale(orderNumber),
    addLine: (variantId, quantity, options) => deps.sale.sale.addLine(variantId, quantity, options),
  });

  // A gift card sold at the store needs the admin client to be issued: refused before it is rung up.
  const saleCalls = deps.sale.calls.sale;
  const refuseWithoutAdmin = (variantId: string | undefined) => {
    if (variantId && isGiftCardSku(skuOf(variantId)) && !deps.sale.counter.sellingOffline() && !admin.status().connected) {
      throw new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.noAdminToSell) });
    }
  };
  /** The sale's calls this room keeps watch over (store-services.ts lays them over the sale's own). */
  const saleOverrides = {
    addLine: async (variantId, quantity, lineOptions) => {
      refuseWithoutAdmin(variantId);
      return saleCalls.addLine(variantId, quantity, lineOptions);
    },
    addByCode: async (code, quantity) => {
      refuseWithoutAdmin(deps.catalog.internals.lookupCode(code)?.variantId);
      return saleCalls.addByCode(code, quantity);
    },
  } satisfies Partial<PosCalls['sale']>;

  return {
    calls: { giftCards } satisfies Pick<PosCalls, 'giftCards'>,
    saleOverrides,
  };
}
