/**
 * A scan on the Stock screen goes to the tab that is open (a count counts it, a delivery receives
 * it, the lookup looks it up), never into the sale. The open tab sets the handler; none: refused in words.
 */
import { create } from 'zustand';

interface StockScanState {
  /** The open tab's handler of a scanned code, or null. */
  handler: ((code: string) => void) | null;
  /** The code of a scan no tab took (the screen says so), or null. */
  unheard: string | null;
  setHandler(handler: ((code: string) => void) | null): void;
  scan(code: string): void;
}

export const useStockScan = create<StockScanState>((set, get) => ({
  handler: null,
  unheard: null,
  setHandler: (handler) => set({ handler, unheard: null }),
  scan(code) {
    const { handler } = get();
    if (handler) handler(code);
    else set({ unheard: code });
  },
}));
