/**
 * The bridge's `receipt.*` calls: paper and PDF for the receipt on screen. Electron's adapter
 * (electron/receipt-printer.ts) answers them itself; under the browser host the page prints the
 * receipt, so the main process prints nothing and saves no PDF.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';

/** Prints and saves the receipt on screen, as the bridge's `receipt.*` calls say. */
export type ReceiptPrinter = PosCalls['receipt'];

/** Where the page prints itself: nothing printed here (false), no PDF (null). */
export const PAGE_PRINTS_ITSELF = {
  print: async () => false,
  savePdf: async () => null,
} satisfies ReceiptPrinter;
