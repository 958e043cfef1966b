/**
 * Reports → Staff hours: hours on the time clock per person per day and per week over the report's
 * range (this till's journal), their CSV, and the clock-ins still open: one left open past
 * midnight or 12 hours is marked, and a manager closes it at the time they give.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { ReportQuery, StaffHoursView } from '../../../shared/bridge/reports.js';
import type { OpenClockIn } from '../../../shared/staff/clock-hours.js';
import { pos } from '../../bridge/pos.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useAction } from '../../ui/use-action.js';
import { hoursWords } from '../staff/clock-punch.js';
import { dateOf, timeOfDay } from '../../ui/words/format-time.js';
import { downloadText } from './download-text.js';

/** A moment as a datetime-local field shows it on this till's clock (YYYY-MM-DDTHH:MM). */
const localField = (at: number) => {
  const d = new Date(at);
  return new Date(at - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function CloseClockIn({ open, onClosed }: { open: OpenClockIn; onClosed(): void }) {
  const id = useId();
  const [at, setAt] = useState(() => localField(Math.min(Date.now(), Date.parse(open.since) + 8 * 3_600_000)));
  const closing = useAction();
  return (
    <form
      className="clock-close"
      aria-label={`Close ${open.who.name}’s clock-in`}
      onSubmit={(e) => {
        e.preventDefault();
        void closing.run(async () => {
          await pos().staff.closeClockIn(open.who.id, new Date(at).toISOString());
          onClosed();
        });
      }}
    >
      <label htmlFor={id}>Clocked out at</label>
      <input id={id} type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="submit" className="btn btn-touch" disabled={closing.busy}>
        Close the clock-in
      </button>
      {closing.error && <span className="field-error">{closing.error.message}</span>}
    </form>
  );
}

export function StaffHoursSection({ query }: { query: ReportQuery }) {
  const id = useId();
  const [view, setView] = useState<StaffHoursView | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const loading = useAction();
  const { run } = loading;
  const load = useCallback(() => void run(async () => setView(await pos().reports.hours(query))), [run, query]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per report shown (the screen remounts it)
  useEffect(load, []);

  const exportCsv = () =>
    void run(async () => {
      const result = await pos().reports.exportCsv(query, 'staff-hours');
      if (result.csv !== null) {
        downloadText(result.fileName, result.csv);
        setNote(`${result.fileName} downloaded (${result.rows} rows).`);
      } else setNote(result.savedTo ? `Saved as ${result.savedTo} (${result.rows} rows).` : 'Not saved.');
    });

  return (
    <section className="card staff-hours" aria-labelledby={`${id}-title`}>
      <header className="report-head">
        <h3 id={`${id}-title`}>Staff hours</h3>
        <button type="button" className="btn btn-touch" disabled={loading.busy || !view} onClick={exportCsv}>
          Export staff hours (CSV)
        </button>
      </header>
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={load} />}
      {note && (
        <p className="muted small" role="status">
          {note}
        </p>
      )}
      {view && view.open.length > 0 && (
        <ul className="clock-open" aria-label="Clocked in now">
          {view.open.map((o) => (
            <li key={o.who.id} className={o.overdue ? 'clock-overdue' : undefined}>
              <strong>{o.who.name}</strong> clocked in at {timeOfDay(o.since)} on {dateOf(o.since)}
              {o.overdue ? <span className="badge badge-warn">Left open</span> : null}
              {o.overdue && <CloseClockIn open={o} onClosed={load} />}
            </li>
          ))}
        </ul>
      )}
      {view && (
        <div className="staff-hours-tables">
          <div className="report-table">
            <table>
              <caption>By day</caption>
              <thead>
                <tr>
                  <th scope="col">Staff</th>
                  <th scope="col">Day</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {view.days.length === 0 ? (
                  <tr>
                    <td colSpan={3}>No one was on the clock.</td>
                  </tr>
                ) : (
                  view.days.map((d) => (
                    <tr key={`${d.staffId} ${d.date}`}>
                      <th scope="row">{d.name}</th>
                      <td>{d.date}</td>
                      <td>
                        {hoursWords(d.minutes)}
                        {d.open ? ' (still clocked in)' : ''}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className="report-table">
            <table>
              <caption>By week</caption>
              <thead>
                <tr>
                  <th scope="col">Staff</th>
                  <th scope="col">Week of</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {view.weeks.map((w) => (
                  <tr key={`${w.staffId} ${w.date}`}>
                    <th scope="row">{w.name}</th>
                    <td>{w.date}</td>
                    <td>{hoursWords(w.minutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
