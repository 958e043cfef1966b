/** A tab another screen asks the Stock screen to open (the board's and Reports' low-stock alert): taken once when it opens. */
import { create } from 'zustand';

interface StockTabRequest {
  wanted: string | null;
  ask(tabId: string): void;
  take(): string | null;
}

export const useStockTabRequest = create<StockTabRequest>((set, get) => ({
  wanted: null,
  ask: (tabId) => set({ wanted: tabId }),
  take() {
    const { wanted } = get();
    if (wanted) set({ wanted: null });
    return wanted;
  },
}));
