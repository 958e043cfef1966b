/**
 * The catalog and what the store publishes, across the bridge: searching and browsing products
 * (from the local index when it has them), their pictures, scanned codes, and the store's
 * details, policies and posts.
 */
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { Page, Policy, Post, PostCategory, Product, Store, Taxon } from '../storefront/types/types.js';

export type CatalogSort = 'relevance' | 'name' | '-name' | 'price' | '-price' | 'newest';

export interface CatalogFilters {
  priceMin?: number | null;
  priceMax?: number | null;
  inStock?: boolean;
  backorderable?: boolean;
  /** Option type name to option value name, e.g. { color: 'navy', size: 'm' }. */
  options?: Record<string, string>;
  /** Property name to value, e.g. { material: 'Organic cotton' }. */
  properties?: Record<string, string>;
}

export interface CatalogQuery extends CatalogFilters {
  text?: string;
  /** Browses a taxon and every taxon under it. */
  taxonId?: string;
  sort?: CatalogSort;
  page?: number;
  perPage?: number;
}

/** What the products of a browse hold, so filters only offer choices that find something. */
export interface CatalogFacets {
  optionTypes: { name: string; presentation: string; values: { name: string; presentation: string; count: number }[] }[];
  /** Product properties shown to customers (material, brand…) with the values the products hold. */
  properties: { name: string; presentation: string; values: { name: string; presentation: string; count: number }[] }[];
  price: { min: number; max: number } | null;
}

export interface CatalogResults extends Page<Product> {
  /** Present when the answer came from the local catalog. */
  facets?: CatalogFacets;
}

interface CodeLookup {
  product: Product;
  variantId: string;
}

interface CatalogStatus {
  /** Products in the local index (0 until the first sync). */
  products: number;
  syncedAt: string | null;
}

/** A product picture handed to the page as a data URL (the page never fetches from a store). */
export interface ProductPicture {
  alt: string;
  dataUrl: string;
}

export interface CatalogCalls {
  search(query: CatalogQuery): Promise<CatalogResults>;
  product(slugOrId: string): Promise<Product>;
  taxons(): Promise<Taxon[]>;
  /** A product's pictures as data URLs, fetched by the main process from the store. */
  images(productId: string): Promise<ProductPicture[]>;
  /**
   * The Sell grid's thumbnails: each product's first picture as a data URL, by product id, only
   * for pictures already kept on disk (never a request for the counter). Those not kept yet are
   * fetched behind everything else; `catalog.pictureCached` says when each is there.
   */
  thumbnails(productIds: string[]): Promise<Record<string, string>>;
  /** The product and variant a scanned or typed SKU or barcode names, from the local index. */
  lookupCode(code: string): Promise<CodeLookup | null>;
  status(): Promise<CatalogStatus>;
}

/** What the store publishes: its details, policies, posts (Store screen, receipts). */
export interface ContentCalls {
  store(): Promise<Store>;
  policies(): Promise<Policy[]>;
  posts(query: { page?: number; categoryId?: string }): Promise<Page<Post>>;
  postCategories(): Promise<PostCategory[]>;
}

/** The most thumbnails one call may ask for (a screenful of the grid, several times over). */
const MAX_THUMBNAILS_ASKED = 200;

export const catalogCalls = {
  // The first screen asks for the catalog before it knows the till is locked.
  search: { args: ({ z, catalogQuery }) => z.tuple([catalogQuery]), openWhileLocked: true },
  product: { args: ({ z, text }) => z.tuple([text(200).min(1)]) },
  taxons: { args: noArgs, openWhileLocked: true },
  images: { args: ({ z, id }) => z.tuple([id]) },
  thumbnails: { args: ({ z, id }) => z.tuple([z.array(id).max(MAX_THUMBNAILS_ASKED)]) },
  lookupCode: { args: ({ z, text }) => z.tuple([text(64).min(1)]) },
  status: { args: noArgs, openWhileLocked: true },
} satisfies CallDeclarations<CatalogCalls>;

export const contentCalls = {
  store: { args: noArgs },
  policies: { args: noArgs },
  posts: { args: ({ z, id }) => z.tuple([z.object({ page: z.number().int().min(1).max(10000).optional(), categoryId: id.optional() }).strict()]) },
  postCategories: { args: noArgs },
} satisfies CallDeclarations<ContentCalls>;
