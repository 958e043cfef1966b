/** A shift report's cash in the drawer: the float, what came in and went out, expected, and the count with any over or short. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { ReportRows } from './ReportRows.js';
import { out, overShortWords, reportMoney } from './report-words.js';
import { toCents } from '../../../../shared/money.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  caption: { id: 'shift.cash.caption', defaultMessage: 'Cash in the drawer' },
  captionBlind: { id: 'shift.cash.captionBlind', defaultMessage: 'Cash in the drawer (blind count)' },
  float: { id: 'shift.cash.float', defaultMessage: 'Float' },
  taken: { id: 'shift.cash.taken', defaultMessage: 'Cash taken' },
  change: { id: 'shift.cash.change', defaultMessage: 'Change given' },
  payIns: { id: 'shift.cash.payIns', defaultMessage: 'Pay-ins' },
  payOuts: { id: 'shift.cash.payOuts', defaultMessage: 'Pay-outs' },
  expected: { id: 'shift.cash.expected', defaultMessage: 'Expected' },
  counted: { id: 'shift.cash.counted', defaultMessage: 'Counted' },
  overShort: { id: 'shift.cash.overShort', defaultMessage: 'Over / short' },
});

export function CashTable({ report }: { report: ShiftReport }) {
  const c = report.currency;
  const money = reportMoney(c);
  const words = useWords();
  return (
    <table>
      <caption>{words.formatMessage(report.blind ? messages.captionBlind : messages.caption)}</caption>
      <ReportRows
        rows={[
          [words.formatMessage(messages.float), money(report.cash.float)],
          [words.formatMessage(messages.taken), money(report.cash.taken)],
          [words.formatMessage(messages.change), out(report.cash.change, c)],
          [words.formatMessage(messages.payIns), money(report.cash.payIns)],
          [words.formatMessage(messages.payOuts), out(report.cash.payOuts, c)],
          [words.formatMessage(messages.expected), money(report.cash.expected)],
          ...(report.cash.counted !== null
            ? ([
                [words.formatMessage(messages.counted), money(report.cash.counted)],
                [words.formatMessage(messages.overShort), overShortWords(toCents(report.cash.overShort ?? '0'), c)],
              ] as [string, string][])
            : []),
        ]}
      />
    </table>
  );
}
