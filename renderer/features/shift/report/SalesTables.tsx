/** A shift report's sales: totals, the offline sales and how the store priced them, and the cards not taken. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { ReportRows } from './ReportRows.js';
import { reportMoney } from './report-words.js';

export function SalesTables({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  return (
    <>
      <table>
        <caption>Sales</caption>
        <ReportRows
          rows={[
            ['Sales count', report.sales.count],
            ['Items sold', report.sales.itemCount],
            ['Items', money(report.sales.itemTotal)],
            ['Discounts', money(report.sales.promoTotal)],
            ['Shipping', money(report.sales.shipTotal)],
            ['Tax', money(report.sales.taxTotal)],
            ['Total sales', money(report.sales.total)],
          ]}
        />
      </table>

      {report.offline && (
        <table>
          <caption>Offline sales (cash, in the drawer)</caption>
          <ReportRows
            rows={[
              ['Taken offline', `${report.offline.count} · ${money(report.offline.total)}`],
              ['Placed at the store', `${report.offline.placed.count} · ${money(report.offline.placed.total)}`],
              // The store's cash for them: equal to the drawer's under the offline price rule.
              ...(report.offline.placed.storeTotal !== undefined
                ? ([['The store recorded', money(report.offline.placed.storeTotal)]] as [string, string][])
                : []),
              ['Waiting to be placed', `${report.offline.pending.count} · ${money(report.offline.pending.total)}`],
              ...(report.offline.refundOwed.count > 0
                ? ([['Refund owed', `${report.offline.refundOwed.count} · ${money(report.offline.refundOwed.total)}`]] as [string, string][])
                : []),
            ]}
          />
        </table>
      )}

      {report.offline?.differences && report.offline.differences.length > 0 && (
        <table>
          <caption>Offline sales the store priced differently</caption>
          <ReportRows
            rows={report.offline.differences.map((d) => [
              d.orderNumber ? `${d.ref} · ${d.orderNumber}` : d.ref,
              `paid ${money(d.paid)}, store ${money(d.store)}: ${d.settled === 'adjusted' ? `adjusted ${money(d.adjustment)}` : 'waiting for a manager'}`,
            ])}
          />
        </table>
      )}

      {(report.cardDeclines !== undefined || report.terminalTimeouts !== undefined) && (
        <table>
          <caption>Cards not taken</caption>
          <ReportRows
            rows={[
              ['Card declines', report.cardDeclines ?? 0],
              ['Terminal time-outs', report.terminalTimeouts ?? 0],
            ]}
          />
        </table>
      )}
    </>
  );
}
