/**
 * Opening the demo store's SQLite file: schema applied, seeded once, statements cached.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateFile, ensurePrivateFolder, tightenPrivateFiles } from '../../private-files.js';
import { ADDED_COLUMNS, SCHEMA, SCHEMA_VERSION } from './schema.js';

export type DemoDb = Database.Database;

export const DB_FILE = 'demo-store.sqlite';

/** Pages written to the WAL before SQLite copies them back into the file (see `openDemoDb`). */
export const WAL_PAGES_PER_CHECKPOINT = 10_000;
/** What the WAL file is cut back to when it starts over after a checkpoint. */
export const WAL_BYTES_KEPT = 4 * 1024 * 1024;

/** The SQLite file and the journal files SQLite keeps beside it. */
function dbFiles(dataDir: string): string[] {
  const file = path.join(dataDir, DB_FILE);
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/**
 * Opens (creating and migrating) the store's SQLite file. It holds customers' orders, addresses
 * and token hashes: a folder the store creates is 0700, and the file is created 0600 before
 * SQLite opens it, so the -wal and -shm files, which SQLite gives the file's mode, are 0600 too.
 * Files an older version left wider are tightened; a folder that already exists is left as it is.
 */
export function openDemoDb(dataDir: string): DemoDb {
  ensurePrivateFolder(dataDir);
  const [file] = dbFiles(dataDir);
  ensurePrivateFile(file!);
  tightenPrivateFiles(dbFiles(dataDir));
  const db = new Database(file!);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a power cut may lose the last
  // commits but never corrupts the file, which is right for a demo store (each write statement
  // outside a transaction is a commit, so FULL cost a flush to disk per statement).
  db.pragma('synchronous = NORMAL');
  // A checkpoint (the WAL copied back into the file) syncs both files, which costs a few
  // milliseconds on an ordinary disk and holds every request waiting meanwhile. SQLite's default
  // runs one per 1,000 written pages, about every 30 checkouts; one per 10,000 (a WAL of up to
  // about 40 MB, emptied again when the store closes) pays that wait a tenth as often.
  db.pragma(`wal_autocheckpoint = ${WAL_PAGES_PER_CHECKPOINT}`);
  // Once checkpointed, the WAL is cut back to 4 MB when it starts over, not left at its largest.
  db.pragma(`journal_size_limit = ${WAL_BYTES_KEPT}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
  db.exec(SCHEMA);
  addMissingColumns(db);
  const version = readMeta(db, 'schema_version');
  if (version === null) writeMeta(db, 'schema_version', String(SCHEMA_VERSION));
  else if (Number(version) > SCHEMA_VERSION) {
    db.close();
    throw new Error(`The demo store data in ${dataDir} was written by a newer version (schema ${version}).`);
  }
  return db;
}

export function readMeta(db: DemoDb, key: string): string | null {
  const row = stmt(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function writeMeta(db: DemoDb, key: string, value: string): void {
  stmt(db, 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** What one database keeps by SQL text (a map made at first use). */
function keptFor<V>(kept: WeakMap<DemoDb, Map<string, V>>, db: DemoDb): Map<string, V> {
  let byText = kept.get(db);
  if (!byText) {
    byText = new Map();
    kept.set(db, byText);
  }
  return byText;
}

/** The value kept for `sql`, made by `make` the first time. */
function keptOnce<V>(kept: WeakMap<DemoDb, Map<string, V>>, db: DemoDb, sql: string, make: () => V): V {
  const byText = keptFor(kept, db);
  let value = byText.get(sql);
  if (value === undefined) {
    value = make();
    byText.set(sql, value);
  }
  return value;
}

const cache = new WeakMap<DemoDb, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per database. */
export function stmt(db: DemoDb, sql: string): Database.Statement {
  return keptOnce(cache, db, sql, () => db.prepare(sql));
}

const built = new WeakMap<DemoDb, Map<string, Database.Statement>>();
const BUILT_STATEMENTS_KEPT = 200;

/** The value kept for `sql` among the most recently used 200 texts of one database, made by `make` when missing. */
function keptRecent<V>(kept: WeakMap<DemoDb, Map<string, V>>, db: DemoDb, sql: string, make: () => V): V {
  const byText = keptFor(kept, db);
  let value = byText.get(sql);
  if (value !== undefined) byText.delete(sql);
  else {
    value = make();
    if (byText.size >= BUILT_STATEMENTS_KEPT) byText.delete(byText.keys().next().value!);
  }
  byText.set(sql, value);
  return value;
}

/**
 * A prepared statement for SQL built per request (filters, sorts), kept for the next request
 * built the same way: the most recently used 200 texts per database, so requests spelled in
 * ever new ways cannot grow it without bound.
 */
export function builtStmt(db: DemoDb, sql: string): Database.Statement {
  return keptRecent(built, db, sql, () => db.prepare(sql));
}

/** A reading statement in raw mode (rows as arrays of values) and what makes a row object of its values. */
interface RowReader {
  statement: Database.Statement;
  rowOf: (values: readonly unknown[]) => Record<string, unknown>;
}

const readers = new WeakMap<DemoDb, Map<string, RowReader>>();

/**
 * The reader of a statement that returns rows, prepared once per database (apart from `stmt`'s
 * own, whose mode callers may set). Its rows are made into objects here: the same keys in the
 * same order, at about half of what the driver's own row objects cost.
 */
function readerOf(db: DemoDb, sql: string): RowReader {
  return keptOnce(readers, db, sql, () => makeReader(db, sql));
}

function makeReader(db: DemoDb, sql: string): RowReader {
  const statement = db.prepare(sql);
  if (!statement.reader) return { statement, rowOf: () => ({}) };
  return { statement: statement.raw(true), rowOf: rowMaker(statement.columns().map((c) => c.name)) };
}

/**
 * A function that makes the object of one row from its values: one object literal with the
 * statement's column names, written once per statement, so every row has the same shape from
 * the start (cheaper to make, and to serialize, than keys added one by one). A name that comes
 * twice keeps its first place and its last value, as assigning them in turn would.
 */
function rowMaker(columns: readonly string[]): RowReader['rowOf'] {
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  // The names are the statement's own columns, each written as a JSON string literal.
  return new Function('values', `return { ${fields} };`) as RowReader['rowOf'];
}

export function all<T>(db: DemoDb, sql: string, ...args: unknown[]): T[] {
  return readRows<T>(readerOf(db, sql), args);
}

const builtReaders = new WeakMap<DemoDb, Map<string, RowReader>>();

/** `all` for SQL built per request: its reader kept as `builtStmt` keeps statements (the 200 most recent texts). */
export function builtAll<T>(db: DemoDb, sql: string, ...args: unknown[]): T[] {
  return readRows<T>(
    keptRecent(builtReaders, db, sql, () => makeReader(db, sql)),
    args,
  );
}

function readRows<T>({ statement, rowOf }: RowReader, args: unknown[]): T[] {
  if (!statement.reader) return statement.all(...args) as T[];
  const found = statement.all(...args) as unknown[][];
  const rows = new Array<T>(found.length);
  for (let i = 0; i < found.length; i++) rows[i] = rowOf(found[i]!) as T;
  return rows;
}

export function get<T>(db: DemoDb, sql: string, ...args: unknown[]): T | undefined {
  const { statement, rowOf } = readerOf(db, sql);
  if (!statement.reader) return statement.get(...args) as T | undefined;
  const found = statement.get(...args) as unknown[] | undefined;
  return found === undefined ? undefined : (rowOf(found) as T);
}

export function run(db: DemoDb, sql: string, ...args: unknown[]): Database.RunResult {
  return stmt(db, sql).run(...args);
}

/** Adds the columns of `ADDED_COLUMNS` that an older data file lacks. */
function addMissingColumns(db: DemoDb): void {
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const present = (db.pragma(`table_info(${table})`) as { name: string }[]).some((c) => c.name === column);
    if (!present) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}
