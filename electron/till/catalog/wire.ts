/**
 * The catalog of the store in use: kept on disk and refreshed from the store, its pictures kept in
 * the data folder, and the bridge's `catalog.*` and `content.*` calls. Whatever is read again with
 * the catalog (the payment methods) listens to its refresh.
 */
import path from 'node:path';
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { createSignal } from '../runtime/signal.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { catalogCalls } from './catalog-calls.js';
import { createCatalogSync } from './catalog-sync.js';
import { contentCalls } from './content-calls.js';
import { PICTURES_FOLDER } from './picture-cache.js';
import { createProductImages } from './product-images.js';

export async function wireCatalog(deps: { till: TillParts; store: StoreWire }) {
  const { options, log, emit } = deps.till;
  const { client, target, scheduler } = deps.store;
  const catalog = createCatalogSync({ client, dataDir: options.dataDir, log });
  // The saved catalog is opened (not read: its products stay on disk) before the calls answer from it.
  await catalog.load();
  // Pictures are kept on disk in the data folder and fetched at the lowest priority; the grid is told when one is there.
  const pictures = createProductImages({
    storeUrl: target.baseUrl,
    fetch: scheduler.fetch,
    cacheDir: path.join(options.dataDir, PICTURES_FOLDER),
    onCached: (productId) => emit({ type: 'catalog.pictureCached', productId }),
  });
  const answers = catalogCalls({ catalog, client, pictures });
  const content = contentCalls(client, deps.store.details.read);
  const syncCatalog = () =>
    catalog.sync().catch((error: unknown) => {
      log(`catalog sync failed: ${error instanceof Error ? error.message : 'unknown'}`);
      return null;
    });
  void syncCatalog();
  const refreshed = createSignal<void>();
  const catalogTimer = setInterval(
    () => {
      void syncCatalog();
      refreshed.emit();
    },
    options.catalogRefreshMs ?? 5 * 60_000,
  );
  catalogTimer.unref?.();

  return {
    calls: { catalog: answers.calls, content } satisfies Pick<PosCalls, 'catalog' | 'content'>,
    async stop() {
      clearInterval(catalogTimer);
      await catalog.stop();
      pictures.flush();
    },
    catalog,
    internals: answers.internals,
    content,
    /** Each refresh of the catalog from the store, every few minutes. */
    onRefresh: refreshed.listen,
  };
}

export type CatalogWire = Awaited<ReturnType<typeof wireCatalog>>;
