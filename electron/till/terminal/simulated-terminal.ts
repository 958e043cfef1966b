/**
 * The demo store's simulated card terminal, for training: a charge waits for the clerk to play
 * the customer, either by choosing the outcome (approve, decline, time out, customer cancels)
 * or by entering a test card number, which becomes the test gateway's processor token (so the
 * store's own gateway then approves or declines it). "Time out" simulates the worst case a real
 * terminal can leave: the card was charged but its answer never reached the till. The terminal
 * records it, and `lastOutcome` tells the till so before it asks again.
 */
import type { CardTerminal, TerminalCharge, TerminalOutcome } from './card-terminal.js';

export type SimulatedChoice = 'approve' | 'decline' | 'timeout' | 'cancel';

/** Test card numbers and the test gateway's tokens they stand for. */
const TEST_CARDS: Record<string, { token: string; ccType: 'visa' | 'mastercard' | 'amex' }> = {
  '4242424242424242': { token: 'tok_visa', ccType: 'visa' },
  '5555555555554444': { token: 'tok_mastercard', ccType: 'mastercard' },
  '378282246310005': { token: 'tok_amex', ccType: 'amex' },
  '4000000000000002': { token: 'tok_decline', ccType: 'visa' },
  '4000000000009995': { token: 'tok_insufficient_funds', ccType: 'visa' },
  '4000000000000069': { token: 'tok_expired', ccType: 'visa' },
};

const SIMULATED_TERMINAL_NAME = 'Simulated terminal (training)';

export interface SimulatedTerminal extends CardTerminal {
  /** The charge waiting for a card, or null. */
  waiting(): TerminalCharge | null;
  /** Plays the customer's side of the waiting charge. */
  choose(choice: SimulatedChoice): boolean;
  /** A test card number presented to the waiting charge; false when it is not a test card (nothing happens). */
  presentCard(number: string): boolean;
}

export function createSimulatedTerminal(options: { onWaiting?: (charge: TerminalCharge | null) => void } = {}): SimulatedTerminal {
  let current: { charge: TerminalCharge; answer: (outcome: TerminalOutcome) => void } | null = null;
  const recorded = new Map<string, TerminalOutcome>();

  const settle = (kept: TerminalOutcome, answered: TerminalOutcome = kept) => {
    if (!current) return false;
    const { charge, answer } = current;
    current = null;
    recorded.set(charge.reference, kept);
    options.onWaiting?.(null);
    answer(answered);
    return true;
  };

  return {
    name: SIMULATED_TERMINAL_NAME,
    charge: (charge) =>
      new Promise<TerminalOutcome>((resolve) => {
        // A new charge replaces one left waiting (its till gave up on it): that one was cancelled.
        if (current) settle({ kind: 'cancelled' });
        current = { charge, answer: resolve };
        options.onWaiting?.(charge);
      }),
    lastOutcome: async (reference) => recorded.get(reference) ?? null,
    waiting: () => current?.charge ?? null,
    choose: (choice) => {
      switch (choice) {
        case 'approve':
          return settle({ kind: 'approved', token: 'tok_visa', ccType: 'visa', lastDigits: '4242' });
        case 'decline':
          return settle({ kind: 'declined', message: 'The card was declined at the terminal.' });
        case 'cancel':
          return settle({ kind: 'cancelled' });
        case 'timeout':
          // Charged, but the answer is lost on the way back to the till.
          return settle({ kind: 'approved', token: 'tok_visa', ccType: 'visa', lastDigits: '4242' }, { kind: 'timeout' });
      }
    },
    presentCard: (number) => {
      const digits = number.replace(/[\s-]/g, '');
      const card = TEST_CARDS[digits];
      if (!card) return false;
      return settle({ kind: 'approved', token: card.token, ccType: card.ccType, lastDigits: digits.slice(-4) });
    },
  };
}
