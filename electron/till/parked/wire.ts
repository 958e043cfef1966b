/**
 * The carts parked on this till for the store in use, their products' prices watched with the
 * open cart's: the bridge's `parked.*` calls.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import { openParkedCarts, parkedCalls } from './parked-carts.js';

export function wireParked(deps: { till: TillParts; store: StoreWire; catalog: CatalogWire; sale: SaleWire }) {
  const { options, log, emit, journal, roster } = deps.till;
  const { target } = deps.store;
  const { catalog } = deps.catalog;
  const parked = openParkedCarts({
    dataDir: options.dataDir,
    store: target.mode === 'demo' ? 'embedded-demo-store' : target.baseUrl,
    client: deps.store.client,
    sale: deps.sale.sale,
    journal,
    log,
    requireManager: (request, action) => roster.requireManager(request, action),
    catalogVariant: (variantId) => {
      const variant = catalog.index.productOfVariant(variantId)?.variants.find((v) => v.id === variantId);
      return variant
        ? {
            currency: variant.currency,
            price: variant.price,
            displayPrice: variant.displayPrice,
            inStock: variant.inStock,
            backorderable: variant.backorderable,
          }
        : null;
    },
    onChange: (list) => {
      emit({ type: 'parked.changed', parked: list });
      deps.sale.watchParked(parked.slugs());
    },
  });
  if (parked.slugs().length > 0) deps.sale.watchParked(parked.slugs());
  return {
    calls: { parked: parkedCalls(parked, deps.sale.counter) } satisfies Pick<PosCalls, 'parked'>,
    stop: async () => {},
    parked,
  };
}

export type ParkedWire = ReturnType<typeof wireParked>;
