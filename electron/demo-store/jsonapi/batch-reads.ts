/**
 * Related rows read for a whole page at once and kept while one JSON:API document is built. A
 * relation reads its rows for many keys with one statement; a resource's serializer asks for the
 * rows of one record. When the document prefetched them for every record of the page (see
 * `ResourceDef.prefetch`), they are already here; otherwise that record's rows are read then and
 * kept, so a key is read at most once per document.
 */
import { all, type DemoDb } from '../db/database.js';

/** What a relation's reader gets: the store and the request's currency. */
export interface ReadScope {
  db: DemoDb;
  currency: string;
}

export interface Relation<K, V> {
  /**
   * The rows of each of `keys` that has any, by key (read with one statement). A statement that
   * also answers other relations keeps their rows in `scope.reads` (see `BatchReads.keep`).
   */
  read(scope: BatchScope, keys: K[]): Map<K, V>;
  /** The value of a key the reader found nothing for. */
  readonly none: () => V;
}

export function relation<K, V>(read: (scope: BatchScope, keys: K[]) => Map<K, V>, none: () => V): Relation<K, V> {
  return { read, none };
}

export class BatchReads {
  /** Rows by relation and key, for the one document being built. */
  private readonly kept = new Map<Relation<unknown, unknown>, Map<unknown, unknown>>();

  /** Reads the relation for the keys not read yet, with one statement (none when there are none). */
  prefetch<K, V>(scope: BatchScope, relation: Relation<K, V>, keys: Iterable<K>): void {
    const known = this.table(relation);
    const missing = [...new Set(keys)].filter((key) => !known.has(key));
    if (missing.length === 0) return;
    const found = relation.read(scope, missing);
    for (const key of missing) known.set(key, found.has(key) ? (found.get(key) as V) : relation.none());
  }

  /** Keeps a key's rows of a relation that another relation's statement read along with its own. */
  keep<K, V>(relation: Relation<K, V>, key: K, value: V): void {
    const known = this.table(relation);
    if (!known.has(key)) known.set(key, value);
  }

  /** The relation's rows for one key: kept, else read now. */
  of<K, V>(scope: BatchScope, relation: Relation<K, V>, key: K): V {
    const known = this.table(relation);
    if (!known.has(key)) this.prefetch(scope, relation, [key]);
    return known.get(key) as V;
  }

  private table<K, V>(relation: Relation<K, V>): Map<K, V> {
    let known = this.kept.get(relation as Relation<unknown, unknown>);
    if (!known) {
      known = new Map();
      this.kept.set(relation as Relation<unknown, unknown>, known);
    }
    return known as Map<K, V>;
  }
}

/** Where a relation's statement takes its keys: `WHERE x IN (${KEYS})`, bound by `keyedRows`. */
export const KEYS = 'SELECT value FROM json_each(?)';

/** Each statement's text with its KEYS as one bound key: `IN (?)`, which SQLite reads as `= ?`. */
const oneKeyText = new Map<string, string>();

/**
 * A relation's rows for `keys`: the statement's KEYS bound to the keys as one JSON list, so one
 * statement reads any number of them; for a single key (a cart's own rows) the key itself,
 * with no list to write and parse. `before` are the values of placeholders ahead of KEYS,
 * `after` those behind it.
 */
export function keyedRows<T>(scope: ReadScope, sql: string, keys: readonly unknown[], after: readonly unknown[] = [], before: readonly unknown[] = []): T[] {
  if (keys.length !== 1) return all<T>(scope.db, sql, ...before, JSON.stringify(keys), ...after);
  let text = oneKeyText.get(sql);
  if (text === undefined) {
    text = sql.replace(KEYS, '?');
    oneKeyText.set(sql, text);
  }
  return all<T>(scope.db, text, ...before, keys[0], ...after);
}

/** Rows grouped by a key column, in the order the statement returned them. */
export function groupBy<R, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** One row per key (the first the statement returned). */
export function indexBy<R, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R> {
  const index = new Map<K, R>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!index.has(key)) index.set(key, row);
  }
  return index;
}

/** Where related rows are asked for: a document being built keeps them in `reads`. */
export interface BatchScope extends ReadScope {
  reads?: BatchReads;
}

/** One key's rows of a relation: from the document's reads, or read now for that key alone. */
export function rowsOf<K, V>(scope: BatchScope, relation: Relation<K, V>, key: K): V {
  if (scope.reads) return scope.reads.of(scope, relation, key);
  const found = relation.read(scope, [key]);
  return found.has(key) ? found.get(key)! : relation.none();
}

/** Reads a relation for many keys at once into the document's reads (nothing outside a document). */
export function prefetchRows<K, V>(scope: BatchScope, relation: Relation<K, V>, keys: Iterable<K>): void {
  scope.reads?.prefetch(scope, relation, keys);
}
