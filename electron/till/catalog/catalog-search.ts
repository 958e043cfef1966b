/**
 * The local catalog index, kept in SQLite (catalog-database.ts): search by name, SKU and barcode
 * without asking the store, and resolve scanned codes at once, without the catalog in memory.
 * Every word of a product's name and codes is in a full-text index (FTS5, prefix search); a
 * query word matches a product when it begins one of its words. Results come in name order (an
 * exact code first, then names starting with the query), and every query reads a bounded number
 * of rows, so a search costs the same at 100,000 products as at 100.
 */
import type { Product, Variant } from '../../../shared/storefront/types/types.js';
import { openCatalogDatabase, type CatalogDatabase } from './catalog-database.js';

export interface CodeMatch {
  product: Product;
  variant: Variant;
}

export interface SearchOptions {
  limit?: number;
  /** Products skipped before the first answered (a later page). */
  offset?: number;
  taxonId?: string;
  /** Products in any of these taxons (a taxon and those under it). */
  taxonIds?: readonly string[];
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const splitWords = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words a product is found by: its name's, and every part of its codes. */
function wordsOf(product: Product): string {
  const codes = [product.sku, product.barcode, ...product.variants.flatMap((v) => [v.sku, v.barcode])].filter((c): c is string => Boolean(c)).map(normalize);
  return [...new Set([...splitWords(normalize(product.name)), ...codes.flatMap(splitWords)])].join(' ');
}

/** A product's variants' SKUs and barcodes, normalized, as a scan finds them. */
const codesOf = (product: Product) =>
  product.variants.flatMap((variant) =>
    [variant.sku, variant.barcode].filter((c): c is string => Boolean(c)).map((code) => ({ code: normalize(code), variantId: variant.id })),
  );

/** How many names a search reads in order before it asks the full-text index instead. */
const SCAN_ROWS = 2_000;

/** Pages of the word index merged in one step (see `mergeWords`). */
const WORDS_MERGE_PAGES = 16;

/** The highest character: `name < prefix + LAST` holds for every name that starts with `prefix`. */
const LAST = '\u{10FFFF}';

export class CatalogSearchIndex {
  private generation = 0;
  private count: number | null = null;
  private database: CatalogDatabase | null = null;
  private file: string | null;

  /** A file in the data folder, or none (a catalog in memory). */
  constructor(file?: string) {
    this.file = file ?? null;
  }

  /** The database, opened at first use; a damaged file throws here (see `catalog-sync.ts`). */
  private get db(): CatalogDatabase {
    this.database ??= openCatalogDatabase(this.file);
    return this.database;
  }

  /** Opens the database now (a damaged file throws here rather than at the first search). */
  open(): void {
    this.count = this.db.countProducts();
  }

  /** Closes the file; whatever is written after goes to a catalog in memory, never to the data folder. */
  close(): void {
    this.release();
    this.file = null;
  }

  /** Closes the file for now (to set it aside); the next use opens it again. */
  release(): void {
    this.database?.close();
    this.database = null;
    this.changed();
  }

  /** Changes whenever the products change, so answers computed from them can be kept until then. */
  get version(): number {
    return this.generation;
  }

  get size(): number {
    this.count ??= this.db.countProducts();
    return this.count;
  }

  readMeta(key: string): string | null {
    return this.db.readMeta(key);
  }

  writeMeta(values: Record<string, string | null>): void {
    this.db.writeMeta(values);
  }

  /** The newest `updatedAt` of the products held (null when none). */
  newestUpdatedAt(): string | null {
    return this.db.newestUpdatedAt();
  }

  /** Every product, in name order: read whole, for what needs them all (a full stock count), never at the counter. */
  all(): Product[] {
    return this.db.browse(null, -1);
  }

  get(id: string): Product | undefined {
    return this.db.productById(id) ?? undefined;
  }

  /** Adds or replaces products (by id) in one transaction; `seen` marks them read by the full sync under way. */
  upsert(products: Product[], seen = 0): void {
    if (products.length === 0) return;
    this.db.write(
      products.map((product) => ({ product, name: normalize(product.name), words: wordsOf(product), codes: codesOf(product), taxons: product.taxonIds, seen })),
    );
    this.changed();
  }

  remove(ids: string[]): void {
    this.db.remove(ids);
    this.changed();
  }

  /** Removes up to `limit` products a full read (marked `seen`) did not see; answers how many. */
  removeUnseen(seen: number, limit: number): number {
    const removed = this.db.removeUnseen(seen, limit);
    if (removed > 0) this.changed();
    return removed;
  }

  /**
   * Merges a little of the word index (a few pages, a millisecond or so), as its own step between
   * writes; answers whether there was more to merge. Writers call it between their slices and
   * until it answers false after their last, so searches read few segments.
   */
  mergeWords(): boolean {
    return this.db.mergeWords(WORDS_MERGE_PAGES);
  }

  /** Forgets every product (and what is known of the store). */
  clear(): void {
    this.db.clear();
    this.changed();
  }

  replaceAll(products: Product[]): void {
    this.db.clear();
    this.upsert(products);
    this.changed();
  }

  /** The product a variant belongs to, if the catalog holds it. */
  productOfVariant(variantId: string): Product | undefined {
    return this.db.productOfVariant(variantId) ?? undefined;
  }

  /** The product and variant a scanned SKU or barcode names, if any. */
  resolveCode(code: string): CodeMatch | null {
    const found = this.db.productOfCode(normalize(code.trim()));
    if (!found) return null;
    const variant = found.product.variants.find((v) => v.id === found.variantId);
    return variant ? { product: found.product, variant } : null;
  }

  /**
   * Products with a word beginning with each word of the query. Order: an exact code first, then
   * names starting with the query, then the rest; alphabetical within each.
   */
  search(text: string, options: SearchOptions = {}): Product[] {
    const wanted = (options.offset ?? 0) + (options.limit ?? 200);
    return this.matches(text, options, wanted).slice(options.offset ?? 0);
  }

  /**
   * Every product `search` finds, as rows in its order (a filter or sort over all of them reads
   * them a slice at a time with `productsAt`).
   */
  matchingRows(text: string, options: Pick<SearchOptions, 'taxonId' | 'taxonIds'> = {}): number[] {
    const query = normalize(text.trim());
    const terms = splitWords(query);
    const taxons = taxonsOf(options);
    if (terms.length === 0) return this.db.browseRows(taxons);
    const exact = this.exactMatch(query, taxons);
    if (exact.code && terms.length === 1) return exact.product ? [exact.code.row] : [];
    const skip = exact.code?.row ?? null;
    return [
      ...(exact.product ? [exact.code!.row] : []),
      ...this.db.namesFromRows(query, query + LAST, taxons, skip),
      ...this.db.matchingRows(terms, query, query + LAST, taxons, skip, -1),
    ];
  }

  /** The products at these rows (from `matchingRows`), in the order given. */
  productsAt(rows: number[]): Product[] {
    return this.db.productsAt(rows);
  }

  /** How many products `search` finds for the query (with no limit). */
  countMatches(text: string, options: Pick<SearchOptions, 'taxonId' | 'taxonIds'> = {}): number {
    const query = normalize(text.trim());
    const terms = splitWords(query);
    const taxons = taxonsOf(options);
    if (terms.length === 0) return taxons ? this.db.countInTaxons(taxons) : this.size;
    const exact = this.exactMatch(query, taxons);
    if (exact.code && terms.length === 1) return exact.product ? 1 : 0;
    const matched = this.db.countMatching(terms, taxons, exact.code?.row ?? null);
    return matched + (exact.product ? 1 : 0);
  }

  private matches(text: string, options: SearchOptions, wanted: number): Product[] {
    const query = normalize(text.trim());
    const terms = splitWords(query);
    const taxons = taxonsOf(options);
    if (terms.length === 0) return this.db.browse(taxons, wanted);
    const exact = this.exactMatch(query, taxons);
    if (exact.code && terms.length === 1) return exact.product ? [exact.product] : [];
    const found: Product[] = exact.product ? [exact.product] : [];
    const skip = exact.code?.row ?? null;
    // Names starting with the whole query have every word of it: they come first, in name order.
    if (found.length < wanted) found.push(...this.db.namesFrom(query, query + LAST, taxons, skip, wanted - found.length));
    if (found.length < wanted) found.push(...this.db.productsAt(this.otherMatches(terms, query, taxons, skip, wanted - found.length)));
    return found;
  }

  /**
   * The rows of the other products with every word, in name order. A query most products answer
   * ("t", a barcode's first digits) is answered by reading names in order until enough are found;
   * one few answer, by the full-text index (which would otherwise sort every match by name).
   */
  private otherMatches(terms: string[], query: string, taxons: readonly string[] | null, skip: number | null, wanted: number): number[] {
    const budget = Math.max(SCAN_ROWS, wanted * 10);
    const rows = this.db.rowsByName(terms, query, query + LAST, taxons, skip, budget, wanted);
    // Enough among the first names, or no more names than those read: that is the answer.
    if (rows.length >= wanted || this.size <= budget) return rows;
    return this.db.matchingRows(terms, query, query + LAST, taxons, skip, wanted);
  }

  /** The product an exact code names, and whether it is in the taxons asked for. */
  private exactMatch(query: string, taxons: readonly string[] | null) {
    const code = this.db.codeRow(query);
    const product = code && (!taxons || code.product.taxonIds.some((t) => taxons.includes(t))) ? code.product : null;
    return { code, product };
  }

  private changed(): void {
    this.generation++;
    this.count = null;
  }
}

const taxonsOf = (options: Pick<SearchOptions, 'taxonId' | 'taxonIds'>): readonly string[] | null =>
  options.taxonIds ?? (options.taxonId ? [options.taxonId] : null);
