/**
 * Money this till owes customers, read from its journal: card charges the terminal approved that
 * no sale took (`terminal.approval_unused`), and offline sales a manager settled as a refund owed
 * (`offline.resolved`, the customer paid cash and no order exists). Each stays open until its
 * settlement is journaled (owed-journal.ts): refunded at the terminal, or handed back in cash.
 * Pure.
 */
import type { JournalEntry, JournalEntryOf, StaffRef } from './till-journal.js';

/** One record of money owed to a customer, as the Returns screen lists it. */
export interface OwedRecord {
  /** `terminal_approval`: refund it at the terminal; `refund_owed`: hand it back in cash from the drawer. */
  kind: 'terminal_approval' | 'refund_owed';
  /** The terminal approval's reference, or the offline sale's reference. */
  key: string;
  /** The sale it is for: the order number the terminal charged for, or the offline sale's reference. */
  sale: string;
  /** Decimal string, in `currency`. */
  amount: string;
  currency: string;
  /** When it came to be owed (ISO 8601). */
  at: string;
}

/** How a record was settled: when, by whom, with whose approval. */
export interface OwedSettlement {
  at: string;
  by: StaffRef | null;
  approver: StaffRef | null;
}

type Settled = JournalEntryOf<'owed.terminal_refunded' | 'owed.cash_refunded'>;

/** The settlement of the record `key` of `kind`, or null. */
export function owedSettlement(entries: readonly JournalEntry[], kind: OwedRecord['kind'], key: string): OwedSettlement | null {
  const wanted = kind === 'terminal_approval' ? 'owed.terminal_refunded' : 'owed.cash_refunded';
  const found = entries.find((e): e is Settled => e.kind === wanted && (e.kind === 'owed.terminal_refunded' ? e.data.reference : e.data.ref) === key);
  return found ? { at: found.at, by: found.staff, approver: found.data.approver } : null;
}

/** Every record owed, settled or not, oldest first (a record journaled twice is listed once). */
function everyOwed(entries: readonly JournalEntry[]): OwedRecord[] {
  const currencies = new Map<string, string>();
  const owed = new Map<string, OwedRecord>();
  for (const e of entries) {
    if (e.kind === 'offline.sale') currencies.set(e.data.ref, e.data.currency);
    else if (e.kind === 'terminal.approval_unused') {
      const { reference, orderNumber, amount, currency } = e.data;
      if (!owed.has(`t:${reference}`)) owed.set(`t:${reference}`, { kind: 'terminal_approval', key: reference, sale: orderNumber, amount, currency, at: e.at });
    } else if (e.kind === 'offline.resolved' && e.data.resolution === 'refund_owed' && e.data.refundOwed !== null) {
      const { ref, refundOwed } = e.data;
      owed.set(`o:${ref}`, { kind: 'refund_owed', key: ref, sale: ref, amount: refundOwed, currency: currencies.get(ref) ?? '', at: e.at });
    }
  }
  return [...owed.values()];
}

/** The records still owed (none of them settled), oldest first. */
export function openOwedRecords(entries: readonly JournalEntry[]): OwedRecord[] {
  const settled = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'owed.terminal_refunded') settled.add(`terminal_approval:${e.data.reference}`);
    else if (e.kind === 'owed.cash_refunded') settled.add(`refund_owed:${e.data.ref}`);
  }
  return everyOwed(entries).filter((r) => !settled.has(`${r.kind}:${r.key}`));
}
