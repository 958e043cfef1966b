/**
 * The bridge's `stockCount.*` calls for the store in use: the count desk and its apply over one
 * context (the count on disk, the store through the admin client, the local catalog). An apply cut
 * short goes on by itself when the admin client is there again (at the start, or once connected).
 */
import type { PosCalls } from '../../../../shared/bridge/contract.js';
import type { CatalogSync } from '../../catalog/catalog-sync.js';
import type { TillParts } from '../../runtime/till-parts.js';
import type { StoreWire } from '../../store/wire.js';
import { countApply } from './count-apply.js';
import { countContext } from './count-context.js';
import { countDesk } from './count-desk.js';
import { countFile } from './count-file.js';
import { countStoreAccess } from './count-store-access.js';

export function wireStockCount(deps: {
  till: Pick<TillParts, 'options' | 'journal' | 'log' | 'startupWarnings'>;
  store: StoreWire;
  catalog: { catalog: CatalogSync; calls: Pick<PosCalls, 'catalog'> };
}) {
  const { till, store } = deps;
  const { index } = deps.catalog.catalog;
  const ctx = countContext({
    file: countFile(till.options.dataDir),
    catalog: {
      resolveCode: (code) => {
        const match = index.resolveCode(code);
        return match ? { product: match.product, variantId: match.variant.id } : null;
      },
      all: () => index.all(),
    },
    taxons: () => deps.catalog.calls.catalog.taxons(),
    store: countStoreAccess(store),
    who: () => till.journal.who(),
    journal: till.journal,
    log: till.log,
  });
  if (ctx.warning) till.startupWarnings.push(ctx.warning);
  const desk = countDesk(ctx);
  const apply = countApply(ctx, desk);
  if (store.admin.status().connected) apply.resumeIfCutShort();
  store.onAdminConnected(() => apply.resumeIfCutShort());
  const stockCount = { ...desk.calls, ...apply.calls } satisfies PosCalls['stockCount'];
  return {
    calls: { stockCount },
    async stop() {
      desk.stop();
    },
  };
}
