/**
 * A payment terminal, as the till sees it: take an amount in a currency and answer a processor
 * token (the card was approved) or why not (declined, the customer cancelled, or no answer in
 * time), and give back (part of) an approval it made. The card itself never reaches the app. Each
 * charge and each refund carries a reference the till chose, so that after a timeout the till can
 * ask what became of it before asking again.
 */
export interface TerminalCharge {
  /** Chosen by the till, unique per attempt; kept on disk until the attempt is settled. */
  reference: string;
  /** Decimal string in `currency`. */
  amount: string;
  currency: string;
}

export type TerminalOutcome =
  | { kind: 'approved'; token: string; ccType?: 'visa' | 'mastercard' | 'amex'; lastDigits?: string; cardholder?: string }
  /** `message`: the terminal's own words of why, or null when it gave none. */
  | { kind: 'declined'; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'timeout' };

/** A refund of (part of) a charge the terminal approved, to the card it was charged to. */
export interface TerminalRefund {
  /** Chosen by the till, unique per refund attempt: a refund sent again with it is never made twice. */
  reference: string;
  /** The approval given back: the reference its charge was sent with. */
  approval: string;
  /** The approval's processor token (the terminal refuses a refund whose token is not the approval's). */
  token?: string;
  /** Decimal string in `currency`; at most what the approval took less what was refunded of it. */
  amount: string;
  currency: string;
}

export type TerminalRefundOutcome = { kind: 'refunded'; amount: string; currency: string } | { kind: 'declined'; message: string } | { kind: 'timeout' };

export interface CardTerminal {
  /** Shown to the clerk ("Simulated terminal (training)"). */
  readonly name: string;
  /** Asks the customer to present a card for the amount; answers once the terminal does. */
  charge(request: TerminalCharge): Promise<TerminalOutcome>;
  /**
   * What became of the charge sent with this reference, as the terminal (or its processor)
   * recorded it: null when it never saw it or it is still waiting. Never charges anything.
   */
  lastOutcome(reference: string): Promise<TerminalOutcome | null>;
  /** Gives back (part of) an approval to its card; answers once the terminal (or its processor) does. */
  refund(request: TerminalRefund): Promise<TerminalRefundOutcome>;
  /**
   * What became of the refund sent with this reference (kept apart from charges' outcomes, so a
   * refund is never taken for an approval): null when the terminal never saw it. Never refunds anything.
   */
  lastRefundOutcome(reference: string): Promise<TerminalRefundOutcome | null>;
}
