/**
 * Alerts for managers as a list: each order needing attention and why, when the store was last
 * checked, and "Check now" (one request to the store).
 */
import { useEffect, useId } from 'react';
import { pos } from '../../bridge/pos.js';
import { relativeTime } from '../../ui/words/format-time.js';
import { useAlerts } from './alerts.js';
import { useAction } from '../../ui/use-action.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { sayComposed } from '../../../shared/staff/composed-words.js';

const messages = defineMessages({
  title: { id: 'alerts.list.title', defaultMessage: 'Alerts' },
  checking: { id: 'alerts.list.checking', defaultMessage: 'Checking…' },
  checkNow: { id: 'alerts.list.checkNow', defaultMessage: 'Check now' },
  checked: { id: 'alerts.list.checked', defaultMessage: 'Checked with the store {when}.' },
  notChecked: { id: 'alerts.list.notChecked', defaultMessage: 'Not checked yet.' },
  none: { id: 'alerts.list.none', defaultMessage: 'No order needs attention.' },
});

export function AlertList({ now }: { now: number }) {
  const id = useId();
  const words = useWords();
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
        <h3 id={`${id}-title`}>{words.formatMessage(messages.title)}</h3>
        <button type="button" className="btn btn-small" disabled={checking.busy} onClick={check}>
          {words.formatMessage(checking.busy ? messages.checking : messages.checkNow)}
        </button>
      </header>
      <p className="muted small" role="status">
        {(view?.errorWords ? sayComposed(view.errorWords) : view?.error) ??
          (view?.checkedAt ? words.formatMessage(messages.checked, { when: relativeTime(view.checkedAt, now) }) : words.formatMessage(messages.notChecked))}
      </p>
      {view && view.alerts.length === 0 && !view.error && <p className="empty">{words.formatMessage(messages.none)}</p>}
      {view && view.alerts.length > 0 && (
        <ul className="alert-items">
          {view.alerts.map((a) => (
            <li key={a.key} className={`alert-item alert-${a.reason}`}>
              {sayWords(a.words)}
            </li>
          ))}
        </ul>
      )}
      {checking.error && <p className="field-error">{checking.error.message}</p>}
    </section>
  );
}
