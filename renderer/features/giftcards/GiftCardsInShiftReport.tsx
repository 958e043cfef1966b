/** In the X/Z report: gift cards sold and loaded, apart from revenue (money owed to the card holders, not goods sold), and store credit given. */
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import { ReportRows } from '../shift/report/ReportRows.js';
import { reportMoney } from '../shift/report/report-words.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  revenue: { id: 'giftcards.shiftReport.revenue', defaultMessage: 'Revenue (sales less gift cards)' },
  sold: { id: 'giftcards.shiftReport.sold', defaultMessage: 'Gift cards sold ({count})' },
  loaded: { id: 'giftcards.shiftReport.loaded', defaultMessage: 'Gift cards loaded ({count})' },
  notIssued: { id: 'giftcards.shiftReport.notIssued', defaultMessage: 'Cards the store has not issued yet' },
  storeCredit: { id: 'giftcards.shiftReport.storeCredit', defaultMessage: 'Store credit given ({count})' },
  caption: { id: 'giftcards.shiftReport.caption', defaultMessage: 'Gift cards and store credit (owed to customers, not revenue)' },
});

export function GiftCardsInShiftReport({ report }: { report: ShiftReport }) {
  const cards = report.giftCards;
  const words = useWords();
  if (!cards || (cards.sold.count === 0 && cards.loaded.count === 0 && cards.storeCredit.count === 0)) return null;
  const money = reportMoney(report.currency);
  const rows: [string, React.ReactNode][] = [
    [words.formatMessage(messages.revenue), money(cards.revenue)],
    [words.formatMessage(messages.sold, { count: cards.sold.count }), money(cards.sold.amount)],
    [words.formatMessage(messages.loaded, { count: cards.loaded.count }), money(cards.loaded.amount)],
  ];
  if (cards.notIssued > 0) rows.push([words.formatMessage(messages.notIssued), String(cards.notIssued)]);
  if (cards.storeCredit.count > 0) rows.push([words.formatMessage(messages.storeCredit, { count: cards.storeCredit.count }), money(cards.storeCredit.amount)]);
  return (
    <table className="shift-report-wide">
      <caption>{words.formatMessage(messages.caption)}</caption>
      <ReportRows rows={rows} />
    </table>
  );
}
