/**
 * Related rows kept between documents for as long as nothing is written to the store: a product
 * list asked again with other parameters (another page, filter or sort) reads only the rows it
 * has not read yet. Any write (a cart change, an order, a Platform API change, another process
 * writing the file) starts afresh, so an answer never shows rows older than the data. Rows are
 * kept per request currency (prices follow it), at most `MAX_KEPT_KEYS` keys in all.
 */
import { BatchReads, type RowTables } from './batch-reads.js';
import type { DemoDb } from './db/database.js';
import { WhileUnchanged } from './db/unchanged-data.js';

const MAX_KEPT_KEYS = 50_000;

const keptRows = new WhileUnchanged(() => new Map<string, RowTables>());

/** The reads of one document: rows kept from earlier documents of the same data, and kept for later ones. */
export function documentReads(db: DemoDb, currency: string): BatchReads {
  const byCurrency = keptRows.of(db);
  let tables = byCurrency.get(currency);
  if (!tables || size(tables) > MAX_KEPT_KEYS) {
    tables = new Map();
    byCurrency.set(currency, tables);
  }
  return new BatchReads(tables);
}

function size(tables: RowTables): number {
  let keys = 0;
  for (const table of tables.values()) keys += table.size;
  return keys;
}
