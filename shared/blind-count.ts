/**
 * A blind count: the X report a clerk sees before the drawer is counted, without the cash the
 * drawer should hold or the figures that add up to it (the cash taken, the change given, the cash
 * tenders' amounts). The main process applies it before a report leaves for the page, so a call
 * to the bridge cannot read them either; the Z report, made with the count, shows them all.
 */
import { isCashMethod, type ShiftReport } from './shift-report.js';

export function blindReport(report: ShiftReport): ShiftReport {
  return {
    ...report,
    blind: true,
    byTender: report.byTender.map((t) => (isCashMethod(t.method) ? { ...t, amount: null } : t)),
    cash: { ...report.cash, taken: null, change: null, expected: null },
  };
}
