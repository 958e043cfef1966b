/**
 * The local catalog index: search by name, SKU and barcode without asking the store, and resolve
 * scanned codes instantly. Products are kept sorted by name, each with one lower-cased haystack
 * of its name and codes, so a query is one linear pass with results already in order.
 */
import type { Product, Variant } from '../../shared/storefront/types.js';

interface Entry {
  product: Product;
  name: string;
  haystack: string;
}

export interface CodeMatch {
  product: Product;
  variant: Variant;
}

export interface SearchOptions {
  limit?: number;
  taxonId?: string;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

function entryFor(product: Product): Entry {
  const codes = [product.sku, product.barcode, ...product.variants.flatMap((v) => [v.sku, v.barcode])]
    .filter((c): c is string => Boolean(c))
    .join(' ');
  const name = normalize(product.name);
  return { product, name, haystack: `${name} ${normalize(codes)}` };
}

export class CatalogSearchIndex {
  private entries: Entry[] = [];
  private byId = new Map<string, Entry>();
  private codes = new Map<string, CodeMatch>();

  get size(): number {
    return this.entries.length;
  }

  all(): Product[] {
    return this.entries.map((e) => e.product);
  }

  get(id: string): Product | undefined {
    return this.byId.get(id)?.product;
  }

  /** Adds or replaces products (by id), then re-sorts and re-indexes codes once. */
  upsert(products: Product[]): void {
    for (const p of products) this.byId.set(p.id, entryFor(p));
    this.rebuild();
  }

  remove(ids: string[]): void {
    for (const id of ids) this.byId.delete(id);
    this.rebuild();
  }

  replaceAll(products: Product[]): void {
    this.byId = new Map(products.map((p) => [p.id, entryFor(p)]));
    this.rebuild();
  }

  /** The product and variant a scanned SKU or barcode names, if any. */
  resolveCode(code: string): CodeMatch | null {
    return this.codes.get(normalize(code.trim())) ?? null;
  }

  /**
   * Products whose name or codes contain every word of the query. Order: an exact code first,
   * then names starting with the query, then names with a word starting with it, then the rest;
   * alphabetical within each.
   */
  search(text: string, options: SearchOptions = {}): Product[] {
    const limit = options.limit ?? 200;
    const query = normalize(text.trim());
    const terms = query.split(/\s+/).filter(Boolean);
    const taxon = options.taxonId;
    const exact = terms.length === 1 ? this.codes.get(terms[0]!) : undefined;
    const starts: Product[] = [];
    const wordStarts: Product[] = [];
    const rest: Product[] = [];
    const wordPrefix = ' ' + (terms[0] ?? '');
    for (const entry of this.entries) {
      if (taxon && !entry.product.taxonIds.includes(taxon)) continue;
      let all = true;
      for (const term of terms) {
        if (!entry.haystack.includes(term)) {
          all = false;
          break;
        }
      }
      if (!all || entry.product === exact?.product) continue;
      if (terms.length === 0 || entry.name.startsWith(query)) {
        if (starts.length < limit) starts.push(entry.product);
      } else if (entry.name.includes(wordPrefix)) {
        if (wordStarts.length < limit) wordStarts.push(entry.product);
      } else if (rest.length < limit) rest.push(entry.product);
      if (starts.length >= limit) break;
    }
    const ordered = exact && (!taxon || exact.product.taxonIds.includes(taxon)) ? [exact.product] : [];
    return ordered.concat(starts, wordStarts, rest).slice(0, limit);
  }

  private rebuild(): void {
    this.entries = [...this.byId.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.codes = new Map();
    for (const { product } of this.entries) {
      for (const variant of product.variants) {
        for (const code of [variant.sku, variant.barcode]) {
          if (code) this.codes.set(normalize(code), { product, variant });
        }
      }
    }
  }
}
