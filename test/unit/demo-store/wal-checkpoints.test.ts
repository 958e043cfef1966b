/**
 * The store's WAL is copied back into its file every 10,000 written pages, not SQLite's default
 * 1,000: each checkpoint syncs both files, and at the default a stream of checkouts paid that
 * wait about every 30 checkouts. Nothing written is lost by it: closing the store checkpoints.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, openDemoDb, WAL_BYTES_KEPT, WAL_PAGES_PER_CHECKPOINT } from '../../../electron/demo-store/db/database.js';

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('WAL checkpoints', () => {
  it('lets the WAL grow past 1,000 pages before a checkpoint, and keeps every write across a reopen', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'wal-checkpoints-'));
    const db = openDemoDb(dir);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_PAGES_PER_CHECKPOINT);
    const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    // Each commit writes its own pages (a value over two overflow pages, and the table's leaf).
    for (let i = 0; i < 800; i++) insert.run(`bulk-${i}`, 'x'.repeat(2 * pageSize));
    const walFrames = statSync(path.join(dir, `${DB_FILE}-wal`)).size / (pageSize + 24);
    expect(walFrames).toBeGreaterThan(1_500);
    db.close();

    const reopened = openDemoDb(dir);
    expect((reopened.prepare("SELECT COUNT(*) AS n FROM meta WHERE key LIKE 'bulk-%'").get() as { n: number }).n).toBe(800);
    reopened.close();
  });

  it('cuts the WAL back to 4 MB when it starts over after a checkpoint', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'wal-checkpoints-'));
    const db = openDemoDb(dir);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    const wal = path.join(dir, `${DB_FILE}-wal`);
    const sizes: number[] = [];
    // Past a checkpoint (10,000 pages), then on until the WAL has started over.
    for (let i = 0; i < 4_000; i++) {
      insert.run(`bulk-${i}`, 'x'.repeat(2 * pageSize));
      sizes.push(statSync(wal).size);
    }
    expect(Math.max(...sizes)).toBeGreaterThan(WAL_PAGES_PER_CHECKPOINT * pageSize);
    const cutBack = sizes.findIndex((size, i) => i > 0 && size < sizes[i - 1]!);
    expect(cutBack).toBeGreaterThan(0);
    expect(sizes[cutBack]).toBeLessThanOrEqual(WAL_BYTES_KEPT + 16 * (pageSize + 24));
    db.close();
  });
});
