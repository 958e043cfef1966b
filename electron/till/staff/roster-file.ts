/**
 * The staff roster on disk: `staff.json` in the data folder (0600), read with a schema. A file
 * that is not a roster (damaged, edited by hand, cut short) is moved aside with a timestamp and
 * the till starts as on its first day (a manager is created again); nothing crashes and the
 * damaged file is kept for whoever wants to look at it.
 *
 * Version 2 keeps the till's roles beside its members (each role's name and rights; the manager's
 * are all rights and are not kept). A version 1 file (before roles) reads as version 2 with the
 * built-in roles, its members, roles and PIN hashes as they were; the next write is version 2.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from '../../private-files.js';
import { BUILT_IN_ROLES, MANAGER_ROLE, ROLE_ID, type StaffRoleDefinition } from '../../../shared/staff/role-rights.js';

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
    role: z.string().regex(ROLE_ID),
    pin: pinHashSchema,
    addedAt: z.string().max(40),
  })
  .strict();

const rightsSchema = z
  .object({
    discountPercent: z.number().int().min(0).max(100),
    priceOverride: z.boolean(),
    refundUpTo: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/)
      .nullable(),
    noSale: z.boolean(),
    voids: z.boolean(),
    shiftClose: z.boolean(),
    settings: z.boolean(),
    // Roles written before the stock right hold it not, until a manager gives it.
    stock: z.boolean().default(false),
  })
  .strict();

const roleSchema = z
  .object({ id: z.string().regex(ROLE_ID), name: z.string().trim().min(1).max(40), rights: rightsSchema })
  .strict()
  .refine((r) => r.id !== MANAGER_ROLE);

const rosterSchemaV1 = z
  .object({
    version: z.literal(1),
    members: z.array(memberSchema).max(500),
  })
  .strict();

const rosterSchema = z
  .object({
    version: z.literal(2),
    roles: z.array(roleSchema).max(50),
    members: z.array(memberSchema).max(500),
  })
  .strict();

export type RosterMember = z.infer<typeof memberSchema>;
type RosterDocument = z.infer<typeof rosterSchema>;

/** The roles a manager may change: every built-in one but the manager's. */
const startingRoles = (): StaffRoleDefinition[] => BUILT_IN_ROLES.filter((r) => r.id !== MANAGER_ROLE).map((r) => ({ ...r, rights: { ...r.rights } }));

/** A roster as the till reads it: version 2, a version 1 file given the built-in roles. */
const rosterRead = z.union([rosterSchema, rosterSchemaV1.transform((v1): RosterDocument => ({ version: 2, roles: startingRoles(), members: v1.members }))]);

export interface RosterRead {
  members: RosterMember[];
  /** The till's roles but the manager's (whose rights are all of them). */
  roles: StaffRoleDefinition[];
  /** Where a damaged roster was moved, when it was. */
  movedAside: string | null;
}

export function readRosterFile(dataDir: string, now: () => Date, log: (line: string) => void): RosterRead {
  const file = path.join(dataDir, STAFF_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { members: [], roles: startingRoles(), movedAside: null };
    throw error;
  }
  let parsed: RosterDocument | null = null;
  try {
    const result = rosterRead.safeParse(JSON.parse(text));
    if (result.success) parsed = result.data;
  } catch {
    parsed = null;
  }
  if (parsed) return { members: parsed.members, roles: parsed.roles, movedAside: null };
  const aside = `${file}.damaged-${now().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  log(`staff roster: ${STAFF_FILE} could not be read as a roster; moved aside to ${path.basename(aside)}. A manager must be created again.`);
  return { members: [], roles: startingRoles(), movedAside: aside };
}

export async function writeRosterFile(dataDir: string, members: readonly RosterMember[], roles: readonly StaffRoleDefinition[]): Promise<void> {
  const document: RosterDocument = { version: 2, roles: roles.filter((r) => r.id !== MANAGER_ROLE), members: [...members] };
  await writePrivateFile(path.join(dataDir, STAFF_FILE), `${JSON.stringify(document, null, 2)}\n`);
}
