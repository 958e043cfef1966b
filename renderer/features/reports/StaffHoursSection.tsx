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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  closeOf: { id: 'reports.hours.closeOf', defaultMessage: 'Close {name}’s clock-in' },
  clockedOutAt: { id: 'reports.hours.clockedOutAt', defaultMessage: 'Clocked out at' },
  close: { id: 'reports.hours.close', defaultMessage: 'Close the clock-in' },
  downloaded: { id: 'reports.hours.downloaded', defaultMessage: '{file} downloaded ({rows} rows).' },
  saved: { id: 'reports.hours.saved', defaultMessage: 'Saved as {file} ({rows} rows).' },
  notSaved: { id: 'reports.hours.notSaved', defaultMessage: 'Not saved.' },
  title: { id: 'reports.hours.title', defaultMessage: 'Staff hours' },
  export: { id: 'reports.hours.export', defaultMessage: 'Export staff hours (CSV)' },
  clockedInNow: { id: 'reports.hours.clockedInNow', defaultMessage: 'Clocked in now' },
  clockedIn: { id: 'reports.hours.clockedIn', defaultMessage: '<strong>{name}</strong> clocked in at {time} on {date}' },
  leftOpen: { id: 'reports.hours.leftOpen', defaultMessage: 'Left open' },
  byDay: { id: 'reports.hours.byDay', defaultMessage: 'By day' },
  staff: { id: 'reports.hours.staff', defaultMessage: 'Staff' },
  day: { id: 'reports.hours.day', defaultMessage: 'Day' },
  hours: { id: 'reports.hours.hours', defaultMessage: 'Hours' },
  nobody: { id: 'reports.hours.nobody', defaultMessage: 'No one was on the clock.' },
  stillIn: { id: 'reports.hours.stillIn', defaultMessage: '{hours} (still clocked in)' },
  byWeek: { id: 'reports.hours.byWeek', defaultMessage: 'By week' },
  weekOf: { id: 'reports.hours.weekOf', defaultMessage: 'Week of' },
});

/** A moment as a datetime-local field shows it on this till's clock (YYYY-MM-DDTHH:MM). */
const localField = (at: number) => {
  const d = new Date(at);
  return new Date(at - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function CloseClockIn({ open, onClosed }: { open: OpenClockIn; onClosed(): void }) {
  const id = useId();
  const [at, setAt] = useState(() => localField(Math.min(Date.now(), Date.parse(open.since) + 8 * 3_600_000)));
  const closing = useAction();
  const words = useWords();
  return (
    <form
      className="clock-close"
      aria-label={words.formatMessage(messages.closeOf, { name: open.who.name })}
      onSubmit={(e) => {
        e.preventDefault();
        void closing.run(async () => {
          await pos().staff.closeClockIn(open.who.id, new Date(at).toISOString());
          onClosed();
        });
      }}
    >
      <label htmlFor={id}>{words.formatMessage(messages.clockedOutAt)}</label>
      <input id={id} type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="submit" className="btn btn-touch" disabled={closing.busy}>
        {words.formatMessage(messages.close)}
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
  const words = useWords();
  const { run } = loading;
  const load = useCallback(() => void run(async () => setView(await pos().reports.hours(query))), [run, query]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per report shown (the screen remounts it)
  useEffect(load, []);

  const exportCsv = () =>
    void run(async () => {
      const result = await pos().reports.exportCsv(query, 'staff-hours');
      if (result.csv !== null) {
        downloadText(result.fileName, result.csv);
        setNote(words.formatMessage(messages.downloaded, { file: result.fileName, rows: result.rows }));
      } else
        setNote(result.savedTo ? words.formatMessage(messages.saved, { file: result.savedTo, rows: result.rows }) : words.formatMessage(messages.notSaved));
    });

  return (
    <section className="card staff-hours" aria-labelledby={`${id}-title`}>
      <header className="report-head">
        <h3 id={`${id}-title`}>{words.formatMessage(messages.title)}</h3>
        <button type="button" className="btn btn-touch" disabled={loading.busy || !view} onClick={exportCsv}>
          {words.formatMessage(messages.export)}
        </button>
      </header>
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={load} />}
      {note && (
        <p className="muted small" role="status">
          {note}
        </p>
      )}
      {view && view.open.length > 0 && (
        <ul className="clock-open" aria-label={words.formatMessage(messages.clockedInNow)}>
          {view.open.map((o) => (
            <li key={o.who.id} className={o.overdue ? 'clock-overdue' : undefined}>
              {words.formatMessage(messages.clockedIn, {
                name: o.who.name,
                time: timeOfDay(o.since),
                date: dateOf(o.since),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
              {o.overdue ? <span className="badge badge-warn">{words.formatMessage(messages.leftOpen)}</span> : null}
              {o.overdue && <CloseClockIn open={o} onClosed={load} />}
            </li>
          ))}
        </ul>
      )}
      {view && (
        <div className="staff-hours-tables">
          <div className="report-table">
            <table>
              <caption>{words.formatMessage(messages.byDay)}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.formatMessage(messages.staff)}</th>
                  <th scope="col">{words.formatMessage(messages.day)}</th>
                  <th scope="col">{words.formatMessage(messages.hours)}</th>
                </tr>
              </thead>
              <tbody>
                {view.days.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{words.formatMessage(messages.nobody)}</td>
                  </tr>
                ) : (
                  view.days.map((d) => (
                    <tr key={`${d.staffId} ${d.date}`}>
                      <th scope="row">{d.name}</th>
                      <td>{d.date}</td>
                      <td>{d.open ? words.formatMessage(messages.stillIn, { hours: hoursWords(d.minutes) }) : hoursWords(d.minutes)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className="report-table">
            <table>
              <caption>{words.formatMessage(messages.byWeek)}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.formatMessage(messages.staff)}</th>
                  <th scope="col">{words.formatMessage(messages.weekOf)}</th>
                  <th scope="col">{words.formatMessage(messages.hours)}</th>
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
