/**
 * Whether anything was written to the store's SQLite file since a moment: SQLite's own counters,
 * `total_changes()` (every row this connection inserted, updated or deleted, rolled back or not)
 * and `PRAGMA data_version` (bumped when another connection commits). Values read from the data
 * can be kept for as long as this stamp stays the same.
 */
import { stmt, type DemoDb } from './database.js';

function dataStamp(db: DemoDb): string {
  const changes = stmt(db, 'SELECT total_changes()').pluck().get() as number;
  const version = stmt(db, 'PRAGMA data_version').pluck().get() as number;
  return `${changes}:${version}`;
}

/** Values kept per database while its data is unchanged; emptied at the first write seen. */
export class WhileUnchanged<V> {
  private readonly kept = new WeakMap<DemoDb, { stamp: string; value: V }>();

  constructor(private readonly create: () => V) {}

  /** The value kept for this database's current data (a new one after any write). */
  of(db: DemoDb): V {
    const stamp = dataStamp(db);
    const entry = this.kept.get(db);
    if (entry && entry.stamp === stamp) return entry.value;
    const value = this.create();
    this.kept.set(db, { stamp, value });
    return value;
  }
}
