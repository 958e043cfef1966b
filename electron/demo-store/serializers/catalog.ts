/** JSON:API resources of the catalog: product, variant, option types and values, images, taxons, properties. */
import {
  childrenOfTaxon, defaultVariantOf, imagesOfProduct, imagesOfVariant, isDiscontinued, masterOf, optionTypeById,
  optionTypesOfProduct, optionValuesOfType, optionsOf, priceOf, productById, propertiesOfProduct,
  stockOf, taxonById, taxonsOfProduct, variantsOf,
} from '../catalog.js';
import { all, get } from '../db/database.js';
import type {
  ImageRow, OptionTypeRow, OptionValueRow, ProductPropertyRow, ProductRow, TaxonRow, TaxonomyRow, VariantRow,
} from '../db/rows.js';
import {
  defineResource, related, relatedList, relatedOrNull, timestamp, type ResourceDef, type SerializeContext,
} from '../jsonapi.js';
import { centsToDecimal, displayMoney } from '../money.js';

function priceAttributes(variantId: number, ctx: SerializeContext): Record<string, unknown> {
  const price = priceOf(ctx.db, variantId, ctx.currency);
  return {
    currency: ctx.currency,
    price: price ? centsToDecimal(price.amountCents) : null,
    display_price: price ? displayMoney(price.amountCents, ctx.currency) : null,
    compare_at_price: price?.compareAtCents != null ? centsToDecimal(price.compareAtCents) : null,
    display_compare_at_price: price?.compareAtCents != null ? displayMoney(price.compareAtCents, ctx.currency) : null,
  };
}

export const optionValueResource: ResourceDef<OptionValueRow> = defineResource<OptionValueRow>({
  type: 'option_value',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, presentation: r.presentation, position: r.position, public_metadata: {} }),
  relationships: {
    option_type: {
      target: () => optionTypeResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(optionTypeResource, optionTypeById(ctx.db, r.option_type_id)),
    },
  },
});

export const optionTypeResource: ResourceDef<OptionTypeRow> = defineResource<OptionTypeRow>({
  type: 'option_type',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, presentation: r.presentation, position: r.position, public_metadata: {} }),
  relationships: {
    option_values: {
      target: () => optionValueResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(optionValueResource, optionValuesOfType(ctx.db, r.id)),
    },
  },
});

/** Placeholder artwork served by the demo store itself, in the interface's style sizes. */
const IMAGE_STYLES: [string, number][] = [['mini', 128], ['small', 256], ['medium', 400], ['large', 720], ['xlarge', 2000]];

export const imageResource: ResourceDef<ImageRow> = defineResource<ImageRow>({
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

export const variantResource: ResourceDef<VariantRow> = defineResource<VariantRow>({
  type: 'variant',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const stock = stockOf(ctx.db, r.id);
    const options = optionsOf(ctx.db, r.id);
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
      load: (r, ctx) => relatedOrNull(productResource, productById(ctx.db, r.product_id)),
    },
    images: {
      target: () => imageResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(imageResource, imagesOfVariant(ctx.db, r.id)),
    },
    option_values: {
      target: () => optionValueResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(optionValueResource, optionsOf(ctx.db, r.id).map((o) => o.value)),
    },
  },
});

export const productPropertyResource: ResourceDef<ProductPropertyRow> = defineResource<ProductPropertyRow>({
  type: 'product_property',
  id: (r) => r.id,
  attributes: (r) => ({
    value: r.value, filter_param: r.filter_param, show_property: true, position: r.position, name: r.name, description: r.presentation,
  }),
  relationships: {},
});

export const taxonomyResource: ResourceDef<TaxonomyRow> = defineResource<TaxonomyRow>({
  type: 'taxonomy',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, position: r.position, public_metadata: {} }),
  relationships: {},
});

function prettyName(ctx: SerializeContext, taxon: TaxonRow): string {
  const names = all<{ name: string }>(ctx.db,
    'SELECT name FROM taxons WHERE taxonomy_id = ? AND lft <= ? AND rgt >= ? ORDER BY lft', taxon.taxonomy_id, taxon.lft, taxon.rgt);
  return names.map((n) => n.name).join(' -> ');
}

export const taxonResource: ResourceDef<TaxonRow> = defineResource<TaxonRow>({
  type: 'taxon',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    name: r.name,
    pretty_name: prettyName(ctx, r),
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
    has_products: (get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM classifications WHERE taxon_id = ?', r.id)?.n ?? 0) > 0,
    header_url: null,
  }),
  relationships: {
    parent: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => (r.parent_id === null ? null : relatedOrNull(taxonResource, taxonById(ctx.db, r.parent_id))),
    },
    taxonomy: {
      target: () => taxonomyResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(taxonomyResource, get<TaxonomyRow>(ctx.db, 'SELECT * FROM taxonomies WHERE id = ?', r.taxonomy_id)),
    },
    children: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(taxonResource, childrenOfTaxon(ctx.db, r.id)),
    },
    image: { load: () => null },
  },
});

export const productResource: ResourceDef<ProductRow> = defineResource<ProductRow>({
  type: 'product',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const master = masterOf(ctx.db, r.id);
    const variants = variantsOf(ctx.db, r.id);
    const stocks = [master, ...variants].map((v) => stockOf(ctx.db, v.id));
    const defaultVariant = defaultVariantOf(ctx.db, r.id);
    const defaultStock = stockOf(ctx.db, defaultVariant.id);
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
      available: r.status === 'active' && r.deleted_at === null && !isDiscontinued(r.discontinue_on)
        && (r.available_on === null || Date.parse(r.available_on) <= Date.now()),
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
      load: (r, ctx) => relatedList(variantResource, variantsOf(ctx.db, r.id)),
    },
    option_types: {
      target: () => optionTypeResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(optionTypeResource, optionTypesOfProduct(ctx.db, r.id)),
    },
    product_properties: {
      target: () => productPropertyResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(productPropertyResource, propertiesOfProduct(ctx.db, r.id)),
    },
    taxons: {
      target: () => taxonResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(taxonResource, taxonsOfProduct(ctx.db, r.id)),
    },
    images: {
      target: () => imageResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(imageResource, imagesOfProduct(ctx.db, r.id)),
    },
    default_variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => related(variantResource, defaultVariantOf(ctx.db, r.id)),
    },
    primary_variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => related(variantResource, masterOf(ctx.db, r.id)),
    },
  },
});
