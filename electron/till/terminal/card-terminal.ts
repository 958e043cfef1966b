/**
 * A payment terminal, as the till sees it: one job, take an amount in a currency and answer a
 * processor token (the card was approved) or why not (declined, the customer cancelled, or no
 * answer in time). The card itself never reaches the app. Each charge carries a reference the
 * till chose, so that after a timeout the till can ask what became of it before asking again.
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
  | { kind: 'declined'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'timeout' };

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
}
