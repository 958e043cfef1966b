/** In the Reports screen's figures: gift cards sold or loaded in the range, apart from revenue (owed to the card holders, not goods sold). */
import type { SalesReport } from '../../../shared/reports/sales-report.js';
import type { ReactNode } from 'react';
import { moneyWords, toCents } from '../../../shared/money.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  owed: {
    id: 'giftcards.salesReport.owed',
    defaultMessage:
      '<strong>{amount}</strong> in {cards, plural, one {# gift card} other {# gift cards}}, owed to their holders, not revenue: <strong>{revenue}</strong> revenue less gift cards',
  },
});

export function GiftCardsInSalesReport({ report }: { report: SalesReport }) {
  const cards = report.giftCards;
  const words = useWords();
  if (!cards || cards.cards === 0) return null;
  const money = (amount: string) => moneyWords(toCents(amount), cards.currency);
  return (
    <p className="report-giftcards">
      {words.formatMessage(messages.owed, {
        amount: money(cards.amount),
        cards: cards.cards,
        revenue: money(cards.revenueLessCards),
        strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      })}
    </p>
  );
}
