/**
 * The labels waiting to be printed: lines queued from a product (the Sell screen's product dialog),
 * from the Labels screen's search or a scan, and later from a received delivery (`queueLabels` takes
 * any lines). A variant queued again adds to its quantity.
 */
import { create } from 'zustand';
import type { LabelLine, LabelSize } from '../../../shared/labels/label-lines.js';

interface LabelQueueState {
  lines: LabelLine[];
  size: LabelSize;
  setQuantity(variantId: string, quantity: number): void;
  remove(variantId: string): void;
  clear(): void;
  setSize(size: LabelSize): void;
}

export const useLabelQueue = create<LabelQueueState>()((set) => ({
  lines: [],
  size: '2.25x1.25in',
  setQuantity: (variantId, quantity) =>
    set((s) => ({
      lines: s.lines.map((line) => (line.variantId === variantId ? { ...line, quantity: Math.max(1, Math.min(100, Math.round(quantity))) } : line)),
    })),
  remove: (variantId) => set((s) => ({ lines: s.lines.filter((line) => line.variantId !== variantId) })),
  clear: () => set({ lines: [] }),
  setSize: (size) => set({ size }),
}));

/** Adds `lines` to the queue (a variant already there gets their quantity added, up to 100 a line). */
export function queueLabels(lines: readonly LabelLine[]): void {
  useLabelQueue.setState((s) => {
    const next = [...s.lines];
    for (const line of lines) {
      const at = next.findIndex((queued) => queued.variantId === line.variantId);
      if (at >= 0) next[at] = { ...next[at]!, quantity: Math.min(100, next[at]!.quantity + line.quantity) };
      else next.push({ ...line });
    }
    return { lines: next };
  });
}

/** How many labels the queue prints. */
export const labelCount = (lines: readonly LabelLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
