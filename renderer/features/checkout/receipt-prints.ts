/**
 * How each receipt's printing on the receipt printer went, as main tells it (`hardware.printed`)
 * or as the receipt screen asked it, and a cash sale's drawer the printer did not kick open: by order number.
 */
import { create } from 'zustand';
import type { ReceiptPrint } from '../../../shared/bridge/bridge.js';
import type { ComposedWords } from '../../../shared/staff/composed-words.js';

interface ReceiptPrintsState {
  prints: Record<string, ReceiptPrint>;
  /** A cash sale's drawer the printer did not kick open, in words (said in the clerk's language on the page), by order number. */
  drawers: Record<string, ComposedWords>;
  set(orderNumber: string, print: ReceiptPrint): void;
  drawerNotOpened(orderNumber: string, words: ComposedWords): void;
}

export const useReceiptPrints = create<ReceiptPrintsState>((set) => ({
  prints: {},
  drawers: {},
  set: (orderNumber, print) => set((s) => ({ prints: { ...s.prints, [orderNumber]: print } })),
  drawerNotOpened: (orderNumber, words) => set((s) => ({ drawers: { ...s.drawers, [orderNumber]: words } })),
}));
