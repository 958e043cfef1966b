/** A shift report's cash in the drawer: the float, what came in and went out, expected, and the count with any over or short. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { ReportRows } from './ReportRows.js';
import { out, overShortWords, reportMoney } from './report-words.js';
import { toCents } from '../../../../shared/money.js';

export function CashTable({ report }: { report: ShiftReport }) {
  const c = report.currency;
  const money = reportMoney(c);
  return (
    <table>
      <caption>Cash in the drawer{report.blind ? ' (blind count)' : ''}</caption>
      <ReportRows
        rows={[
          ['Float', money(report.cash.float)],
          ['Cash taken', money(report.cash.taken)],
          ['Change given', out(report.cash.change, c)],
          ['Pay-ins', money(report.cash.payIns)],
          ['Pay-outs', out(report.cash.payOuts, c)],
          ['Expected', money(report.cash.expected)],
          ...(report.cash.counted !== null
            ? ([
                ['Counted', money(report.cash.counted)],
                ['Over / short', overShortWords(toCents(report.cash.overShort ?? '0'), c)],
              ] as [string, string][])
            : []),
        ]}
      />
    </table>
  );
}
