/**
 * Live prices over MCP: with a product in the open cart, the app subscribes to its resource at
 * the store's MCP endpoint; when the store changes its price, the notification makes the app read
 * the product again, so the local catalog shows the new price without waiting for a sync. With no
 * MCP endpoint, the app falls back to polling the cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePrices, slugFromUri, uriFromTemplate } from '../../../../electron/till/sale/live-prices.js';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

let app: TestRuntime;
let runtime: PosRuntime;
beforeAll(async () => {
  app = await startTestRuntime();
  runtime = app.runtime;
});
afterAll(async () => {
  await app?.stop();
});

describe('live prices for the products in the cart', () => {
  it('hears a price change over MCP and updates the local catalog', async () => {
    await expect.poll(async () => (await runtime.calls.catalog.status()).products, { timeout: 10_000 }).toBeGreaterThan(50);
    const match = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    const before = match!.product.variants.find((v) => v.id === match!.variantId)!.price;
    await runtime.calls.sale.addLine(match!.variantId, 1);

    // The store changes the variant's price (an operator in the admin).
    const token = await adminToken(runtime.storeUrl);
    await new Promise((r) => setTimeout(r, 300)); // the subscription is made as the cart changes
    const res = await fetch(`${runtime.storeUrl}/api/v2/platform/variants/${match!.variantId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant: { price: '19.50' } }),
    });
    expect(res.status).toBe(200);
    expect(before).not.toBe('19.50');

    await expect
      .poll(
        async () => {
          const now = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
          return now!.product.variants.find((v) => v.id === match!.variantId)!.price;
        },
        { timeout: 8000, interval: 200 },
      )
      .toBe('19.50');
  });

  it('polls the cart where the store has no MCP endpoint', async () => {
    let polls = 0;
    const live = createLivePrices({
      agenticUrl: null,
      fetch: (u, i) => fetch(u, i as RequestInit),
      onProductChanged: () => {},
      poll: () => {
        polls++;
      },
      pollMs: 50,
    });
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('polling');
    await new Promise((r) => setTimeout(r, 230));
    expect(polls).toBeGreaterThanOrEqual(3);
    await live.watch([]);
    expect(live.mode()).toBe('idle');
    const stopped = polls;
    await new Promise((r) => setTimeout(r, 150));
    expect(polls).toBe(stopped);
    await live.close();
  });

  it('makes resource URIs from the server template and reads them back', () => {
    const template = 'storefront://products/{slug}';
    expect(uriFromTemplate(template, 'harbor logo')).toBe('storefront://products/harbor%20logo');
    expect(slugFromUri(template, 'storefront://products/harbor%20logo')).toBe('harbor logo');
    expect(slugFromUri(template, 'other://x')).toBeNull();
  });
});
