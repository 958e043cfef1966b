/** A quantity typed by the clerk: a whole number from 1 to 9999 (what the bridge accepts), or null. */
export const MAX_QUANTITY = 9999;

export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}
