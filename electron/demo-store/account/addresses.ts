/**
 * Address payloads: checked like the interface does (names, street, city, country always;
 * zipcode and state where the country needs them) and stored as new rows, so an order keeps
 * the address it was placed with.
 */
import type { FieldErrors } from '../http/api-error.js';
import { findCountry } from '../catalog/countries.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { AddressRow } from '../db/rows.js';
import { asString, isObject } from '../http/params.js';

const FIELDS = ['firstname', 'lastname', 'company', 'address1', 'address2', 'city', 'zipcode', 'phone', 'state_name', 'label'] as const;
const MAX_LENGTH = 255;

/** An address's own fields, as stored. */
export type AddressValues = Pick<
  AddressRow,
  'firstname' | 'lastname' | 'company' | 'address1' | 'address2' | 'city' | 'zipcode' | 'phone' | 'state_name' | 'label' | 'country_iso'
>;

/** Field errors for an address payload (empty when valid) and its cleaned values. */
export function checkAddress(payload: unknown): { values: AddressValues; errors: FieldErrors } {
  const source = isObject(payload) ? payload : {};
  const errors: FieldErrors = {};
  const values = {} as AddressValues;
  for (const field of FIELDS) {
    const text = asString(source[field])?.trim() ?? '';
    if (text.length > MAX_LENGTH) errors[field] = [`is too long (maximum is ${MAX_LENGTH} characters)`];
    values[field] = text === '' ? null : text;
  }
  for (const field of ['firstname', 'lastname', 'address1', 'city'] as const) {
    if (!values[field]) errors[field] = ["can't be blank"];
  }
  const countryCode = asString(source.country_iso)?.trim() ?? '';
  const country = findCountry(countryCode);
  values.country_iso = country?.iso ?? null;
  if (!countryCode) errors.country = ["can't be blank"];
  else if (!country) errors.country = ['is invalid'];
  if (country?.zipcodeRequired && !values.zipcode) errors.zipcode = ["can't be blank"];
  if (country?.statesRequired && !values.state_name) errors.state = ["can't be blank"];
  return { values, errors };
}

/** The stored columns of an address, in the order `addressColumnValues` gives their values. */
export const ADDRESS_COLUMNS = [
  'firstname',
  'lastname',
  'company',
  'address1',
  'address2',
  'city',
  'zipcode',
  'phone',
  'state_name',
  'country_iso',
  'label',
] as const satisfies readonly (keyof AddressValues)[];

export const addressColumnValues = (values: AddressValues): (string | null)[] => ADDRESS_COLUMNS.map((column) => values[column]);

export function insertAddress(db: DemoDb, values: AddressValues, userId: number | null, now: string): number {
  const result = run(
    db,
    `INSERT INTO addresses (user_id, ${ADDRESS_COLUMNS.join(', ')}, created_at, updated_at)
      VALUES (?, ${ADDRESS_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
    userId,
    ...addressColumnValues(values),
    now,
    now,
  );
  return Number(result.lastInsertRowid);
}

export function addressById(db: DemoDb, id: number | null): AddressRow | undefined {
  return id === null ? undefined : get<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ?', id);
}
