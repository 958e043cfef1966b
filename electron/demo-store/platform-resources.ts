/** JSON:API shape of a stock item on the Platform API (`stock_item`, its id the row's own number). */
import { variantById } from './catalog.js';
import { get } from './db/database.js';
import { defineResource, relatedOrNull, type ResourceDef } from './jsonapi.js';
import type { StockItemRow } from './platform-catalog.js';
import { variantResource } from './serializers/catalog.js';

interface StockLocationRow {
  id: number;
  name: string;
}

const stockLocationResource: ResourceDef<StockLocationRow> = defineResource<StockLocationRow>({
  type: 'stock_location',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name }),
  relationships: {},
});

export const stockItemResource: ResourceDef<StockItemRow> = defineResource<StockItemRow>({
  type: 'stock_item',
  id: (r) => r.id,
  attributes: (r) => ({ count_on_hand: r.count_on_hand, backorderable: r.backorderable === 1 }),
  relationships: {
    variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(variantResource, variantById(ctx.db, r.variant_id)),
    },
    stock_location: {
      target: () => stockLocationResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(stockLocationResource,
        get<StockLocationRow>(ctx.db, 'SELECT id, name FROM stock_locations WHERE id = ?', r.stock_location_id)),
    },
  },
});
