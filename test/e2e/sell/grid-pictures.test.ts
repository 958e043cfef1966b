/**
 * The Sell grid shows a product's picture in its tile once the till keeps it on disk: the first
 * time after it has been fetched behind everything else, and after a restart straight from disk
 * (the first answer already carries it). A tile without a kept picture shows its stand-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { startApp, type RunningApp } from '../support/app.js';
import { productTile } from '../support/product-tile.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-pictures-'));
let app: RunningApp | null = null;

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function findTee(running: RunningApp) {
  const { page } = running;
  await page.getByRole('searchbox', { name: 'Search products' }).fill('harbor logo tee');
  return productTile(page, /Harbor Logo Tee/);
}

describe('pictures in the Sell grid', () => {
  it('show in a tile once kept, and straight from disk after a restart', async () => {
    app = await startApp({ dataDir });
    let card = await findTee(app);
    await card.waitFor();
    // Fetched behind everything else, then shown when the till says it is kept.
    const picture = card.locator('img');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoSeriousA11yViolations(app.page, 'Sell with product pictures');
    await app.stop();
    app = null;

    app = await startApp({ dataDir });
    const productId = (await app.runtime.calls.catalog.search({ text: 'harbor logo tee' })).items[0]?.id;
    expect(productId).toBeDefined();
    card = await findTee(app);
    await card.locator('img').waitFor();
    // The thumbnails call answers from disk only (it never asks the store): the picture is there.
    // (Asked of main directly: the page's own first call can come before a test could listen for it.)
    const kept = await app.runtime.calls.catalog.thumbnails([productId!]);
    expect(typeof kept[productId!]).toBe('string');
  });
});
