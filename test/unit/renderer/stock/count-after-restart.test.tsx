// @vitest-environment happy-dom
/**
 * A count the app was closed on while it was being applied opens again with its variances shown,
 * as counted (not an empty table), and its Apply count button goes on with it. Until the review
 * comes, the tab says it is on its way (no empty table, no Apply count on nothing).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CountLine, CountReview, StockCountView } from '../../../../shared/stock/count-calls.js';
import { countVariances } from '../../../../shared/stock/count-variances.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CountPanel } from '../../../../renderer/features/stock/count/CountPanel.js';
import { useCount } from '../../../../renderer/features/stock/count/count-store.js';
import { localBridge } from '../local-bridge.js';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

const line = (variantId: string, name: string, expected: number, counted: number): CountLine => ({
  variantId,
  sku: `SKU-${variantId}`,
  name,
  optionsText: '',
  price: '10.00',
  expected,
  counted,
  countedBy: 'Morgan',
  countedAt: '2026-11-28T10:00:00Z',
});

const applying: StockCountView = {
  id: 'C-1',
  scope: 'partial',
  taxonId: null,
  taxonName: null,
  stockLocationId: '1',
  stockLocationName: 'Main Street',
  startedAt: '2026-11-28T09:00:00Z',
  startedBy: 'Morgan',
  state: 'applying',
  lines: [line('7', 'Harbor Logo Tee', 5, 3), line('8', 'Canvas Tote', 2, 4)],
  approvedBy: 'Morgan',
  appliedAt: null,
};

beforeEach(() => {
  useCount.setState({ count: null, review: null, busy: false, error: null, said: null });
  const review: CountReview = { count: applying, ...countVariances(applying.lines, [], new Map()), uncounted: 0 };
  usePosBridgeForTests(localBridge({ stockCount: { current: async () => applying, review: async () => review } as never }));
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('a count being applied when the app closed', () => {
  it('shows its variances as counted when the tab opens again', async () => {
    render(<CountPanel />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Variances' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Harbor Logo Tee SKU-753−2-$20.00', 'Canvas Tote SKU-824+2$20.00']);
    expect(screen.getByRole('status').textContent).toBe('Up 2 units ($20.00) · Down 2 units ($20.00)');
    expect(screen.getByRole('button', { name: 'Apply count' })).toBeTruthy();
  });

  it('says the review is on its way until it comes, with no empty table', async () => {
    let answer!: (review: CountReview) => void;
    const coming = new Promise<CountReview>((resolve) => (answer = resolve));
    usePosBridgeForTests(localBridge({ stockCount: { current: async () => applying, review: () => coming } as never }));
    render(<CountPanel />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Loading the count’s review…');
    expect(screen.queryByRole('table', { name: 'Variances' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply count' })).toBeNull();
    answer({ count: applying, ...countVariances(applying.lines, [], new Map()), uncounted: 0 });
    await settle();
    expect(screen.getByRole('table', { name: 'Variances' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply count' })).toBeTruthy();
  });

  it('offers the review again when it could not be read', async () => {
    let reads = 0;
    const review: CountReview = { count: applying, ...countVariances(applying.lines, [], new Map()), uncounted: 0 };
    const reviewOnce = async () => {
      reads += 1;
      if (reads === 1) throw Object.assign(new Error('The store did not answer.'), { kind: 'offline' });
      return review;
    };
    usePosBridgeForTests(localBridge({ stockCount: { current: async () => applying, review: reviewOnce } as never }));
    render(<CountPanel />);
    await settle();
    expect(screen.queryByRole('table', { name: 'Variances' })).toBeNull();
    // Dismissing the words of the failure still leaves the way on.
    await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
    await settle();
    await act(async () => screen.getByRole('button', { name: 'Show the review again' }).click());
    await settle();
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Apply count' })).toBeTruthy();
  });
});
