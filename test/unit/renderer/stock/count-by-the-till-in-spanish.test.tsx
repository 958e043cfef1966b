// @vitest-environment happy-dom
/**
 * A count made with no staff member signed in is recorded as counted and approved by the till
 * (the count file keeps the English name); its report on the page says so in the clerk's
 * language (Spanish here), a staff member's name as it is.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CountReview, StockCountView } from '../../../../shared/stock/count-calls.js';
import { countVariances } from '../../../../shared/stock/count-variances.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CountPanel } from '../../../../renderer/features/stock/count/CountPanel.js';
import { useCount } from '../../../../renderer/features/stock/count/count-store.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

/** An applied count, started and approved by `startedBy` and `approvedBy` as the count file names them. */
const applied = (startedBy: string, approvedBy: string): StockCountView => ({
  id: 'C-1',
  scope: 'partial',
  taxonId: null,
  taxonName: null,
  stockLocationId: '1',
  stockLocationName: 'Main Street',
  startedAt: '2026-11-28T09:00:00Z',
  startedBy,
  state: 'applied',
  lines: [],
  approvedBy,
  appliedAt: '2026-11-28T10:00:00Z',
});

async function showApplied(count: StockCountView) {
  const review: CountReview = { count, ...countVariances(count.lines, [], new Map()), uncounted: 0 };
  useCount.setState({ count: null, review: null, busy: false, error: null, said: null });
  usePosBridgeForTests(localBridge({ stockCount: { current: async () => count, review: async () => review } as never }));
  render(<CountPanel />);
  await settle();
  return document.querySelector('.count-applied .muted')?.textContent ?? '';
}

beforeAll(async () => {
  await showScreenLanguage('es');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('a count by the till in Spanish', () => {
  it('says the till counted and approved it in Spanish', async () => {
    expect(await showApplied(applied('the till', 'the till'))).toMatch(/^Contado por la caja; aprobado por la caja; /);
  });

  it('keeps a staff member’s name as it is', async () => {
    expect(await showApplied(applied('Morgan', 'the till'))).toMatch(/^Contado por Morgan; aprobado por la caja; /);
    expect(screen.queryByText(/the till/)).toBeNull();
  });
});
