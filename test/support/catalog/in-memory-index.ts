/**
 * The local catalog index as it was before the catalog moved into SQLite (every product in memory),
 * kept as the reference the SQLite index must answer exactly as: same products, same order.
 */
import type { Product, Variant } from '../../../shared/storefront/types/types.js';

interface Entry {
  product: Product;
  name: string;
  words: string[];
}

const PREFIX_LENGTH = 4;

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
  const codes = [product.sku, product.barcode, ...product.variants.flatMap((v) => [v.sku, v.barcode])].filter((c): c is string => Boolean(c)).map(normalize);
  const name = normalize(product.name);
  const words = [...new Set([...name.split(/[^\p{L}\p{N}]+/u), ...codes, ...codes.flatMap((c) => c.split(/[^\p{L}\p{N}]+/u))])];
  return { product, name, words: words.filter(Boolean) };
}

function hasWordStarting(words: string[], term: string): boolean {
  for (const w of words) if (w.startsWith(term)) return true;
  return false;
}

export class InMemoryCatalogIndex {
  private entries: Entry[] = [];
  private byId = new Map<string, Entry>();
  private codes = new Map<string, CodeMatch>();
  private generation = 0;
  private byVariant = new Map<string, Product>();
  /**
   * The word index (prefix postings, and every word sorted for longer words): browsing without
   * words does not need it, so it is built at the first search with words, or by `prepareWords()`
   * when the till has a moment, rather than on the way to the first screen.
   */
  private words: { postings: Map<string, number[]>; sortedWords: { word: string; position: number }[] } | null = null;

  /** Changes whenever the products change, so answers computed from them can be kept until then. */
  get version(): number {
    return this.generation;
  }

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

  /** The product a variant belongs to, if the catalog holds it. */
  productOfVariant(variantId: string): Product | undefined {
    return this.byVariant.get(variantId);
  }

  /** The product and variant a scanned SKU or barcode names, if any. */
  resolveCode(code: string): CodeMatch | null {
    return this.codes.get(normalize(code.trim())) ?? null;
  }

  /**
   * Products with a word beginning with each word of the query. Order: an exact code first, then
   * names starting with the query, then the rest; alphabetical within each.
   */
  search(text: string, options: SearchOptions = {}): Product[] {
    const limit = options.limit ?? 200;
    const query = normalize(text.trim());
    const terms = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const taxon = options.taxonId;
    const inTaxon = (p: Product) => !taxon || p.taxonIds.includes(taxon);
    if (terms.length === 0)
      return this.entries
        .filter((e) => inTaxon(e.product))
        .slice(0, limit)
        .map((e) => e.product);

    const exact = this.codes.get(query);
    if (exact && terms.length === 1) return inTaxon(exact.product) ? [exact.product] : [];
    // Walk the shortest candidate list; check the other words on each candidate.
    let candidates: number[] | undefined;
    for (const term of terms) {
      const list = this.candidatesFor(term);
      if (list.length === 0) return exact && inTaxon(exact.product) ? [exact.product] : [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    const matches = (entry: Entry) => entry.product !== exact?.product && inTaxon(entry.product) && terms.every((t) => hasWordStarting(entry.words, t));
    const found: Product[] = exact && inTaxon(exact.product) ? [exact.product] : [];
    // Names starting with the whole query sit together in name order: take them first.
    for (let i = this.lowerBound(query); i < this.entries.length && found.length < limit; i++) {
      const entry = this.entries[i]!;
      if (!entry.name.startsWith(query)) break;
      if (matches(entry)) found.push(entry.product);
    }
    for (const position of candidates!) {
      if (found.length >= limit) break;
      const entry = this.entries[position]!;
      if (!entry.name.startsWith(query) && matches(entry)) found.push(entry.product);
    }
    return found;
  }

  /** Whether the word index is built (searching with words then costs no build first). */
  get wordsReady(): boolean {
    return this.words !== null;
  }

  /** Builds the word index now if it is not built yet. */
  prepareWords(): void {
    this.words ??= this.buildWords();
  }

  /** Positions (in name order) of products with a word starting with `term`. */
  private candidatesFor(term: string): number[] {
    this.prepareWords();
    const { postings, sortedWords } = this.words!;
    const short = postings.get(term.slice(0, PREFIX_LENGTH)) ?? [];
    if (term.length <= PREFIX_LENGTH || short.length < 64) return short;
    let lo = 0;
    let hi = sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedWords[mid]!.word < term) lo = mid + 1;
      else hi = mid;
    }
    // Mark the matching positions, then read them back in name order (no sort needed).
    const marked = new Uint8Array(this.entries.length);
    let count = 0;
    for (let i = lo; i < sortedWords.length && sortedWords[i]!.word.startsWith(term); i++) {
      const position = sortedWords[i]!.position;
      if (!marked[position]) count++;
      marked[position] = 1;
    }
    if (count >= short.length) return short;
    const positions: number[] = [];
    for (let p = 0; p < marked.length && positions.length < count; p++) if (marked[p]) positions.push(p);
    return positions;
  }

  /** The first position whose name is not before `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid]!.name < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private buildWords(): NonNullable<InMemoryCatalogIndex['words']> {
    const postings = new Map<string, number[]>();
    const sortedWords = this.entries
      .flatMap((entry, position) => entry.words.map((word) => ({ word, position })))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.entries.forEach((entry, position) => {
      const prefixes = new Set<string>();
      for (const word of entry.words) {
        for (let n = 1; n <= Math.min(PREFIX_LENGTH, word.length); n++) prefixes.add(word.slice(0, n));
      }
      for (const prefix of prefixes) {
        const list = postings.get(prefix);
        if (list) list.push(position);
        else postings.set(prefix, [position]);
      }
    });
    return { postings, sortedWords };
  }

  private rebuild(): void {
    this.generation++;
    this.entries = [...this.byId.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.codes = new Map();
    this.byVariant = new Map();
    // A till already searching keeps its word index current; a fresh load leaves it for later.
    this.words = this.words ? this.buildWords() : null;
    for (const { product } of this.entries) {
      for (const variant of product.variants) {
        this.byVariant.set(variant.id, product);
        for (const code of [variant.sku, variant.barcode]) {
          if (code) this.codes.set(normalize(code), { product, variant });
        }
      }
    }
  }
}
