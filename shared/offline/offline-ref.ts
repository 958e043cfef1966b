/**
 * The local reference an offline sale is known by until the store gives it an order number:
 * `OFF-<till>-<n>`, the till's short id and the sale's number on this till, short enough to read
 * out and print, unique per till (the number only grows, read back from the till's journal). Pure.
 */

/** Letters and digits a clerk cannot confuse when reading a receipt aloud (no 0/O, 1/I/L). */
const TILL_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TILL_SHORT_ID_LENGTH = 4;
const TILL_SHORT_ID = new RegExp(`^[${TILL_ID_ALPHABET}]{${TILL_SHORT_ID_LENGTH}}$`);

/** A new till's short id from random bytes (one per character, at least TILL_SHORT_ID_LENGTH). */
export function tillShortIdFrom(bytes: ArrayLike<number>): string {
  if (bytes.length < TILL_SHORT_ID_LENGTH) throw new Error(`A till's short id needs ${TILL_SHORT_ID_LENGTH} random bytes.`);
  let id = '';
  for (let i = 0; i < TILL_SHORT_ID_LENGTH; i++) id += TILL_ID_ALPHABET[bytes[i]! % TILL_ID_ALPHABET.length];
  return id;
}

export function isTillShortId(value: unknown): value is string {
  return typeof value === 'string' && TILL_SHORT_ID.test(value);
}

/** The reference of this till's `n`th offline sale (1, 2, 3…): `OFF-K7QM-0001`. */
export function offlineRef(tillShortId: string, n: number): string {
  if (!isTillShortId(tillShortId)) throw new Error(`Not a till short id: ${tillShortId}`);
  if (!Number.isInteger(n) || n < 1) throw new Error(`An offline sale's number starts at 1: ${n}`);
  return `OFF-${tillShortId}-${String(n).padStart(4, '0')}`;
}

/** The number of the next offline sale, after the references already used on this till (any till's are skipped). */
export function nextOfflineNumber(tillShortId: string, usedRefs: Iterable<string>): number {
  const prefix = `OFF-${tillShortId}-`;
  let highest = 0;
  for (const ref of usedRefs) {
    if (!ref.startsWith(prefix)) continue;
    const n = Number(ref.slice(prefix.length));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return highest + 1;
}
