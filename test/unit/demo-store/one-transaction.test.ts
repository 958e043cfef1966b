/**
 * A write request's work runs as one SQLite transaction: committed once at the end, committed all
 * the same when the work throws (as each statement was on its own), its inner transactions
 * rolled back alone, and never left open while asynchronous work waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDemoDb, type DemoDb } from '../../../electron/demo-store/db/database.js';
import { inOneTransaction } from '../../../electron/demo-store/db/one-transaction.js';

let dir: string;
let db: DemoDb;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'one-transaction-'));
  db = openDemoDb(dir);
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (key: string): void => {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, 'x');
};
const has = (key: string): boolean => db.prepare('SELECT 1 FROM meta WHERE key = ?').get(key) !== undefined;

describe('inOneTransaction', () => {
  it('runs the work inside one transaction and commits it once', () => {
    const changes = db.prepare('SELECT total_changes() AS n').get() as { n: number };
    const inside = inOneTransaction(db, () => {
      write('a');
      write('b');
      return db.inTransaction;
    });
    expect(inside).toBe(true);
    expect(db.inTransaction).toBe(false);
    expect(has('a') && has('b')).toBe(true);
    expect((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(changes.n + 2);
  });

  it('commits what was written before the work threw, and rethrows', () => {
    expect(() =>
      inOneTransaction(db, () => {
        write('before');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(db.inTransaction).toBe(false);
    expect(has('before')).toBe(true);
  });

  it("rolls back an inner transaction that fails, and keeps the work's other writes", () => {
    inOneTransaction(db, () => {
      write('kept');
      expect(() =>
        db.transaction(() => {
          write('undone');
          throw new Error('declined');
        })(),
      ).toThrow('declined');
    });
    expect(has('kept')).toBe(true);
    expect(has('undone')).toBe(false);
  });

  it('commits the first part of asynchronous work before it waits', async () => {
    const pending = inOneTransaction(db, async () => {
      write('first');
      await new Promise((resolve) => setTimeout(resolve, 5));
      write('after the wait');
    });
    expect(db.inTransaction).toBe(false);
    expect(has('first')).toBe(true);
    await pending;
    expect(has('after the wait')).toBe(true);
  });
});
