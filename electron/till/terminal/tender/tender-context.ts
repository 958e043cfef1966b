/**
 * What the parts of the terminal's tender share: the options it was made with, the attempt in
 * progress as written to the settings file, the approvals' card tokens held in this process, and
 * whether a card is being asked for now. Every part (terminal-tender.ts composes them) reads and
 * changes that state here, and nowhere else.
 */
import type { CardTerminal, TerminalOutcome } from '../card-terminal.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SaleService } from '../../sale/sale.js';
import type { SecretStore } from '../../account/secret-store.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { answerWithin, NO_ANSWER } from './answer-within.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noOutcome: {
    id: 'checkout.terminal.noOutcome',
    defaultMessage:
      'The terminal did not say what became of the card attempt of {amount} {currency} on sale {saleNumber} (reference {reference}). Nothing more was charged; present the card again when the terminal answers.',
  },
});

const PENDING_KEY = 'terminal.pending';
/** References of ended attempts whose token the keychain did not delete yet: tried again at the next start. */
const LEFT_TOKENS_KEY = 'terminal.leftTokens';

/** How long the terminal may take to say what became of an attempt before the till says so. */
const OUTCOME_WAIT_MS = 10_000;

export type Approval = Extract<TerminalOutcome, { kind: 'approved' }>;
/** What the settings file keeps of an approval: all but the card token. */
export type KeptApproval = Omit<Approval, 'token'>;

export interface PendingCharge {
  saleNumber: string;
  reference: string;
  amount: string;
  currency: string;
  /** A file written before the token moved to the keychain may still hold it here. */
  approved?: KeptApproval & { token?: string };
}

export type ApprovedCharge = PendingCharge & { approved: Approval };

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

/** The keychain entry of an approval's card token. */
export const tokenAccount = (reference: string): string => `terminal-approval:${reference}`;

/** The sale, amount and currency of a charge, as the journal records them. */
export const charged = (charge: PendingCharge) => ({ orderNumber: charge.saleNumber, currency: charge.currency, amount: charge.amount });

export interface TenderContext {
  readonly options: TerminalTenderOptions;
  readonly random: () => number;
  /** Whether a "present card" is on its way now (a second one is refused, and a sale's end waits for its answer). */
  readonly state: { asking: boolean };
  /** Approvals' tokens by reference, in this process's memory, beside the keychain. */
  readonly held: Map<string, string>;
  /** Keychain writes of tokens by reference, while they may still land. */
  readonly writing: Map<string, Promise<unknown>>;
  /** The attempt in progress, read from disk. */
  pending(): PendingCharge | null;
  keep(next: PendingCharge): void;
  /** The attempt's record is gone from disk. */
  drop(): void;
  /** References of ended attempts whose token the keychain has not deleted yet. */
  leftTokens(): string[];
  setLeftTokens(left: string[]): void;
  /**
   * What the terminal says became of an attempt. A terminal that fails or does not answer in
   * time is said in words and the attempt is kept: it is never taken as "nothing was charged".
   */
  outcomeOf(attempt: PendingCharge): Promise<TerminalOutcome | null>;
}

export function createTenderContext(options: TerminalTenderOptions): TenderContext {
  const { terminal, settings } = options;
  return {
    options,
    random: options.random ?? Math.random,
    state: { asking: false },
    held: new Map(),
    writing: new Map(),
    pending: () => (settings.get(PENDING_KEY) as PendingCharge | undefined) ?? null,
    keep: (next) => settings.set(PENDING_KEY, next),
    drop: () => settings.delete(PENDING_KEY),
    leftTokens: () => (settings.get(LEFT_TOKENS_KEY) as string[] | undefined) ?? [],
    setLeftTokens: (left) => {
      if (left.length > 0) settings.set(LEFT_TOKENS_KEY, left);
      else settings.delete(LEFT_TOKENS_KEY);
    },
    outcomeOf: async (attempt) => {
      const outcome = await answerWithin(() => terminal.lastOutcome(attempt.reference), options.outcomeWaitMs ?? OUTCOME_WAIT_MS, NO_ANSWER);
      if (outcome !== NO_ANSWER) return outcome;
      throw new TillRefusal({
        kind: 'validation',
        message: wordsOf(messages.noOutcome, {
          amount: attempt.amount,
          currency: attempt.currency,
          saleNumber: attempt.saleNumber,
          reference: attempt.reference,
        }),
      });
    },
  };
}
