/**
 * Count the drawer and close the shift: the expected cash and any over or short as the count goes
 * (not under a blind count), then a confirmation, since the Z report is final.
 */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { CashCountFields } from '../CashCountFields.js';
import { countError, draftCents, draftInput, EMPTY_COUNT, type CountDraft } from '../count-draft.js';
import { overShortWords } from '../report/report-words.js';
import { ErrorLine } from './ErrorLine.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  legend: { id: 'shift.close.legend', defaultMessage: 'Count the drawer' },
  blind: {
    id: 'shift.close.blind',
    defaultMessage: 'Blind count: count the drawer; the expected cash and any over or short are shown once the shift is closed.',
  },
  expected: { id: 'shift.close.expected', defaultMessage: 'Expected <strong>{amount}</strong>' },
  ask: {
    id: 'shift.close.ask',
    defaultMessage: '<strong>Close the shift with {amount} counted?</strong> Its Z report is final; the next sales go to the next shift.',
  },
  confirm: { id: 'shift.close.confirm', defaultMessage: 'Close the shift' },
  keep: { id: 'shift.close.keep', defaultMessage: 'Keep it open' },
  close: { id: 'shift.close.close', defaultMessage: 'Close shift' },
});

export interface CloseShiftPanelProps {
  status: ShiftStatus;
  currency: string;
  idPrefix: string;
  /** The shift closed with this Z report (awaited while the panel still shows busy). */
  onClosed(report: ShiftReport): Promise<void>;
}

export function CloseShiftPanel({ status, currency, idPrefix, onClosed }: CloseShiftPanelProps) {
  const [closeDraft, setCloseDraft] = useState<CountDraft>(EMPTY_COUNT);
  /** The count is in and the clerk is asked to confirm the close (a Z report is final). */
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closing = useAction();
  const words = useWords();
  const x = status.report;
  /** Null under a blind count: the main process withholds it until the drawer is counted. */
  const expected = x?.cash.expected == null ? null : toCents(x.cash.expected);
  const askToClose = (e: React.FormEvent) => {
    e.preventDefault();
    setConfirmingClose(true);
  };
  const close = () => {
    setConfirmingClose(false);
    void closing.run(async () => {
      const report = await pos().shift.close(draftInput(closeDraft, status.denominations));
      setCloseDraft(EMPTY_COUNT);
      await onClosed(report);
    });
  };
  return (
    <form className="card" onSubmit={askToClose}>
      <CashCountFields
        legend={words.formatMessage(messages.legend)}
        currency={currency}
        denominations={status.denominations}
        draft={closeDraft}
        onChange={setCloseDraft}
        summary={(counted) =>
          expected === null ? (
            <p>{words.formatMessage(messages.blind)}</p>
          ) : (
            <>
              <p>
                {words.formatMessage(messages.expected, {
                  amount: moneyWords(expected, currency),
                  strong: (chunks) => <strong className="num">{chunks}</strong>,
                })}
              </p>
              {counted !== null && <p className={counted - expected < 0 ? 'short' : undefined}>{overShortWords(counted - expected, currency)}</p>}
            </>
          )
        }
      />
      <ErrorLine message={closing.error?.message} />
      {confirmingClose ? (
        <div className="close-confirm" role="group" aria-labelledby={`${idPrefix}-close-ask`}>
          <p id={`${idPrefix}-close-ask`}>
            {words.formatMessage(messages.ask, {
              amount: moneyWords(draftCents(closeDraft, status.denominations) ?? 0, currency),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" autoFocus onClick={close}>
              {words.formatMessage(messages.confirm)}
            </button>
            <button type="button" className="btn" onClick={() => setConfirmingClose(false)}>
              {words.formatMessage(messages.keep)}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn btn-primary" disabled={closing.busy || countError(closeDraft, status.denominations) !== undefined}>
          {words.formatMessage(messages.close)}
        </button>
      )}
    </form>
  );
}
