/** JSON:API resources of the account area that orders do not share: wishlists and wished items. */
import { prefetchRows, rowsOf } from '../jsonapi/batch-reads.js';
import { variantPrice, variantsById } from '../catalog/catalog-relations.js';
import type { WishedItemRow, WishlistRow } from '../db/rows.js';
import { defineResource, relatedList, relatedOrNull, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { centsToDecimal, displayMoney } from '../jsonapi/money.js';
import { wishedItemsOf } from './wishlists.js';
import { variantResource } from '../catalog/catalog-serializer.js';

export const wishedItemResource: ResourceDef<WishedItemRow> = defineResource<WishedItemRow>({
  type: 'wished_item',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    // Prices follow the catalog in the request currency; null when the variant has none in it.
    const price = rowsOf(ctx, variantPrice, r.variant_id);
    const total = price ? price.amountCents * r.quantity : null;
    return {
      quantity: r.quantity,
      price: price ? centsToDecimal(price.amountCents) : null,
      total: total === null ? null : centsToDecimal(total),
      display_price: price ? displayMoney(price.amountCents, ctx.currency) : null,
      display_total: total === null ? null : displayMoney(total, ctx.currency),
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
    };
  },
  relationships: {
    variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(variantResource, rowsOf(ctx, variantsById, r.variant_id)),
    },
  },
  prefetch: (items, ctx) => {
    prefetchRows(
      ctx,
      variantPrice,
      items.map((i) => i.variant_id),
    );
    prefetchRows(
      ctx,
      variantsById,
      items.map((i) => i.variant_id),
    );
  },
});

/** A wishlist as a request sees it: `variant_included` answers the request's `is_variant_included`. */
export interface WishlistView extends WishlistRow {
  variantIncluded: boolean;
}

export const wishlistResource: ResourceDef<WishlistView> = defineResource<WishlistView>({
  type: 'wishlist',
  id: (r) => r.id,
  attributes: (r) => ({
    token: r.token,
    name: r.name,
    is_private: r.is_private === 1,
    is_default: r.is_default === 1,
    variant_included: r.variantIncluded,
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
  }),
  relationships: {
    wished_items: {
      target: () => wishedItemResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(wishedItemResource, wishedItemsOf(ctx.db, r.id)),
    },
  },
});
