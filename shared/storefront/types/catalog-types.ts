/**
 * The catalog part of the storefront client: store, products (every filter and sort of the
 * interface, includes, sparse fieldsets, image size), variants, taxons and countries.
 */
import type { RequestContext } from './request-context.js';
import type {
  countryAttributes,
  imageAttributes,
  optionTypeAttributes,
  optionValueAttributes,
  productAttributes,
  productPropertyAttributes,
  storeAttributes,
  taxonAttributes,
  variantAttributes,
} from '../map/map-catalog.js';
import type { z } from 'zod';
import type { Country, Product, Store, StorePage, Taxon, Variant } from './types.js';

/** A sort key: the field, or `-field` for descending. */
type SortKey<F extends string> = F | `-${F}`;
/** One sort key, several in order, or (for stores with more) any text the store understands. */
export type SortParam<F extends string> = SortKey<F> | readonly SortKey<F>[] | (string & {});

/** The attribute and relationship names a sparse fieldset may name for a resource. */
export type FieldName<S extends z.ZodType, R extends string = never> = Extract<keyof z.input<S>, string> | R;

/** Sparse fieldsets (`fields[<type>]=a,b`): per JSON:API type, the members to return. */
export type Fieldsets<M> = { [T in keyof M]?: readonly M[T][] };

type ProductFieldNames = {
  product: FieldName<
    typeof productAttributes,
    'variants' | 'option_types' | 'product_properties' | 'taxons' | 'images' | 'default_variant' | 'primary_variant'
  >;
  variant: FieldName<typeof variantAttributes, 'product' | 'images' | 'option_values'>;
  option_type: FieldName<typeof optionTypeAttributes, 'option_values'>;
  option_value: FieldName<typeof optionValueAttributes, 'option_type'>;
  image: FieldName<typeof imageAttributes>;
  product_property: FieldName<typeof productPropertyAttributes>;
  taxon: FieldName<typeof taxonAttributes, 'parent' | 'taxonomy' | 'children' | 'image'>;
};
export type ProductFieldsets = Fieldsets<ProductFieldNames>;
type TaxonFieldsets = Fieldsets<Pick<ProductFieldNames, 'taxon'>>;
type StoreFieldsets = Fieldsets<{ store: FieldName<typeof storeAttributes, 'default_country'>; country: FieldName<typeof countryAttributes> }>;

type ProductInclude =
  | 'variants'
  | 'variants.option_values'
  | 'variants.images'
  | 'option_types'
  | 'option_types.option_values'
  | 'images'
  | 'taxons'
  | 'product_properties'
  | 'default_variant'
  | 'default_variant.option_values'
  | 'primary_variant';

type ProductSortField = 'name' | 'price' | 'available_on' | 'created_at' | 'updated_at' | 'sku' | 'popularity';

interface ProductFilter {
  /** Wild-card, partial-word match. */
  name?: string;
  ids?: string[];
  skus?: string[];
  /** Taxon ids; each also covers its descendants. */
  taxons?: string[];
  /** Seller ids (enterprise edition only). */
  vendorIds?: string[];
  /** [min, max] in the request currency; null leaves that end open. */
  price?: [number | null, number | null];
  /** Option type name to value, e.g. `{ size: 'm' }`. */
  options?: Record<string, string>;
  /** Property filter name to value. */
  properties?: Record<string, string>;
  inStock?: boolean;
  backorderable?: boolean;
  /** In stock or backorderable. */
  purchasable?: boolean;
  showDeleted?: boolean;
  showDiscontinued?: boolean;
}

/** `image_transformation[size]` (e.g. "400x400") and `[quality]`: each image's `transformed_url`. */
interface ImageTransformation {
  size: `${number}x${number}`;
  quality?: number;
}

/** What a product answer carries, for one product or a list. */
export interface ProductView {
  /** Related resources to side-load; default: variants with option values, option types, images, taxons, default variant. */
  include?: readonly ProductInclude[];
  fields?: ProductFieldsets;
  image?: ImageTransformation;
  /** Prices in this currency (one the store supports). */
  currency?: string;
}

export interface ProductListParams extends ProductView {
  filter?: ProductFilter;
  /** e.g. "name", "-updated_at", ["price", "-name"] */
  sort?: SortParam<ProductSortField>;
  page?: number;
  /** At most 100. */
  perPage?: number;
}

export interface VariantListParams {
  /** Option type name to value, e.g. `{ color: 'navy' }`. */
  options?: Record<string, string>;
  include?: readonly ('product' | 'images' | 'option_values' | 'option_values.option_type')[];
  fields?: Fieldsets<Pick<ProductFieldNames, 'variant' | 'option_value' | 'option_type' | 'image'>>;
  currency?: string;
  page?: number;
  perPage?: number;
}

interface TaxonFilter {
  ids?: string[];
  permalink?: string;
  parentPermalink?: string;
  parentId?: string;
  taxonomyId?: string;
  /** Only top-level taxons. */
  roots?: boolean;
  name?: string;
}

export interface TaxonListParams {
  filter?: TaxonFilter;
  include?: readonly ('parent' | 'children' | 'taxonomy' | 'image')[];
  fields?: TaxonFieldsets;
  page?: number;
  perPage?: number;
}

export interface CatalogOperations {
  store(ctx?: RequestContext, options?: { fields?: StoreFieldsets }): Promise<Store>;

  products(params?: ProductListParams, ctx?: RequestContext): Promise<StorePage<Product>>;
  /** By permalink (tried first) or id. */
  product(slugOrId: string, ctx?: RequestContext, view?: ProductView): Promise<Product>;
  /** A product's variants, the master included. */
  variants(productSlugOrId: string, params?: VariantListParams, ctx?: RequestContext): Promise<StorePage<Variant>>;

  /** The first 100 taxons with their parents: enough for a till's category tree. */
  taxons(ctx?: RequestContext): Promise<Taxon[]>;
  taxonPage(params?: TaxonListParams, ctx?: RequestContext): Promise<StorePage<Taxon>>;
  /** By permalink (may contain slashes) or id. */
  taxon(permalinkOrId: string, ctx?: RequestContext): Promise<Taxon>;

  countries(ctx?: RequestContext): Promise<Country[]>;
  /** By ISO or ISO3 code, or `default` for the store's default country. */
  country(isoOrIso3: string, ctx?: RequestContext): Promise<Country>;
}
