/**
 * The local catalog's SQLite file (`catalog.sqlite` in the data folder, private): products as
 * rows (the product the till shows as JSON, its normalized name for name order), their codes and
 * variants in indexed tables for scans, their taxons, and an FTS5 index of their words. Every
 * statement is prepared once; every read is bounded by a LIMIT or answered from an index.
 */
import Database from 'better-sqlite3';
import type { Product } from '../../../shared/storefront/types/types.js';
import { ensurePrivateFile } from '../../private-files.js';

/** Bumped when the tables change: an older file is emptied and read again from the store. */
const SCHEMA_VERSION = '1';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS products (
  row INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  word_list TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  seen INTEGER NOT NULL DEFAULT 0,
  json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_by_name ON products (name, row, word_list);
CREATE INDEX IF NOT EXISTS products_by_update ON products (updated_at);
CREATE INDEX IF NOT EXISTS products_by_seen ON products (seen);
CREATE TABLE IF NOT EXISTS codes (code TEXT PRIMARY KEY, row INTEGER NOT NULL, variant_id TEXT NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS codes_by_row ON codes (row);
CREATE TABLE IF NOT EXISTS variants (variant_id TEXT PRIMARY KEY, row INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS variants_by_row ON variants (row);
CREATE TABLE IF NOT EXISTS taxons (taxon TEXT NOT NULL, row INTEGER NOT NULL, PRIMARY KEY (taxon, row)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS taxons_by_row ON taxons (row);
CREATE VIRTUAL TABLE IF NOT EXISTS words USING fts5 (terms, content = '', contentless_delete = 1, detail = none, prefix = '1 2', tokenize = 'unicode61 remove_diacritics 0');
`;

/** Segments on one level of the word index that are merged at once, inside the write that adds the last. */
const WORDS_CRISIS_MERGE = 64;

/** A product as written: its normalized name and words, its taxons, and the full read that saw it. */
interface ProductRow {
  product: Product;
  name: string;
  words: string;
  /** Its variants' SKUs and barcodes, normalized. */
  codes: { code: string; variantId: string }[];
  taxons: readonly string[];
  seen: number;
}

const parse = (row: { json: string } | undefined): Product | null => (row ? (JSON.parse(row.json) as Product) : null);
const parseAll = (rows: { json: string }[]): Product[] => rows.map((row) => JSON.parse(row.json) as Product);

/** `AND the product is in one of these taxons` (a taxon and those under it, as JSON in `@taxons`). */
const inTaxons = (taxons: readonly string[] | null) =>
  taxons ? ` AND EXISTS (SELECT 1 FROM taxons t WHERE t.row = p.row AND t.taxon IN (SELECT value FROM json_each(@taxons)))` : '';

/**
 * A query's words for the full-text index: all but the shortest are looked up there, and the
 * shortest (the most products, as a rule: "gen" of every SKU) is checked on each product's words,
 * so the index never has to intersect a short word's long list with the rest.
 */
const splitTerms = (terms: string[]) => {
  const sorted = [...terms].sort((a, b) => b.length - a.length);
  return sorted.length > 1 ? { looked: sorted.slice(0, -1), checked: sorted.slice(-1) } : { looked: sorted, checked: [] };
};
const termsOf = (terms: string[]) => {
  const { looked, checked } = splitTerms(terms);
  return { match: looked.map((t) => `"${t}"*`).join(' '), ...Object.fromEntries(checked.map((t, i) => [`o${i}`, ` ${t}`])) };
};
const otherTerms = (terms: string[]) =>
  splitTerms(terms)
    .checked.map((_, i) => ` AND instr(' ' || p.word_list, @o${i}) > 0`)
    .join('');

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
    db.exec(SCHEMA);
    const version = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'schema'`).get();
    if (version && version.value !== SCHEMA_VERSION) {
      db.exec('DELETE FROM products; DELETE FROM codes; DELETE FROM variants; DELETE FROM taxons; DELETE FROM words; DELETE FROM meta;');
    }
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
  return { ...catalogWrites(db), ...catalogReads(db) };
}

/** Writing products (each with its codes, variants, taxons and words), removing them, and the file's notes. */
function catalogWrites(db: Database.Database) {
  const { statement } = preparer(db);
  const upsertProduct = statement<{ row: number }>(
    `INSERT INTO products (id, name, word_list, updated_at, seen, json) VALUES (@id, @name, @words, @updatedAt, @seen, @json)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, word_list = excluded.word_list, updated_at = excluded.updated_at, seen = max(seen, excluded.seen), json = excluded.json
     RETURNING row`,
  );
  const forgetRow = [
    statement('DELETE FROM codes WHERE row = @row'),
    statement('DELETE FROM variants WHERE row = @row'),
    statement('DELETE FROM taxons WHERE row = @row'),
    statement('DELETE FROM words WHERE rowid = @row'),
  ];
  const insertCode = statement('INSERT OR REPLACE INTO codes (code, row, variant_id) VALUES (@code, @row, @variantId)');
  const insertVariant = statement('INSERT OR REPLACE INTO variants (variant_id, row) VALUES (@variantId, @row)');
  const insertTaxon = statement('INSERT OR IGNORE INTO taxons (taxon, row) VALUES (@taxon, @row)');
  const insertWords = statement('INSERT INTO words (rowid, terms) VALUES (@row, @words)');
  const rowOfId = statement<{ row: number }>('SELECT row FROM products WHERE id = @id');
  const deleteRow = statement('DELETE FROM products WHERE row = @row');
  const unseenRows = statement<{ row: number }>('SELECT row FROM products WHERE seen <> @seen LIMIT @limit');
  const mergeWords = statement(`INSERT INTO words (words, rank) VALUES ('merge', @pages)`);
  const totalChanges = statement<{ n: number }>('SELECT total_changes() AS n');

  const forget = (row: number) => {
    for (const s of forgetRow) s.run({ row });
    deleteRow.run({ row });
  };

  const write = db.transaction((rows: ProductRow[]) => {
    for (const { product, name, words, codes, taxons, seen } of rows) {
      // A product read before loses its codes, variants, taxons and words first (a new one has none).
      const known = rowOfId.get({ id: product.id });
      if (known) for (const s of forgetRow) s.run({ row: known.row });
      const { row } = upsertProduct.get({ id: product.id, name, words, updatedAt: product.updatedAt, seen, json: JSON.stringify(product) })!;
      for (const variant of product.variants) insertVariant.run({ variantId: variant.id, row });
      for (const { code, variantId } of codes) insertCode.run({ code, row, variantId });
      for (const taxon of new Set(taxons)) insertTaxon.run({ taxon, row });
      insertWords.run({ row, words });
    }
  });

  const remove = db.transaction((ids: string[]) => {
    for (const id of ids) {
      const found = rowOfId.get({ id });
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
    clear: () => db.exec('DELETE FROM products; DELETE FROM codes; DELETE FROM variants; DELETE FROM taxons; DELETE FROM words;'),
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
    /** Rows whose words match, but those with a name in [from, to) and the one at `skip`, in name order. */
    matchingRows: (terms: string[], from: string, to: string, taxons: readonly string[] | null, skip: number | null, limit: number) =>
      prepared<{ row: number }>(
        `SELECT p.row FROM words w JOIN products p ON p.row = w.rowid
         WHERE words MATCH @match${otherTerms(terms)} AND NOT (p.name >= @from AND p.name < @to) AND p.row IS NOT @skip${inTaxons(taxons)}
         ORDER BY p.name, p.row LIMIT @limit`,
      )
        .all({ ...byName(taxons), ...termsOf(terms), from, to, skip, limit })
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
    countMatching(terms: string[], taxons: readonly string[] | null, skip: number | null): number {
      // One word in the whole catalog (a first keystroke): the index's own list is counted, no product read.
      if (terms.length === 1 && !taxons) {
        const { match } = termsOf(terms);
        const skipped =
          skip === null ? 0 : prepared<{ n: number }>('SELECT count(*) AS n FROM words WHERE words MATCH @match AND rowid = @skip').get({ match, skip })!.n;
        return prepared<{ n: number }>('SELECT count(*) AS n FROM words WHERE words MATCH @match').get({ match })!.n - skipped;
      }
      return prepared<{ n: number }>(
        `SELECT count(*) AS n FROM words w JOIN products p ON p.row = w.rowid WHERE words MATCH @match${otherTerms(terms)} AND p.row IS NOT @skip${inTaxons(taxons)}`,
      ).get({ ...byName(taxons), ...termsOf(terms), skip })!.n;
    },
  };
}
