/**
 * A barcode as bars: the receipt's order number or a label's SKU in Code 128 (the scanners at a
 * counter read it and type it back as keys), encoded by JsBarcode's encoder alone (no DOM), drawn
 * by the page and by the simulated printer's image of a receipt.
 */
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

/** One bar: where it starts and how wide it is, in modules (the narrowest bar's width). */
export interface Bar {
  x: number;
  width: number;
}

/** The quiet zone each side, in modules: a scanner needs 10 at least. */
export const QUIET_MODULES = 10;

/** The bars of `text` in Code 128 (the encoder chooses sets B and C for the shortest code), after the quiet zone, and the whole width. */
export function code128Bars(text: string): { bars: Bar[]; modules: number } {
  const pattern = new CODE128(text, {}).encode().data;
  const bars: Bar[] = [];
  for (const run of pattern.matchAll(/1+/g)) bars.push({ x: QUIET_MODULES + run.index, width: run[0].length });
  return { bars, modules: pattern.length + 2 * QUIET_MODULES };
}
