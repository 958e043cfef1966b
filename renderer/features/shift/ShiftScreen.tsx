/**
 * The shift (F6): open it with the float counted, pay in and out, open the drawer without a sale,
 * watch the X report, count the drawer and close with the Z report; print it or save it as a PDF;
 * read any past shift's report as it was kept. Closing and opening the drawer without a sale are
 * a manager's.
 */
import { useEffect, useId, useState } from 'react';
import type { PastShift } from '../../../shared/bridge/bridge.js';
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { BlindCountSetting } from './BlindCountSetting.js';
import { ShiftReportView } from './ShiftReportView.js';
import { useShift } from './shift.js';
import { usePaper } from '../../ui/use-paper.js';
import { dateTime } from '../../ui/words/format-time.js';
import { OpenShiftPanel } from './panels/OpenShiftPanel.js';
import { PayInOutPanel } from './panels/PayInOutPanel.js';
import { OpenDrawerPanel } from './panels/OpenDrawerPanel.js';
import { CloseShiftPanel } from './panels/CloseShiftPanel.js';
import { PastShifts } from './panels/PastShifts.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  opening: { id: 'shift.screen.opening', defaultMessage: 'Opening…' },
  pdfName: { id: 'shift.screen.pdfName', defaultMessage: 'Z report {date}' },
  title: { id: 'shift.screen.title', defaultMessage: 'Shift' },
  openSince: { id: 'shift.screen.openSince', defaultMessage: 'Open since {since}, float {float}.' },
  openSinceBy: { id: 'shift.screen.openSinceBy', defaultMessage: 'Open since {since} by {name}, float {float}.' },
  noneOpen: {
    id: 'shift.screen.noneOpen',
    defaultMessage: 'No shift is open. Sales go on; they are listed in the next shift’s report as sold outside a shift.',
  },
  print: { id: 'shift.screen.print', defaultMessage: 'Print Z report' },
  pdf: { id: 'shift.screen.pdf', defaultMessage: 'Save as PDF' },
  back: { id: 'shift.screen.back', defaultMessage: 'Back to the open shift' },
});

export function ShiftScreen() {
  const status = useShift((s) => s.status);
  const setStatus = useShift((s) => s.set);
  const [past, setPast] = useState<PastShift[]>([]);
  const [shown, setShown] = useState<ShiftReport | null>(null);
  const paper = usePaper();
  const titleId = useId();
  const words = useWords();

  const refresh = async () => {
    const [now, kept] = await Promise.all([pos().shift.status(), pos().shift.past()]);
    setStatus(now);
    setPast(kept);
  };
  useEffect(() => {
    void Promise.all([pos().shift.status(), pos().shift.past()]).then(
      ([now, kept]) => {
        setStatus(now);
        setPast(kept);
      },
      () => undefined,
    );
  }, [setStatus]);

  if (!status)
    return (
      <p className="empty" role="status">
        {words.formatMessage(messages.opening)}
      </p>
    );
  const currency = status.open?.currency ?? status.currency;
  const x = status.report;

  /** A Z report takes the focus (and the view): the one just closed, or a past one chosen. */
  const showReport = (report: ShiftReport) => {
    setShown(report);
    paper.setNote(null);
    setTimeout(() => document.getElementById(`${titleId}-report`)?.focus(), 0);
  };
  const savePdf = (report: ShiftReport) =>
    void paper.savePdf(words.formatMessage(messages.pdfName, { date: (report.closedAt ?? report.openedAt).slice(0, 10) }));

  return (
    <div className="shift-screen">
      <h2>{words.formatMessage(messages.title)}</h2>
      <p className="shift-state" role="status">
        {status.open
          ? words.formatMessage(status.open.openedBy ? messages.openSinceBy : messages.openSince, {
              since: dateTime(status.open.openedAt),
              name: status.open.openedBy?.name ?? '',
              float: moneyWords(toCents(status.open.float), currency),
            })
          : words.formatMessage(messages.noneOpen)}
      </p>

      <div className="shift-layout">
        <div className="shift-controls">
          {!status.open && (
            <OpenShiftPanel
              status={status}
              currency={currency}
              onOpened={(opened) => {
                setStatus(opened);
                setShown(null);
              }}
            />
          )}

          {status.open && (
            <>
              <PayInOutPanel currency={currency} idPrefix={titleId} onStatus={setStatus} />
              <OpenDrawerPanel idPrefix={titleId} onStatus={setStatus} />
              <CloseShiftPanel
                status={status}
                currency={currency}
                idPrefix={titleId}
                onClosed={async (report) => {
                  await refresh();
                  showReport(report);
                }}
              />
            </>
          )}
          <BlindCountSetting on={status.blindCount} onChange={setStatus} />
        </div>

        <div className="shift-reports">
          {(shown ?? x) && <ShiftReportView report={(shown ?? x)!} titleId={`${titleId}-report`} />}
          {shown && (
            <div className="shift-report-actions">
              <button type="button" className="btn" disabled={paper.working !== null} onClick={() => void paper.print()}>
                {words.formatMessage(messages.print)}
              </button>
              <button type="button" className="btn" disabled={paper.working !== null} onClick={() => savePdf(shown)}>
                {words.formatMessage(messages.pdf)}
              </button>
              {status.open && (
                <button type="button" className="btn btn-ghost" onClick={() => setShown(null)}>
                  {words.formatMessage(messages.back)}
                </button>
              )}
              {paper.note && (
                <p className={`receipt-note${paper.note.error ? ' field-error' : ''}`} role="status">
                  {paper.note.text}
                </p>
              )}
            </div>
          )}

          <PastShifts
            past={past}
            shownId={shown?.shiftId}
            onOpen={(shiftId) =>
              void pos()
                .shift.report(shiftId)
                .then(showReport, () => undefined)
            }
          />
        </div>
      </div>
    </div>
  );
}
