/**
 * The till's journal on disk: entries survive reopening, a line cut off by a kill mid-write is
 * skipped without losing what came before or after, and the file is this user's alone.
 */
import { appendFileSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE, openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';

const discarded = (orderNumber: string) => ({ orderNumber, currency: 'USD', total: '12.00', itemCount: 1 });
const folder = () => mkdtempSync(path.join(os.tmpdir(), 'pos-journal-'));

describe('till journal', () => {
  it('keeps entries across a reopen, numbered on, with who and when', () => {
    const dir = folder();
    const ana: StaffRef = { id: 's1', name: 'Ana', role: 'staff' };
    const first = openTillJournal({ dataDir: dir, staff: () => ana, now: () => new Date('2026-11-23T10:00:00Z') });
    first.append('sale.discarded', discarded('R1'));
    first.append('sale.discarded', discarded('R2'), null);
    first.close();
    const again = openTillJournal({ dataDir: dir });
    const entry = again.append('sale.discarded', discarded('R3'));
    expect(entry.seq).toBe(3);
    const all = again.entries({ kinds: ['sale.discarded'] });
    expect(all.map((e) => [e.seq, e.data.orderNumber, e.staff?.name ?? null])).toEqual([
      [1, 'R1', 'Ana'],
      [2, 'R2', null],
      [3, 'R3', null],
    ]);
    expect(all[0]!.at).toBe('2026-11-23T10:00:00.000Z');
    expect(again.entries({ since: '2026-11-23T10:00:00.001Z' }).map((e) => e.seq)).toEqual([3]);
    again.close();
  });

  it('is written owner-only (0600)', () => {
    const dir = folder();
    const journal = openTillJournal({ dataDir: dir });
    journal.append('sale.discarded', discarded('R1'));
    journal.close();
    if (process.platform !== 'win32') expect(statSync(path.join(dir, JOURNAL_FILE)).mode & 0o777).toBe(0o600);
  });

  it('survives a kill at any byte of its last entry: what was flushed before stays, later entries are read back', () => {
    const dir = folder();
    const journal = openTillJournal({ dataDir: dir });
    journal.append('sale.discarded', discarded('R1'));
    journal.append('sale.discarded', discarded('R2'));
    journal.close();
    const file = path.join(dir, JOURNAL_FILE);
    const whole = readFileSync(file, 'utf8');
    const firstLineEnd = whole.indexOf('\n') + 1;
    for (let cut = firstLineEnd + 1; cut < whole.length - 1; cut += 7) {
      writeFileSync(file, whole);
      truncateSync(file, cut);
      const reopened = openTillJournal({ dataDir: dir });
      expect(reopened.skippedLines).toBe(1);
      reopened.append('sale.discarded', discarded('R3'));
      reopened.close();
      const read = openTillJournal({ dataDir: dir });
      expect(read.entries({ kinds: ['sale.discarded'] }).map((e) => e.data.orderNumber)).toEqual(['R1', 'R3']);
      expect(read.skippedLines).toBe(1);
      read.close();
    }
  });

  it('skips lines that are not entries (damage) and keeps the rest', () => {
    const dir = folder();
    const file = path.join(dir, JOURNAL_FILE);
    const journal = openTillJournal({ dataDir: dir });
    journal.append('sale.discarded', discarded('R1'));
    journal.close();
    appendFileSync(file, '{"not":"an entry"}\n\u0000\u0000garbage\n');
    const read = openTillJournal({ dataDir: dir });
    expect(read.skippedLines).toBe(2);
    expect(read.entries({ kinds: ['sale.discarded'] }).map((e) => e.data.orderNumber)).toEqual(['R1']);
    read.close();
  });
});
