/** A shift report's sales: totals, the offline sales and how the store priced them, and the cards not taken. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { ReportRows } from './ReportRows.js';
import { reportMoney } from './report-words.js';
import { useWords } from '../../../i18n/use-words.js';
import { defineMessages, type MessageDeclaration } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  sales: { id: 'shift.sales.sales', defaultMessage: 'Sales' },
  salesCount: { id: 'shift.sales.salesCount', defaultMessage: 'Sales count' },
  itemsSold: { id: 'shift.sales.itemsSold', defaultMessage: 'Items sold' },
  items: { id: 'shift.sales.items', defaultMessage: 'Items' },
  discounts: { id: 'shift.sales.discounts', defaultMessage: 'Discounts' },
  shipping: { id: 'shift.sales.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'shift.sales.tax', defaultMessage: 'Tax' },
  totalSales: { id: 'shift.sales.totalSales', defaultMessage: 'Total sales' },
  offline: { id: 'shift.sales.offline', defaultMessage: 'Offline sales (cash, in the drawer)' },
  takenOffline: { id: 'shift.sales.takenOffline', defaultMessage: 'Taken offline' },
  placed: { id: 'shift.sales.placed', defaultMessage: 'Placed at the store' },
  storeRecorded: { id: 'shift.sales.storeRecorded', defaultMessage: 'The store recorded' },
  waiting: { id: 'shift.sales.waiting', defaultMessage: 'Waiting to be placed' },
  refundOwed: { id: 'shift.sales.refundOwed', defaultMessage: 'Refund owed' },
  differences: { id: 'shift.sales.differences', defaultMessage: 'Offline sales the store priced differently' },
  adjusted: { id: 'shift.sales.adjusted', defaultMessage: 'paid {paid}, store {store}: adjusted {adjustment}' },
  waitingManager: { id: 'shift.sales.waitingManager', defaultMessage: 'paid {paid}, store {store}: waiting for a manager' },
  cardsNotTaken: { id: 'shift.sales.cardsNotTaken', defaultMessage: 'Cards not taken' },
  declines: { id: 'shift.sales.declines', defaultMessage: 'Card declines' },
  timeouts: { id: 'shift.sales.timeouts', defaultMessage: 'Terminal time-outs' },
});

export function SalesTables({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  const words = useWords();
  const say = (m: MessageDeclaration) => words.formatMessage(m);
  return (
    <>
      <table>
        <caption>{say(messages.sales)}</caption>
        <ReportRows
          rows={[
            [say(messages.salesCount), report.sales.count],
            [say(messages.itemsSold), report.sales.itemCount],
            [say(messages.items), money(report.sales.itemTotal)],
            [say(messages.discounts), money(report.sales.promoTotal)],
            [say(messages.shipping), money(report.sales.shipTotal)],
            [say(messages.tax), money(report.sales.taxTotal)],
            [say(messages.totalSales), money(report.sales.total)],
          ]}
        />
      </table>

      {report.offline && (
        <table>
          <caption>{say(messages.offline)}</caption>
          <ReportRows
            rows={[
              [say(messages.takenOffline), `${report.offline.count} · ${money(report.offline.total)}`],
              [say(messages.placed), `${report.offline.placed.count} · ${money(report.offline.placed.total)}`],
              // The store's cash for them: equal to the drawer's under the offline price rule.
              ...(report.offline.placed.storeTotal !== undefined
                ? ([[say(messages.storeRecorded), money(report.offline.placed.storeTotal)]] as [string, string][])
                : []),
              [say(messages.waiting), `${report.offline.pending.count} · ${money(report.offline.pending.total)}`],
              ...(report.offline.refundOwed.count > 0
                ? ([[say(messages.refundOwed), `${report.offline.refundOwed.count} · ${money(report.offline.refundOwed.total)}`]] as [string, string][])
                : []),
            ]}
          />
        </table>
      )}

      {report.offline?.differences && report.offline.differences.length > 0 && (
        <table>
          <caption>{say(messages.differences)}</caption>
          <ReportRows
            rows={report.offline.differences.map((d) => [
              d.orderNumber ? `${d.ref} · ${d.orderNumber}` : d.ref,
              words.formatMessage(d.settled === 'adjusted' ? messages.adjusted : messages.waitingManager, {
                paid: money(d.paid),
                store: money(d.store),
                adjustment: money(d.adjustment),
              }),
            ])}
          />
        </table>
      )}

      {(report.cardDeclines !== undefined || report.terminalTimeouts !== undefined) && (
        <table>
          <caption>{say(messages.cardsNotTaken)}</caption>
          <ReportRows
            rows={[
              [say(messages.declines), report.cardDeclines ?? 0],
              [say(messages.timeouts), report.terminalTimeouts ?? 0],
            ]}
          />
        </table>
      )}
    </>
  );
}
