/**
 * The till's shift and its drawer: open with a counted float, pay in and out, open the drawer
 * without a sale, the X report at any time, close with the cash counted. All of it is entries in
 * the till's journal, so a shift survives a restart; a closed shift's Z report is written into its
 * `shift.closed` entry and read back as kept.
 */
import { randomUUID } from 'node:crypto';
import type { CashCountInput, DrawerMovementInput, PosCalls, SaleAttention, ShiftStatus } from '../../../shared/bridge/bridge.js';
import { countTotalCents, denominationsOf } from '../../../shared/sale/cash-denominations.js';
import { blindReport } from '../../../shared/shift/blind-count.js';
import { bareAmount, fromCents, moneyValue, toCents } from '../../../shared/money.js';
import { currentShift, pastShifts, shiftReport, type CashCount, type ShiftReport } from '../../../shared/shift/shift-report.js';
import type { CashDrawer } from './cash-drawer.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';

import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from './till-journal.js';

const messages = defineMessages({
  noSuchCash: { id: 'shift.service.noSuchCash', defaultMessage: '{currency} has no {value} note or coin.' },
  wholeCount: { id: 'shift.service.wholeCount', defaultMessage: 'Count a whole number of {value}.' },
  openFirst: { id: 'shift.service.openFirst', defaultMessage: 'Open a shift first.' },
  moreThanDrawerBlind: {
    id: 'shift.service.moreThanDrawerBlind',
    defaultMessage: 'That is more than the drawer should hold: count it before paying out more.',
  },
  moreThanDrawer: { id: 'shift.service.moreThanDrawer', defaultMessage: 'The drawer should hold only {amount}: count it before paying out more.' },
  alreadyOpen: { id: 'shift.service.alreadyOpen', defaultMessage: 'A shift is already open (since {since}): close it first.' },
  noneOpen: { id: 'shift.service.noneOpen', defaultMessage: 'No shift is open.' },
  noSuchShift: { id: 'shift.service.noSuchShift', defaultMessage: 'No such shift on this till.' },
  noSettings: { id: 'shift.service.noSettings', defaultMessage: 'This till keeps no settings for the shift.' },
});

export interface ShiftServiceOptions {
  journal: TillJournal;
  drawer: CashDrawer;
  /** The store's currency: a new shift is counted in it. */
  currency: () => Promise<string>;
  /** The sale left unconfirmed at the store, if any: reports list it. */
  attention: () => SaleAttention | null;
  /** The store's name and this till's id, which every report names. */
  place?: () => { store: string; till: string };
  /** Where the manager's blind-count setting is kept (off when absent). */
  settings?: Pick<SettingsStore, 'get' | 'set'>;
  now?: () => Date;
}

/** The settings key of the blind count (settings-values.ts reads it back as a boolean). */
const BLIND_COUNT_KEY = 'shift.blindCount';

/** The bridge's `shift.*` calls as the contract states them (shared/bridge/shift.ts). */
export type ShiftService = PosCalls['shift'];

const refuse = (message: Words, kind: 'invalid_input' | 'not_found' = 'invalid_input') => new TillRefusal({ kind, message });

export function createShiftService(options: ShiftServiceOptions): ShiftService {
  const { journal } = options;
  const now = options.now ?? (() => new Date());
  const entries = () => journal.entries();
  const open = () => currentShift(entries());
  const attention = () => {
    const a = options.attention();
    return a ? [{ number: a.number, message: a.message }] : [];
  };

  /** A count as kept: its total in exact cents, added up from the notes and coins when given by denomination. */
  const counted = (currency: string, count: CashCountInput): CashCount => {
    if (count.lines) {
      const lines = count.lines.filter((l) => l.count > 0);
      const known = new Set(denominationsOf(currency).map((d) => toCents(d.value)));
      for (const { value, count: n } of lines) {
        if (!known.has(toCents(value))) throw refuse(wordsOf(messages.noSuchCash, { currency }, { value: bareAmount(fromCents(toCents(value))) }));
        if (!Number.isInteger(n) || n < 0) throw refuse(wordsOf(messages.wholeCount, {}, { value: bareAmount(fromCents(toCents(value))) }));
      }
      return { total: fromCents(countTotalCents(currency, lines)), lines: lines.map((l) => ({ value: fromCents(toCents(l.value)), count: l.count })) };
    }
    return { total: fromCents(toCents(count.total)), lines: null };
  };

  /** A report named with its store and till (kept so in a Z report's journal entry). */
  const named = (report: ShiftReport): ShiftReport => (options.place ? { ...report, place: options.place() } : report);

  const blindCount = () => options.settings?.get(BLIND_COUNT_KEY) === true;
  /** The open shift's X report as the page may see it: blind under a blind count, unless a manager is on the till. */
  const xReport = (shiftId: string) => {
    const report = named(shiftReport(entries(), shiftId, undefined, attention()));
    return blindCount() && journal.who()?.role !== 'manager' ? blindReport(report) : report;
  };

  const requireOpen = () => {
    const shift = open();
    if (!shift) throw refuse(wordsOf(messages.openFirst));
    return shift;
  };

  const status = async (): Promise<ShiftStatus> => {
    const shift = open();
    const currency = shift?.data.currency ?? (await options.currency());
    return {
      open: shift ? { shiftId: shift.data.shiftId, openedAt: shift.at, openedBy: shift.staff, currency: shift.data.currency, float: shift.data.float } : null,
      report: shift ? xReport(shift.data.shiftId) : null,
      blindCount: blindCount(),
      currency,
      denominations: denominationsOf(currency),
    };
  };

  const move = async (kind: 'drawer.pay_in' | 'drawer.pay_out', movement: DrawerMovementInput) => {
    const shift = requireOpen();
    const cents = toCents(movement.amount);
    if (kind === 'drawer.pay_out') {
      const expected = toCents(shiftReport(entries(), shift.data.shiftId).cash.expected ?? '0');
      if (cents > expected)
        throw refuse(
          blindCount() ? wordsOf(messages.moreThanDrawerBlind) : wordsOf(messages.moreThanDrawer, {}, { amount: moneyValue(expected, shift.data.currency) }),
        );
    }
    journal.append(kind, { shiftId: shift.data.shiftId, currency: shift.data.currency, amount: fromCents(cents), reason: movement.reason.trim() });
    return status();
  };

  return {
    status,
    async open(count) {
      const currency = await options.currency();
      // Checked after the wait, right before writing: two opens at once make one shift.
      const already = open();
      if (already) throw refuse(wordsOf(messages.alreadyOpen, { since: already.at }));
      const float = counted(currency, count);
      journal.append('shift.opened', { shiftId: randomUUID(), currency, float: float.total, count: float });
      return status();
    },
    payIn: (movement) => move('drawer.pay_in', movement),
    payOut: (movement) => move('drawer.pay_out', movement),
    async openDrawer(reason) {
      await options.drawer.open({ reason: reason.trim(), orderNumber: null });
      return status();
    },
    async close(count) {
      const shift = open();
      if (!shift) throw refuse(wordsOf(messages.noneOpen));
      const report = named(
        shiftReport(entries(), shift.data.shiftId, { at: now().toISOString(), by: journal.who(), count: counted(shift.data.currency, count) }, attention()),
      );
      journal.append('shift.closed', { shiftId: shift.data.shiftId, report });
      return report;
    },
    past: async () =>
      pastShifts(entries()).map(({ shiftId, report }) => ({
        shiftId,
        openedAt: report.openedAt,
        closedAt: report.closedAt ?? '',
        closedBy: report.closedBy,
        currency: report.currency,
        salesCount: report.sales.count,
        // A kept Z report is never blind.
        total: report.sales.total ?? '0.00',
        overShort: report.cash.overShort ?? '0.00',
      })),
    async report(shiftId) {
      const kept = pastShifts(entries()).find((p) => p.shiftId === shiftId);
      if (kept) return kept.report;
      if (open()?.data.shiftId === shiftId) return xReport(shiftId);
      throw refuse(wordsOf(messages.noSuchShift), 'not_found');
    },
    async setBlindCount(on) {
      if (!options.settings) throw refuse(wordsOf(messages.noSettings));
      options.settings.set(BLIND_COUNT_KEY, on);
      return status();
    },
  };
}
