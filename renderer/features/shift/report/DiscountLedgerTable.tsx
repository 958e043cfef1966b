/**
 * The discount ledger as the X/Z shift report and Reports show it: discounts and price overrides
 * on sales placed, by kind, by reason, by who gave them and by who approved them.
 */
import { moneyWords, toCents } from '../../../../shared/money.js';
import type { DiscountLedger } from '../../../../shared/reports/discount-ledger-figures.js';
import { who } from './report-words.js';

const KIND_WORDS = { line: 'Line discounts', sale: 'Sale discounts', override: 'Prices set by hand' } as const;

export function DiscountLedgerTable({ ledger, currency }: { ledger: DiscountLedger | undefined; currency: string }) {
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
      <caption>Discounts and price overrides</caption>
      <tbody>
        {ledger.count === 0 ? (
          <tr>
            <td colSpan={3}>None.</td>
          </tr>
        ) : (
          <>
            <tr>
              <th scope="row">All</th>
              <td className="num">{ledger.count}</td>
              <td className="num">{money(ledger.amount)}</td>
            </tr>
            {rows(
              'Kind',
              ledger.byKind.map((r) => ({ ...r, label: KIND_WORDS[r.kind] })),
            )}
            {rows(
              'Reason',
              ledger.byReason.map((r) => ({ ...r, label: r.reason })),
            )}
            {rows(
              'Given by',
              ledger.byStaff.map((r) => ({ ...r, label: who(r.staff) })),
            )}
            {rows(
              'Approved by',
              ledger.byApprover.map((r) => ({ ...r, label: r.approver ? r.approver.name : 'No one (within the giver’s limit)' })),
            )}
          </>
        )}
      </tbody>
    </table>
  );
}
