/** Reports' discount ledger: the range's discounts and price overrides given at this till, by reason, by who gave them and by who approved them. */
import { moneyWords, toCents } from '../../../shared/money.js';
import type { DiscountLedger } from '../../../shared/reports/discount-ledger-figures.js';
import { BreakdownTable } from './BreakdownTable.js';

export function DiscountBreakdowns({ ledger, currency }: { ledger: DiscountLedger | undefined; currency: string }) {
  if (!ledger) return null;
  const money = (amount: string) => moneyWords(toCents(amount), currency);
  const common = { card: true, countLabel: 'Given', amountLabel: 'Taken off', empty: 'No discounts' } as const;
  return (
    <>
      <BreakdownTable
        {...common}
        caption="Discounts by reason"
        first="Reason"
        rows={ledger.byReason.map((r) => ({ name: r.reason, count: r.count, amount: money(r.amount) }))}
      />
      <BreakdownTable
        {...common}
        caption="Discounts by staff member"
        first="Given by"
        rows={ledger.byStaff.map((r) => ({ key: r.staff?.id ?? '', name: r.staff?.name ?? '—', count: r.count, amount: money(r.amount) }))}
      />
      <BreakdownTable
        {...common}
        caption="Discounts by approver"
        first="Approved by"
        rows={ledger.byApprover.map((r) => ({
          key: r.approver?.id ?? '',
          name: r.approver?.name ?? 'No one (within the giver’s limit)',
          count: r.count,
          amount: money(r.amount),
        }))}
      />
    </>
  );
}
