/** What the terminal's tender offers the till (terminal-tender.ts composes it from its parts). */
import type { TerminalResult, TerminalState } from '../../../../shared/bridge/bridge.js';

export interface TerminalTender extends TerminalAttemptEnds {
  /** Asks the terminal for `amount` of the sale's balance, then takes the approved card as a tender. */
  present(amount: string): Promise<TerminalResult>;
  state(): TerminalState;
}

/** What the rest of the till tells the terminal's tender about its attempt's sale. */
export interface TerminalAttemptEnds {
  /** The store took this approval (found by reading the cart after its answer was lost): nothing of it is kept. */
  taken(reference: string): Promise<void>;
  /**
   * A sale was placed: an attempt of it the store never took is journaled for a refund when the
   * terminal charged it, and forgotten (kept when the terminal cannot say).
   */
  saleEnded(saleNumber: string): Promise<void>;
}
