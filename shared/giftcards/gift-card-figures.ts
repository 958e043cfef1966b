/**
 * A shift's gift-card figures as the X/Z report carries them (gift-card-tally.ts tallies them from
 * the journal). Types only, so the report's types need nothing of the journal.
 */

/** An amount, or null where a blind X report withholds it. */
type Withheld = string | null;

export interface GiftCardShiftFigures {
  /** New cards sold: how many cards (one per gift-card line, of the line's amount) and their amount. */
  sold: { count: number; amount: Withheld };
  /** Cards loaded again (top-ups): how many and their amount. */
  loaded: { count: number; amount: Withheld };
  /** The shift's sales less the cards sold and loaded: what was sold as goods. */
  revenue: Withheld;
  /** Gift-card lines of the shift's sales whose card the store has not issued yet. */
  notIssued: number;
  /** Store credit given to customers in the shift (no cash moves): how many and how much, in the shift's currency. */
  storeCredit: { count: number; amount: string };
}
