/**
 * What this till has learnt of the store's `delivery` step for a walk-in pickup: whether, at this
 * store, location and currency, it adds nothing to what the cart shows (shared/sale/walk-in-fold.ts).
 * Kept in the settings file across sales and restarts, and learnt again from every walk-in sale:
 *
 * - a sale stepped to `delivery` says whether the step changed anything;
 * - a sale placed without the step says whether the order came out as the cart showed, and one
 *   the store refused to complete (its payments no longer covering the total) says it did not.
 *
 * Until a stepped sale has shown that the step adds nothing, every walk-in sale is stepped; once
 * one sale shows otherwise, every sale is stepped again until another shows it adds nothing. A
 * cart with a line the till's catalog prices otherwise now (the store changed the price since the
 * line was added) is stepped too: the store prices the lines again on leaving `address`.
 */
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { Cart } from '../../../shared/storefront/types/types.js';
import { toCents } from '../../../shared/money.js';
import { locationLine, type WalkInPickup } from '../../../shared/store-location.js';
import { deliveryAddedNothing, placedAsShown, waitsAtWalkInAddress } from '../../../shared/sale/walk-in-fold.js';
import type { SettingsStore } from '../settings/settings-store.js';

/** Where it is kept in the settings file. */
const WALK_IN_DELIVERY_KEY = 'sale.walkInDelivery';

interface Kept {
  store: string;
  place: string;
  currency: string;
  /** Whether the step adds nothing. */
  addsNothing: boolean;
  at: number;
}

export interface WalkInDeliveryBook {
  /** Whether this cart may be paid and completed as it stands: it waits at the walk-in's address and the step is known to add nothing. */
  skipsDelivery(cart: Cart): boolean;
  /** A walk-in cart that waited in `address` (`before`) was stepped to `delivery` with pickup chosen (`after`). */
  learnFromStep(before: Cart, after: Cart): void;
  /** A cart paid without the step (its total as shown then: `shownTotal`) was placed as `order`, or refused (`order` null). */
  learnFromPlacing(before: Cart, shownTotal: string, order: Cart | null): void;
}

export function createWalkInDeliveryBook(options: {
  client: Pick<StorefrontClient, 'baseUrl'>;
  settings: SettingsStore;
  walkInPickup?: () => WalkInPickup;
  /** The till's catalog price of a variant (sale-context.ts). */
  catalogPrice?: (variantId: string, currency: string) => string | null;
  now: () => Date;
}): WalkInDeliveryBook {
  const { client, settings, now } = options;

  /** The location this sale is picked up at, when one is set. */
  const location = () => options.walkInPickup?.().location ?? null;

  const keyOf = (cart: Cart) => {
    const place = location();
    return place && waitsAtWalkInAddress(cart, place) ? { store: client.baseUrl, place: locationLine(place), currency: cart.currency } : null;
  };

  const write = (cart: Cart, addsNothing: boolean) => {
    const key = keyOf(cart);
    if (key) settings.set(WALK_IN_DELIVERY_KEY, { ...key, addsNothing, at: now().getTime() } satisfies Kept);
  };

  /**
   * Whether a line is priced otherwise now than when it was added: leaving `address` prices the
   * lines again, so such a cart is stepped, and the clerk is asked the new total before paying.
   */
  const repriced = (cart: Cart) =>
    cart.lineItems.some((line) => {
      const now = options.catalogPrice?.(line.variantId, cart.currency) ?? null;
      return now !== null && toCents(now) !== toCents(line.price);
    });

  return {
    skipsDelivery: (cart) => {
      const key = keyOf(cart);
      const kept = settings.get(WALK_IN_DELIVERY_KEY) as Kept | undefined;
      const known = Boolean(key && kept?.addsNothing === true && kept.store === key.store && kept.place === key.place && kept.currency === key.currency);
      return known && !repriced(cart);
    },
    learnFromStep: (before, after) => write(before, deliveryAddedNothing(before, after)),
    learnFromPlacing: (before, shownTotal, order) => write(before, order !== null && placedAsShown(order, shownTotal)),
  };
}
