/**
 * The staff roster on disk: `staff.json` in the data folder (0600), read with a schema. A file
 * that is not a roster (damaged, edited by hand, cut short) is moved aside with a timestamp and
 * the till starts as on its first day (a manager is created again); nothing crashes and the
 * damaged file is kept for whoever wants to look at it.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from '../../private-files.js';

export const STAFF_FILE = 'staff.json';

const pinHashSchema = z
  .object({
    alg: z.literal('scrypt'),
    N: z
      .number()
      .int()
      .min(2)
      .max(2 ** 22),
    r: z.number().int().min(1).max(64),
    p: z.number().int().min(1).max(16),
    keylen: z.number().int().min(16).max(128),
    salt: z.string().min(8).max(200),
    hash: z.string().min(8).max(400),
  })
  .strict();

const memberSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(60),
    role: z.enum(['staff', 'manager']),
    pin: pinHashSchema,
    addedAt: z.string().max(40),
  })
  .strict();

const rosterSchema = z
  .object({
    version: z.literal(1),
    members: z.array(memberSchema).max(500),
  })
  .strict();

export type RosterMember = z.infer<typeof memberSchema>;
type RosterDocument = z.infer<typeof rosterSchema>;

export interface RosterRead {
  members: RosterMember[];
  /** Where a damaged roster was moved, when it was. */
  movedAside: string | null;
}

export function readRosterFile(dataDir: string, now: () => Date, log: (line: string) => void): RosterRead {
  const file = path.join(dataDir, STAFF_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { members: [], movedAside: null };
    throw error;
  }
  let parsed: RosterDocument | null = null;
  try {
    const result = rosterSchema.safeParse(JSON.parse(text));
    if (result.success) parsed = result.data;
  } catch {
    parsed = null;
  }
  if (parsed) return { members: parsed.members, movedAside: null };
  const aside = `${file}.damaged-${now().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  log(`staff roster: ${STAFF_FILE} could not be read as a roster; moved aside to ${path.basename(aside)}. A manager must be created again.`);
  return { members: [], movedAside: aside };
}

export async function writeRosterFile(dataDir: string, members: readonly RosterMember[]): Promise<void> {
  const document: RosterDocument = { version: 1, members: [...members] };
  await writePrivateFile(path.join(dataDir, STAFF_FILE), `${JSON.stringify(document, null, 2)}\n`);
}
