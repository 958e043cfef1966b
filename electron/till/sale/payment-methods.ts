/**
 * The store's payment methods, kept per store for an hour (across sales and restarts) in the
 * settings file, and read before any sale needs them so that a cold till's first sale costs what
 * a warm one's does.
 *
 * The interface lists payment methods only for a cart (`GET /checkout/payment_methods` takes an
 * order token or a bearer token). So `prepare` reads them, at the catalog sync's priority, with
 * the cart of the sale in progress when there is one, else with a throw-away cart that is deleted
 * straight after: three requests outside any sale, at most once an hour. The throw-away cart's
 * token is written down before it is used, so a cart a crash left behind is deleted at the next
 * `prepare`. A sale that asks while `prepare` is on its way waits for that read rather than
 * sending its own; one that finds nothing kept reads them with its own cart, as before.
 */
import type { CartCredentials, RequestContext, StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PaymentMethod } from '../../../shared/storefront/types/types.js';
import type { SettingsStore } from '../settings/settings-store.js';

/** Where the methods are kept in the settings file (with the store's base URL and when they were read). */
const PAYMENT_METHODS_KEY = 'paymentMethods';
/** The token of the throw-away cart `prepare` is using, until that cart is deleted. */
export const THROWAWAY_CART_KEY = 'paymentMethodsCart';
/** How long the methods read are believed. */
const PAYMENT_METHODS_TTL_MS = 60 * 60 * 1000;
/** `prepare` reads them again once they are this old, so a sale never finds them expired. */
const REFRESH_AFTER_MS = 50 * 60 * 1000;

interface Kept {
  store: string;
  at: number;
  methods: PaymentMethod[];
}

export interface PaymentMethodBook {
  /** For a sale: the kept methods, else the read `prepare` has on its way, else a read with the sale's cart. */
  forSale(creds: CartCredentials, ctx: RequestContext): Promise<PaymentMethod[]>;
  /**
   * Reads the methods at `sync` priority unless fresh ones are kept: with `openCart` (the sale in
   * progress) when given and the store still knows it, else with a throw-away cart deleted after.
   */
  prepare(openCart?: CartCredentials | null): Promise<void>;
}

export function createPaymentMethodBook(options: { client: StorefrontClient; settings: SettingsStore; now?: () => Date }): PaymentMethodBook {
  const { client, settings } = options;
  const now = options.now ?? (() => new Date());
  let reading: Promise<PaymentMethod[]> | null = null;

  const kept = (maxAgeMs: number): PaymentMethod[] | null => {
    const value = settings.get(PAYMENT_METHODS_KEY) as Kept | undefined;
    if (!value || value.store !== client.baseUrl || !Array.isArray(value.methods)) return null;
    return now().getTime() - value.at < maxAgeMs ? value.methods : null;
  };
  const keep = (methods: PaymentMethod[]) => {
    settings.set(PAYMENT_METHODS_KEY, { store: client.baseUrl, at: now().getTime(), methods } satisfies Kept);
    return methods;
  };

  /** Deletes the throw-away cart written down (by this run or one a crash ended); it stays written down until the store confirms. */
  const deleteThrowawayCart = async () => {
    const token = settings.get(THROWAWAY_CART_KEY);
    if (typeof token !== 'string') return;
    try {
      await client.deleteCart({ orderToken: token }, { priority: 'sync' });
    } catch (error) {
      // A cart the store no longer knows is as good as deleted.
      if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
    }
    settings.delete(THROWAWAY_CART_KEY);
  };

  const withThrowawayCart = async (): Promise<PaymentMethod[]> => {
    const { token } = await client.createCart({ priority: 'sync' });
    if (!token) throw new Error('the store opened a cart without an order token');
    settings.set(THROWAWAY_CART_KEY, token);
    try {
      return await client.paymentMethods({ orderToken: token }, { priority: 'sync' });
    } finally {
      await deleteThrowawayCart().catch(() => undefined);
    }
  };

  const read = async (openCart: CartCredentials | null): Promise<PaymentMethod[]> => {
    await deleteThrowawayCart().catch(() => undefined);
    if (openCart) {
      const methods = await client.paymentMethods(openCart, { priority: 'sync' }).catch(() => null);
      if (methods) return keep(methods);
    }
    return keep(await withThrowawayCart());
  };

  return {
    async forSale(creds, ctx) {
      const fresh = kept(PAYMENT_METHODS_TTL_MS);
      if (fresh) return fresh;
      if (reading) {
        const prepared = await reading.catch(() => null);
        if (prepared) return prepared;
      }
      return keep(await client.paymentMethods(creds, ctx));
    },
    async prepare(openCart = null) {
      if (reading) {
        await reading;
        return;
      }
      if (kept(REFRESH_AFTER_MS)) {
        await deleteThrowawayCart();
        return;
      }
      const pending = read(openCart);
      reading = pending;
      try {
        await pending;
      } finally {
        if (reading === pending) reading = null;
      }
    },
  };
}
