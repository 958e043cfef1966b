/**
 * The shift (F6): open it with the float counted, pay in and out, open the drawer without a sale,
 * watch the X report, count the drawer and close with the Z report; print it or save it as a PDF;
 * read any past shift's report as it was kept. Closing and opening the drawer without a sale are
 * a manager's.
 */
import { useEffect, useId, useState } from 'react';
import type { PastShift } from '../../../shared/bridge/bridge.js';
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import { toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { CashCountFields } from './CashCountFields.js';
import { BlindCountSetting } from './BlindCountSetting.js';
import { draftCents, draftInput, EMPTY_COUNT, type CountDraft } from './count-draft.js';
import { overShortWords, ShiftReportView } from './ShiftReportView.js';
import { formatMoney } from '../../ui/words/format-money.js';
import { useApp } from '../../shell/app.js';
import { useShift } from './shift.js';
import { useAction } from '../../ui/use-action.js';
import { dateTime } from '../../ui/words/format-time.js';

function ErrorLine({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert">
      {message}
    </p>
  );
}

export function ShiftScreen() {
  const status = useShift((s) => s.status);
  const setStatus = useShift((s) => s.set);
  const shell = useApp((s) => s.info?.shell);
  const [past, setPast] = useState<PastShift[]>([]);
  const [shown, setShown] = useState<ShiftReport | null>(null);
  const [floatDraft, setFloatDraft] = useState<CountDraft>(EMPTY_COUNT);
  const [closeDraft, setCloseDraft] = useState<CountDraft>(EMPTY_COUNT);
  const [movement, setMovement] = useState({ amount: '', reason: '' });
  const [drawerReason, setDrawerReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  /** What the last pay in or out did, in words (said on screen and to screen readers). */
  const [moved, setMoved] = useState<string | null>(null);
  /** The count is in and the clerk is asked to confirm the close (a Z report is final). */
  const [confirmingClose, setConfirmingClose] = useState(false);
  const opening = useAction();
  const moving = useAction();
  const drawer = useAction();
  const closing = useAction();
  const printing = useAction();
  const titleId = useId();

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
        Opening…
      </p>
    );
  const currency = status.open?.currency ?? status.currency;
  const x = status.report;
  /** Null under a blind count: the main process withholds it until the drawer is counted. */
  const expected = x?.cash.expected == null ? null : toCents(x.cash.expected);

  const openShift = (e: React.FormEvent) => {
    e.preventDefault();
    void opening.run(async () => {
      setStatus(await pos().shift.open(draftInput(floatDraft, status.denominations)));
      setFloatDraft(EMPTY_COUNT);
      setShown(null);
    });
  };
  const move = (kind: 'payIn' | 'payOut') =>
    void moving.run(async () => {
      setMoved(null);
      const amount = movement.amount.trim();
      const reason = movement.reason.trim();
      const next = await pos().shift[kind]({ amount, reason });
      setStatus(next);
      setMovement({ amount: '', reason: '' });
      const words = `${kind === 'payIn' ? 'Paid in' : 'Paid out'} ${formatMoney(toCents(amount), currency)}${reason ? ` (${reason})` : ''}.`;
      const holds = next.report?.cash.expected;
      setMoved(holds != null ? `${words} The drawer should now hold ${formatMoney(toCents(holds), currency)}.` : words);
    });
  const openDrawer = (e: React.FormEvent) => {
    e.preventDefault();
    void drawer.run(async () => {
      setStatus(await pos().shift.openDrawer(drawerReason.trim()));
      setDrawerReason('');
    });
  };
  const askToClose = (e: React.FormEvent) => {
    e.preventDefault();
    setConfirmingClose(true);
  };
  const close = () => {
    setConfirmingClose(false);
    void closing.run(async () => {
      const report = await pos().shift.close(draftInput(closeDraft, status.denominations));
      setCloseDraft(EMPTY_COUNT);
      await refresh();
      showReport(report);
    });
  };
  /** A Z report takes the focus (and the view): the one just closed, or a past one chosen. */
  const showReport = (report: ShiftReport) => {
    setShown(report);
    setNote(null);
    setTimeout(() => document.getElementById(`${titleId}-report`)?.focus(), 0);
  };
  const browserPrint = () => setTimeout(() => window.print(), 50);
  const print = () =>
    void printing.run(async () => {
      setNote(null);
      if (!(await pos().receipt.print())) browserPrint();
    });
  const savePdf = (report: ShiftReport) =>
    void printing.run(async () => {
      const path = await pos().receipt.savePdf(`Z report ${(report.closedAt ?? report.openedAt).slice(0, 10)}`);
      if (path) setNote(`Saved as ${path}`);
      else if (shell === 'browser') {
        setNote('In the print dialog, choose “Save as PDF” as the destination (printer), then Save.');
        browserPrint();
      } else setNote('Not saved.');
    });

  const countError = (draft: CountDraft) =>
    draftCents(draft, status.denominations) === null ? 'Check the count: whole numbers of notes and coins, or an amount such as 120.50.' : undefined;

  return (
    <div className="shift-screen">
      <h2>Shift</h2>
      <p className="shift-state" role="status">
        {status.open
          ? `Open since ${dateTime(status.open.openedAt)}${status.open.openedBy ? ` by ${status.open.openedBy.name}` : ''}, float ${formatMoney(toCents(status.open.float), currency)}.`
          : 'No shift is open. Sales go on; they are listed in the next shift’s report as sold outside a shift.'}
      </p>

      <div className="shift-layout">
        <div className="shift-controls">
          {!status.open && (
            <form className="card" onSubmit={openShift}>
              <CashCountFields legend="Float" currency={currency} denominations={status.denominations} draft={floatDraft} onChange={setFloatDraft} />
              <ErrorLine message={opening.error?.message} />
              <button type="submit" className="btn btn-primary" disabled={opening.busy || countError(floatDraft) !== undefined}>
                Open shift
              </button>
            </form>
          )}

          {status.open && (
            <>
              <div className="card drawer-movement">
                <fieldset>
                  <legend>Pay in or out</legend>
                  <div className="field">
                    <label htmlFor={`${titleId}-amount`}>Amount</label>
                    <input
                      id={`${titleId}-amount`}
                      className="num"
                      inputMode="decimal"
                      autoComplete="off"
                      value={movement.amount}
                      onChange={(e) => setMovement({ ...movement, amount: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${titleId}-reason`}>Reason</label>
                    <input
                      id={`${titleId}-reason`}
                      maxLength={120}
                      autoComplete="off"
                      value={movement.reason}
                      onChange={(e) => setMovement({ ...movement, reason: e.target.value })}
                    />
                  </div>
                  <ErrorLine message={moving.error?.message} />
                  <p className="drawer-moved" role="status">
                    {moved}
                  </p>
                  <div className="form-actions">
                    <button type="button" className="btn" disabled={moving.busy} onClick={() => move('payIn')}>
                      Pay in
                    </button>
                    <button type="button" className="btn" disabled={moving.busy} onClick={() => move('payOut')}>
                      Pay out
                    </button>
                  </div>
                </fieldset>
              </div>

              <form className="card" onSubmit={openDrawer}>
                <fieldset>
                  <legend>Open the drawer without a sale</legend>
                  <div className="field">
                    <label htmlFor={`${titleId}-drawer`}>Reason for opening</label>
                    <input id={`${titleId}-drawer`} maxLength={120} autoComplete="off" value={drawerReason} onChange={(e) => setDrawerReason(e.target.value)} />
                  </div>
                  <ErrorLine message={drawer.error?.message} />
                  <button type="submit" className="btn" disabled={drawer.busy}>
                    Open drawer
                  </button>
                </fieldset>
              </form>

              <form className="card" onSubmit={askToClose}>
                <CashCountFields
                  legend="Count the drawer"
                  currency={currency}
                  denominations={status.denominations}
                  draft={closeDraft}
                  onChange={setCloseDraft}
                  summary={(counted) =>
                    expected === null ? (
                      <p>Blind count: count the drawer; the expected cash and any over or short are shown once the shift is closed.</p>
                    ) : (
                      <>
                        <p>
                          Expected <strong className="num">{formatMoney(expected, currency)}</strong>
                        </p>
                        {counted !== null && <p className={counted - expected < 0 ? 'short' : undefined}>{overShortWords(counted - expected, currency)}</p>}
                      </>
                    )
                  }
                />
                <ErrorLine message={closing.error?.message} />
                {confirmingClose ? (
                  <div className="close-confirm" role="group" aria-labelledby={`${titleId}-close-ask`}>
                    <p id={`${titleId}-close-ask`}>
                      <strong>Close the shift with {formatMoney(draftCents(closeDraft, status.denominations) ?? 0, currency)} counted?</strong> Its Z report is
                      final; the next sales go to the next shift.
                    </p>
                    <div className="form-actions">
                      <button type="button" className="btn btn-primary" autoFocus onClick={close}>
                        Close the shift
                      </button>
                      <button type="button" className="btn" onClick={() => setConfirmingClose(false)}>
                        Keep it open
                      </button>
                    </div>
                  </div>
                ) : (
                  <button type="submit" className="btn btn-primary" disabled={closing.busy || countError(closeDraft) !== undefined}>
                    Close shift
                  </button>
                )}
              </form>
            </>
          )}
          <BlindCountSetting on={status.blindCount} onChange={setStatus} />
        </div>

        <div className="shift-reports">
          {(shown ?? x) && <ShiftReportView report={(shown ?? x)!} titleId={`${titleId}-report`} />}
          {shown && (
            <div className="shift-report-actions">
              <button type="button" className="btn" disabled={printing.busy} onClick={print}>
                Print Z report
              </button>
              <button type="button" className="btn" disabled={printing.busy} onClick={() => savePdf(shown)}>
                Save as PDF
              </button>
              {status.open && (
                <button type="button" className="btn btn-ghost" onClick={() => setShown(null)}>
                  Back to the open shift
                </button>
              )}
              {(note || printing.error) && (
                <p className="receipt-note" role="status">
                  {printing.error?.message ?? note}
                </p>
              )}
            </div>
          )}

          <section className="past-shifts card" aria-label="Past shifts">
            <h3>Past shifts</h3>
            {past.length === 0 ? (
              <p className="muted">No shift has closed on this till yet.</p>
            ) : (
              <ul>
                {past.map((p) => (
                  <li key={p.shiftId}>
                    <button
                      type="button"
                      className="btn btn-ghost past-shift"
                      aria-pressed={shown?.shiftId === p.shiftId}
                      onClick={() =>
                        void pos()
                          .shift.report(p.shiftId)
                          .then(showReport, () => undefined)
                      }
                    >
                      <span>{dateTime(p.closedAt)}</span>
                      <span className="num">
                        {p.salesCount} sale{p.salesCount === 1 ? '' : 's'} · {formatMoney(toCents(p.total), p.currency)}
                      </span>
                      <span className="num">{overShortWords(toCents(p.overShort), p.currency)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
