/**
 * Product pictures reach the renderer as data URLs fetched by the main process from the store
 * it sells for, and from nowhere else; the Sell grid's thumbnails come from the data folder only.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent } from '../../../../shared/bridge/bridge.js';
import { createProductImages } from '../../../../electron/till/catalog/product-images.js';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
let runtime: PosRuntime;
beforeAll(async () => {
  app = await startTestRuntime();
  runtime = app.runtime;
});
afterAll(async () => {
  await app?.stop();
});

describe('product pictures', () => {
  it("are the store's images as data URLs", async () => {
    await expect.poll(async () => (await runtime.calls.catalog.status()).products, { timeout: 10_000 }).toBeGreaterThan(50);
    const tee = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    const pictures = await runtime.calls.catalog.images(tee!.product.id);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures[0]!.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(pictures[0]!.dataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(await runtime.calls.catalog.images('no-such-product')).toEqual([]);
  });

  it('are never fetched from another origin than the store', async () => {
    const asked: string[] = [];
    const images = createProductImages({
      storeUrl: runtime.storeUrl,
      fetch: async (url) => {
        asked.push(url);
        return fetch(url);
      },
    });
    const product = { name: 'X', images: [{ id: '1', url: 'http://elsewhere.example/x.png', alt: null, position: 1 }] } as unknown as Product;
    expect(await images.of(product)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('give the grid thumbnails from the data folder only, and say when one is kept there', async () => {
    const found = await runtime.calls.catalog.search({ text: 'canvas market tote' });
    const tote = found.items[0]!;
    const cached = new Promise<string>((resolve) => {
      const stop = runtime.events.subscribe((event: BridgeEvent) => {
        if (event.type === 'catalog.pictureCached' && event.productId === tote.id) {
          stop();
          resolve(event.productId);
        }
      });
    });
    expect(await runtime.calls.catalog.thumbnails([tote.id, 'no-such-product'])).toEqual({});
    expect(await cached).toBe(tote.id);
    const thumbs = await runtime.calls.catalog.thumbnails([tote.id]);
    expect(thumbs[tote.id]).toMatch(/^data:image\/svg\+xml;base64,/);

    const folder = path.join(app.dataDir, 'pictures');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(folder)) expect(statSync(path.join(folder, name)).mode & 0o777, name).toBe(0o600);
  });
});
