/**
 * The local catalog's SQLite file (`catalog.sqlite` in the data folder, private): products as
 * rows (the product the till shows as JSON, its normalized name for name order), their codes and
 * variants in indexed tables for scans, their taxons, and an FTS5 index of their words. Every
 * statement is prepared once; every read is bounded by a LIMIT or answered from an index. The
 * full-text index keys products by their place in name order (catalog-places.ts), and a query word
 * is looked up as the whole words it begins (catalog-terms.ts): its matches come in name order.
 */
import Database from 'better-sqlite3';
import type { Product } from '../../../shared/storefront/types/types.js';
import { ensurePrivateFile } from '../../private-files.js';
import type { CatalogFilters, CatalogSort } from '../../../shared/bridge/bridge.js';
import { filterSql, sortSql, type FilterFacts } from './catalog-filter-sql.js';
import { catalogPlaces } from './catalog-places.js';
import { catalogTerms } from './catalog-terms.js';

/** Bumped when the tables change: an older file's tables are dropped and the catalog read again from the store. */
const SCHEMA_VERSION = '2';
const TABLES = ['products', 'codes', 'variants', 'taxons', 'options', 'properties', 'terms', 'words', 'meta'];
/** A row past every row: where a new product's row comes in name order among equal names. */
const NEW_ROW = Number.MAX_SAFE_INTEGER;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS products (
  row INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  word_list TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seen INTEGER NOT NULL DEFAULT 0,
  json TEXT NOT NULL,
  place INTEGER,
  price REAL,
  price_key REAL NOT NULL,
  in_stock INTEGER NOT NULL,
  backorderable INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS products_by_price ON products (price_key, place);
CREATE INDEX IF NOT EXISTS products_by_price_down ON products (price_key DESC, place);
CREATE INDEX IF NOT EXISTS products_by_newest ON products (updated_at DESC, place);
CREATE INDEX IF NOT EXISTS products_by_place ON products (place, in_stock, backorderable, price, price_key);
CREATE TABLE IF NOT EXISTS options (row INTEGER NOT NULL, variant_id TEXT NOT NULL, type TEXT NOT NULL, value TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS options_by_row ON options (row, type, value);
CREATE INDEX IF NOT EXISTS options_by_variant ON options (variant_id, type, value);
CREATE TABLE IF NOT EXISTS properties (row INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS properties_by_row ON properties (row, name, value);
CREATE INDEX IF NOT EXISTS products_by_name ON products (name, row, place, word_list);
CREATE INDEX IF NOT EXISTS products_by_seen ON products (seen);
CREATE TABLE IF NOT EXISTS codes (code TEXT PRIMARY KEY, row INTEGER NOT NULL, variant_id TEXT NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS codes_by_row ON codes (row);
CREATE TABLE IF NOT EXISTS variants (variant_id TEXT PRIMARY KEY, row INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS variants_by_row ON variants (row);
CREATE TABLE IF NOT EXISTS taxons (taxon TEXT NOT NULL, row INTEGER NOT NULL, PRIMARY KEY (taxon, row)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS taxons_by_row ON taxons (row);
CREATE TABLE IF NOT EXISTS terms (term TEXT PRIMARY KEY, products INTEGER NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS words USING fts5 (terms, content = '', contentless_delete = 1, detail = none, prefix = '1 2', tokenize = 'unicode61 remove_diacritics 0');
`;

/** Segments on one level of the word index that are merged at once, inside the write that adds the last. */
const WORDS_CRISIS_MERGE = 64;

/** What the file holds of a product before it is written again or removed. */
interface KnownRow {
  row: number;
  name: string;
  place: number | null;
  words: string;
}

/** A product as written: its normalized name and words, its taxons, and the full read that saw it. */
interface ProductRow {
  product: Product;
  name: string;
  words: string;
  /** Its variants' SKUs and barcodes, normalized. */
  codes: { code: string; variantId: string }[];
  taxons: readonly string[];
  /** What the Sell screen's filters and sorts read of it. */
  facts: FilterFacts;
  seen: number;
}

const parse = (row: { json: string } | undefined): Product | null => (row ? (JSON.parse(row.json) as Product) : null);
const parseAll = (rows: { json: string }[]): Product[] => rows.map((row) => JSON.parse(row.json) as Product);

/** `AND the product is in one of these taxons` (a taxon and those under it, as JSON in `@taxons`). */
const inTaxons = (taxons: readonly string[] | null) =>
  taxons ? ` AND EXISTS (SELECT 1 FROM taxons t WHERE t.row = p.row AND t.taxon IN (SELECT value FROM json_each(@taxons)))` : '';

/**
 * A query's words as one full-text query: each word as the whole words it begins (cheap, read
 * lazily in name order). A word that begins too many words to list is checked on each product's
 * words instead, when another word drives the index; when none can, the longest are looked up as
 * prefixes and the shortest (the most products, as a rule: "gen" of every SKU) checked.
 */
interface TermsQuery {
  match: string;
  /** Words checked on each product's `word_list`, not looked up. */
  checked: string[];
  /** Whether the index reads its matches lazily: no list is gathered whole first. */
  cheap: boolean;
}

const otherTerms = (checked: string[]) => checked.map((_, i) => ` AND instr(' ' || p.word_list, @o${i}) > 0`).join('');
const termParams = (query: TermsQuery) => ({ match: query.match, ...Object.fromEntries(query.checked.map((t, i) => [`o${i}`, ` ${t}`])) });

export function openCatalogDatabase(file: string | null) {
  if (file) ensurePrivateFile(file);
  const db = new Database(file ?? ':memory:');
  try {
    db.pragma('journal_mode = WAL');
    // A copy of the store's catalog: no flush to disk per write. A machine crash may lose the last
    // pages (the next sync reads them again) or damage the file (set aside and read again).
    db.pragma('synchronous = OFF');
    // 16 MB of pages kept in memory: the name index and the rows a search reads stay at hand.
    db.pragma('cache_size = -16000');
    const hasMeta = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM sqlite_schema WHERE name = 'meta'`).get()!.n > 0;
    const version = hasMeta ? db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'schema'`).get() : undefined;
    if (hasMeta && version?.value !== SCHEMA_VERSION) db.exec(TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join(' '));
    db.exec(SCHEMA);
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)`).run(SCHEMA_VERSION);
    // The word index's segments are merged by `mergeWords`, a few pages at a time between writes,
    // never inside a write: left to itself, FTS5 merges whole levels in whichever write fills one
    // (every ~20,000 products, 15-25 ms of CPU in one transaction). 64 segments on a level (were
    // the steps to fall behind) still merge at once, as a last resort.
    db.prepare(`INSERT INTO words (words, rank) VALUES ('automerge', 0)`).run();
    db.prepare(`INSERT INTO words (words, rank) VALUES ('crisismerge', ${WORDS_CRISIS_MERGE})`).run();
  } catch (error) {
    db.close();
    throw error;
  }
  return catalogStatements(db);
}

export type CatalogDatabase = ReturnType<typeof catalogStatements>;

/** Prepares statements on the file: each once, and those that vary with the taxons asked for once per shape. */
function preparer(db: Database.Database) {
  const statement = <R>(sql: string) => db.prepare<Record<string, unknown>, R>(sql);
  const cached = new Map<string, Database.Statement<Record<string, unknown>, unknown>>();
  const prepared = <R>(sql: string) => {
    let s = cached.get(sql);
    if (!s) cached.set(sql, (s = statement<R>(sql)));
    return s as Database.Statement<Record<string, unknown>, R>;
  };
  return { statement, prepared };
}

function catalogStatements(db: Database.Database) {
  return { ...catalogWrites(db), ...catalogReads(db), ...filteredReads(db) };
}

/** Writing products (each with its codes, variants, taxons and words), removing them, and the file's notes. */
function catalogWrites(db: Database.Database) {
  const { statement } = preparer(db);
  const upsertProduct = statement<{ row: number }>(
    `INSERT INTO products (id, name, word_list, updated_at, seen, json, place, price, price_key, in_stock, backorderable)
       VALUES (@id, @name, @words, @updatedAt, @seen, @json, @place, @price, @priceKey, @inStock, @backorderable)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, word_list = excluded.word_list, updated_at = excluded.updated_at, seen = max(seen, excluded.seen),
       json = excluded.json, place = excluded.place, price = excluded.price, price_key = excluded.price_key, in_stock = excluded.in_stock,
       backorderable = excluded.backorderable
     RETURNING row`,
  );
  const forgetRow = [
    statement('DELETE FROM codes WHERE row = @row'),
    statement('DELETE FROM variants WHERE row = @row'),
    statement('DELETE FROM taxons WHERE row = @row'),
    statement('DELETE FROM options WHERE row = @row'),
    statement('DELETE FROM properties WHERE row = @row'),
  ];
  const insertOption = statement('INSERT INTO options (row, variant_id, type, value) VALUES (@row, @variantId, @type, @value)');
  const insertProperty = statement('INSERT INTO properties (row, name, value) VALUES (@row, @name, @value)');
  const forgetWords = statement('DELETE FROM words WHERE rowid = @place');
  const insertCode = statement('INSERT OR REPLACE INTO codes (code, row, variant_id) VALUES (@code, @row, @variantId)');
  const insertVariant = statement('INSERT OR REPLACE INTO variants (variant_id, row) VALUES (@variantId, @row)');
  const insertTaxon = statement('INSERT OR IGNORE INTO taxons (taxon, row) VALUES (@taxon, @row)');
  const insertWords = statement('INSERT INTO words (rowid, terms) VALUES (@place, @words)');
  const knownAs = statement<KnownRow>('SELECT row, name, place, word_list AS words FROM products WHERE id = @id');
  const atRow = statement<KnownRow>('SELECT row, name, place, word_list AS words FROM products WHERE row = @row');
  const deleteRow = statement('DELETE FROM products WHERE row = @row');
  const unseenRows = statement<{ row: number }>('SELECT row FROM products WHERE seen <> @seen LIMIT @limit');
  const mergeWords = statement(`INSERT INTO words (words, rank) VALUES ('merge', @pages)`);
  const totalChanges = statement<{ n: number }>('SELECT total_changes() AS n');
  const places = catalogPlaces(db);
  const terms = catalogTerms(db);

  /** Takes a product's codes, variants, taxons and words out (it is rewritten or removed next). */
  const forgetParts = (known: KnownRow) => {
    for (const s of forgetRow) s.run({ row: known.row });
    if (known.place !== null) forgetWords.run({ place: known.place });
    terms.drop(known.words);
  };

  const forget = (row: number) => {
    const known = atRow.get({ row });
    if (!known) return;
    forgetParts(known);
    deleteRow.run({ row });
  };

  const write = db.transaction((rows: ProductRow[]) => {
    for (const { product, name, words, codes, taxons, facts, seen } of rows) {
      // A product read before loses its codes, variants, taxons and words first (a new one has none).
      const known = knownAs.get({ id: product.id });
      if (known) forgetParts(known);
      // Its place stays while its name does; a new name takes it out of the order and in at its new place.
      const kept = known?.name === name ? known.place : null;
      if (known && kept === null) places.unplace(known.row);
      const place = kept ?? places.placeFor(name, known?.row ?? NEW_ROW);
      const { price, priceKey, inStock, backorderable } = facts;
      const json = JSON.stringify(product);
      const { row } = upsertProduct.get({
        id: product.id,
        name,
        words,
        updatedAt: product.updatedAt,
        seen,
        json,
        place,
        price,
        priceKey,
        inStock,
        backorderable,
      })!;
      for (const variant of product.variants) insertVariant.run({ variantId: variant.id, row });
      for (const { code, variantId } of codes) insertCode.run({ code, row, variantId });
      for (const taxon of new Set(taxons)) insertTaxon.run({ taxon, row });
      for (const option of facts.options) insertOption.run({ row, ...option });
      for (const property of facts.properties) insertProperty.run({ row, ...property });
      insertWords.run({ place, words });
      terms.add(words);
    }
  });

  const remove = db.transaction((ids: string[]) => {
    for (const id of ids) {
      const found = knownAs.get({ id });
      if (found) forget(found.row);
    }
  });

  const removeUnseen = db.transaction((seen: number, limit: number) => {
    const rows = unseenRows.all({ seen, limit });
    for (const { row } of rows) forget(row);
    return rows.length;
  });

  const writeMeta = db.transaction((values: Record<string, string | null>) => {
    const put = statement('INSERT OR REPLACE INTO meta (key, value) VALUES (@key, @value)');
    for (const [key, value] of Object.entries(values)) put.run({ key, value });
  });

  return {
    close: () => db.close(),
    write: (rows: ProductRow[]) => write(rows),
    remove: (ids: string[]) => remove(ids),
    removeUnseen: (seen: number, limit: number) => removeUnseen(seen, limit),
    clear: () => db.exec(['products', 'codes', 'variants', 'taxons', 'options', 'properties', 'terms', 'words'].map((t) => `DELETE FROM ${t};`).join(' ')),
    writeMeta: (values: Record<string, string | null>) => writeMeta(values),
    /**
     * Merges segments of the word index, about `pages` pages of them, on levels holding four or
     * more; answers whether there were any (FTS5 writes rows only when it merges).
     */
    mergeWords(pages: number): boolean {
      const before = totalChanges.get({})!.n;
      mergeWords.run({ pages });
      return totalChanges.get({})!.n - before >= 2;
    },
  };
}

/** Reading products: by id, variant, code, and the searches' bounded reads in name order. */
function catalogReads(db: Database.Database) {
  const { statement, prepared } = preparer(db);
  const words = catalogTerms(db);
  const byName = (taxons: readonly string[] | null) => ({ ...(taxons ? { taxons: JSON.stringify(taxons) } : {}) });
  const productsAt = statement<{ row: number; json: string }>('SELECT row, json FROM products WHERE row IN (SELECT value FROM json_each(@rows))');
  const readMeta = statement<{ value: string | null }>('SELECT value FROM meta WHERE key = @key');
  const countAll = statement<{ n: number }>('SELECT count(*) AS n FROM products');
  const newest = statement<{ at: string | null }>('SELECT max(updated_at) AS at FROM products');
  const byId = statement<{ json: string }>('SELECT json FROM products WHERE id = @id');
  const byVariant = statement<{ json: string }>('SELECT p.json FROM variants v JOIN products p ON p.row = v.row WHERE v.variant_id = @variantId');
  const byCode = statement<{ json: string; row: number; variantId: string }>(
    'SELECT p.json, p.row, c.variant_id AS variantId FROM codes c JOIN products p ON p.row = c.row WHERE c.code = @code',
  );

  return {
    readMeta: (key: string) => readMeta.get({ key })?.value ?? null,
    countProducts: () => countAll.get({})!.n,
    newestUpdatedAt: () => newest.get({})!.at,
    productById: (id: string) => parse(byId.get({ id })),
    productOfVariant: (variantId: string) => parse(byVariant.get({ variantId })),
    productOfCode(code: string): { product: Product; variantId: string } | null {
      const found = byCode.get({ code });
      return found ? { product: parse(found)!, variantId: found.variantId } : null;
    },
    /** The product an exact code names, with its row (to leave it out of the rest of a search). */
    codeRow(code: string): { product: Product; row: number } | null {
      const found = byCode.get({ code });
      return found ? { product: parse(found)!, row: found.row } : null;
    },
    countInTaxons: (taxons: readonly string[]) =>
      prepared<{ n: number }>(`SELECT count(*) AS n FROM products p WHERE 1${inTaxons(taxons)}`).get(byName(taxons))!.n,
    /** The first products in name order. */
    browse: (taxons: readonly string[] | null, limit: number) =>
      parseAll(
        prepared<{ json: string }>(`SELECT json FROM products p WHERE 1${inTaxons(taxons)} ORDER BY name, row LIMIT @limit`).all({ ...byName(taxons), limit }),
      ),
    /** The rows of `browse`, without a limit. */
    browseRows: (taxons: readonly string[] | null) =>
      prepared<{ row: number }>(`SELECT row FROM products p WHERE 1${inTaxons(taxons)} ORDER BY name, row`)
        .all(byName(taxons))
        .map(({ row }) => row),
    /** The rows of `namesFrom`, without a limit. */
    namesFromRows: (from: string, to: string, taxons: readonly string[] | null, skip: number | null) =>
      prepared<{ row: number }>(`SELECT row FROM products p WHERE name >= @from AND name < @to AND row IS NOT @skip${inTaxons(taxons)} ORDER BY name, row`)
        .all({ ...byName(taxons), from, to, skip })
        .map(({ row }) => row),
    /** Products whose name is in [from, to) in name order, but the one at `skip`. */
    namesFrom: (from: string, to: string, taxons: readonly string[] | null, skip: number | null, limit: number) =>
      parseAll(
        prepared<{ json: string }>(
          `SELECT json FROM products p WHERE name >= @from AND name < @to AND row IS NOT @skip${inTaxons(taxons)} ORDER BY name, row LIMIT @limit`,
        ).all({ ...byName(taxons), from, to, skip, limit }),
      ),
    /**
     * Of the first `budget` rows in name order (but those with a name in [from, to) and the one at
     * `skip`), those with a word starting with each term.
     */
    rowsByName: (terms: string[], from: string, to: string, taxons: readonly string[] | null, skip: number | null, budget: number, limit: number) =>
      prepared<{ row: number }>(
        `SELECT row FROM (SELECT row, ' ' || word_list AS words FROM products p
           WHERE NOT (name >= @from AND name < @to) AND row IS NOT @skip${inTaxons(taxons)} ORDER BY name, row LIMIT @budget)
         WHERE ${terms.map((_, i) => `instr(words, @t${i}) > 0`).join(' AND ')} LIMIT @limit`,
      )
        .all({ ...byName(taxons), ...Object.fromEntries(terms.map((t, i) => [`t${i}`, ` ${t}`])), from, to, skip, budget, limit })
        .map(({ row }) => row),
    /** How the full-text index looks these words up; null when one of them begins no word of any product. */
    termsQuery(terms: string[]): TermsQuery | null {
      const looked = terms.map((term) => ({ term, lookup: words.lookup(term) }));
      if (looked.some(({ lookup }) => lookup === null)) return null;
      const cheap = looked.filter(({ lookup }) => lookup!.cheap);
      if (cheap.length > 0) {
        return {
          match: cheap.map(({ lookup }) => lookup!.match).join(' AND '),
          checked: looked.filter(({ lookup }) => !lookup!.cheap).map((l) => l.term),
          cheap: true,
        };
      }
      const longestFirst = [...looked].sort((a, b) => b.term.length - a.term.length);
      const checked = longestFirst.length > 1 ? longestFirst.splice(-1).map((l) => l.term) : [];
      return { match: longestFirst.map(({ lookup }) => lookup!.match).join(' AND '), checked, cheap: false };
    },
    /** Rows whose words match, but those with a name in [from, to) and the one at `skip`, in name order (the index's own). */
    matchingRows: (query: TermsQuery, from: string, to: string, taxons: readonly string[] | null, skip: number | null, limit: number) =>
      prepared<{ row: number }>(
        `SELECT p.row FROM words w JOIN products p ON p.place = w.rowid
         WHERE words MATCH @match${otherTerms(query.checked)} AND NOT (p.name >= @from AND p.name < @to) AND p.row IS NOT @skip${inTaxons(taxons)}
         ORDER BY w.rowid LIMIT @limit`,
      )
        .all({ ...byName(taxons), ...termParams(query), from, to, skip, limit })
        .map(({ row }) => row),
    /** The products at these rows, in the order given. */
    productsAt(rows: number[]): Product[] {
      const found = new Map(productsAt.all({ rows: JSON.stringify(rows) }).map(({ row, json }) => [row, json]));
      // A row removed meanwhile (a sync between two slices of a long read) is left out.
      return rows.flatMap((row) => {
        const json = found.get(row);
        return json === undefined ? [] : [JSON.parse(json) as Product];
      });
    },
    countMatching(query: TermsQuery, taxons: readonly string[] | null, skip: number | null): number {
      // Words the index looks up alone, in the whole catalog (a first keystroke): its lists are counted, no product read.
      if (query.checked.length === 0 && !taxons) {
        const { match } = query;
        const skipped =
          skip === null
            ? 0
            : prepared<{ n: number }>(
                'SELECT count(*) AS n FROM words WHERE words MATCH @match AND rowid = (SELECT place FROM products WHERE row = @skip)',
              ).get({
                match,
                skip,
              })!.n;
        return prepared<{ n: number }>('SELECT count(*) AS n FROM words WHERE words MATCH @match').get({ match })!.n - skipped;
      }
      return prepared<{ n: number }>(
        `SELECT count(*) AS n FROM words w JOIN products p ON p.place = w.rowid
         WHERE words MATCH @match${otherTerms(query.checked)} AND p.row IS NOT @skip${inTaxons(taxons)}`,
      ).get({ ...byName(taxons), ...termParams(query), skip })!.n;
    },
  };
}

/**
 * The products a search's words find (null: every product): the exact code's row, names in
 * [from, to), and the full-text index's matches (null when a word begins none).
 */
export interface FoundBy {
  exact: number | null;
  /** Only the exact code's product (a lone code): nothing else is looked up. */
  exactOnly: boolean;
  from: string;
  to: string;
  terms: TermsQuery | null;
}

/**
 * Filtered and sorted searches: a page of rows in the sort's order, and their count. Without words
 * SQLite walks the index in the sort's order, filtering as it goes, up to the page; with words it
 * sorts their matches (the full-text index's list); in the search's own order (relevance) each
 * part of the search (the exact code's product, names starting with the query, the other
 * matches in name order) is read up to the page, as an unfiltered search reads it.
 */
function filteredReads(db: Database.Database) {
  const { prepared } = preparer(db);
  const rowsOf = (sql: string, params: Record<string, unknown>) =>
    prepared<{ row: number }>(sql)
      .all(params)
      .map(({ row }) => row);
  const parts = (found: FoundBy | null, taxons: readonly string[] | null, filters: CatalogFilters) => {
    const filter = filterSql(filters);
    const params: Record<string, unknown> = { ...filter.params, ...(taxons ? { taxons: JSON.stringify(taxons) } : {}) };
    if (found) Object.assign(params, { exact: found.exact, from: found.from, to: found.to }, found.terms ? termParams(found.terms) : {});
    const rest = `${inTaxons(taxons)}${filter.sql}`;
    const words = found?.terms ? `FROM words w JOIN products p ON p.place = w.rowid WHERE words MATCH @match${otherTerms(found.terms.checked)}${rest}` : null;
    return { params, rest, words };
  };

  /** The search's own order: each part up to `wanted` rows, in turn. */
  const inSearchOrder = (found: FoundBy, taxons: readonly string[] | null, filters: CatalogFilters, wanted: number) => {
    const { params, rest, words } = parts(found, taxons, filters);
    const rows = rowsOf(`SELECT p.row FROM products p WHERE p.row IS @exact${rest}`, params);
    if (found.exactOnly) return rows;
    const names = `SELECT p.row FROM products p WHERE p.name >= @from AND p.name < @to AND p.row IS NOT @exact${rest} ORDER BY p.name, p.row LIMIT @limit`;
    if (rows.length < wanted) rows.push(...rowsOf(names, { ...params, limit: wanted - rows.length }));
    const others = `SELECT p.row ${words} AND NOT (p.name >= @from AND p.name < @to) AND p.row IS NOT @exact ORDER BY w.rowid LIMIT @limit`;
    if (rows.length < wanted && words) rows.push(...rowsOf(others, { ...params, limit: wanted - rows.length }));
    return rows;
  };

  return {
    /** A page of the rows found that pass the filters, in the sort's order. */
    filteredRows(
      found: FoundBy | null,
      taxons: readonly string[] | null,
      filters: CatalogFilters,
      sort: CatalogSort | undefined,
      offset: number,
      limit: number,
    ) {
      if (found && (!sort || sort === 'relevance')) return inSearchOrder(found, taxons, filters, offset + limit).slice(offset);
      const { params, rest, words } = parts(found, taxons, filters);
      const order = `ORDER BY ${sortSql(sort, found?.exact ?? null)} LIMIT @limit OFFSET @offset`;
      if (found?.exactOnly) return rowsOf(`SELECT p.row FROM products p WHERE p.row IS @exact${rest}`, params).slice(offset, offset + limit);
      if (found && !words) return [];
      return rowsOf(found ? `SELECT p.row ${words} ${order}` : `SELECT p.row FROM products p WHERE 1${rest} ${order}`, { ...params, offset, limit });
    },
    /** How many rows found pass the filters. */
    countFiltered(found: FoundBy | null, taxons: readonly string[] | null, filters: CatalogFilters): number {
      const { params, rest, words } = parts(found, taxons, filters);
      if (found?.exactOnly) return prepared<{ n: number }>(`SELECT count(*) AS n FROM products p WHERE p.row IS @exact${rest}`).get(params)!.n;
      if (found && !words) return 0;
      return prepared<{ n: number }>(found ? `SELECT count(*) AS n ${words}` : `SELECT count(*) AS n FROM products p WHERE 1${rest}`).get(params)!.n;
    },
  };
}
