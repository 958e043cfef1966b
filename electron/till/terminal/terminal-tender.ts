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
 */
import type { TerminalResult, TerminalState } from '../../../shared/bridge/bridge.js';
import { planTender, remainingBalance } from '../../../shared/sale/tenders.js';
import type { CardTerminal, TerminalOutcome } from './card-terminal.js';
import { TillRefusal, StoreRefusedPayment } from '../runtime/error-words.js';
import type { SaleService } from '../sale/sale.js';
import type { SecretStore } from '../account/secret-store.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';
import { refusalWords } from '../../../shared/sale/tender-journal.js';

const PENDING_KEY = 'terminal.pending';
/** References of ended attempts whose token the keychain did not delete yet: tried again at the next start. */
const LEFT_TOKENS_KEY = 'terminal.leftTokens';

type Approval = Extract<TerminalOutcome, { kind: 'approved' }>;
/** What the settings file keeps of an approval: all but the card token. */
type KeptApproval = Omit<Approval, 'token'>;

interface PendingCharge {
  saleNumber: string;
  reference: string;
  amount: string;
  currency: string;
  /** A file written before the token moved to the keychain may still hold it here. */
  approved?: KeptApproval & { token?: string };
}

type ApprovedCharge = PendingCharge & { approved: Approval };

/** The keychain entry of an approval's card token. */
const tokenAccount = (reference: string): string => `terminal-approval:${reference}`;

export interface TerminalTender extends TerminalAttemptEnds {
  /** Asks the terminal for `amount` of the sale's balance, then takes the approved card as a tender. */
  present(amount: string): Promise<TerminalResult>;
  state(): TerminalState;
}

/** What the rest of the till tells the terminal's tender about its attempt's sale. */
export interface TerminalAttemptEnds {
  /** The store took this approval (found by reading the cart after its answer was lost): nothing of it is kept. */
  taken(reference: string): Promise<void>;
  /**
   * A sale was placed: an attempt of it the store never took is journaled for a refund when the
   * terminal charged it, and forgotten (kept when the terminal cannot say).
   */
  saleEnded(saleNumber: string): Promise<void>;
}

export interface TerminalTenderOptions {
  terminal: CardTerminal & { waiting?: () => { amount: string; currency: string } | null };
  sale: SaleService;
  settings: SettingsStore;
  /** Where an approval's card token rests until the store has taken the tender. */
  secrets: SecretStore;
  /** Where declines at the terminal, its time-outs and approvals no sale took are recorded. */
  journal?: Pick<TillJournal, 'append'>;
  /** The numbers of the sales parked on this till (an approval for one of them waits for it). */
  parked?: () => readonly string[];
  /** How long the terminal may take to say what became of an attempt (10 s unless told). */
  outcomeWaitMs?: number;
  random?: () => number;
}

const WORDS = {
  cancelled: 'The customer cancelled at the terminal. Nothing was charged.',
  timeout:
    'The terminal did not answer in time. Present the card again: the till first asks the terminal whether it was charged, so it is never charged twice.',
};

/** The sale, amount and currency of a charge, as the journal records them. */
const charged = (charge: PendingCharge) => ({ orderNumber: charge.saleNumber, currency: charge.currency, amount: charge.amount });

/** How long a keychain call may take before the till goes on without it (a locked keyring's prompt nobody answers). */
const KEYCHAIN_WAIT_MS = 2000;

/** A call's answer, or `late` when it fails or has not answered within `ms` (a keyring nobody unlocks, a terminal that says nothing). */
function answerWithin<T, L>(call: () => Promise<T>, ms: number, late: L): Promise<T | L> {
  return new Promise<T | L>((resolve) => {
    const timer = setTimeout(() => resolve(late), ms);
    timer.unref?.();
    call().then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(late)),
    );
  });
}

/** A keychain call's answer, or `fallback` when it fails or has not answered in time. */
const within = <T>(call: () => Promise<T>, fallback: T): Promise<T> => answerWithin(call, KEYCHAIN_WAIT_MS, fallback);

/** What a call that did not answer in time gives back. */
const NO_ANSWER = Symbol('no answer');

/** How long the terminal may take to say what became of an attempt before the till says so. */
const OUTCOME_WAIT_MS = 10_000;

export function createTerminalTender(options: TerminalTenderOptions): TerminalTender {
  const { terminal, sale, settings, secrets, journal } = options;
  const random = options.random ?? Math.random;
  let asking = false;

  const pending = (): PendingCharge | null => (settings.get(PENDING_KEY) as PendingCharge | undefined) ?? null;
  const keep = (next: PendingCharge) => settings.set(PENDING_KEY, next);
  /** Approvals' tokens by reference, in this process's memory, beside the keychain. */
  const held = new Map<string, string>();
  /** Keychain writes of tokens by reference, while they may still land. */
  const writing = new Map<string, Promise<unknown>>();

  /**
   * What the terminal says became of an attempt. A terminal that fails or does not answer in
   * time is said in words and the attempt is kept: it is never taken as "nothing was charged".
   */
  const outcomeOf = async (attempt: PendingCharge): Promise<TerminalOutcome | null> => {
    const outcome = await answerWithin(() => terminal.lastOutcome(attempt.reference), options.outcomeWaitMs ?? OUTCOME_WAIT_MS, NO_ANSWER);
    if (outcome !== NO_ANSWER) return outcome;
    throw new TillRefusal({
      kind: 'validation',
      message: `The terminal did not say what became of the card attempt of ${attempt.amount} ${attempt.currency} on sale ${attempt.saleNumber} (reference ${attempt.reference}). Nothing more was charged; present the card again when the terminal answers.`,
    });
  };

  const leftTokens = (): string[] => (settings.get(LEFT_TOKENS_KEY) as string[] | undefined) ?? [];

  /** Deletes an ended attempt's token from the keychain; one the keychain kept stays named in settings, to try again. */
  const dropToken = async (reference: string): Promise<void> => {
    // A write still on its way would land after the delete: it is waited for first (as long as any keychain call).
    const written = (await answerWithin(() => writing.get(reference) ?? Promise.resolve(), KEYCHAIN_WAIT_MS, NO_ANSWER)) !== NO_ANSWER;
    const deleted = written && (await answerWithin(() => secrets.delete(tokenAccount(reference)), KEYCHAIN_WAIT_MS, NO_ANSWER)) !== NO_ANSWER;
    if (!deleted) return;
    writing.delete(reference);
    const left = leftTokens().filter((r) => r !== reference);
    if (left.length > 0) settings.set(LEFT_TOKENS_KEY, left);
    else settings.delete(LEFT_TOKENS_KEY);
  };

  /**
   * The attempt has ended (the store took the tender, or nothing was charged): nothing of it is
   * kept. The file forgets it at once (so a crash from here on never uses the approval again);
   * its token is named for deletion before that, and deleted from the keychain after.
   */
  const forget = async (): Promise<void> => {
    const ended = pending();
    if (!ended) return;
    held.delete(ended.reference);
    if (!ended.approved) {
      settings.delete(PENDING_KEY);
      return;
    }
    settings.set(LEFT_TOKENS_KEY, [...leftTokens().filter((r) => r !== ended.reference), ended.reference]);
    settings.delete(PENDING_KEY);
    await dropToken(ended.reference);
  };

  /**
   * An approval kept until the store has the tender: its token in memory and the keychain first,
   * the rest in the file. A keychain that refuses the token does not stop the tender: the token
   * is then held in memory only, as where there is no keychain.
   */
  const keepApproved = async (attempt: PendingCharge, approval: Approval): Promise<ApprovedCharge> => {
    const { token, ...kept } = approval;
    held.set(attempt.reference, token);
    // The approval is on disk first (without its token): a crash from here on leaves it known.
    keep({ saleNumber: attempt.saleNumber, reference: attempt.reference, amount: attempt.amount, currency: attempt.currency, approved: kept });
    const write = secrets.set(tokenAccount(attempt.reference), token);
    writing.set(
      attempt.reference,
      write.catch(() => undefined),
    );
    await within(() => write, undefined);
    return { ...attempt, approved: approval };
  };

  /**
   * A kept approval with its token: from the keychain (or, in a file from before, the file, moved
   * to the keychain now), else from the terminal, which recorded it. When neither has it, nothing
   * is charged again: the clerk is told to check the terminal.
   */
  const withToken = async (attempt: PendingCharge & { approved: KeptApproval & { token?: string } }): Promise<ApprovedCharge> => {
    const { token: filed, ...kept } = attempt.approved;
    const token = filed ?? held.get(attempt.reference) ?? (await within(() => secrets.get(tokenAccount(attempt.reference)), null));
    if (token) return filed ? keepApproved(attempt, { ...kept, token }) : { ...attempt, approved: { ...kept, token } };
    const outcome = await outcomeOf(attempt);
    if (outcome?.kind === 'approved') return keepApproved(attempt, outcome);
    throw new TillRefusal({
      kind: 'validation',
      message: `The terminal approved ${attempt.amount} ${attempt.currency} on this sale (reference ${attempt.reference}), but the till lost that approval when it restarted, so nothing more is charged to a card here. Check the terminal's report before taking this payment another way.`,
    });
  };

  /** The approved card becomes the sale's tender; a refusal by the store ends the attempt in words. */
  const useApproval = async (attempt: ApprovedCharge): Promise<TerminalResult> => {
    const { approved } = attempt;
    try {
      const result = await sale.tenderTerminalCard({
        saleNumber: attempt.saleNumber,
        reference: attempt.reference,
        token: approved.token,
        name: approved.cardholder ?? 'Card present',
        amount: attempt.amount,
        ...(approved.ccType ? { ccType: approved.ccType } : {}),
        ...(approved.lastDigits ? { lastDigits: approved.lastDigits } : {}),
      });
      await forget();
      return result;
    } catch (error) {
      // The store's gateway refused the card: nothing was taken for it.
      if (error instanceof StoreRefusedPayment) {
        await forget();
        return { outcome: 'declined', message: error.message };
      }
      // The sale no longer has room for it (lowered since the terminal charged the card): the
      // customer was charged, so it is journaled for a refund at the terminal.
      if (error instanceof TillRefusal && error.info.kind === 'invalid_input') {
        journal?.append('terminal.approval_unused', { ...charged(attempt), reference: attempt.reference });
        await forget();
        throw new TillRefusal({
          kind: 'validation',
          message: `${error.message} The terminal charged ${attempt.amount} ${attempt.currency} for this sale (reference ${attempt.reference}): refund it at the terminal; it is listed on the X report. Then present the card again for what is left.`,
        });
      }
      // Anything else (the store's answer lost, the cart changed at the store, another sale in
      // progress): the approval is kept, and used (not charged again) next time.
      throw error;
    }
  };

  /** An earlier attempt of this sale without a known end: the terminal says what became of it. */
  const reconcile = async (attempt: PendingCharge): Promise<ApprovedCharge | null> => {
    if (attempt.approved) return withToken({ ...attempt, approved: attempt.approved });
    const outcome = await outcomeOf(attempt);
    if (outcome?.kind === 'approved') return keepApproved(attempt, outcome);
    await forget();
    return null;
  };

  // A file from before the keychain: its token leaves the file now, not at the next present of that sale.
  const older = pending();
  if (older?.approved?.token) {
    const { token, ...kept } = older.approved;
    held.set(older.reference, token);
    keep({ ...older, approved: kept });
    void within(() => secrets.set(tokenAccount(older.reference), token), undefined);
  }
  // Tokens of ended attempts the keychain kept the last time it was asked to delete them.
  for (const reference of leftTokens()) if (reference !== pending()?.reference) void dropToken(reference);

  /**
   * Another sale's attempt that never ended, met when this sale's card is presented. When the
   * terminal approved it and that sale is parked, this present is refused in words (the sale
   * takes its approval when it is resumed); when that sale is gone, the approval is journaled for
   * a refund at the terminal. Otherwise, and then, the attempt is forgotten.
   */
  const setAside = async (other: PendingCharge): Promise<void> => {
    const charge = other.approved ?? (await outcomeOf(other).then((outcome) => (outcome?.kind === 'approved' ? outcome : null)));
    if (charge) {
      if (options.parked?.().includes(other.saleNumber)) {
        throw new TillRefusal({
          kind: 'validation',
          message: `The terminal approved ${other.amount} ${other.currency} for sale ${other.saleNumber}, which is parked and has not taken it yet. Resume sale ${other.saleNumber} and present the card there first.`,
        });
      }
      journal?.append('terminal.approval_unused', { ...charged(other), reference: other.reference });
    }
    await forget();
  };

  const present = async (amount: string): Promise<TerminalResult> => {
    const cart = await sale.current();
    if (!cart) throw new TillRefusal({ kind: 'no_sale', message: 'There is no sale in progress. Add a product first.' });
    const earlier = pending();
    const approved = earlier && earlier.saleNumber === cart.number ? await reconcile(earlier) : null;
    if (approved) return useApproval(approved);
    if (earlier && earlier.saleNumber !== cart.number) await setAside(earlier);

    const plan = planTender('card', amount, remainingBalance(cart.total, cart.payments));
    if (!plan.ok) throw new TillRefusal({ kind: 'invalid_input', message: plan.message, fieldErrors: { amount: [plan.message] } });
    const fresh: PendingCharge = {
      saleNumber: cart.number,
      reference: `${cart.number}-${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`,
      amount: plan.apply,
      currency: cart.currency,
    };
    keep(fresh);
    const outcome = await terminal.charge({ reference: fresh.reference, amount: fresh.amount, currency: fresh.currency });
    switch (outcome.kind) {
      case 'approved':
        return useApproval(await keepApproved(fresh, outcome));
      case 'declined':
        await forget();
        journal?.append('tender.declined', { ...charged(fresh), tender: 'terminal', message: refusalWords(outcome.message) });
        return { outcome: 'declined', message: `${outcome.message} Nothing was charged; the payments so far stay.` };
      case 'cancelled':
        await forget();
        return { outcome: 'cancelled', message: WORDS.cancelled };
      case 'timeout':
        journal?.append('terminal.timed_out', { ...charged(fresh), reference: fresh.reference });
        return { outcome: 'timeout', message: WORDS.timeout };
    }
  };

  return {
    taken: async (reference) => {
      if (pending()?.reference === reference) await forget();
    },

    saleEnded: async (saleNumber) => {
      const attempt = pending();
      // An attempt being asked or used right now ends with its own answer.
      if (!attempt || attempt.saleNumber !== saleNumber || asking) return;
      const charge =
        attempt.approved ??
        (await outcomeOf(attempt).then(
          (outcome) => (outcome?.kind === 'approved' ? outcome : null),
          () => undefined,
        ));
      if (charge === undefined) return;
      if (charge) journal?.append('terminal.approval_unused', { ...charged(attempt), reference: attempt.reference });
      await forget();
    },

    state: () => ({
      name: terminal.name,
      simulated: typeof terminal.waiting === 'function',
      waiting: terminal.waiting?.() ?? null,
    }),

    present: async (amount) => {
      // Taken before the first await: a second press while this one is on its way is refused.
      if (asking) throw new TillRefusal({ kind: 'validation', message: 'The terminal is already waiting for a card.' });
      asking = true;
      try {
        return await present(amount);
      } finally {
        asking = false;
      }
    },
  };
}
