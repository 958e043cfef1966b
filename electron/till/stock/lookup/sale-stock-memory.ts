/**
 * What the sale's stock warnings last read of each of its variants, kept for the sale they were
 * read for, so that a cart change costs admin requests only where a warning could change: a
 * variant's shelf count is read when the sale first holds it and again only when its quantity
 * reaches what was last seen free; what web carts hold is read with it only where the shelf is
 * low (the quantity within LOW_MARGIN units of it). A web cart that takes units of a well-stocked
 * variant in the meantime is seen once the sale's quantity comes near the edge.
 */
import type { SaleLineUnits, SellingStock } from '../../../../shared/stock/stock-lookup.js';

/** Units above the sale's quantity under which what web carts hold is read too. */
export const LOW_MARGIN = 5;

/** The reads the memory asks for, of the variants named (each one admin request). */
export interface SellingStockReads {
  shelf(variantIds: string[]): Promise<Pick<SellingStock, 'variantId' | 'countOnHand' | 'backorderable'>[]>;
  held(variantIds: string[]): Promise<Pick<SellingStock, 'variantId' | 'heldInCarts'>[]>;
}

interface Seen {
  countOnHand: number;
  backorderable: boolean;
  /** Null while the shelf was not low enough to read what web carts hold. */
  heldInCarts: number | null;
}

/** The quantity from which the variant is read again: what was seen free, or the low margin's edge where holds were not read. */
const edgeOf = (seen: Seen): number => seen.countOnHand - (seen.heldInCarts ?? LOW_MARGIN);

export interface SaleStockMemory {
  /** The selling stock of each of the lines' variants, read where the memory cannot answer (`sale`: the sale's order number). */
  levels(sale: string | null, lines: readonly SaleLineUnits[], reads: SellingStockReads): Promise<SellingStock[]>;
}

export function saleStockMemory(): SaleStockMemory {
  let readFor: string | null = null;
  const seen = new Map<string, Seen>();
  return {
    async levels(sale, lines, reads) {
      if (sale !== readFor) {
        seen.clear();
        readFor = sale;
      }
      const totals = new Map<string, number>();
      for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
      const due = [...totals].filter(([variantId, quantity]) => {
        const known = seen.get(variantId);
        return !known || quantity >= edgeOf(known);
      });
      if (due.length > 0) {
        const shelf = await reads.shelf(due.map(([variantId]) => variantId));
        const fresh = new Map<string, Seen>();
        for (const [variantId] of due) {
          const item = shelf.find((s) => s.variantId === variantId);
          fresh.set(variantId, { countOnHand: item?.countOnHand ?? 0, backorderable: item?.backorderable ?? false, heldInCarts: null });
        }
        const low = due.filter(([variantId, quantity]) => quantity >= fresh.get(variantId)!.countOnHand - LOW_MARGIN).map(([variantId]) => variantId);
        if (low.length > 0) {
          const held = await reads.held(low);
          for (const variantId of low) fresh.get(variantId)!.heldInCarts = held.find((h) => h.variantId === variantId)?.heldInCarts ?? 0;
        }
        // Kept only once both reads answered, and only for the sale they were read for.
        if (sale === readFor) for (const [variantId, level] of fresh) seen.set(variantId, level);
        return [...totals.keys()].map((variantId) => levelOf(variantId, fresh.get(variantId) ?? seen.get(variantId)!));
      }
      return [...totals.keys()].map((variantId) => levelOf(variantId, seen.get(variantId)!));
    },
  };
}

const levelOf = (variantId: string, seen: Seen): SellingStock => ({
  variantId,
  countOnHand: seen.countOnHand,
  backorderable: seen.backorderable,
  heldInCarts: seen.heldInCarts ?? 0,
});
