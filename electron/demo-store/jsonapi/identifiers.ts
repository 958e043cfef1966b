/** Public identifiers: order numbers, order tokens, shipment and payment numbers. */
import { randomBytes, randomInt } from 'node:crypto';

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** `R` + 9 digits. */
export const orderNumber = (): string => `R${digits(9)}`;
/** `H` + 11 digits. */
export const shipmentNumber = (): string => `H${digits(11)}`;

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** `P` + 7 letters and digits. */
export function paymentNumber(): string {
  let out = 'P';
  for (let i = 0; i < 7; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** URL-safe random part plus the creation time in milliseconds, as order tokens look. */
export function orderToken(now = Date.now()): string {
  return `${randomBytes(16).toString('base64url')}${now}`;
}

/** A bearer or refresh token: 32 random bytes, URL-safe. */
export function secretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Retries `make` until `isFree` accepts the value (numbers are unique columns). */
export function uniqueValue(make: () => string, isFree: (value: string) => boolean): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = make();
    if (isFree(value)) return value;
  }
  throw new Error('Could not find a free identifier');
}
