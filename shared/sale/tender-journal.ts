/**
 * What the till's journal says of a card that did not pay: declined (by the store's gateway for a
 * typed or saved card, or by the terminal) or a terminal that did not answer in time. Each entry
 * carries the sale's number, the amount asked, the tender and the words given, and never a card
 * number, token or anything else that pays: `refusalWords` takes out of the words any secret of
 * the attempt and anything that looks like a card number.
 */

/** How the card was offered: typed (or an approval from the terminal the store then refused), saved on the customer's account, or at the terminal. */
export type DeclinedTender = 'card' | 'savedCard' | 'terminal';

export interface TenderJournalEvents {
  /** A card did not pay: the words are the processor's (the store's gateway or the terminal). */
  'tender.declined': { orderNumber: string; currency: string; amount: string; tender: DeclinedTender; message: string };
  /** The terminal did not answer in time; the next try first asks it what became of this charge (its reference). */
  'terminal.timed_out': { orderNumber: string; currency: string; amount: string; reference: string };
  /**
   * The terminal approved a charge for a sale that never took it: that sale was neither in
   * progress nor parked when the next card was presented. The customer was charged; refund it at
   * the terminal (its reference).
   */
  'terminal.approval_unused': { orderNumber: string; currency: string; amount: string; reference: string };
}

import { redactLogLine } from '../logging/redact-log-line.js';

/** A run of 12 to 19 digits, spaces or dashes between them allowed: what a card number looks like. */
const CARD_NUMBER = /\d(?:[ -]?\d){11,18}/g;

/**
 * The processor's words, fit for the journal: what the log's redaction takes out of any line
 * (credentials in URLs, headers, bearer tokens, credential fields), the attempt's own secrets and
 * anything like a card number.
 */
export function refusalWords(message: string, secrets: readonly (string | null | undefined)[] = []): string {
  let words = redactLogLine(message);
  for (const secret of secrets) if (secret) words = words.split(secret).join('[withheld]');
  return words.replace(CARD_NUMBER, '[withheld]').trim() || 'Declined.';
}
