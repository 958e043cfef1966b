/**
 * A stock lookup across the bridge (area `stockLookup`): a variant's stock at every location, what
 * carts and open orders hold of it and its last movements, and the sale's warnings when it would
 * sell units another channel holds. Reads: no right needed (the store's admin client must be connected).
 */
import type { ArgKit } from '../bridge/arg-kit.js';
import type { CallDeclarations } from '../bridge/call-declaration.js';
import type { HoldWarning, SaleLineUnits, StockLookup } from './stock-lookup.js';

export interface StockLookupCalls {
  /** The variant's stock everywhere; `exceptOrder`: the till's own sale (by number), left out of what carts hold. */
  lookup(variantId: string, exceptOrder: string | null): Promise<StockLookup>;
  /** The sale's lines that would sell units web carts hold (or more than the shelf has), in words; none when the admin client is not connected. */
  holdWarnings(lines: SaleLineUnits[], exceptOrder: string | null): Promise<HoldWarning[]>;
}

const orderNumber = ({ z, text }: ArgKit) => z.union([text(40).min(1), z.null()]);

export const stockLookupCalls = {
  lookup: { args: (kit) => kit.z.tuple([kit.text(64).min(1), orderNumber(kit)]) },
  holdWarnings: {
    args: (kit) =>
      kit.z.tuple([
        kit.z.array(kit.z.object({ variantId: kit.text(64).min(1), quantity: kit.z.number().int().min(1).max(10_000) }).strict()).max(100),
        orderNumber(kit),
      ]),
  },
} satisfies CallDeclarations<StockLookupCalls>;
