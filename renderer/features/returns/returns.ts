/**
 * The returns desk as the Returns screen shows it: find the sale, choose what comes back, the
 * store's quote, the return done. One return at a time; leaving it before the refund withdraws
 * the quote at the store.
 */
import { create } from 'zustand';
import type { AwaitingReturn, ReturnDone, ReturnQuote, ReturnRefundInput, ReturnableSale, ReturnsDesk, SaleFoundBy } from '../../../shared/bridge/returns.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';

/** What comes back of one line: how many and in what condition. */
interface LineChoice {
  quantity: number;
  resellable: boolean;
}

interface ReturnsState {
  desk: ReturnsDesk | null;
  /** Returns the store authorized whose goods are still to come back: read once when the screen opens (one request), less those taken up since. */
  awaiting: AwaitingReturn[];
  /** Why the returns awaiting goods could not be read, in words; null when they were. */
  awaitingError: string | null;
  sale: ReturnableSale | null;
  choices: Record<string, LineChoice>;
  reasonId: string;
  quote: ReturnQuote | null;
  done: ReturnDone | null;
  /** The last receipt barcode scanned on the Returns screen (the screen finds its sale); `at` tells two scans of one code apart. */
  scanned: { code: string; at: number } | null;
  open(): Promise<void>;
  scan(code: string): void;
  /** The scan waiting for the screen, taken once (a screen drawn again later does not find it again). */
  takeScan(): string | null;
  find(orderNumber: string, foundBy: SaleFoundBy): Promise<void>;
  choose(lineItemId: string, choice: Partial<LineChoice>): void;
  setReason(reasonId: string): void;
  askQuote(): Promise<void>;
  withdraw(): Promise<void>;
  refund(to: ReturnRefundInput['to']): Promise<void>;
  /** Finds the sale of a return the store authorized earlier and takes it up: its goods are in hand. */
  takeUp(orderNumber: string, authorizationId: string): Promise<void>;
  /** Starts the next return (a quote still open is withdrawn first). */
  reset(): Promise<void>;
}

export const useReturns = create<ReturnsState>((set, get) => ({
  desk: null,
  awaiting: [],
  awaitingError: null,
  sale: null,
  choices: {},
  reasonId: '',
  quote: null,
  done: null,
  scanned: null,
  scan: (code) => set({ scanned: { code, at: Date.now() } }),
  takeScan() {
    const code = get().scanned?.code ?? null;
    if (code !== null) set({ scanned: null });
    return code;
  },
  async open() {
    const desk = await pos().returns.open();
    set({ desk, reasonId: get().reasonId || (desk.reasons[0]?.id ?? '') });
    if (desk.state !== 'ready' || desk.offline) return set({ awaiting: [], awaitingError: null });
    try {
      set({ awaiting: await pos().returns.awaiting(), awaitingError: null });
    } catch (error) {
      set({ awaitingError: shownError(error).message });
    }
  },
  async find(orderNumber, foundBy) {
    if (get().quote) await get().withdraw();
    const sale = await pos().returns.findSale(orderNumber, foundBy);
    set({ sale, done: null, choices: Object.fromEntries(sale.lines.map((l) => [l.lineItemId, { quantity: 0, resellable: true }])) });
  },
  choose(lineItemId, choice) {
    const choices = get().choices;
    set({ choices: { ...choices, [lineItemId]: { ...(choices[lineItemId] ?? { quantity: 0, resellable: true }), ...choice } } });
  },
  setReason: (reasonId) => set({ reasonId }),
  async askQuote() {
    const { sale, choices, reasonId } = get();
    if (!sale) return;
    const lines = Object.entries(choices)
      .filter(([, c]) => c.quantity > 0)
      .map(([lineItemId, c]) => ({ lineItemId, quantity: c.quantity }));
    set({ quote: await pos().returns.quote({ orderNumber: sale.orderNumber, reasonId, lines }) });
  },
  async takeUp(orderNumber, authorizationId) {
    await get().find(orderNumber, 'typed');
    set({ quote: await pos().returns.takeUp(authorizationId) });
  },
  async withdraw() {
    const quote = get().quote;
    if (!quote) return;
    await pos().returns.cancelQuote(quote.authorizationId);
    set({ quote: null });
  },
  async refund(to) {
    const { quote, choices } = get();
    if (!quote) return;
    const items = quote.items.map((item) => ({ id: item.id, resellable: choices[item.lineItemId]?.resellable ?? true }));
    const done = await pos().returns.refund({ authorizationId: quote.authorizationId, items, to });
    // A return awaiting goods that was just received is no longer awaited.
    set({ done, quote: null, sale: null, choices: {}, awaiting: get().awaiting.filter((r) => r.authorizationId !== quote.authorizationId) });
  },
  async reset() {
    await get()
      .withdraw()
      .catch(() => undefined);
    set({ sale: null, choices: {}, quote: null, done: null });
  },
}));
