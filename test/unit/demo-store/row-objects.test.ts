/**
 * Rows read through `all` and `get` (raw values made into objects by the store) are the objects
 * the driver itself would make: the same keys in the same order, the same values, a name that
 * comes twice in its first place with its last value.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { all, get } from '../../../electron/demo-store/db/database.js';

describe('row objects', () => {
  it('match the driver’s own rows, key order included', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, "odd ""name""" TEXT, n REAL, blob BLOB);
      INSERT INTO t VALUES (1, 'a', 'x', 1.5, NULL), (2, NULL, 'y', NULL, x'00ff');`);
    for (const sql of ['SELECT * FROM t ORDER BY id', 'SELECT id AS a, name AS b, id AS a FROM t ORDER BY id', 'SELECT 1 AS "constructor", \'v\' AS "a\'b"']) {
      const own = db.prepare(sql).all();
      const made = all<Record<string, unknown>>(db, sql);
      expect(made).toEqual(own);
      expect(made.map((row) => Object.keys(row))).toEqual(own.map((row) => Object.keys(row as object)));
      expect(get(db, sql)).toEqual(db.prepare(sql).get());
    }
    expect(get(db, 'SELECT * FROM t WHERE id = ?', 3)).toBeUndefined();
    db.close();
  });
});
