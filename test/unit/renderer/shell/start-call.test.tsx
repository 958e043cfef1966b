// @vitest-environment happy-dom
/**
 * The page starts with one call: `app.start` leaves first, and its answer alone puts the store's
 * name, who is signed in and the first products with their prices on the Sell screen; nothing
 * else the start answered is asked for again. When main has no cached page, the page asks for
 * one as before.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogResults, ConnectionState, StartState } from '../../../../shared/bridge/bridge.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { App } from '../../../../renderer/App.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { forgetStartForTests, showFirstPage, staffAtStart, startState } from '../../../../renderer/shell/start.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useCatalog } from '../../../../renderer/features/sell/catalog.js';
import { useSession } from '../../../../renderer/features/customer/session.js';
import { useStaff } from '../../../../renderer/features/staff/staff.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';
import { localBridge } from '../local-bridge.js';

const products: Product[] = generatedCatalog(3);
const page: CatalogResults = {
  items: products,
  meta: { count: 3, totalCount: 3, totalPages: 1 },
  nextPage: null,
  facets: { optionTypes: [], properties: [], price: { min: 19.99, max: 19.99 } },
};
const start = (catalog: CatalogResults | null): StartState => ({
  info: {
    version: 't',
    mode: 'demo',
    storeName: 'Harbor & Pine Outfitters',
    storeUrl: 'http://127.0.0.1:1',
    currency: 'USD',
    storeLocale: 'en',
    timeZone: 'UTC',
    shell: 'browser',
    lineOptions: [],
    warnings: [],
  },
  session: { signedIn: true, email: 'staff@demo.store' } as StartState['session'],
  update: { state: 'disabled', reason: 'test' },
  connection: { state: 'checking', lastOkAt: null },
  catalog,
  theme: null,
});

function bridge(catalog: CatalogResults | null) {
  return localBridge({
    app: {
      start: async () => start(catalog),
      connection: () => new Promise<ConnectionState>(() => undefined),
    },
    catalog: { taxons: async () => [], search: async () => page },
    content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
    sale: { current: async () => null, attention: async () => null, unseenReceipt: async () => null },
    // A manager on the till: the Sell screen shows (a locked till shows its lock screen instead).
    staff: {
      state: async () => ({
        state: 'open',
        onTill: { id: 's1', name: 'Ana', role: 'manager' },
        onTillRole: 'Manager',
        lastOnTill: null,
        lockedBecause: null,
        retryAt: null,
        idleLockMinutes: 5,
        notice: null,
        language: null,
      }),
    },
  });
}

beforeEach(() => {
  forgetStartForTests();
  useApp.setState({ screen: 'sell', info: null, update: null, connection: { state: 'checking', lastOkAt: null } });
  useSession.setState({ status: null });
  useStaff.setState({ till: null });
  useCatalog.setState({ products: [], total: 0, facets: null, loading: false, text: '' });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the start of the page', () => {
  it.each([
    ['renders once the answer is in (as the page does when it comes in time)', true],
    ['renders before the answer is in', false],
  ])('is one call whose answer fills the Sell screen; nothing it answered is asked again: %s', async (_, answeredFirst) => {
    const pos = bridge(page);
    usePosBridgeForTests(pos);
    await act(async () => {
      const first = showFirstPage();
      if (answeredFirst) await first;
      render(<App />);
      await startState();
    });
    expect(pos.seen[0]).toBe('app.start');
    expect(await screen.findByText(products[0]!.name)).toBeTruthy();
    expect(screen.getAllByText('$19.99').length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
    expect(screen.getByText('Harbor & Pine Outfitters')).toBeTruthy();
    expect(useSession.getState().status).toMatchObject({ signedIn: true, email: 'staff@demo.store' });
    for (const asked of ['catalog.search', 'app.info', 'app.update', 'session.status']) expect(pos.seen).not.toContain(asked);
  });

  it('asks who is on the till beside the start answer, so the first render is the open till (not "Opening the till…" and the till a round trip later)', async () => {
    const pos = bridge(page);
    usePosBridgeForTests(pos);
    // As the entry does: both calls leave before React is set up, and the first render waits for them.
    await act(async () => {
      await Promise.all([showFirstPage(), staffAtStart()]);
    });
    expect(pos.seen.slice(0, 2)).toEqual(['app.start', 'staff.state']);
    render(<App />);
    expect(screen.queryByText('Opening the till…')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
    await act(async () => {
      await startState();
    });
    expect(pos.seen.filter((m) => m === 'staff.state')).toHaveLength(1);
  });

  it('asks for the first page when main holds no catalog yet', async () => {
    const pos = bridge(null);
    usePosBridgeForTests(pos);
    await act(async () => {
      void showFirstPage();
      render(<App />);
      await startState();
    });
    expect(await screen.findByText(products[0]!.name)).toBeTruthy();
    expect(pos.seen[0]).toBe('app.start');
    expect(pos.seen).toContain('catalog.search');
  });
});
