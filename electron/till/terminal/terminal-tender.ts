/**
 * Card tenders through a payment terminal. The attempt (its reference, amount and, once known,
 * the terminal's approval) is written to the settings file before the terminal is asked and
 * kept until the store has the payment or refused it, so a charge is never left unknown. The
 * approval's card token, which the processor takes as the card, is never in that file: it rests
 * in the keychain (memory where there is none) under the attempt's reference. After
 * a timeout, or a store answer lost after the terminal approved, the next "present card" first
 * asks the terminal what became of the attempt (`lastOutcome`) and uses an approval it finds,
 * through the sale service, which in turn reads the cart's payments before sending anything.
 * A decline at the terminal and a terminal that did not answer in time are written to the till's
 * journal (a card the store's gateway declines is written there by the sale service).
 *
 * The tender is made of parts sharing one context (tender/tender-context.ts): the approvals'
 * tokens, an approval used as the sale's tender, earlier attempts, the sale's end, and "present
 * card"; each part takes the context (and the parts it calls on) and gives its calls.
 */
import { approvalUse } from './tender/approval-use.js';
import { attemptEnds } from './tender/attempt-ends.js';
import { attemptTokens } from './tender/attempt-tokens.js';
import { earlierAttempts } from './tender/earlier-attempts.js';
import { createTenderContext, type TerminalTenderOptions } from './tender/tender-context.js';
import { terminalPresent } from './tender/terminal-present.js';
import type { TerminalTender } from './tender/tender-api.js';

export type { TerminalTenderOptions } from './tender/tender-context.js';
export type { TerminalAttemptEnds, TerminalTender } from './tender/tender-api.js';

export function createTerminalTender(options: TerminalTenderOptions): TerminalTender {
  const ctx = createTenderContext(options);
  const tokens = attemptTokens(ctx);
  tokens.tidyEarlierRun();
  return {
    ...attemptEnds(ctx, tokens),
    ...terminalPresent(ctx, tokens, earlierAttempts(ctx, tokens), approvalUse(ctx, tokens)),
  };
}
