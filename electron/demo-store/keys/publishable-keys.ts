/**
 * Publishable keys (`X-Shop-Token`): per-store keys an operator issues to the clients it knows
 * (a till, a kiosk), so the store can tell its own clients from strangers and cut one off. A key
 * grants nothing beyond what a request without one gets (the interface's "public read"); what it
 * adds is that a presented key must be one the store issued and has not revoked.
 *
 * A key is `pk_` and 32 random bytes (URL-safe); only its SHA-256 hash and its first characters
 * (to tell keys apart in a list) are kept. The whole key is shown once, in the answer that creates it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hasErrors, validationFailed, type FieldErrors } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';
import { asString, type Params } from '../http/params.js';

export const PUBLISHABLE_KEY_HEADER = 'x-shop-token';
const MAX_KEY_NAME_LENGTH = 100;
/** How many leading characters of a key its listing shows: `pk_` and seven more. */
const KEY_PREFIX_LENGTH = 10;

export interface PublishableKeyRow {
  id: number;
  name: string;
  token_hash: string;
  token_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

/** A newly issued key: its row, and the key itself, which is never stored. */
export interface IssuedKey {
  row: PublishableKeyRow;
  token: string;
}

export type PresentedKey = { kind: 'none' } | { kind: 'unknown' } | { kind: 'revoked' } | { kind: 'valid'; keyId: number };

export const PUBLISHABLE_KEY_MESSAGES = {
  unknown: 'The publishable key (X-Shop-Token) is not one this store issued.',
  revoked: 'The publishable key (X-Shop-Token) was revoked.',
} as const;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function newKey(): string {
  return `pk_${randomBytes(32).toString('base64url')}`;
}

export function publishableKeyById(db: DemoDb, key: string): PublishableKeyRow | undefined {
  return /^\d{1,15}$/.test(key) ? get<PublishableKeyRow>(db, 'SELECT * FROM publishable_keys WHERE id = ?', Number(key)) : undefined;
}

/** Reads and checks a request's `publishable_key` record: `{name}`. */
function readName(input: Params): string {
  const name = asString(input.name)?.trim() ?? '';
  const errors: FieldErrors = {};
  if (name === '') errors.name = ["can't be blank"];
  else if (name.length > MAX_KEY_NAME_LENGTH) errors.name = [`is too long (maximum is ${MAX_KEY_NAME_LENGTH} characters)`];
  if (hasErrors(errors)) throw validationFailed(errors);
  return name;
}

export function issuePublishableKey(db: DemoDb, input: Params): IssuedKey {
  const name = readName(input);
  const token = newKey();
  const id = Number(
    run(
      db,
      'INSERT INTO publishable_keys (name, token_hash, token_prefix, created_at, revoked_at) VALUES (?, ?, ?, ?, NULL)',
      name,
      sha256(token),
      token.slice(0, KEY_PREFIX_LENGTH),
      nowIso(),
    ).lastInsertRowid,
  );
  return { row: publishableKeyById(db, String(id))!, token };
}

/** Revokes a key (once: revoking it again keeps the first time). */
export function revokePublishableKey(db: DemoDb, row: PublishableKeyRow): PublishableKeyRow {
  if (row.revoked_at === null) run(db, 'UPDATE publishable_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', nowIso(), row.id);
  return publishableKeyById(db, String(row.id))!;
}

/**
 * The key a request presents in `X-Shop-Token`: none, one this store issued and has not revoked,
 * a revoked one, or anything else (unknown, empty, repeated) as unknown, never as no key.
 */
export function readPublishableKey(db: DemoDb, header: string | string[] | undefined): PresentedKey {
  if (header === undefined) return { kind: 'none' };
  const value = Array.isArray(header) ? null : header.trim();
  if (!value) return { kind: 'unknown' };
  const row = get<PublishableKeyRow>(db, 'SELECT * FROM publishable_keys WHERE token_hash = ?', sha256(value));
  if (!row) return { kind: 'unknown' };
  if (row.revoked_at !== null) return { kind: 'revoked' };
  return { kind: 'valid', keyId: row.id };
}
