/** The catalog operations: store, products, variants, taxons, countries. */
import type { CatalogOperations, ProductListParams, ProductView, TaxonListParams, VariantListParams } from '../types/catalog-types.js';
import { segment, type StoreCaller } from './client-core.js';
import { PRODUCT_INCLUDE } from '../map/includes.js';
import { mapCountry, mapProduct, mapStore, mapTaxon, mapVariant } from '../map/map-catalog.js';
import { priceRange, type QueryObject } from '../query.js';

/** The query of a product answer: includes (default: what a till shows), sparse fields, image size, currency. */
export function productViewQuery(view: ProductView = {}): QueryObject {
  return {
    include: view.include ?? PRODUCT_INCLUDE,
    fields: view.fields,
    image_transformation: view.image ? { size: view.image.size, quality: view.image.quality } : undefined,
    currency: view.currency,
  };
}

/** The query of a product list: every filter of the interface, sort and paging. */
export function productListQuery(params: ProductListParams = {}): QueryObject {
  const f = params.filter ?? {};
  return {
    filter: {
      name: f.name,
      ids: f.ids,
      skus: f.skus,
      taxons: f.taxons,
      vendor_ids: f.vendorIds,
      price: priceRange(f.price),
      options: f.options,
      properties: f.properties,
      in_stock: f.inStock,
      backorderable: f.backorderable,
      purchasable: f.purchasable,
      show_deleted: f.showDeleted,
      show_discontinued: f.showDiscontinued,
    },
    sort: params.sort,
    per_page: params.perPage,
    ...productViewQuery(params),
  };
}

export function taxonListQuery(params: TaxonListParams = {}): QueryObject {
  const f = params.filter ?? {};
  return {
    filter: {
      ids: f.ids,
      permalink: f.permalink,
      parent_permalink: f.parentPermalink,
      parent_id: f.parentId,
      taxonomy_id: f.taxonomyId,
      roots: f.roots ? true : undefined,
      name: f.name,
    },
    include: params.include ?? 'parent',
    fields: params.fields,
    per_page: params.perPage,
  };
}

export function variantListQuery(params: VariantListParams = {}): QueryObject {
  return {
    filter: { options: params.options },
    include: params.include ?? 'option_values,option_values.option_type',
    fields: params.fields,
    currency: params.currency,
    per_page: params.perPage,
  };
}

export function catalogOperations(store: StoreCaller): CatalogOperations {
  return {
    store: (ctx, options = {}) => store.one('GET', '/store', (_index, r) => mapStore(r), { query: { fields: options.fields }, ctx }),

    products: (params = {}, ctx) => store.page('/products', mapProduct, params.page ?? 1, { query: productListQuery(params), ctx }),
    product: (slugOrId, ctx, view) => store.one('GET', `/products/${segment(slugOrId)}`, mapProduct, { query: productViewQuery(view), ctx }),
    variants: (productSlugOrId, params = {}, ctx) =>
      store.page(`/products/${segment(productSlugOrId)}/variants`, (index, r) => mapVariant(index, r), params.page ?? 1, {
        query: variantListQuery(params),
        ctx,
      }),

    taxons: (ctx) => store.list('/taxons', mapTaxon, { query: { per_page: 100, include: 'parent' }, ctx }),
    taxonPage: (params = {}, ctx) => store.page('/taxons', mapTaxon, params.page ?? 1, { query: taxonListQuery(params), ctx }),
    // A permalink's slashes stay path separators: the store reads the rest of the path as the permalink.
    taxon: (permalinkOrId, ctx) =>
      store.one('GET', `/taxons/${permalinkOrId.split('/').map(segment).join('/')}`, mapTaxon, { query: { include: 'parent,children' }, ctx }),

    countries: (ctx) => store.list('/countries', mapCountry, { ctx }),
    country: (isoOrIso3, ctx) => store.one('GET', `/countries/${segment(isoOrIso3)}`, mapCountry, { ctx }),
  };
}
