/**
 * The exchange in progress as the screens show it: started from a return's quote (the Sell screen
 * then rings up the new goods under its banner), its value put on the new sale at payment, and
 * kept after the sale is placed for that sale's receipt. The main process keeps it across restarts.
 */
import { create } from 'zustand';
import type { ReturnExchange } from '../../../shared/bridge/returns.js';
import { pos } from '../../bridge/pos.js';
import { useReturns } from './returns.js';

interface ExchangeState {
  exchange: ReturnExchange | null;
  /** Reads the exchange from the main process (no request to the store). */
  load(): Promise<void>;
  /** Takes the quote's goods in exchange (each in the condition chosen); the quote leaves the Returns screen. */
  start(): Promise<void>;
  /** At payment: the return's value goes on the sale in progress. */
  apply(): Promise<void>;
  /** Withdraws an exchange nothing was given for yet. */
  cancel(): Promise<void>;
}

export const useExchange = create<ExchangeState>((set) => ({
  exchange: null,
  async load() {
    set({ exchange: await pos().returns.exchange() });
  },
  async start() {
    const { quote, choices } = useReturns.getState();
    if (!quote) return;
    const items = quote.items.map((item) => ({ id: item.id, resellable: choices[item.lineItemId]?.resellable ?? true }));
    const exchange = await pos().returns.startExchange({ authorizationId: quote.authorizationId, items });
    useReturns.setState({ quote: null, sale: null, choices: {}, done: null });
    set({ exchange });
  },
  async apply() {
    set({ exchange: await pos().returns.applyExchange() });
  },
  async cancel() {
    await pos().returns.cancelExchange();
    set({ exchange: null });
  },
}));

/** An exchange whose new sale is still being rung up or paid. */
export const exchangeOpen = (exchange: ReturnExchange | null): exchange is ReturnExchange => exchange !== null && !exchange.placed;
