/**
 * Card tenders through a payment terminal. The attempt (its reference, amount and, once known,
 * the terminal's approval) is written to the settings file before the terminal is asked and
 * kept until the store has the payment or refused it, so a charge is never left unknown: after
 * a timeout, or a store answer lost after the terminal approved, the next "present card" first
 * asks the terminal what became of the attempt (`lastOutcome`) and uses an approval it finds,
 * through the sale service, which in turn reads the cart's payments before sending anything.
 * A decline at the terminal and a terminal that did not answer in time are written to the till's
 * journal (a card the store's gateway declines is written there by the sale service).
 */
import type { TerminalResult, TerminalState } from '../../shared/bridge.js';
import { planTender, remainingBalance } from '../../shared/tenders.js';
import type { CardTerminal, TerminalOutcome } from './card-terminal.js';
import { SaleError } from './error-words.js';
import type { SaleService } from './sale.js';
import type { SettingsStore } from './settings-store.js';
import type { TillJournal } from './till-journal.js';
import { refusalWords } from '../../shared/tender-journal.js';

const PENDING_KEY = 'terminal.pending';

type Approval = Extract<TerminalOutcome, { kind: 'approved' }>;

interface PendingCharge {
  saleNumber: string;
  reference: string;
  amount: string;
  currency: string;
  approved?: Approval;
}

export interface TerminalTender {
  /** Asks the terminal for `amount` of the sale's balance, then takes the approved card as a tender. */
  present(amount: string): Promise<TerminalResult>;
  state(): TerminalState;
}

export interface TerminalTenderOptions {
  terminal: CardTerminal & { waiting?: () => { amount: string; currency: string } | null };
  sale: SaleService;
  settings: SettingsStore;
  /** Where declines at the terminal and its time-outs are recorded. */
  journal?: Pick<TillJournal, 'append'>;
  random?: () => number;
}

const WORDS = {
  cancelled: 'The customer cancelled at the terminal. Nothing was charged.',
  timeout:
    'The terminal did not answer in time. Present the card again: the till first asks the terminal whether it was charged, so it is never charged twice.',
};

/** The sale, amount and currency of a charge, as the journal records them. */
const charged = (charge: PendingCharge) => ({ orderNumber: charge.saleNumber, currency: charge.currency, amount: charge.amount });

export function createTerminalTender(options: TerminalTenderOptions): TerminalTender {
  const { terminal, sale, settings, journal } = options;
  const random = options.random ?? Math.random;
  let asking = false;

  const pending = (): PendingCharge | null => (settings.get(PENDING_KEY) as PendingCharge | undefined) ?? null;
  const keep = (next: PendingCharge | null) => (next ? settings.set(PENDING_KEY, next) : settings.delete(PENDING_KEY));

  /** The approved card becomes the sale's tender; a refusal by the store ends the attempt in words. */
  const useApproval = async (attempt: PendingCharge & { approved: Approval }): Promise<TerminalResult> => {
    const { approved } = attempt;
    try {
      const result = await sale.tenderCard({
        token: approved.token,
        name: approved.cardholder ?? 'Card present',
        amount: attempt.amount,
        ...(approved.ccType ? { ccType: approved.ccType } : {}),
        ...(approved.lastDigits ? { lastDigits: approved.lastDigits } : {}),
      });
      keep(null);
      return result;
    } catch (error) {
      if (error instanceof SaleError && (error.info.kind === 'validation' || error.info.kind === 'invalid_input')) {
        keep(null);
        return { outcome: 'declined', message: error.message };
      }
      // The store's answer is unknown: the approval is kept, and used (not charged again) next time.
      throw error;
    }
  };

  /** An earlier attempt of this sale without a known end: the terminal says what became of it. */
  const reconcile = async (attempt: PendingCharge): Promise<PendingCharge | null> => {
    if (attempt.approved) return attempt;
    const outcome = await terminal.lastOutcome(attempt.reference);
    if (outcome?.kind === 'approved') {
      const found = { ...attempt, approved: outcome };
      keep(found);
      return found;
    }
    keep(null);
    return null;
  };

  return {
    state: () => ({
      name: terminal.name,
      simulated: typeof terminal.waiting === 'function',
      waiting: terminal.waiting?.() ?? null,
    }),

    present: async (amount) => {
      if (asking) throw new SaleError({ kind: 'validation', message: 'The terminal is already waiting for a card.' });
      const cart = await sale.current();
      if (!cart) throw new SaleError({ kind: 'no_sale', message: 'There is no sale in progress. Add a product first.' });
      let attempt = pending();
      if (attempt && attempt.saleNumber !== cart.number) attempt = null;
      if (attempt) attempt = await reconcile(attempt);
      if (attempt?.approved) return useApproval({ ...attempt, approved: attempt.approved });

      const plan = planTender('card', amount, remainingBalance(cart.total, cart.payments));
      if (!plan.ok) throw new SaleError({ kind: 'invalid_input', message: plan.message, fieldErrors: { amount: [plan.message] } });
      const fresh: PendingCharge = {
        saleNumber: cart.number,
        reference: `${cart.number}-${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`,
        amount: plan.apply,
        currency: cart.currency,
      };
      keep(fresh);
      asking = true;
      let outcome: TerminalOutcome;
      try {
        outcome = await terminal.charge({ reference: fresh.reference, amount: fresh.amount, currency: fresh.currency });
      } finally {
        asking = false;
      }
      switch (outcome.kind) {
        case 'approved': {
          const approved = { ...fresh, approved: outcome };
          keep(approved);
          return useApproval(approved);
        }
        case 'declined':
          keep(null);
          journal?.append('tender.declined', { ...charged(fresh), tender: 'terminal', message: refusalWords(outcome.message) });
          return { outcome: 'declined', message: `${outcome.message} Nothing was charged; the payments so far stay.` };
        case 'cancelled':
          keep(null);
          return { outcome: 'cancelled', message: WORDS.cancelled };
        case 'timeout':
          journal?.append('terminal.timed_out', { ...charged(fresh), reference: fresh.reference });
          return { outcome: 'timeout', message: WORDS.timeout };
      }
    },
  };
}
