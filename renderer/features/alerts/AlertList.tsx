/**
 * Alerts for managers as a list: each order needing attention and why, when the store was last
 * checked, and "Check now" (one request to the store).
 */
import { useEffect, useId } from 'react';
import { pos } from '../../bridge/pos.js';
import { relativeTime } from '../../ui/words/format-time.js';
import { useAlerts } from './alerts.js';
import { useAction } from '../../ui/use-action.js';

export function AlertList({ now }: { now: number }) {
  const id = useId();
  const view = useAlerts((s) => s.view);
  const checking = useAction();
  const { run } = checking;
  useEffect(() => {
    void run(() => useAlerts.getState().load());
  }, [run]);
  const check = () => void checking.run(async () => useAlerts.getState().setView(await pos().alerts.check()));

  return (
    <section className="card alert-list" aria-labelledby={`${id}-title`}>
      <header className="alert-list-head">
        <h3 id={`${id}-title`}>Alerts</h3>
        <button type="button" className="btn btn-small" disabled={checking.busy} onClick={check}>
          {checking.busy ? 'Checking…' : 'Check now'}
        </button>
      </header>
      <p className="muted small" role="status">
        {view?.error ?? (view?.checkedAt ? `Checked with the store ${relativeTime(view.checkedAt, now)}.` : 'Not checked yet.')}
      </p>
      {view && view.alerts.length === 0 && !view.error && <p className="empty">No order needs attention.</p>}
      {view && view.alerts.length > 0 && (
        <ul className="alert-items">
          {view.alerts.map((a) => (
            <li key={a.key} className={`alert-item alert-${a.reason}`}>
              {a.message}
            </li>
          ))}
        </ul>
      )}
      {checking.error && <p className="field-error">{checking.error.message}</p>}
    </section>
  );
}
