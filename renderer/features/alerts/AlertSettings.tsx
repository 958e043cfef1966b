/**
 * When managers are alerted (Settings): a pickup ready longer than so many minutes, an order paid
 * and not shipped after so many hours (empty: no alert). Failed payments and balances due are
 * always alerted. Changing them is a manager's (a PIN is asked for otherwise).
 */
import { useEffect, useState } from 'react';
import { pos } from '../../bridge/pos.js';
import { draftOf, thresholdsOf, type ThresholdDraft } from '../reports/threshold-draft.js';
import { useAlerts } from './alerts.js';
import { useAction } from '../../ui/use-action.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'alerts.settings.title', defaultMessage: 'Alerts for managers' },
  about: {
    id: 'alerts.settings.about',
    defaultMessage:
      'Checked with the store’s orders every 3 minutes while the admin client is connected; each order and reason is notified once. A failed payment or a balance due is always alerted.',
  },
  pickupMinutes: { id: 'alerts.settings.pickupMinutes', defaultMessage: 'Pickup waiting longer than (minutes)' },
  notShippedHours: { id: 'alerts.settings.notShippedHours', defaultMessage: 'Paid, not shipped after (hours)' },
  emptyNoAlert: { id: 'alerts.settings.emptyNoAlert', defaultMessage: 'Empty: no alert' },
  saving: { id: 'alerts.settings.saving', defaultMessage: 'Saving…' },
  save: { id: 'alerts.settings.save', defaultMessage: 'Save alert settings' },
  saved: { id: 'alerts.settings.saved', defaultMessage: 'Saved.' },
});

export function AlertSettings() {
  const words = useWords();
  const view = useAlerts((s) => s.view);
  const [draft, setDraft] = useState<ThresholdDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof ThresholdDraft, string>>>({});
  const [saved, setSaved] = useState(false);
  const saving = useAction();
  const { run } = saving;
  useEffect(() => {
    void run(() => useAlerts.getState().load());
  }, [run]);
  const shown = draft ?? (view ? draftOf(view.thresholds) : null);
  const edit = (field: keyof ThresholdDraft, value: string) => {
    setDraft({ ...(shown ?? { pickupReadyMinutes: '', paidNotShippedHours: '' }), [field]: value });
    setSaved(false);
  };
  const save = () => {
    if (!shown) return;
    // "Saved." is said of this save only: never beside its refusal or its errors.
    setSaved(false);
    const parsed = thresholdsOf(shown);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    void saving.run(async () => {
      useAlerts.getState().setView(await pos().alerts.setThresholds(parsed.thresholds));
      setDraft(null);
      setSaved(true);
    });
  };
  return (
    <section className="card settings-card" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.about)}</p>
      {shown && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="row">
            <Field
              label={words.formatMessage(messages.pickupMinutes)}
              inputMode="numeric"
              value={shown.pickupReadyMinutes}
              error={errors.pickupReadyMinutes}
              hint={words.formatMessage(messages.emptyNoAlert)}
              onChange={(e) => edit('pickupReadyMinutes', e.target.value)}
            />
            <Field
              label={words.formatMessage(messages.notShippedHours)}
              inputMode="numeric"
              value={shown.paidNotShippedHours}
              error={errors.paidNotShippedHours}
              hint={words.formatMessage(messages.emptyNoAlert)}
              onChange={(e) => edit('paidNotShippedHours', e.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn" disabled={saving.busy}>
              {words.formatMessage(saving.busy ? messages.saving : messages.save)}
            </button>
            {saved && (
              <span className="muted small" role="status">
                {words.formatMessage(messages.saved)}
              </span>
            )}
          </div>
          {saving.error && (
            <p className="field-error" role="alert">
              {saving.error.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
