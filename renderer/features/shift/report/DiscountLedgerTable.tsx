/**
 * The discount ledger as the X/Z shift report and Reports show it: discounts and price overrides
 * on sales placed, by kind, by reason, by who gave them and by who approved them.
 */
import { moneyWords, toCents } from '../../../../shared/money.js';
import type { DiscountLedger } from '../../../../shared/reports/discount-ledger-figures.js';
import { who } from './report-words.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  line: { id: 'shift.discounts.line', defaultMessage: 'Line discounts' },
  sale: { id: 'shift.discounts.sale', defaultMessage: 'Sale discounts' },
  override: { id: 'shift.discounts.override', defaultMessage: 'Prices set by hand' },
  caption: { id: 'shift.discounts.caption', defaultMessage: 'Discounts and price overrides' },
  none: { id: 'shift.discounts.none', defaultMessage: 'None.' },
  all: { id: 'shift.discounts.all', defaultMessage: 'All' },
  kind: { id: 'shift.discounts.kind', defaultMessage: 'Kind' },
  reason: { id: 'shift.discounts.reason', defaultMessage: 'Reason' },
  givenBy: { id: 'shift.discounts.givenBy', defaultMessage: 'Given by' },
  approvedBy: { id: 'shift.discounts.approvedBy', defaultMessage: 'Approved by' },
  noApprover: { id: 'shift.discounts.noApprover', defaultMessage: 'No one (within the giver’s limit)' },
});

const KIND_WORDS = { line: messages.line, sale: messages.sale, override: messages.override } as const;

export function DiscountLedgerTable({ ledger, currency }: { ledger: DiscountLedger | undefined; currency: string }) {
  const words = useWords();
  if (!ledger) return null;
  const money = (amount: string) => moneyWords(toCents(amount), currency);
  const rows = (group: string, list: { label: string; count: number; amount: string }[]) =>
    list.map((r) => (
      <tr key={`${group}-${r.label}`}>
        <th scope="row">
          <span className="muted">{group}:</span> {r.label}
        </th>
        <td className="num">{r.count}</td>
        <td className="num">{money(r.amount)}</td>
      </tr>
    ));
  return (
    <table className="shift-report-wide discount-ledger">
      <caption>{words.formatMessage(messages.caption)}</caption>
      <tbody>
        {ledger.count === 0 ? (
          <tr>
            <td colSpan={3}>{words.formatMessage(messages.none)}</td>
          </tr>
        ) : (
          <>
            <tr>
              <th scope="row">{words.formatMessage(messages.all)}</th>
              <td className="num">{ledger.count}</td>
              <td className="num">{money(ledger.amount)}</td>
            </tr>
            {rows(
              words.formatMessage(messages.kind),
              ledger.byKind.map((r) => ({ ...r, label: words.formatMessage(KIND_WORDS[r.kind]) })),
            )}
            {rows(
              words.formatMessage(messages.reason),
              ledger.byReason.map((r) => ({ ...r, label: r.reason })),
            )}
            {rows(
              words.formatMessage(messages.givenBy),
              ledger.byStaff.map((r) => ({ ...r, label: who(r.staff) })),
            )}
            {rows(
              words.formatMessage(messages.approvedBy),
              ledger.byApprover.map((r) => ({ ...r, label: r.approver ? r.approver.name : words.formatMessage(messages.noApprover) })),
            )}
          </>
        )}
      </tbody>
    </table>
  );
}
