/** JSON:API shape of a stock item on the Platform API (`stock_item`, its id the row's own number). */
import { prefetchRows, rowsOf } from '../jsonapi/batch-reads.js';
import { variantsById } from '../catalog/catalog-relations.js';
import { defineResource, relatedOrNull, type ResourceDef } from '../jsonapi/jsonapi.js';
import { stockLocationsById } from './order-relations.js';
import type { StockItemRow } from '../catalog/platform-catalog.js';
import { variantResource } from '../catalog/catalog-serializer.js';

const stockLocationResource: ResourceDef<{ id: number; name: string }> = defineResource<{ id: number; name: string }>({
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
      load: (r, ctx) => relatedOrNull(variantResource, rowsOf(ctx, variantsById, r.variant_id)),
    },
    stock_location: {
      target: () => stockLocationResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(stockLocationResource, rowsOf(ctx, stockLocationsById, r.stock_location_id)),
    },
  },
  prefetch: (items, ctx) => {
    prefetchRows(
      ctx,
      variantsById,
      items.map((i) => i.variant_id),
    );
    prefetchRows(
      ctx,
      stockLocationsById,
      items.map((i) => i.stock_location_id),
    );
  },
});
