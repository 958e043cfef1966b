// @vitest-environment happy-dom
/**
 * The Low stock tab sets a threshold for a whole category as well as for one variant: the manager
 * picks the category, types the units and sets it (or removes it); the store is asked with the
 * category's id, and the tab says what it did in words.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { LowStockPanel } from '../../../../renderer/features/stock/low-stock/LowStockPanel.js';
import { localBridge } from '../local-bridge.js';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));
const taxon = (id: string, name: string, depth: number) => ({
  id,
  name,
  prettyName: name,
  permalink: name.toLowerCase(),
  parentId: depth ? 't1' : null,
  depth,
});

let asked: unknown[][] = [];
beforeEach(() => {
  asked = [];
  usePosBridgeForTests(
    localBridge({
      catalog: { taxons: async () => [taxon('t1', 'Categories', 0), taxon('t2', 'Outerwear', 1), taxon('t3', 'Footwear', 1)] } as never,
      lowStock: {
        list: async () => ({ lines: [], readAt: '2026-11-28T10:00:00Z' }),
        setThreshold: async (...args: unknown[]) => {
          asked.push(args);
          return [];
        },
      } as never,
    }),
  );
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('a category’s low-stock threshold', () => {
  it('is set and removed for the category chosen, and said in words', async () => {
    render(<LowStockPanel />);
    await settle();
    const category = screen.getByLabelText('Category');
    expect([...category.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a category', 'Outerwear', 'Footwear']);
    fireEvent.change(category, { target: { value: 't2' } });
    const setButton = screen.getByRole('button', { name: 'Set for the category' });
    expect((setButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getAllByLabelText('Low at')[1]!, { target: { value: '4' } });
    fireEvent.click(setButton);
    await settle();
    expect(asked).toEqual([[{ taxonId: 't2' }, 4]]);
    expect(screen.getByRole('status').textContent).toBe('Outerwear is low at 4 or fewer.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    await settle();
    expect(asked[1]).toEqual([{ taxonId: 't2' }, null]);
    expect(screen.getByRole('status').textContent).toBe('Threshold of Outerwear removed.');
  });
});
