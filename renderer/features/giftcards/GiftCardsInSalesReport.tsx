/** In the Reports screen's figures: gift cards sold or loaded in the range, apart from revenue (owed to the card holders, not goods sold). */
import type { SalesReport } from '../../../shared/reports/sales-report.js';
import { moneyWords, toCents } from '../../../shared/money.js';

export function GiftCardsInSalesReport({ report }: { report: SalesReport }) {
  const cards = report.giftCards;
  if (!cards || cards.cards === 0) return null;
  const money = (amount: string) => moneyWords(toCents(amount), cards.currency);
  return (
    <p className="report-giftcards">
      <strong>{money(cards.amount)}</strong> in {cards.cards} gift card{cards.cards === 1 ? '' : 's'}, owed to their holders, not revenue:{' '}
      <strong>{money(cards.revenueLessCards)}</strong> revenue less gift cards
    </p>
  );
}
