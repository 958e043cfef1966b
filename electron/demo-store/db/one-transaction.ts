/**
 * A write request's synchronous work as one SQLite transaction: one commit for the request
 * instead of one per statement. What the work did before it threw is committed all the same, as
 * each statement was on its own before; work that goes on asynchronously (hashing a password)
 * commits its first part before it waits, so no other request's statements ever join it. Work
 * already inside a transaction just runs (the transactions it opens become savepoints).
 */
import { stmt, type DemoDb } from './database.js';

export function inOneTransaction<T>(db: DemoDb, work: () => T): T {
  if (db.inTransaction) return work();
  // IMMEDIATE: the write lock is taken (waiting up to the busy timeout) before anything is read.
  stmt(db, 'BEGIN IMMEDIATE').run();
  try {
    return work();
  } finally {
    if (db.inTransaction) stmt(db, 'COMMIT').run();
  }
}
