/** Reports' discount ledger: the range's discounts and price overrides given at this till, by reason, by who gave them and by who approved them. */
import { moneyWords, toCents } from '../../../shared/money.js';
import type { DiscountLedger } from '../../../shared/reports/discount-ledger-figures.js';
import { BreakdownTable } from './BreakdownTable.js';
import { useWords } from '../../i18n/use-words.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  given: { id: 'reports.discounts.given', defaultMessage: 'Given' },
  takenOff: { id: 'reports.discounts.takenOff', defaultMessage: 'Taken off' },
  none: { id: 'reports.discounts.none', defaultMessage: 'No discounts' },
  byReason: { id: 'reports.discounts.byReason', defaultMessage: 'Discounts by reason' },
  reason: { id: 'reports.discounts.reason', defaultMessage: 'Reason' },
  byStaff: { id: 'reports.discounts.byStaff', defaultMessage: 'Discounts by staff member' },
  givenBy: { id: 'reports.discounts.givenBy', defaultMessage: 'Given by' },
  byApprover: { id: 'reports.discounts.byApprover', defaultMessage: 'Discounts by approver' },
  approvedBy: { id: 'reports.discounts.approvedBy', defaultMessage: 'Approved by' },
  noApprover: { id: 'reports.discounts.noApprover', defaultMessage: 'No one (within the giver’s limit)' },
});

export function DiscountBreakdowns({ ledger, currency }: { ledger: DiscountLedger | undefined; currency: string }) {
  const words = useWords();
  if (!ledger) return null;
  const say = (m: MessageDeclaration) => words.formatMessage(m);
  const money = (amount: string) => moneyWords(toCents(amount), currency);
  const common = { card: true, countLabel: say(messages.given), amountLabel: say(messages.takenOff), empty: say(messages.none) } as const;
  return (
    <>
      <BreakdownTable
        {...common}
        caption={say(messages.byReason)}
        first={say(messages.reason)}
        rows={ledger.byReason.map((r) => ({ name: r.reason, count: r.count, amount: money(r.amount) }))}
      />
      <BreakdownTable
        {...common}
        caption={say(messages.byStaff)}
        first={say(messages.givenBy)}
        rows={ledger.byStaff.map((r) => ({ key: r.staff?.id ?? '', name: r.staff?.name ?? '—', count: r.count, amount: money(r.amount) }))}
      />
      <BreakdownTable
        {...common}
        caption={say(messages.byApprover)}
        first={say(messages.approvedBy)}
        rows={ledger.byApprover.map((r) => ({
          key: r.approver?.id ?? '',
          name: r.approver?.name ?? say(messages.noApprover),
          count: r.count,
          amount: money(r.amount),
        }))}
      />
    </>
  );
}
