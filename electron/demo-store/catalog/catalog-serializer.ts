/** JSON:API resources of the catalog: product, variant, option types and values, images, taxons, properties. */
import { prefetchRows, rowsOf } from '../jsonapi/batch-reads.js';
import { isDiscontinued, type Stock } from './catalog.js';
import {
  optionTypeValues,
  optionTypesById,
  productImages,
  productOptionTypes,
  productProperties,
  productTaxons,
  productVariants,
  productsById,
  taxonChildren,
  taxonHasProducts,
  taxonPrettyName,
  taxonomiesById,
  taxonsById,
  variantImages,
  variantOptions,
  variantPrice,
  variantStock,
  type ListedVariant,
} from './catalog-relations.js';
import type { ImageRow, OptionTypeRow, OptionValueRow, ProductPropertyRow, ProductRow, TaxonRow, TaxonomyRow } from '../db/rows.js';
import { defineResource, related, relatedList, relatedOrNull, timestamp, type ResourceDef, type SerializeContext } from '../jsonapi/jsonapi.js';
import { centsToDecimal, displayMoney } from '../jsonapi/money.js';

/** The master: every product has one. */
function masterOf(ctx: SerializeContext, productId: number): ListedVariant {
  return rowsOf(ctx, productVariants, productId).master!;
}

function variantsOf(ctx: SerializeContext, productId: number): ListedVariant[] {
  return rowsOf(ctx, productVariants, productId).variants;
}

function stockOf(ctx: SerializeContext, variantId: number): Stock {
  return rowsOf(ctx, variantStock, variantId);
}

/** The first purchasable variant, else the first variant, else the master. */
function defaultVariantOf(ctx: SerializeContext, productId: number): ListedVariant {
  const variants = variantsOf(ctx, productId);
  return variants.find((v) => stockOf(ctx, v.id).purchasable) ?? variants[0] ?? masterOf(ctx, productId);
}

/** What variants' attributes and relationships read, for all of them at once. */
function prefetchVariants(variants: ListedVariant[], ctx: SerializeContext): void {
  const ids = variants.map((v) => v.id);
  prefetchRows(ctx, variantStock, ids);
  prefetchRows(ctx, variantPrice, ids);
  prefetchRows(ctx, variantOptions, ids);
  prefetchRows(ctx, variantImages, ids);
  prefetchRows(
    ctx,
    productsById,
    variants.map((v) => v.product_id),
  );
}

function priceAttributes(variantId: number, ctx: SerializeContext): Record<string, unknown> {
  const price = rowsOf(ctx, variantPrice, variantId);
  return {
    currency: ctx.currency,
    price: price ? centsToDecimal(price.amountCents) : null,
    display_price: price ? displayMoney(price.amountCents, ctx.currency) : null,
    compare_at_price: price?.compareAtCents != null ? centsToDecimal(price.compareAtCents) : null,
    display_compare_at_price: price?.compareAtCents != null ? displayMoney(price.compareAtCents, ctx.currency) : null,
  };
}

const optionValueResource: ResourceDef<OptionValueRow> = defineResource<OptionValueRow>({
  type: 'option_value',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, presentation: r.presentation, position: r.position, public_metadata: {} }),
  relationships: {
    option_type: {
      target: () => optionTypeResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(optionTypeResource, rowsOf(ctx, optionTypesById, r.option_type_id)),
    },
  },
  prefetch: (values, ctx) =>
    prefetchRows(
      ctx,
      optionTypesById,
      values.map((v) => v.option_type_id),
    ),
});

const optionTypeResource: ResourceDef<OptionTypeRow> = defineResource<OptionTypeRow>({
  type: 'option_type',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, presentation: r.presentation, position: r.position, public_metadata: {} }),
  relationships: {
    option_values: {
      target: () => optionValueResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(optionValueResource, rowsOf(ctx, optionTypeValues, r.id)),
    },
  },
  prefetch: (types, ctx) =>
    prefetchRows(
      ctx,
      optionTypeValues,
      types.map((t) => t.id),
    ),
});

/** Placeholder artwork served by the demo store itself, in the interface's style sizes. */
const IMAGE_STYLES: [string, number][] = [
  ['mini', 128],
  ['small', 256],
  ['medium', 400],
  ['large', 720],
  ['xlarge', 2000],
];

const imageResource: ResourceDef<ImageRow> = defineResource<ImageRow>({
  type: 'image',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const url = `${ctx.origin}${r.path}`;
    return {
      position: r.position,
      alt: r.alt,
      original_url: url,
      transformed_url: ctx.imageSize ? `${url}?size=${ctx.imageSize}` : null,
      styles: IMAGE_STYLES.map(([, px]) => ({ url: `${url}?size=${px}x${px}`, size: `${px}x${px}>`, width: px, height: px })),
    };
  },
  relationships: {},
});

export const variantResource: ResourceDef<ListedVariant> = defineResource<ListedVariant>({
  type: 'variant',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const stock = stockOf(ctx, r.id);
    const options = rowsOf(ctx, variantOptions, r.id);
    return {
      sku: r.sku,
      barcode: r.barcode,
      weight: r.weight,
      height: null,
      width: null,
      depth: null,
      is_master: r.is_master === 1,
      options_text: options.map((o) => `${o.optionType.presentation}: ${o.value.presentation}`).join(', '),
      options: options.map((o) => ({ name: o.optionType.name, value: o.value.name, presentation: o.value.presentation })),
      purchasable: stock.purchasable,
      in_stock: stock.inStock,
      backorderable: stock.backorderable,
      ...priceAttributes(r.id, ctx),
      public_metadata: {},
    };
  },
  relationships: {
    product: {
      target: () => productResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(productResource, rowsOf(ctx, productsById, r.product_id)),
    },
    images: {
      target: () => imageResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(imageResource, rowsOf(ctx, variantImages, r.id)),
    },
    option_values: {
      target: () => optionValueResource as ResourceDef<unknown>,
      load: (r, ctx) =>
        relatedList(
          optionValueResource,
          rowsOf(ctx, variantOptions, r.id).map((o) => o.value),
        ),
    },
  },
  prefetch: prefetchVariants,
});

const productPropertyResource: ResourceDef<ProductPropertyRow> = defineResource<ProductPropertyRow>({
  type: 'product_property',
  id: (r) => r.id,
  attributes: (r) => ({
    value: r.value,
    filter_param: r.filter_param,
    show_property: true,
    position: r.position,
    name: r.name,
    description: r.presentation,
  }),
  relationships: {},
});

const taxonomyResource: ResourceDef<TaxonomyRow> = defineResource<TaxonomyRow>({
  type: 'taxonomy',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, position: r.position, public_metadata: {} }),
  relationships: {},
});

export const taxonResource: ResourceDef<TaxonRow> = defineResource<TaxonRow>({
  type: 'taxon',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    name: r.name,
    pretty_name: rowsOf(ctx, taxonPrettyName, r.id),
    permalink: r.permalink,
    seo_title: r.name,
    description: r.description,
    meta_title: null,
    meta_description: r.description,
    meta_keywords: null,
    left: r.lft,
    right: r.rgt,
    position: r.position,
    depth: r.depth,
    updated_at: timestamp(r.updated_at),
    public_metadata: {},
    is_root: r.parent_id === null,
    is_child: r.parent_id !== null,
    is_leaf: r.rgt === r.lft + 1,
    localized_slugs: { en: r.permalink.split('/').pop() },
    has_products: rowsOf(ctx, taxonHasProducts, r.id),
    header_url: null,
  }),
  relationships: {
    parent: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => (r.parent_id === null ? null : relatedOrNull(taxonResource, rowsOf(ctx, taxonsById, r.parent_id))),
    },
    taxonomy: {
      target: () => taxonomyResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(taxonomyResource, rowsOf(ctx, taxonomiesById, r.taxonomy_id)),
    },
    children: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(taxonResource, rowsOf(ctx, taxonChildren, r.id)),
    },
    image: { load: () => null },
  },
  prefetch: (taxons, ctx) => {
    const ids = taxons.map((t) => t.id);
    prefetchRows(ctx, taxonPrettyName, ids);
    prefetchRows(ctx, taxonHasProducts, ids);
    prefetchRows(ctx, taxonChildren, ids);
    prefetchRows(
      ctx,
      taxonsById,
      taxons.flatMap((t) => (t.parent_id === null ? [] : [t.parent_id])),
    );
    prefetchRows(
      ctx,
      taxonomiesById,
      taxons.map((t) => t.taxonomy_id),
    );
  },
});

export const productResource: ResourceDef<ProductRow> = defineResource<ProductRow>({
  type: 'product',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const master = masterOf(ctx, r.id);
    const variants = variantsOf(ctx, r.id);
    const stocks = [master, ...variants].map((v) => stockOf(ctx, v.id));
    const defaultVariant = defaultVariantOf(ctx, r.id);
    const defaultStock = stockOf(ctx, defaultVariant.id);
    return {
      name: r.name,
      description: r.description,
      available_on: timestamp(r.available_on),
      slug: r.slug,
      meta_description: r.meta_description,
      meta_keywords: r.meta_keywords,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
      sku: master.sku,
      barcode: master.barcode,
      purchasable: defaultStock.purchasable || stocks.some((s) => s.purchasable),
      in_stock: stocks.some((s) => s.inStock),
      backorderable: stocks.some((s) => s.backorderable),
      available:
        r.status === 'active' &&
        r.deleted_at === null &&
        !isDiscontinued(r.discontinue_on) &&
        (r.available_on === null || Date.parse(r.available_on) <= Date.now()),
      ...priceAttributes(defaultVariant.id, ctx),
      localized_slugs: { en: r.slug },
      tags: [],
      labels: [],
      public_metadata: {},
    };
  },
  relationships: {
    variants: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(variantResource, variantsOf(ctx, r.id)),
    },
    option_types: {
      target: () => optionTypeResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(optionTypeResource, rowsOf(ctx, productOptionTypes, r.id)),
    },
    product_properties: {
      target: () => productPropertyResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(productPropertyResource, rowsOf(ctx, productProperties, r.id)),
    },
    taxons: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(taxonResource, rowsOf(ctx, productTaxons, r.id)),
    },
    images: {
      target: () => imageResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(imageResource, rowsOf(ctx, productImages, r.id)),
    },
    default_variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => related(variantResource, defaultVariantOf(ctx, r.id)),
    },
    primary_variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => related(variantResource, masterOf(ctx, r.id)),
    },
  },
  prefetch: (products, ctx) => {
    const ids = products.map((p) => p.id);
    // The document's own product rows answer its variants' `product` (a deleted one is none there).
    for (const p of products) ctx.reads?.keep(productsById, p.id, p.deleted_at === null ? p : undefined);
    prefetchRows(ctx, productVariants, ids);
    const variants = ids.flatMap((id) => {
      const { master, variants: sellable } = rowsOf(ctx, productVariants, id);
      return master ? [master, ...sellable] : sellable;
    });
    // What the product's own attributes read (every variant's stock, the default variant's price);
    // the variants' other rows only when they are included.
    prefetchRows(
      ctx,
      variantStock,
      variants.map((v) => v.id),
    );
    prefetchRows(
      ctx,
      variantPrice,
      ids.flatMap((id) => defaultVariantOf(ctx, id)?.id ?? []),
    );
    prefetchRows(ctx, productOptionTypes, ids);
    prefetchRows(ctx, productProperties, ids);
    prefetchRows(ctx, productTaxons, ids);
    prefetchRows(ctx, productImages, ids);
  },
});
