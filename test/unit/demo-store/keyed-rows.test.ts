/**
 * A relation's statement reads any number of keys (bound as one JSON list), and one key bound as
 * itself: the same rows either way, in the statement's order, with the values around the keys
 * bound where they stand.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keyedRows, KEYS } from '../../../electron/demo-store/jsonapi/batch-reads.js';

function scope(): { db: Database.Database; currency: string } {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE prices (variant_id INTEGER NOT NULL, currency TEXT NOT NULL, cents INTEGER NOT NULL);
    INSERT INTO prices VALUES (1, 'USD', 100), (1, 'EUR', 90), (2, 'USD', 200), (3, 'USD', 300), (3, 'EUR', 270);`);
  return { db, currency: 'USD' };
}

describe('keyedRows', () => {
  it('reads one key as it reads that key among others', () => {
    const s = scope();
    const sql = `SELECT variant_id, cents FROM prices WHERE currency = ? AND variant_id IN (${KEYS}) AND cents > ? ORDER BY variant_id`;
    const many = keyedRows<{ variant_id: number; cents: number }>(s, sql, [3, 1, 99], [50], ['USD']);
    expect(many).toEqual([
      { variant_id: 1, cents: 100 },
      { variant_id: 3, cents: 300 },
    ]);
    expect(keyedRows(s, sql, [3], [50], ['USD'])).toEqual([{ variant_id: 3, cents: 300 }]);
    expect(keyedRows(s, sql, [3], [500], ['USD'])).toEqual([]);
    expect(keyedRows(s, sql, [], [50], ['USD'])).toEqual([]);
    s.db.close();
  });

  it('binds a single text key as text, whatever it holds', () => {
    const s = scope();
    s.db.exec(`CREATE TABLE names (key TEXT PRIMARY KEY, n INTEGER); INSERT INTO names VALUES ('["a"]', 1), ('a', 2);`);
    const sql = `SELECT n FROM names WHERE key IN (${KEYS})`;
    expect(keyedRows(s, sql, ['["a"]'])).toEqual([{ n: 1 }]);
    expect(keyedRows(s, sql, ['a'])).toEqual([{ n: 2 }]);
    expect(keyedRows(s, sql, ['a', '["a"]']).length).toBe(2);
    s.db.close();
  });
});
