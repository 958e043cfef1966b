/**
 * The till's journal on disk: one JSON line per entry in `journal.jsonl` (0600 in the 0700 data
 * folder), appended and flushed to the disk before `append` returns, so an entry a receipt or a
 * report relies on survives a crash or a power cut. A line cut short by a kill mid-write (or
 * damaged otherwise) is skipped and counted when the file is read back, and the next entry starts
 * on a line of its own; nothing before it is lost.
 *
 * Why an append never corrupts earlier entries: the file is opened for appending only (O_APPEND,
 * every write lands at the end whatever else happened), an entry is one line written whole in one
 * write (repeated for what a short write left), then fsync'd; no byte already written is ever
 * rewritten or truncated. A kill mid-write can leave only a part of the last line, which the next
 * open skips (saying which line) and the next append steps past with a newline.
 */
import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { JournalEntry, JournalEntryOf, JournalEvents, JournalKind, StaffRef } from '../../../shared/shift/till-journal.js';
import { PRIVATE_FILE_MODE, tightenPrivateFiles } from '../../private-files.js';

export const JOURNAL_FILE = 'journal.jsonl';

export interface TillJournalOptions {
  dataDir: string;
  /** Who is on the till now (recorded on each entry unless the entry names someone). */
  staff?: () => StaffRef | null;
  now?: () => Date;
}

export interface TillJournal {
  /** Writes the entry and flushes it to disk; answers it as written. */
  append<K extends JournalKind>(kind: K, data: JournalEvents[K], staff?: StaffRef | null): JournalEntryOf<K>;
  /** Every entry, oldest first; with `kinds`, only those. */
  entries<K extends JournalKind>(filter?: { kinds?: readonly K[]; since?: string }): JournalEntryOf<K>[];
  /** Who is on the till now, as entries record it (null when no one is signed in to the till). */
  who(): StaffRef | null;
  /** Lines that could not be read back when the file was opened (a cut-off last line, damage). */
  readonly skippedLines: number;
  /** Their line numbers in the file (1 is the first line). */
  readonly cutLines: readonly number[];
  close(): void;
}

function isEntry(value: unknown): value is JournalEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return typeof e.seq === 'number' && typeof e.at === 'string' && typeof e.kind === 'string' && typeof e.data === 'object' && e.data !== null;
}

/** The start's warning for lines of the journal that could not be read, naming them. */
export function journalCutWarning(cutLines: readonly number[]): Words | null {
  if (cutLines.length === 0) return null;
  if (cutLines.length === 1) return wordsOf(journalMessages.oneLineCut, { line: cutLines[0]! });
  // not-words: the line numbers' list separator
  return wordsOf(journalMessages.linesCut, { lines: cutLines.slice(0, -1).join(', '), last: cutLines.at(-1)! });
}

const journalMessages = defineMessages({
  oneLineCut: {
    id: 'app.journal.oneLineCut',
    defaultMessage:
      "Line {line} of the till's journal was cut off or damaged and skipped (a write that stopped part-way, e.g. a power cut); every whole entry is kept.",
  },
  linesCut: {
    id: 'app.journal.linesCut',
    defaultMessage:
      "Lines {lines} and {last} of the till's journal were cut off or damaged and skipped (a write that stopped part-way, e.g. a power cut); every whole entry is kept.",
  },
});

export function openTillJournal(options: TillJournalOptions): TillJournal {
  const file = path.join(options.dataDir, JOURNAL_FILE);
  const now = options.now ?? (() => new Date());
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const entries: JournalEntry[] = [];
  const cutLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isEntry(parsed)) entries.push(parsed);
      else cutLines.push(index + 1);
    } catch {
      cutLines.push(index + 1);
    }
  });
  const fd = openSync(file, 'a', PRIVATE_FILE_MODE);
  tightenPrivateFiles([file]);
  /** A last line cut off mid-write: the next entry starts on a new line. */
  let needsNewline = text.length > 0 && !text.endsWith('\n');
  let seq = entries.reduce((max, e) => Math.max(max, e.seq), 0);
  let closed = false;

  return {
    append(kind, data, staff) {
      if (closed) throw new Error('The till journal is closed.');
      const entry = {
        seq: ++seq,
        at: now().toISOString(),
        staff: staff === undefined ? (options.staff?.() ?? null) : staff,
        kind,
        data,
      } as JournalEntryOf<typeof kind>;
      const line = Buffer.from(`${needsNewline ? '\n' : ''}${JSON.stringify(entry)}\n`, 'utf8');
      // Should this write stop part-way (a full disk), the next entry starts on a line of its own.
      needsNewline = true;
      for (let written = 0; written < line.length;) written += writeSync(fd, line, written, line.length - written);
      fsyncSync(fd);
      needsNewline = false;
      entries.push(entry);
      return entry;
    },
    entries<K extends JournalKind>(filter?: { kinds?: readonly K[]; since?: string }): JournalEntryOf<K>[] {
      const kinds = filter?.kinds ? new Set<string>(filter.kinds) : null;
      return entries.filter((e): e is JournalEntryOf<K> => (!kinds || kinds.has(e.kind)) && (!filter?.since || e.at >= filter.since));
    },
    who: () => options.staff?.() ?? null,
    get skippedLines() {
      return cutLines.length;
    },
    cutLines,
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}
