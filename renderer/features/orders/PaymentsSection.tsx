/**
 * An order's payments as a section of its detail: method, number, amount and state of each (void
 * and failed ones too), or "No payments." The till's order detail and the orders board's share it.
 */
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { DetailListSection } from './DetailListSection.js';
import { StatusBadge } from '../../ui/StatusBadge.js';

export interface PaymentRow {
  id: string;
  number: string | null;
  paymentMethodName: string | null;
  amount: string;
  state: string | null;
}

export function PaymentsSection({ payments, currency, titleId }: { payments: readonly PaymentRow[]; currency: string; titleId: string }) {
  return (
    <DetailListSection
      title="Payments"
      titleId={titleId}
      empty="No payments."
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
