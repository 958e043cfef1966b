/** In the X/Z report: gift cards sold and loaded, apart from revenue (money owed to the card holders, not goods sold), and store credit given. */
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import { ReportRows } from '../shift/report/ReportRows.js';
import { reportMoney } from '../shift/report/report-words.js';

export function GiftCardsInShiftReport({ report }: { report: ShiftReport }) {
  const cards = report.giftCards;
  if (!cards || (cards.sold.count === 0 && cards.loaded.count === 0 && cards.storeCredit.count === 0)) return null;
  const money = reportMoney(report.currency);
  const rows: [string, React.ReactNode][] = [
    ['Revenue (sales less gift cards)', money(cards.revenue)],
    [`Gift cards sold (${cards.sold.count})`, money(cards.sold.amount)],
    [`Gift cards loaded (${cards.loaded.count})`, money(cards.loaded.amount)],
  ];
  if (cards.notIssued > 0) rows.push(['Cards the store has not issued yet', String(cards.notIssued)]);
  if (cards.storeCredit.count > 0) rows.push([`Store credit given (${cards.storeCredit.count})`, money(cards.storeCredit.amount)]);
  return (
    <table className="shift-report-wide">
      <caption>Gift cards and store credit (owed to customers, not revenue)</caption>
      <ReportRows rows={rows} />
    </table>
  );
}
