/**
 * An order's payments as a section of its detail: method, number, amount and state of each (void
 * and failed ones too), or "No payments." The till's order detail and the orders board's share it.
 */
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { DetailListSection } from './DetailListSection.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'orders.payments.title', defaultMessage: 'Payments' },
  none: { id: 'orders.payments.none', defaultMessage: 'No payments.' },
});

export interface PaymentRow {
  id: string;
  number: string | null;
  paymentMethodName: string | null;
  amount: string;
  state: string | null;
}

export function PaymentsSection({ payments, currency, titleId }: { payments: readonly PaymentRow[]; currency: string; titleId: string }) {
  const words = useWords();
  return (
    <DetailListSection
      title={words.formatMessage(messages.title)}
      titleId={titleId}
      empty={words.formatMessage(messages.none)}
      rows={payments.map((p) => ({
        key: p.id,
        main: (
          <>
            <strong>{p.paymentMethodName}</strong> <span className="muted">{p.number}</span>
          </>
        ),
        side: (
          <span className="payment-amount">
            {isAmount(p.amount) ? moneyWords(toCents(p.amount), currency) : p.amount} <StatusBadge value={p.state} />
          </span>
        ),
      }))}
    />
  );
}
