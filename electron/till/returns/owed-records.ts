/**
 * Money owed to customers, settled from the Returns screen: a card charge the terminal approved
 * that no sale took is given back to its card at the terminal; an offline sale a manager settled
 * as a refund owed is handed back in cash from the drawer. Both take a manager (the bridge's
 * declaration: the one on the till, or a PIN approving that record alone), and each is journaled
 * once (owed.terminal_refunded, owed.cash_refunded), so it leaves the list and the shift's
 * reports show it settled.
 *
 * A refund at the terminal is written down (its reference) before the terminal is asked and kept
 * while its answer is unknown: the next press asks the terminal what became of it first, so an
 * approval is never given back twice.
 */
import type { OwedRecord, OwedSettled, ReturnsCalls } from '../../../shared/bridge/returns.js';
import { moneyValue, moneyWords, toCents } from '../../../shared/money.js';
import { openOwedRecords, owedSettlement } from '../../../shared/shift/owed-records.js';
import { currentShift, shiftReport } from '../../../shared/shift/shift-report.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import { approvalBy } from './approval-by.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import type { CardTerminal, TerminalRefundOutcome } from '../terminal/card-terminal.js';
import { answerWithin, NO_ANSWER } from '../terminal/tender/answer-within.js';

const messages = defineMessages({
  settledAtTerminal: {
    id: 'returns.owedDesk.settledAtTerminal',
    defaultMessage: 'That was refunded at the terminal already ({at} UTC, by {by, select, named {{name}} other {someone}}): nothing more is owed.',
  },
  settledInCash: {
    id: 'returns.owedDesk.settledInCash',
    defaultMessage: 'That was handed back in cash already ({at} UTC, by {by, select, named {{name}} other {someone}}): nothing more is owed.',
  },
  nothingOwed: { id: 'returns.owedDesk.nothingOwed', defaultMessage: 'Nothing is owed on this till under {key}.' },
  beingSettled: { id: 'returns.owedDesk.beingSettled', defaultMessage: 'A refund owed is being settled: wait for its answer.' },
  terminalSilent: {
    id: 'returns.owedDesk.terminalSilent',
    defaultMessage: 'The terminal did not say what became of the refund asked for before. Nothing more was refunded; try again when it answers.',
  },
  noTerminal: {
    id: 'returns.owedDesk.noTerminal',
    defaultMessage: 'No card terminal is set up on this till: refund this charge from the terminal’s own menu.',
  },
  terminalTimeout: {
    id: 'returns.owedDesk.terminalTimeout',
    defaultMessage:
      'The terminal did not answer in time: the refund may have been made. Press Refund again: the till first asks the terminal what became of it, so it is never refunded twice.',
  },
  terminalRefused: { id: 'returns.owedDesk.terminalRefused', defaultMessage: 'The terminal refused the refund: {reason} Nothing was refunded.' },
  openShift: { id: 'returns.owedDesk.openShift', defaultMessage: 'Open a shift first: a refund owed is handed back from the drawer.' },
  otherCurrency: { id: 'returns.owedDesk.otherCurrency', defaultMessage: 'This refund owed is in {currency}; the drawer holds {drawer}.' },
  moreThanDrawer: {
    id: 'returns.owedDesk.moreThanDrawer',
    defaultMessage: 'The {owed} owed is more than the {expected} the drawer should hold. Pay cash into the drawer first.',
  },
});

/** Where refunds at the terminal whose answer is not known yet are written down: each refund's reference by its approval's. */
const PENDING_REFUNDS_KEY = 'returns.pendingTerminalRefunds';

/** How long the terminal may take to say what became of a refund. */
const REFUND_OUTCOME_WAIT_MS = 10_000;

export interface OwedRecordsOptions {
  journal: TillJournal;
  settings: SettingsStore;
  drawer: CashDrawer;
  /** The card terminal of this till (null when none is set up). */
  terminal: Pick<CardTerminal, 'refund' | 'lastRefundOutcome'> | null;
  /** Who is on the till now. */
  onTill(): StaffRef | null;
  refundOutcomeWaitMs?: number;
  random?: () => number;
}

type OwedCalls = Pick<ReturnsCalls, 'owed' | 'refundApproval' | 'handBackOwed'>;

const refuse = (message: string | Words, kind: 'invalid_input' | 'not_found' | 'validation' = 'invalid_input') => new TillRefusal({ kind, message });

export function owedRecords(options: OwedRecordsOptions): OwedCalls {
  const { journal, settings } = options;
  const random = options.random ?? Math.random;
  let busy = false;

  /** The manager who approves: the one on the till, or whose PIN approved this call on this record. */
  const approverOf = (method: string, record: string): StaffRef | null => {
    const onTill = options.onTill();
    if (onTill?.role === 'manager') return onTill;
    return approvalBy(journal, method, record);
  };

  /** The open record, or a refusal saying it was settled already (when, by whom) or is unknown. */
  const openRecord = (kind: OwedRecord['kind'], key: string): OwedRecord => {
    const entries = journal.entries();
    const record = openOwedRecords(entries).find((r) => r.kind === kind && r.key === key);
    if (record) return record;
    const settled = owedSettlement(entries, kind, key);
    if (settled) {
      // Who settled it, when the journal names them; "someone" in the clerk's words otherwise.
      const values = { at: settled.at.slice(0, 16).replace('T', ' '), by: settled.by ? 'named' : 'unknown', name: settled.by?.name ?? '' };
      throw refuse(wordsOf(kind === 'terminal_approval' ? messages.settledAtTerminal : messages.settledInCash, values));
    }
    throw refuse(wordsOf(messages.nothingOwed, { key }), 'not_found');
  };

  /** One settlement at a time: a second press while one is on its way is refused. */
  const oneAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) throw refuse(wordsOf(messages.beingSettled), 'validation');
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  };

  const settledView = (record: OwedRecord, how: OwedSettled['how'], at: string, approver: StaffRef | null): OwedSettled => ({
    record,
    how,
    displayAmount: moneyWords(toCents(record.amount), record.currency),
    at,
    approver: approver?.name ?? null,
  });

  const pendingRefunds = (): Record<string, string> => (settings.get(PENDING_REFUNDS_KEY) as Record<string, string> | undefined) ?? {};
  const setPending = (approval: string, reference: string | null) => {
    const { [approval]: _ended, ...others } = pendingRefunds();
    const next = reference === null ? others : { ...others, [approval]: reference };
    if (Object.keys(next).length > 0) settings.set(PENDING_REFUNDS_KEY, next);
    else settings.delete(PENDING_REFUNDS_KEY);
  };

  /** What the terminal says became of a refund written down before (null: it never made it). */
  const earlierRefund = async (reference: string): Promise<TerminalRefundOutcome | null> => {
    const outcome = await answerWithin(() => options.terminal!.lastRefundOutcome(reference), options.refundOutcomeWaitMs ?? REFUND_OUTCOME_WAIT_MS, NO_ANSWER);
    if (outcome === NO_ANSWER) {
      throw refuse(wordsOf(messages.terminalSilent), 'validation');
    }
    return outcome;
  };

  const refundAtTerminal = async (record: OwedRecord): Promise<OwedSettled> => {
    const { terminal } = options;
    if (!terminal) throw refuse(wordsOf(messages.noTerminal), 'validation');
    const approver = approverOf('returns.refundApproval', record.key);
    let reference = pendingRefunds()[record.key] ?? null;
    let outcome = reference ? await earlierRefund(reference) : null;
    if (outcome?.kind !== 'refunded') {
      reference = `${record.key}-refund-${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`;
      setPending(record.key, reference);
      outcome = await terminal.refund({ reference, approval: record.key, amount: record.amount, currency: record.currency });
    }
    if (outcome.kind === 'timeout') {
      throw refuse(wordsOf(messages.terminalTimeout), 'validation');
    }
    setPending(record.key, null);
    if (outcome.kind === 'declined') throw refuse(wordsOf(messages.terminalRefused, { reason: outcome.message }), 'validation');
    const entry = journal.append('owed.terminal_refunded', {
      reference: record.key,
      orderNumber: record.sale,
      currency: record.currency,
      amount: record.amount,
      refundReference: reference!,
      approver,
    });
    return settledView(record, 'terminal', entry.at, approver);
  };

  const handBackCash = async (record: OwedRecord): Promise<OwedSettled> => {
    const shift = currentShift(journal.entries());
    if (!shift) throw refuse(wordsOf(messages.openShift));
    if (shift.data.currency !== record.currency) throw refuse(wordsOf(messages.otherCurrency, { currency: record.currency, drawer: shift.data.currency }));
    const expected = toCents(shiftReport(journal.entries(), shift.data.shiftId).cash.expected ?? '0');
    const cents = toCents(record.amount);
    if (cents > expected) {
      throw refuse(wordsOf(messages.moreThanDrawer, {}, { owed: moneyValue(cents, record.currency), expected: moneyValue(expected, record.currency) }));
    }
    const approver = approverOf('returns.handBackOwed', record.key);
    const entry = journal.append('owed.cash_refunded', {
      ref: record.key,
      currency: record.currency,
      amount: record.amount,
      shiftId: shift.data.shiftId,
      approver,
    });
    await options.drawer.open({ reason: 'Refund owed', orderNumber: record.sale });
    return settledView(record, 'cash', entry.at, approver);
  };

  return {
    owed: async () => openOwedRecords(journal.entries()),
    refundApproval: (reference) => oneAtATime(() => refundAtTerminal(openRecord('terminal_approval', reference))),
    handBackOwed: (ref) => oneAtATime(() => handBackCash(openRecord('refund_owed', ref))),
  };
}
