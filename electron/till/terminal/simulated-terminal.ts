/**
 * The demo store's simulated card terminal, for training: a charge waits for the clerk to play
 * the customer, either by choosing the outcome (approve, decline, time out, customer cancels)
 * or by entering a test card number, which becomes the test gateway's processor token (so the
 * store's own gateway then approves or declines it). "Time out" simulates the worst case a real
 * terminal can leave: the card was charged but its answer never reached the till. The terminal
 * records it, and `lastOutcome` tells the till so before it asks again.
 *
 * A refund gives back (part of) an approval the terminal made, at once (the card is not asked
 * for): approved up to what the approval took less what was refunded of it, declined beyond, or
 * for the test card whose processor refuses refunds. `loseNextRefundAnswer` plays a refund made
 * whose answer never reached the till; `lastRefundOutcome` says what became of it, and a refund
 * sent again with the same reference answers what was done, never refunding twice.
 */
import { fromCents, toCents } from '../../../shared/money.js';
import type { CardTerminal, TerminalCharge, TerminalOutcome, TerminalRefund, TerminalRefundOutcome } from './card-terminal.js';

export type SimulatedChoice = 'approve' | 'decline' | 'timeout' | 'cancel';

/** The processor's words for a refund the card's issuer refuses (as the demo store's gateway says them). */
const REFUND_REFUSED = 'The card issuer refused the refund: give it back another way (cash or store credit).';

/** Test card numbers and the test gateway's tokens they stand for. */
const TEST_CARDS: Record<string, { token: string; ccType: 'visa' | 'mastercard' | 'amex'; refusesRefunds?: string }> = {
  '4242424242424242': { token: 'tok_visa', ccType: 'visa' },
  '5555555555554444': { token: 'tok_mastercard', ccType: 'mastercard' },
  '378282246310005': { token: 'tok_amex', ccType: 'amex' },
  '4000000000000002': { token: 'tok_decline', ccType: 'visa' },
  '4000000000009995': { token: 'tok_insufficient_funds', ccType: 'visa' },
  '4000000000000069': { token: 'tok_expired', ccType: 'visa' },
  // Charges, but its issuer refuses refunds (the demo store's gateway refuses them for its token too).
  '4000000000005126': { token: 'tok_refund_refused', ccType: 'visa', refusesRefunds: REFUND_REFUSED },
};

const SIMULATED_TERMINAL_NAME = 'Simulated terminal (training)';

export interface SimulatedTerminal extends CardTerminal {
  /** The charge waiting for a card, or null. */
  waiting(): TerminalCharge | null;
  /** Plays the customer's side of the waiting charge. */
  choose(choice: SimulatedChoice): boolean;
  /** A test card number presented to the waiting charge; false when it is not a test card (nothing happens). */
  presentCard(number: string): boolean;
  /** Training: the next refund is made, but its answer never reaches the till (it times out). */
  loseNextRefundAnswer(): void;
}

/** What the terminal approved for a charge, and how much of it was refunded since. */
interface ApprovedCharge {
  token: string;
  currency: string;
  cents: number;
  refundedCents: number;
}

export function createSimulatedTerminal(options: { onWaiting?: (charge: TerminalCharge | null) => void } = {}): SimulatedTerminal {
  let current: { charge: TerminalCharge; answer: (outcome: TerminalOutcome) => void } | null = null;
  const recorded = new Map<string, TerminalOutcome>();
  const approvals = new Map<string, ApprovedCharge>();
  const refunds = new Map<string, TerminalRefundOutcome>();
  let loseRefundAnswer = false;

  const settle = (kept: TerminalOutcome, answered: TerminalOutcome = kept) => {
    if (!current) return false;
    const { charge, answer } = current;
    current = null;
    recorded.set(charge.reference, kept);
    if (kept.kind === 'approved')
      approvals.set(charge.reference, { token: kept.token, currency: charge.currency, cents: toCents(charge.amount), refundedCents: 0 });
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
    refund: async (request) => {
      const done = refunds.get(request.reference) ?? refundOf(approvals, request);
      refunds.set(request.reference, done);
      if (!loseRefundAnswer) return done;
      loseRefundAnswer = false;
      return { kind: 'timeout' };
    },
    lastRefundOutcome: async (reference) => refunds.get(reference) ?? null,
    loseNextRefundAnswer: () => {
      loseRefundAnswer = true;
    },
    waiting: () => current?.charge ?? null,
    choose: (choice) => {
      switch (choice) {
        case 'approve':
          return settle({ kind: 'approved', token: 'tok_visa', ccType: 'visa', lastDigits: '4242' });
        case 'decline':
          return settle({ kind: 'declined', message: null });
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

/** A refund of an approval this terminal made: given back up to what it took less earlier refunds (its record updated), else declined in words. */
function refundOf(approvals: Map<string, ApprovedCharge>, request: TerminalRefund): TerminalRefundOutcome {
  const approval = approvals.get(request.approval);
  if (!approval || (request.token !== undefined && request.token !== approval.token)) {
    // not-words: a terminal's own words of a declined refund, passed on as a real terminal's are (returns/owed-records.ts)
    return { kind: 'declined', message: `The terminal made no approval with reference ${request.approval} for this card.` };
  }
  // not-words: as above, the terminal's own words
  if (request.currency !== approval.currency) return { kind: 'declined', message: `The approval ${request.approval} was in ${approval.currency}.` };
  const refusal = Object.values(TEST_CARDS).find((card) => card.token === approval.token)?.refusesRefunds;
  if (refusal) return { kind: 'declined', message: refusal };
  const cents = toCents(request.amount);
  const left = approval.cents - approval.refundedCents;
  if (cents <= 0 || cents > left) {
    // not-words: as above, the terminal's own words
    return { kind: 'declined', message: `The approval ${request.approval} has ${fromCents(left)} ${approval.currency} left to refund.` };
  }
  approval.refundedCents += cents;
  return { kind: 'refunded', amount: fromCents(cents), currency: approval.currency };
}
