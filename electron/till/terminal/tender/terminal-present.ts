/**
 * "Present card": an earlier attempt of this sale is used (never charged again), another sale's
 * is set aside, then the terminal is asked for the amount and its answer becomes the sale's tender,
 * a decline, a cancel or a time-out in words. One press at a time.
 */
import type { TerminalResult, TerminalState } from '../../../../shared/bridge/bridge.js';
import { planTender, remainingBalance } from '../../../../shared/sale/tenders.js';
import { refusalWords } from '../../../../shared/sale/tender-journal.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import type { AttemptTokens } from './attempt-tokens.js';
import type { EarlierAttempts } from './earlier-attempts.js';
import { charged, type ApprovedCharge, type PendingCharge, type TenderContext } from './tender-context.js';
import type { TerminalTender } from './tender-api.js';

const messages = defineMessages({
  declined: {
    id: 'checkout.terminal.declined',
    defaultMessage: '{reason, select, none {The card was declined at the terminal.} other {{reason}}} Nothing was charged; the payments so far stay.',
  },
  cancelled: { id: 'checkout.terminal.cancelled', defaultMessage: 'The customer cancelled at the terminal. Nothing was charged.' },
  timeout: {
    id: 'checkout.terminal.timedOut',
    defaultMessage:
      'The terminal did not answer in time. Present the card again: the till first asks the terminal whether it was charged, so it is never charged twice.',
  },
  noSale: { id: 'checkout.terminal.noSale', defaultMessage: 'There is no sale in progress. Add a product first.' },
  alreadyWaiting: { id: 'checkout.terminal.alreadyWaiting', defaultMessage: 'The terminal is already waiting for a card.' },
});

// not-words: the journal's record of a decline without the terminal's own words, in English like every journal entry
const DECLINED_AT_TERMINAL = 'The card was declined at the terminal.';

/** The terminal's answer for the clerk: in English, and as words the page says in the clerk's language. */
const told = (outcome: 'declined' | 'cancelled' | 'timeout', words: Words): TerminalResult => ({ outcome, message: englishOf(words), words });

export function terminalPresent(
  ctx: TenderContext,
  { forget, keepApproved }: Pick<AttemptTokens, 'forget' | 'keepApproved'>,
  { reconcile, setAside }: EarlierAttempts,
  useApproval: (attempt: ApprovedCharge) => Promise<TerminalResult>,
): Pick<TerminalTender, 'present' | 'state'> {
  const { terminal, sale, journal } = ctx.options;

  const present = async (amount: string): Promise<TerminalResult> => {
    const cart = await sale.current();
    if (!cart) throw new TillRefusal({ kind: 'no_sale', message: wordsOf(messages.noSale) });
    const earlier = ctx.pending();
    const approved = earlier && earlier.saleNumber === cart.number ? await reconcile(earlier) : null;
    if (approved) return useApproval(approved);
    if (earlier && earlier.saleNumber !== cart.number) await setAside(earlier);

    const plan = planTender('card', amount, remainingBalance(cart.total, cart.payments), cart.currency);
    if (!plan.ok) throw new TillRefusal({ kind: 'invalid_input', message: plan.words, fieldErrors: { amount: [plan.message] } });
    const fresh: PendingCharge = {
      saleNumber: cart.number,
      reference: `${cart.number}-${Date.now().toString(36)}${Math.floor(ctx.random() * 1e6).toString(36)}`,
      amount: plan.apply,
      currency: cart.currency,
    };
    ctx.keep(fresh);
    const outcome = await terminal.charge({ reference: fresh.reference, amount: fresh.amount, currency: fresh.currency });
    switch (outcome.kind) {
      case 'approved':
        return useApproval(await keepApproved(fresh, outcome));
      case 'declined': {
        await forget();
        const words = wordsOf(messages.declined, { reason: outcome.message ?? 'none' });
        journal?.append('tender.declined', { ...charged(fresh), tender: 'terminal', message: refusalWords(outcome.message ?? DECLINED_AT_TERMINAL) });
        return told('declined', words);
      }
      case 'cancelled':
        await forget();
        return told('cancelled', wordsOf(messages.cancelled));
      case 'timeout':
        journal?.append('terminal.timed_out', { ...charged(fresh), reference: fresh.reference });
        return told('timeout', wordsOf(messages.timeout));
    }
  };

  return {
    state: (): TerminalState => ({
      name: terminal.name,
      simulated: typeof terminal.waiting === 'function',
      waiting: terminal.waiting?.() ?? null,
    }),

    present: async (amount) => {
      // Taken before the first await: a second press while this one is on its way is refused.
      if (ctx.state.asking) throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.alreadyWaiting) });
      ctx.state.asking = true;
      try {
        return await present(amount);
      } finally {
        ctx.state.asking = false;
      }
    },
  };
}
