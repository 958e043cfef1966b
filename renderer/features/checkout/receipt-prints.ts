/**
 * How each receipt's printing on the receipt printer went, as main tells it (`hardware.printed`)
 * or as the receipt screen asked it: by order number.
 */
import { create } from 'zustand';
import type { ReceiptPrint } from '../../../shared/bridge/bridge.js';

interface ReceiptPrintsState {
  prints: Record<string, ReceiptPrint>;
  set(orderNumber: string, print: ReceiptPrint): void;
}

export const useReceiptPrints = create<ReceiptPrintsState>((set) => ({
  prints: {},
  set: (orderNumber, print) => set((s) => ({ prints: { ...s.prints, [orderNumber]: print } })),
}));
