/**
 * What an approval of a stock change names: the change itself. A count, a delivery or a transfer
 * is approved with its key (how many lines and units, and a SHA-256 fingerprint of which variant
 * takes how many), the call carries the key, and the service checks the key against what it is
 * about to send; so a PIN given for one content covers that content only: lines changed after the
 * approval, or a call made with other lines, need an approval of their own. Web Crypto: the page
 * and the main process compute the same key.
 */

/** One variant and its units, as a change carries them. */
export interface UnitLine {
  variantId: string;
  quantity: number;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "2 lines, 5 units #0f3a…" (16 hex digits of the SHA-256 of the lines, in a fixed order). */
export async function unitsKey(lines: readonly UnitLine[]): Promise<string> {
  const canonical = lines
    .map((l) => `${l.variantId}:${l.quantity}`)
    .sort()
    .join('\n');
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
  const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return `${plural(lines.length, 'line')}, ${plural(units, 'unit')} #${hex}`;
}

/** The key's shape, as a call's arguments take it. */
export const UNITS_KEY = /^\d{1,6} lines?, \d{1,9} units? #[0-9a-f]{16}$/;
