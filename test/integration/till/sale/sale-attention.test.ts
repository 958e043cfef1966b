/**
 * A sale whose payment the store never confirmed: the store stops answering while the order is
 * being placed. The sale is flagged for attention (nothing may be charged again), survives a
 * restart of the services, and "check with the store" settles it either way, exactly once.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SaleAttention } from '../../../../shared/bridge/bridge.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const customer = {
  email: 'attention@example.com',
  firstname: 'Ari',
  lastname: 'Till',
  address1: '1 Dock Lane',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

/** The network between the till and the store, which the test can cut at a chosen moment. */
function network() {
  const state = { mode: 'up' as 'up' | 'down', cutAt: null as null | { path: string; after: boolean } };
  const completes: number[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const { pathname } = new URL(url);
    if (state.mode === 'down') throw new TypeError('fetch failed');
    const cut = state.cutAt && pathname.endsWith(state.cutAt.path) ? state.cutAt : null;
    if (cut && !cut.after) {
      state.mode = 'down';
      throw new TypeError('fetch failed');
    }
    const response = await fetch(url, init as RequestInit);
    if (pathname.endsWith('/checkout/complete')) completes.push(response.status);
    if (cut) {
      state.mode = 'down';
      throw new TypeError('fetch failed');
    }
    return response;
  };
  return { state, completes, fetchImpl };
}

function services(fetchImpl: FetchLike, dataDir: string, seen: (SaleAttention | null)[] = []) {
  const { client, sale, tracker } = startTill(demo.url, { fetch: fetchImpl, timeoutMs: 5000, dataDir, onAttention: (a) => seen.push(a) });
  return { client, sale, tracker };
}

async function anyVariant(): Promise<string> {
  const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT });
  const page = await client.products({ filter: { inStock: true }, perPage: 5 });
  return page.items[0]!.variants.find((v) => v.inStock)!.id;
}

describe('a sale that needs attention', () => {
  it('is flagged when the answer to complete is lost, and settles as placed after a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-attention-'));
    const net = network();
    const seen: (SaleAttention | null)[] = [];
    const first = services(net.fetchImpl, dataDir, seen);
    await first.sale.addLine(await anyVariant(), 1);
    await first.sale.setCustomer(customer);
    net.state.cutAt = { path: '/checkout/complete', after: true };

    await expect(first.sale.payCash({ tendered: '500' })).rejects.toThrow();
    const attention = first.sale.attention();
    expect(attention).toMatchObject({ step: 'completing' });
    expect(seen.at(-1)).toMatchObject({ step: 'completing', number: attention!.number });
    // Still down: paying again is refused until the store has said what happened.
    await expect(first.sale.payCash({ tendered: '500' })).rejects.toThrow();
    expect(net.completes).toEqual([200]);

    // The app restarts; the network comes back.
    net.state.mode = 'up';
    net.state.cutAt = null;
    const second = services(net.fetchImpl, dataDir);
    expect(second.sale.attention()).toMatchObject({ number: attention!.number, step: 'completing' });
    const check = await second.sale.checkAgain();
    expect(check.outcome).toBe('placed');
    if (check.outcome !== 'placed') return;
    expect(check.receipt.order.number).toBe(attention!.number);
    expect(second.sale.attention()).toBeNull();
    expect(second.tracker.list().map((o) => o.number)).toContain(attention!.number);
    expect(net.completes).toEqual([200]);
  });

  it('settles as still open when complete never reached the store, and is then paid once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-attention-'));
    const net = network();
    const { sale } = services(net.fetchImpl, dataDir);
    await sale.addLine(await anyVariant(), 1);
    await sale.setCustomer(customer);
    net.state.cutAt = { path: '/checkout/complete', after: false };
    await expect(sale.payCash({ tendered: '500' })).rejects.toThrow();
    expect(sale.attention()).toMatchObject({ step: 'completing' });
    expect(net.completes).toEqual([]);

    net.state.mode = 'up';
    net.state.cutAt = null;
    const check = await sale.checkAgain();
    expect(check.outcome).toBe('open');
    expect(sale.attention()).toBeNull();
    const receipt = await sale.payCash({ tendered: '500' });
    expect(receipt.order.state).toBe('complete');
    expect(net.completes).toEqual([200]);
  });
});
