/**
 * Product pictures kept on disk in the data folder with their validators: fetched once at the
 * lowest priority, revalidated with a conditional request (a 304 carries no body), kept across a
 * restart, bounded in size with the least recently used evicted, owner-only; and never ahead of a
 * sale's requests. Against the demo store over HTTP.
 */
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProductImages } from '../../../../electron/till/catalog/product-images.js';
import { PICTURES_FOLDER } from '../../../../electron/till/catalog/picture-cache.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

interface Seen {
  url: string;
  priority: string | undefined;
  conditional: { ifNoneMatch: string | null; ifModifiedSince: string | null };
  status: number;
  bodyBytes: number;
}

/** The store's answers as the app receives them: who asked at what priority, what came back, and how many body bytes. */
function watching(inner: FetchLike = (u, i) => fetch(u, i as RequestInit)) {
  const seen: Seen[] = [];
  const f: FetchLike = async (url, init) => {
    const res = await inner(url, init);
    const headers = new Headers(init?.headers);
    const bodyBytes = (await res.clone().arrayBuffer()).byteLength;
    seen.push({
      url,
      priority: init?.priority,
      conditional: { ifNoneMatch: headers.get('if-none-match'), ifModifiedSince: headers.get('if-modified-since') },
      status: res.status,
      bodyBytes,
    });
    return res;
  };
  return { seen, fetch: f };
}

async function products(count: number): Promise<Product[]> {
  const page = await createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT }).products({ perPage: count });
  return page.items
    .filter((p) => p.images.length > 0)
    .slice(0, count)
    .map((p) => ({ ...p, images: p.images.slice(0, 1) }));
}

const DAY = 24 * 60 * 60 * 1000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('product pictures on disk', () => {
  it('are fetched once, then revalidated with a conditional request the store answers 304 without a body', async () => {
    const [product] = await products(1);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-'));
    let at = Date.now();
    const { seen, fetch: f } = watching();
    const pictures = createProductImages({ storeUrl: demo.url, fetch: f, cacheDir: path.join(dataDir, PICTURES_FOLDER), now: () => at });
    const first = await pictures.of(product!);
    expect(first).toHaveLength(1);
    expect(seen.map((s) => s.status)).toEqual([200]);
    expect(seen[0]!.bodyBytes).toBeGreaterThan(0);

    expect(await pictures.of(product!)).toEqual(first); // still fresh: nothing asked
    expect(seen).toHaveLength(1);

    at += 2 * DAY; // past the store's max-age
    expect(await pictures.of(product!)).toEqual(first); // shown from disk at once...
    await pictures.idle(); // ...and checked with the store behind it
    expect(seen).toHaveLength(2);
    expect(seen[1]!.conditional.ifNoneMatch).toMatch(/^"/);
    expect(seen[1]!.status).toBe(304);
    expect(seen[1]!.bodyBytes).toBe(0);
    // The product dialog's first fetch at the catalog sync's priority, the check behind it at the lowest.
    expect(seen.map((s) => s.priority)).toEqual(['sync', 'pictures']);

    expect(await pictures.of(product!)).toEqual(first); // fresh again after the 304
    await pictures.idle();
    expect(seen).toHaveLength(2);
  });

  it('are kept across a restart, in an owner-only folder of owner-only files', async () => {
    const [product] = await products(1);
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-')), PICTURES_FOLDER);
    const before = await createProductImages({ storeUrl: demo.url, fetch: (u, i) => fetch(u, i as RequestInit), cacheDir }).of(product!);
    expect(before).toHaveLength(1);

    const { seen, fetch: f } = watching();
    const after = createProductImages({ storeUrl: demo.url, fetch: f, cacheDir });
    expect(await after.of(product!)).toEqual(before);
    expect(seen).toEqual([]);

    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
    const files = filesUnder(cacheDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(statSync(file).mode & 0o777, file).toBe(0o600);
  });

  it('stay within their size bound, the least recently used leaving first', async () => {
    const six = await products(6);
    expect(six).toHaveLength(6);
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-')), PICTURES_FOLDER);
    let at = Date.now();
    const { seen, fetch: f } = watching();
    const bound = 1200; // a few of the demo store's pictures (about 300 bytes each)
    const pictures = createProductImages({ storeUrl: demo.url, fetch: f, cacheDir, maxBytes: bound, now: () => at });
    const [kept, ...others] = six;
    await pictures.of(kept!);
    for (const p of others) {
      at += 1000;
      await pictures.of(p);
      at += 1000;
      await pictures.of(kept!); // used again each time: never the least recent
    }
    const size = filesUnder(cacheDir)
      .filter((file) => !file.endsWith('.json'))
      .reduce((n, file) => n + statSync(file).size, 0);
    expect(size).toBeLessThanOrEqual(bound);
    expect(seen.filter((s) => s.url.endsWith(kept!.images[0]!.url.split('/').pop()!))).toHaveLength(1);

    const { seen: later, fetch: g } = watching();
    const restarted = createProductImages({ storeUrl: demo.url, fetch: g, cacheDir, maxBytes: bound, now: () => at });
    await restarted.of(kept!);
    await restarted.of(others[0]!); // the oldest of the others was evicted
    expect(later.map((s) => s.status)).toEqual([200]);
  });

  it('wait behind the requests of a sale in progress', async () => {
    const six = await products(6);
    const order: string[] = [];
    const scheduler = createRequestScheduler({
      fetch: (url, init) => {
        order.push(`${init?.priority}:${new URL(url).pathname}`);
        return fetch(url, init as RequestInit);
      },
      limit: 14,
      saleReserve: 10,
      windowMs: 4000,
    });
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-')), PICTURES_FOLDER);
    const pictures = createProductImages({ storeUrl: demo.url, fetch: scheduler.fetch, cacheDir });
    const till = startTill(demo.url, { fetch: scheduler.fetch });
    const variant = six[0]!.variants.find((v) => v.inStock)!.id;
    const shown = Promise.all(six.map((p) => pictures.of(p)));
    await till.sale.addLine(variant, 1);
    await till.sale.setCustomer({ ...WALK_IN_CUSTOMER });
    const receipt = await till.sale.payCash({ tendered: '5000' });
    expect(receipt.order.state).toBe('complete');
    expect((await shown).every((p) => p.length === 1)).toBe(true);
    const lastSale = order.map((o) => o.startsWith('sale:')).lastIndexOf(true);
    const pictureRequests = order.flatMap((o, i) => (!o.startsWith('sale:') && o.includes(':/media/') ? [i] : []));
    expect(pictureRequests).toHaveLength(6);
    // Four pictures fit in what background work may spend; the others went only after the sale.
    expect(pictureRequests.filter((i) => i > lastSale).length).toBeGreaterThanOrEqual(2);
    expect(order.every((o) => !o.startsWith('sale:/media/'))).toBe(true);
  });
});

describe('thumbnails for the Sell grid', () => {
  it('are answered only from disk; one not yet there is fetched behind everything else and said when it is', async () => {
    const [product] = await products(1);
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-')), PICTURES_FOLDER);
    const { seen, fetch: f } = watching();
    const cached: string[] = [];
    const pictures = createProductImages({ storeUrl: demo.url, fetch: f, cacheDir, onCached: (productId) => cached.push(productId) });
    expect(pictures.thumbnails([product!])).toEqual({});
    await pictures.idle();
    expect(seen.map((s) => `${s.priority} ${s.status}`)).toEqual(['pictures 200']);
    expect(cached).toEqual([product!.id]);
    const thumbs = pictures.thumbnails([product!]);
    expect(thumbs[product!.id]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(seen).toHaveLength(1);
  });

  it('are fetched a few at a time, the ones wanted most recently first', async () => {
    const seven = await products(7);
    expect(seven).toHaveLength(7);
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-pictures-')), PICTURES_FOLDER);
    const asked: string[] = [];
    const pictures = createProductImages({
      storeUrl: demo.url,
      fetch: (url, init) => {
        asked.push(new URL(url).pathname);
        return fetch(url, init as RequestInit);
      },
      cacheDir,
    });
    const pathOf = (p: Product) => new URL(p.images[0]!.url, demo.url).pathname;
    pictures.thumbnails(seven.slice(0, 6)); // a screenful
    expect(asked).toHaveLength(4);
    pictures.thumbnails(seven.slice(6)); // the clerk searched: this tile now
    await pictures.idle();
    expect(asked).toHaveLength(7);
    expect(asked[4]).toBe(pathOf(seven[6]!));
    expect(Object.keys(pictures.thumbnails(seven))).toHaveLength(7);
  });
});
