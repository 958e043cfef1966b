/** The card terminal at the counter, across the bridge: presenting a card for part or all of a sale, and the training terminal. */
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { TenderResult } from './sale.js';
import type { Words } from '../i18n/words.js';

/**
 * What presenting a card at the terminal came to: the tender taken (or the order placed), or
 * why not, in words for the clerk. After a timeout the next present asks the terminal what
 * became of the charge before asking for a card again.
 */
export type TerminalResult =
  | TenderResult
  /** `message` in English; `words`: the same for the page to say in the clerk's language. */
  | { outcome: 'declined' | 'cancelled' | 'timeout'; message: string; words?: Words | null };

/** The terminal's side for the clerk's panel: its name and the charge waiting for a card. */
export interface TerminalState {
  name: string;
  /** Whether the clerk plays the customer (the simulated terminal of the demo store). */
  simulated: boolean;
  waiting: { amount: string; currency: string } | null;
}

export interface TerminalCalls {
  /** The terminal's name and the charge it is waiting on (for the terminal panel). */
  state(): Promise<TerminalState>;
  /** Asks the terminal for `amount` of the sale's balance; answers once the terminal does. */
  present(amount: string): Promise<TerminalResult>;
  /** Training: plays the customer at the simulated terminal (refused for a real one). */
  simulate(choice: 'approve' | 'decline' | 'timeout' | 'cancel'): Promise<TerminalState>;
  /** Training: a test card number presented at the simulated terminal. */
  simulateCard(cardNumber: string): Promise<TerminalState>;
}

export const terminalCalls = {
  state: { args: noArgs },
  present: { args: ({ z, decimal }) => z.tuple([decimal]) },
  simulate: { args: ({ z }) => z.tuple([z.enum(['approve', 'decline', 'timeout', 'cancel'])]) },
  simulateCard: {
    args: ({ z }) =>
      z.tuple([
        z
          .string()
          .trim()
          .regex(/^[\d -]{12,23}$/, 'a card number of 12 to 19 digits'),
      ]),
  },
} satisfies CallDeclarations<TerminalCalls>;
