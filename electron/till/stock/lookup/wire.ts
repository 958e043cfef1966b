/**
 * The bridge's `stockLookup.*` calls: a variant's stock at every location (a location without a
 * stock item shows 0), what carts and open orders hold and its last movements, in three requests
 * (stock items, holds, movements; the locations are read once per store); and the sale's warnings when it would sell units web
 * carts hold, read only where a warning could change (sale-stock-memory.ts): a change that only
 * raises a well-stocked line's quantity costs nothing; a variant new to the sale costs its stock
 * items, and what carts hold of it where its shelf is low.
 */
import type { PosCalls } from '../../../../shared/bridge/contract.js';
import { holdWarnings, originatorWords, type LocationStock } from '../../../../shared/stock/stock-lookup.js';
import type { StoreWire } from '../../store/wire.js';
import type { TillParts } from '../../runtime/till-parts.js';
import { adminStock } from '../admin-stock-client.js';
import { saleStockMemory } from './sale-stock-memory.js';

const MOVEMENTS_SHOWN = 10;

export function wireStockLookup(deps: { till: Pick<TillParts, 'log'>; store: Pick<StoreWire, 'admin' | 'scheduler' | 'target'> }) {
  const stock = adminStock(deps.store);
  const memory = saleStockMemory();
  const stockLookup = {
    lookup: (variantId, exceptOrder) =>
      stock.use(async (client, token) => {
        const ctx = { priority: 'sale' as const };
        const [locations, items, holds, movements] = await Promise.all([
          locationsOf(client, token),
          client.items(token, [variantId], ctx),
          client.holds(token, [variantId], exceptOrder, ctx),
          client.movements(token, variantId, MOVEMENTS_SHOWN, ctx),
        ]);
        const levels: LocationStock[] = locations.map((l) => {
          const item = items.find((i) => i.locationId === l.id && i.variantId === variantId);
          return { locationId: l.id, name: l.name, isDefault: l.isDefault, countOnHand: item?.countOnHand ?? 0, backorderable: item?.backorderable ?? false };
        });
        const held = holds.find((h) => h.variantId === variantId);
        return {
          variantId,
          locations: levels,
          holds: { heldInCarts: held?.heldInCarts ?? 0, carts: held?.carts ?? 0, heldByOrders: held?.heldByOrders ?? 0, orders: held?.orders ?? 0 },
          movements: movements.map((m) => ({
            at: m.at,
            action: m.action,
            quantity: m.quantity,
            locationName: locations.find((l) => l.id === m.locationId)?.name ?? `Location ${m.locationId}`,
            originator: originatorWords(m.originatorType, m.originatorId),
          })),
        };
      }),
    async holdWarnings(lines, exceptOrder) {
      if (lines.length === 0 || !stock.connected()) return [];
      try {
        return await stock.use(async (client, token) => {
          // Behind the sale's own requests: a warning never holds the counter up.
          const ctx = { priority: 'tracking' as const };
          const selling = async () => {
            const all = await locationsOf(client, token);
            return (all.find((l) => l.isDefault) ?? all[0])?.id ?? '';
          };
          const levels = await memory.levels(exceptOrder, lines, {
            shelf: async (variantIds) => {
              const [location, items] = await Promise.all([selling(), client.items(token, variantIds, ctx)]);
              return items.filter((i) => i.locationId === location);
            },
            held: (variantIds) => client.holds(token, variantIds, exceptOrder, ctx),
          });
          return holdWarnings(lines, levels);
        });
      } catch (error) {
        // A warning that cannot be read holds nothing up: the sale goes on, the store still refuses what it cannot sell.
        deps.till.log(`stock: the sale's hold warnings not read: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      }
    },
  } satisfies PosCalls['stockLookup'];

  /** The store's stock locations, read once per store (a failed read is tried again next time): the lookup and the warnings share it. */
  type Client = Parameters<Parameters<typeof stock.use>[0]>[0];
  let locations: ReturnType<Client['locations']> | null = null;
  const locationsOf = (client: Client, token: string) => {
    locations ??= client.locations(token, { priority: 'sale' }).catch((error: unknown) => {
      locations = null;
      throw error;
    });
    return locations;
  };

  return { calls: { stockLookup } };
}
