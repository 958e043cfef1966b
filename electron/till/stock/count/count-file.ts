/**
 * The stock count on disk: `stock-count.json` in the till's data folder, replaced all at once
 * (a temporary file renamed over it) at every change, so a restart or a crash loses no line. It
 * holds the count, each line with the on-hand the store said when it was first counted, a full
 * count's uncounted variants as last reviewed, and once an apply began, its movements, each
 * marked done when the store answered. A file that cannot be read is moved aside, never deleted.
 */
import { defineMessages, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFileSync } from '../../../private-files.js';
import type { CountLine, StockCountView } from '../../../../shared/stock/count-calls.js';

const messages = defineMessages({
  unreadable: { id: 'stock.countFile.unreadable', defaultMessage: 'The stock count on this till could not be read; it was set aside as {file}.' },
});

const STOCK_COUNT_FILE = 'stock-count.json';

/** One movement of an apply: sent in batches, `done` once the store answered it. */
interface PlannedMovement {
  originatorId: string;
  variantId: string;
  quantity: number;
  done: boolean;
}

export interface CountRecord {
  view: StockCountView;
  /** A full count's variants nobody counted, with the store's on-hand at the last review. */
  uncounted: CountLine[];
  /** Set when the apply began (frozen then); null while counting. */
  movements: PlannedMovement[] | null;
}

const text = (max: number) => z.string().max(max);
const lineSchema = z.object({
  variantId: text(128),
  sku: text(200),
  name: text(500),
  optionsText: text(500),
  price: text(32).nullable(),
  counted: z.number().int(),
  expected: z.number().int().nullable(),
  countedBy: text(200),
  countedAt: text(40),
});
const recordSchema = z.object({
  version: z.literal(1),
  view: z.object({
    id: text(40),
    scope: z.enum(['full', 'partial']),
    taxonId: text(128).nullable(),
    taxonName: text(500).nullable(),
    stockLocationId: text(128),
    stockLocationName: text(500),
    startedAt: text(40),
    startedBy: text(200),
    state: z.enum(['counting', 'applying', 'applied']),
    lines: z.array(lineSchema),
    approvedBy: text(200).nullable(),
    appliedAt: text(40).nullable(),
  }),
  uncounted: z.array(lineSchema),
  movements: z.array(z.object({ originatorId: text(200), variantId: text(128), quantity: z.number().int(), done: z.boolean() })).nullable(),
});

export interface CountFile {
  read(): { record: CountRecord | null; warning: Words | null };
  write(record: CountRecord | null): void;
}

export function countFile(dataDir: string): CountFile {
  const file = path.join(dataDir, STOCK_COUNT_FILE);
  return {
    read() {
      if (!existsSync(file)) return { record: null, warning: null };
      const parsed = recordSchema.safeParse(
        (() => {
          try {
            return JSON.parse(readFileSync(file, 'utf8')) as unknown;
          } catch {
            return null;
          }
        })(),
      );
      if (parsed.success) return { record: { view: parsed.data.view, uncounted: parsed.data.uncounted, movements: parsed.data.movements }, warning: null };
      const aside = `${file}.unreadable-${Date.now()}`;
      renameSync(file, aside);
      return { record: null, warning: wordsOf(messages.unreadable, { file: path.basename(aside) }) };
    },
    write(record) {
      if (record) writePrivateFileSync(file, JSON.stringify({ version: 1, ...record }));
      else rmSync(file, { force: true });
    },
  };
}
