/**
 * Custom line options as the till keeps them: by variant, since a store merges a variant's lines
 * into one and need not send the options back. The sale records what it sent; the order tracker
 * keeps them with the order, so the receipt and the order's detail can show them.
 */
import type { LineOptions } from '../../../shared/sale/line-options.js';
import type { LineItem } from '../../../shared/storefront/types/types.js';

export type { LineOptions };

/** Options per variant id. */
export type LineOptionsByVariant = Record<string, LineOptions>;

/** Puts each line's custom options on the lines that have any. */
export function withLineOptions(lines: LineItem[], byVariant: LineOptionsByVariant | undefined): void {
  for (const line of lines) {
    const options = byVariant?.[line.variantId];
    if (options && Object.keys(options).length > 0) line.customOptions = { ...options };
  }
}

/** The options the lines carry, by variant (none when no line has any). */
export function lineOptionsOf(lines: LineItem[]): LineOptionsByVariant | undefined {
  const found = lines.filter((l) => l.customOptions && Object.keys(l.customOptions).length > 0);
  return found.length > 0 ? Object.fromEntries(found.map((l) => [l.variantId, { ...l.customOptions }])) : undefined;
}
