/**
 * The manager's orders board as the page keeps it: the filters, the board main last answered,
 * the order open in detail, the orders ticked (for a pick list: `selected`, a stable array), and
 * the last action's words. Every read and action goes to main (the board service), which asks
 * the store; the page never talks to the store.
 */
import { create } from 'zustand';
import type { BoardActionResult, BoardOrderDetail, BoardState } from '../../../shared/orders/orders-board-actions.js';
import { DEFAULT_BOARD_FILTERS, type BoardFilters } from '../../../shared/orders/orders-board.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import { sayWords } from '../../../shared/i18n/words.js';

interface BoardStore {
  filters: BoardFilters;
  board: BoardState | null;
  loading: boolean;
  error: string | null;
  /** The error shown is the store not answering (it goes once the store answers again). */
  errorOffline: boolean;
  /** What the last action came to, in words (a status line on the board). */
  notice: string | null;
  detail: BoardOrderDetail | null;
  /** Order numbers ticked on the board, in the order ticked (the same array until it changes). */
  selected: string[];
  load(): Promise<void>;
  refresh(): Promise<void>;
  /** The store answers again: a board that could not be read is read now (nothing otherwise). */
  afterOutage(): Promise<void>;
  setFilters(changes: Partial<BoardFilters>): void;
  toggle(number: string): void;
  clearSelection(): void;
  openDetail(number: string): Promise<void>;
  closeDetail(): void;
  /** Runs an action: null when done (the board updated), else the store's refusal in words. */
  act(run: () => Promise<BoardActionResult>): Promise<string | null>;
}

let reads = 0;

export const useBoard = create<BoardStore>((set, get) => {
  const read = async (how: 'view' | 'refresh') => {
    const ticket = ++reads;
    set({ loading: true });
    try {
      const board = await pos().board[how](get().filters);
      if (ticket === reads) set({ board, error: null, errorOffline: false, loading: false });
    } catch (error) {
      const shown = shownError(error);
      if (ticket === reads) set({ error: shown.message, errorOffline: shown.kind === 'offline', loading: false });
    }
  };
  return {
    filters: DEFAULT_BOARD_FILTERS,
    board: null,
    loading: false,
    error: null,
    errorOffline: false,
    notice: null,
    detail: null,
    selected: [],
    load: () => read('view'),
    refresh: () => read('refresh'),
    afterOutage: async () => (get().errorOffline ? read('refresh') : undefined),
    setFilters(changes) {
      set({ filters: { ...get().filters, ...changes } });
      const f = get().filters;
      if (f.range !== 'custom' || (f.from && f.to)) void read('view');
    },
    toggle(number) {
      const selected = get().selected;
      set({ selected: selected.includes(number) ? selected.filter((n) => n !== number) : [...selected, number] });
    },
    clearSelection: () => set({ selected: [] }),
    async openDetail(number) {
      try {
        set({ detail: await pos().board.order(number), error: null });
      } catch (error) {
        set({ error: shownError(error).message });
      }
    },
    closeDetail: () => set({ detail: null }),
    async act(run) {
      try {
        const result = await run();
        set({ notice: result.words ? sayWords(result.words) : result.message });
        // The board shows the store's answer at once; the open detail reads its history again.
        await read('view');
        if (get().detail?.order.number === result.order.number) await get().openDetail(result.order.number);
        return null;
      } catch (error) {
        return shownError(error).message;
      }
    },
  };
});

// The store answers again: a board that said it could not be reached is read again (this module
// loads with the board, so the first screen's script does not carry it).
useApp.subscribe((now, before) => {
  if (now.connection.state === 'online' && before.connection.state !== 'online') void useBoard.getState().afterOutage();
});
