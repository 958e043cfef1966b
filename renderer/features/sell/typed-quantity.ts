/** A quantity typed by the clerk: a whole number from 1 to what the bridge accepts (9999), or null. */
import { MAX_LINE_QUANTITY } from '../../../shared/sale/line-quantity.js';

export const MAX_QUANTITY = MAX_LINE_QUANTITY;

export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}
