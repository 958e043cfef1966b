/**
 * The sale's stock memory: a variant is read when the sale first holds it, what web carts hold only
 * where the shelf is low, and again only once its quantity reaches what was last seen free; a new
 * sale reads afresh.
 */
import { describe, expect, it } from 'vitest';
import { LOW_MARGIN, saleStockMemory, type SellingStockReads } from '../../../../electron/till/stock/lookup/sale-stock-memory.js';

/** A store whose shelf and holds the test sets, counting each read by the variants it names. */
function store(shelf: Record<string, number>, held: Record<string, number> = {}) {
  const asked: string[] = [];
  const reads: SellingStockReads = {
    shelf: async (ids) => {
      asked.push(`shelf ${ids.join(',')}`);
      return ids.map((variantId) => ({ variantId, countOnHand: shelf[variantId] ?? 0, backorderable: false }));
    },
    held: async (ids) => {
      asked.push(`held ${ids.join(',')}`);
      return ids.map((variantId) => ({ variantId, heldInCarts: held[variantId] ?? 0 }));
    },
  };
  return { asked, reads, shelf, held };
}

describe('the sale’s stock memory', () => {
  it('reads a well-stocked variant once, and again only near its edge', async () => {
    const memory = saleStockMemory();
    const s = store({ a: 20, b: 20 });
    await memory.levels('R1', [{ variantId: 'a', quantity: 1 }], s.reads);
    await memory.levels('R1', [{ variantId: 'a', quantity: 2 }], s.reads);
    const levels = await memory.levels(
      'R1',
      [
        { variantId: 'a', quantity: 2 },
        { variantId: 'b', quantity: 1 },
      ],
      s.reads,
    );
    expect(s.asked).toEqual(['shelf a', 'shelf b']);
    expect(levels).toEqual([
      { variantId: 'a', countOnHand: 20, backorderable: false, heldInCarts: 0 },
      { variantId: 'b', countOnHand: 20, backorderable: false, heldInCarts: 0 },
    ]);
    // Within the low margin of the shelf: read again, with what web carts hold.
    s.held.a = 3;
    const near = await memory.levels('R1', [{ variantId: 'a', quantity: 20 - LOW_MARGIN }], s.reads);
    expect(s.asked.slice(2)).toEqual(['shelf a', 'held a']);
    expect(near[0]).toMatchObject({ countOnHand: 20, heldInCarts: 3 });
  });

  it('reads what carts hold of a low variant, and again once the quantity reaches what was free', async () => {
    const memory = saleStockMemory();
    const s = store({ tee: 2 }, { tee: 1 });
    await memory.levels('R1', [{ variantId: 'tee', quantity: 1 }], s.reads);
    expect(s.asked).toEqual(['shelf tee', 'held tee']);
    s.shelf.tee = 1;
    const after = await memory.levels('R1', [{ variantId: 'tee', quantity: 1 }], s.reads);
    expect(after[0]).toMatchObject({ countOnHand: 1, heldInCarts: 1 });
    expect(s.asked).toHaveLength(4);
  });

  it('forgets what it read when the sale changes', async () => {
    const memory = saleStockMemory();
    const s = store({ a: 20 });
    await memory.levels('R1', [{ variantId: 'a', quantity: 1 }], s.reads);
    await memory.levels('R2', [{ variantId: 'a', quantity: 1 }], s.reads);
    expect(s.asked).toEqual(['shelf a', 'shelf a']);
  });
});
