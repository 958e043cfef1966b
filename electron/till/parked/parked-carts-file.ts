/**
 * The parked carts on disk: `parked-carts.json` in the data folder, 0600 (it holds order tokens),
 * replaced all at once through a 0600 temporary file so a crash leaves the old list or the new.
 * The file is parsed with a schema; one that cannot be read (damaged, edited, from an unknown
 * version) is moved aside beside it, still 0600, with a warning in words, and the till starts
 * with an empty list: it never stops the till, and nothing is deleted.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { tightenPrivateFiles, writePrivateFile } from '../../private-files.js';

export const PARKED_CARTS_FILE = 'parked-carts.json';
const messages = defineMessages({
  unreadable: {
    id: 'parked.file.unreadable',
    defaultMessage: 'The list of parked carts could not be read, so it starts empty. The file was kept as {file} in the data folder.',
  },
});

const VERSION = 1;

const text = (max: number) => z.string().max(max);
const decimal = z.string().regex(/^-?\d{1,12}(\.\d{1,4})?$/);

const staffSchema = z.object({ id: text(128).min(1), name: text(200), role: text(40).min(1) }).strict();

const lineSchema = z
  .object({
    variantId: text(128).min(1),
    slug: text(300).nullable(),
    name: text(500),
    optionsText: text(500),
    quantity: z.number().int().min(1).max(1_000_000),
    price: decimal,
    displayPrice: text(64),
  })
  .strict();

const entrySchema = z
  .object({
    number: text(64).min(1),
    token: text(512).min(1),
    /** The store the cart is at (its base URL, or the embedded demo store's name): a till switched to another store keeps it for when it switches back. */
    store: text(2048).min(1),
    account: text(254).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The cart's currency when it was changed from the store's default (the store finds carts by it). */
    cartCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
    lineOptions: z.record(text(128), z.record(text(64), text(512))),
    label: text(60).nullable(),
    parkedAt: z.iso.datetime(),
    parkedBy: staffSchema.nullable(),
    itemCount: z.number().int().min(0),
    total: decimal,
    displayTotal: text(64),
    lines: z.array(lineSchema).max(10_000),
    /** The tenders taken before it was parked: the cash handed over and the till's name of each payment (absent in carts parked without any). */
    tenders: z
      .object({ cashHanded: decimal.nullable(), names: z.record(text(64), text(200)) })
      .strict()
      .optional(),
  })
  .strict();

const fileSchema = z.object({ version: z.literal(VERSION), carts: z.array(entrySchema).max(1000) }).strict();

/** A parked cart as kept on disk: what resuming needs (its token) and what the list shows. */
export type ParkedCartEntry = z.infer<typeof entrySchema>;

export interface ParkedCartsFile {
  /** What the file held when opened (empty when it was missing or set aside). */
  readonly carts: ParkedCartEntry[];
  /** In words, when the file could not be read and was moved aside. */
  readonly warning: Words | null;
  write(carts: readonly ParkedCartEntry[]): Promise<void>;
}

export function openParkedCartsFile(dataDir: string, options: { now?: () => Date; log?: (line: string) => void } = {}): ParkedCartsFile {
  const file = path.join(dataDir, PARKED_CARTS_FILE);
  const now = options.now ?? (() => new Date());
  let carts: ParkedCartEntry[] = [];
  let warning: Words | null = null;
  let raw: string | null = null;
  let unreadable = false;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    // Missing: no cart was ever parked. Anything else (a folder in its place, no permission) is set aside like damage.
    unreadable = (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
  if (raw !== null || unreadable) {
    tightenPrivateFiles([file]);
    const parsed = raw === null ? null : parse(raw);
    if (parsed) carts = parsed;
    else {
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      let aside = path.join(dataDir, `parked-carts.unreadable-${stamp}.json`);
      for (let n = 2; existsSync(aside); n++) aside = path.join(dataDir, `parked-carts.unreadable-${stamp}-${n}.json`);
      renameSync(file, aside);
      warning = wordsOf(messages.unreadable, { file: path.basename(aside) });
      options.log?.(`parked carts: ${PARKED_CARTS_FILE} could not be read; moved aside as ${path.basename(aside)}`);
    }
  }
  return {
    carts,
    warning,
    write: (next) => writePrivateFile(file, `${JSON.stringify({ version: VERSION, carts: next }, null, 1)}\n`),
  };
}

function parse(raw: string): ParkedCartEntry[] | null {
  try {
    const result = fileSchema.safeParse(JSON.parse(raw));
    if (!result.success) return null;
    // One entry per cart: a list holding one twice is not ours.
    const numbers = new Set(result.data.carts.map((c) => `${c.store} ${c.number}`));
    return numbers.size === result.data.carts.length ? result.data.carts : null;
  } catch {
    return null;
  }
}
