/**
 * The till's journal survives a kill at any byte: the file is cut at many offsets (drawn from a
 * seeded generator, so a failure can be replayed), and each time the journal is opened it reads
 * every whole entry, says which line was cut and skipped, and appends after it on a line of its
 * own, numbered on, without touching an earlier byte. A few of the cuts are opened by the till
 * itself, which says so on every screen.
 */
import { warningInEnglish } from '../../../../electron/till/runtime/warning-english.js';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE, openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

/** mulberry32: a small seeded generator (the same offsets on every run). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clerk: StaffRef = { id: 's1', name: 'Zoë Ångström', role: 'staff' };

/** A journal of varied entries (accents and emoji, so some cuts fall inside a character). */
function writeJournal(dir: string): { bytes: Buffer; lineEnds: number[] } {
  const journal = openTillJournal({ dataDir: dir, staff: () => clerk, now: () => new Date('2026-11-24T09:00:00Z') });
  for (let i = 1; i <= 12; i++) {
    if (i % 3 === 0) journal.append('drawer.pay_out', { shiftId: 'sh1', currency: 'EUR', amount: `${i}.50`, reason: `Café ☕ supplies #${i}` });
    else journal.append('sale.discarded', { orderNumber: `R${1000 + i}`, currency: 'USD', total: `${i}.00`, itemCount: i });
  }
  journal.close();
  const bytes = readFileSync(path.join(dir, JOURNAL_FILE));
  const lineEnds: number[] = [];
  bytes.forEach((byte, at) => {
    if (byte === 0x0a) lineEnds.push(at);
  });
  return { bytes, lineEnds };
}

/** What a cut at `offset` leaves: the whole entries (their line's JSON entirely kept), and whether a part-line remains. */
function expectedAfterCut(lineEnds: number[], offset: number) {
  let whole = 0;
  let start = 0;
  for (const end of lineEnds) {
    if (end <= offset) {
      whole++;
      start = end + 1;
    }
  }
  // A line whose JSON is whole but whose newline was cut off is a whole entry.
  const partLength = offset - start;
  const nextEnd = lineEnds[whole];
  if (nextEnd !== undefined && partLength === nextEnd - start && partLength > 0) return { whole: whole + 1, cut: false, cutLine: null };
  return { whole, cut: partLength > 0, cutLine: partLength > 0 ? whole + 1 : null };
}

describe('the till journal cut at any byte', () => {
  it('reads every whole entry, says which line was cut, and appends cleanly after it (300 seeded offsets)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-journal-cuts-'));
    const file = path.join(dir, JOURNAL_FILE);
    const { bytes, lineEnds } = writeJournal(dir);
    const random = seeded(20261124);
    const offsets = [0, 1, bytes.length - 1, bytes.length, ...lineEnds, ...Array.from({ length: 300 }, () => Math.floor(random() * (bytes.length + 1)))];
    for (const offset of offsets) {
      writeFileSync(file, bytes.subarray(0, offset));
      const expected = expectedAfterCut(lineEnds, offset);
      const context = `cut at byte ${offset} of ${bytes.length}`;

      const opened = openTillJournal({ dataDir: dir, staff: () => clerk });
      expect(
        opened.entries().map((e) => e.seq),
        context,
      ).toEqual(Array.from({ length: expected.whole }, (_, i) => i + 1));
      expect(opened.skippedLines, context).toBe(expected.cut ? 1 : 0);
      expect(opened.cutLines, context).toEqual(expected.cutLine ? [expected.cutLine] : []);
      const appended = opened.append('sale.discarded', { orderNumber: 'R9999', currency: 'USD', total: '1.00', itemCount: 1 });
      expect(appended.seq, context).toBe(expected.whole + 1);
      opened.close();

      // Nothing before the cut was changed by the append.
      const after = readFileSync(file);
      expect(after.subarray(0, offset).equals(bytes.subarray(0, offset)), context).toBe(true);
      const again = openTillJournal({ dataDir: dir });
      expect(
        again.entries().map((e) => e.seq),
        context,
      ).toEqual(Array.from({ length: expected.whole + 1 }, (_, i) => i + 1));
      expect(again.entries().at(-1)?.kind, context).toBe('sale.discarded');
      expect(again.skippedLines, context).toBe(expected.cut ? 1 : 0);
      again.close();
    }
  });

  it('the till starts on a cut journal, keeps every whole entry and says which line it skipped', async () => {
    const random = seeded(7);
    for (let run = 0; run < 4; run++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-journal-cut-start-'));
      const { bytes, lineEnds } = writeJournal(dataDir);
      // A cut inside a line (not at its end): the till has something to say.
      let offset = 0;
      do offset = 1 + Math.floor(random() * (bytes.length - 1));
      while (!expectedAfterCut(lineEnds, offset).cut);
      writeFileSync(path.join(dataDir, JOURNAL_FILE), bytes.subarray(0, offset));
      const expected = expectedAfterCut(lineEnds, offset);
      await withTestRuntime({ dataDir }, async (runtime) => {
        const info = await runtime.calls.app.info();
        expect(info.warnings.map(warningInEnglish).join(' '), `cut at ${offset}`).toMatch(
          new RegExp(`Line ${expected.cutLine} of the till's journal was cut off`),
        );
      });
      const reopened = openTillJournal({ dataDir });
      // The till's own start wrote after the cut (the manager's unlock): every whole entry is still there.
      expect(
        reopened
          .entries()
          .slice(0, expected.whole)
          .map((e) => e.seq),
      ).toEqual(Array.from({ length: expected.whole }, (_, i) => i + 1));
      expect(reopened.entries().length).toBeGreaterThan(expected.whole);
      reopened.close();
    }
  });
});
