/**
 * Customer accounts: signing up and changing the account's details. Passwords are kept as
 * scrypt hashes only; a password change signs the account out everywhere else.
 */
import { hasErrors, missingParameter, validationFailed, type FieldErrors } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { AddressRow, UserRow } from '../db/rows.js';
import { nowIso } from '../orders/orders.js';
import { isObject, type Params } from '../http/params.js';
import { hashSecret } from '../auth/passwords.js';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
const TEXT_MAX = 255;
const METADATA_MAX_BYTES = 16 * 1024;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const LOCALE = /^[a-z]{2}(?:-[A-Z]{2})?$/;

export function userById(db: DemoDb, id: number): UserRow | undefined {
  return get<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id);
}

/** The `user` object of a request body; 400 when it is missing. */
export function userPayload(params: Params): Params {
  const payload = params.user;
  if (!isObject(payload) || Object.keys(payload).length === 0) throw missingParameter('user');
  return payload;
}

type Text = { given: false } | { given: true; value: string | null; invalid: boolean };

/** A text field: absent, or given as a trimmed string (null when blank); objects and lists are invalid. */
function text(payload: Params, name: string): Text {
  if (!Object.hasOwn(payload, name)) return { given: false };
  const raw = payload[name];
  if (raw === null || raw === undefined) return { given: true, value: null, invalid: false };
  if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) {
    const value = String(raw).trim();
    return { given: true, value: value === '' ? null : value, invalid: false };
  }
  return { given: true, value: null, invalid: true };
}

interface Checked {
  errors: FieldErrors;
  changes: Partial<Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'selected_locale' | 'public_metadata' | 'private_metadata'>>;
  password: string | null;
}

function checkCommon(db: DemoDb, payload: Params, userId: number | null, creating: boolean): Checked {
  const errors: FieldErrors = {};
  const changes: Checked['changes'] = {};

  const email = text(payload, 'email');
  if (creating || email.given) {
    const value = email.given ? email.value : null;
    if (email.given && email.invalid) errors.email = ['is invalid'];
    else if (!value) errors.email = ["can't be blank"];
    else if (value.length > TEXT_MAX || !EMAIL.test(value)) errors.email = ['is invalid'];
    else if (get(db, 'SELECT 1 FROM users WHERE email = ? AND id IS NOT ?', value, userId)) errors.email = ['has already been taken'];
    else changes.email = value;
  }
  for (const name of ['first_name', 'last_name'] as const) {
    const field = text(payload, name);
    if (!field.given) continue;
    if (field.invalid) errors[name] = ['is invalid'];
    else if (field.value && field.value.length > TEXT_MAX) errors[name] = [`is too long (maximum is ${TEXT_MAX} characters)`];
    else changes[name] = field.value;
  }
  const locale = text(payload, 'selected_locale');
  if (locale.given) {
    if (locale.invalid || (locale.value !== null && !LOCALE.test(locale.value))) errors.selected_locale = ['is invalid'];
    else changes.selected_locale = locale.value;
  }

  let password: string | null = null;
  const given = Object.hasOwn(payload, 'password') && payload.password !== null && payload.password !== '';
  if (creating || given) {
    const raw = payload.password;
    if (raw === undefined || raw === null || raw === '') errors.password = ["can't be blank"];
    else if (typeof raw !== 'string') errors.password = ['is invalid'];
    else if (raw.length < PASSWORD_MIN) errors.password = [`is too short (minimum is ${PASSWORD_MIN} characters)`];
    else if (raw.length > PASSWORD_MAX) errors.password = [`is too long (maximum is ${PASSWORD_MAX} characters)`];
    else password = raw;
    const confirmation = payload.password_confirmation;
    if (confirmation !== undefined && confirmation !== null && confirmation !== raw) {
      errors.password_confirmation = ["doesn't match Password"];
    }
  }
  return { errors, changes, password };
}

function checkMetadata(payload: Params, errors: FieldErrors, changes: Checked['changes']): void {
  for (const name of ['public_metadata', 'private_metadata'] as const) {
    if (!Object.hasOwn(payload, name) || payload[name] === null) continue;
    const value = payload[name];
    if (!isObject(value)) errors[name] = ['must be an object'];
    else {
      const json = JSON.stringify(value);
      if (Buffer.byteLength(json) > METADATA_MAX_BYTES) errors[name] = [`is too large (maximum is ${METADATA_MAX_BYTES / 1024} KB)`];
      else changes[name] = json;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** POST /account: a new customer account; 422 with field errors when the details do not hold. */
export async function createAccount(db: DemoDb, payload: Params): Promise<UserRow> {
  const { errors, changes, password } = checkCommon(db, payload, null, true);
  checkMetadata(payload, errors, changes);
  if (hasErrors(errors) || password === null) throw validationFailed(errors);
  const hash = await hashSecret(password);
  const now = nowIso();
  try {
    const id = Number(
      run(
        db,
        `INSERT INTO users (email, password_hash, first_name, last_name, role, selected_locale, public_metadata, private_metadata, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'customer', ?, ?, ?, ?, ?)`,
        changes.email,
        hash,
        changes.first_name ?? null,
        changes.last_name ?? null,
        changes.selected_locale ?? null,
        changes.public_metadata ?? '{}',
        changes.private_metadata ?? '{}',
        now,
        now,
      ).lastInsertRowid,
    );
    return userById(db, id)!;
  } catch (error) {
    // Another sign-up with the same email won the race while the password was being hashed.
    if (isUniqueViolation(error)) throw validationFailed({ email: ['has already been taken'] });
    throw error;
  }
}

/** A live address of the user's address book, by the id a request gave. */
function bookAddress(db: DemoDb, userId: number, raw: unknown): AddressRow | undefined {
  const id = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(id)) return undefined;
  return get<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ? AND user_id = ? AND in_address_book = 1 AND deleted_at IS NULL', Number(id), userId);
}

/**
 * PATCH /account: changes only the fields given. A new password needs the same length as at
 * sign-up and, when sent, a matching confirmation; it revokes every other token of the account.
 */
export async function updateAccount(db: DemoDb, userId: number, payload: Params, currentTokenId: number | null): Promise<UserRow> {
  const { errors, changes, password } = checkCommon(db, payload, userId, false);
  const addressIds: { bill_address_id?: number | null; ship_address_id?: number | null } = {};
  for (const name of ['bill_address_id', 'ship_address_id'] as const) {
    if (!Object.hasOwn(payload, name)) continue;
    const raw = payload[name];
    if (raw === null || raw === '') {
      addressIds[name] = null;
      continue;
    }
    const address = bookAddress(db, userId, raw);
    if (!address) errors[name] = ['is not an address of this account'];
    else addressIds[name] = address.id;
  }
  if (hasErrors(errors)) throw validationFailed(errors);
  const hash = password === null ? null : await hashSecret(password);
  const now = nowIso();
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [column, value] of Object.entries({ ...changes, ...addressIds })) {
    sets.push(`${column} = ?`);
    values.push(value);
  }
  if (hash !== null) {
    sets.push('password_hash = ?');
    values.push(hash);
  }
  try {
    db.transaction(() => {
      if (sets.length > 0) run(db, `UPDATE users SET ${sets.join(', ')}, updated_at = ? WHERE id = ?`, ...values, now, userId);
      if (hash !== null) {
        run(db, 'UPDATE oauth_tokens SET revoked_at = ? WHERE user_id = ? AND id IS NOT ? AND revoked_at IS NULL', now, userId, currentTokenId);
      }
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: ['has already been taken'] });
    throw error;
  }
  return userById(db, userId)!;
}
