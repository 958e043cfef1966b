/**
 * A blind count: the X report someone other than a manager sees before the drawer is counted,
 * without the cash the drawer should hold or any amount a clerk could add it up from: the sales'
 * totals (in an all-cash shift, float plus sales is the expected cash), the amounts by tender,
 * staff member and hour, the cash taken and change given, the drawer's pay-ins and pay-outs, the
 * returns' refunds, the refunds owed handed back in cash and the offline sales' cash. Counts stay. The main process applies it before a report leaves for
 * the page, so a call to the bridge cannot read them either; the Z report, made with the count,
 * shows them all.
 */
import type { ShiftReport } from './shift-report.js';
import { blindGiftCardFigures } from '../giftcards/gift-card-tally.js';

export function blindReport(report: ShiftReport): ShiftReport {
  const offline = report.offline;
  return {
    ...report,
    blind: true,
    sales: { ...report.sales, total: null, itemTotal: null, taxTotal: null, promoTotal: null, shipTotal: null },
    byTender: report.byTender.map((t) => ({ ...t, amount: null })),
    byStaff: report.byStaff.map((s) => ({ ...s, total: null })),
    byHour: report.byHour.map((h) => ({ ...h, total: null })),
    drawer: report.drawer.map((m) => ({ ...m, amount: null })),
    ...(report.owedSettled && { owedSettled: report.owedSettled.map((o) => (o.how === 'cash' ? { ...o, amount: null } : o)) }),
    cash: { ...report.cash, taken: null, change: null, payIns: null, payOuts: null, refunds: null, expected: null },
    ...(report.returns && {
      returns: {
        ...report.returns,
        total: null,
        byTender: report.returns.byTender.map((r) => ({ ...r, amount: null })),
        byReason: report.returns.byReason.map((r) => ({ ...r, amount: null })),
      },
    }),
    ...(offline && {
      offline: {
        ...offline,
        total: null,
        placed: { ...offline.placed, total: null, ...(offline.placed.storeTotal !== undefined && { storeTotal: null }) },
        pending: { ...offline.pending, total: null },
        refundOwed: { ...offline.refundOwed, total: null },
        differences: offline.differences?.map((d) => ({ ...d, paid: null, store: null, adjustment: null })),
      },
    }),
    ...(report.giftCards && { giftCards: blindGiftCardFigures(report.giftCards) }),
  };
}
