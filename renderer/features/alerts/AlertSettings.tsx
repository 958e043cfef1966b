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

export function AlertSettings() {
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
      <h2 id="alerts-title">Alerts for managers</h2>
      <p className="muted">
        Checked with the store’s orders every 3 minutes while the admin client is connected; each order and reason is notified once. A failed payment or a
        balance due is always alerted.
      </p>
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
              label="Pickup waiting longer than (minutes)"
              inputMode="numeric"
              value={shown.pickupReadyMinutes}
              error={errors.pickupReadyMinutes}
              hint="Empty: no alert"
              onChange={(e) => edit('pickupReadyMinutes', e.target.value)}
            />
            <Field
              label="Paid, not shipped after (hours)"
              inputMode="numeric"
              value={shown.paidNotShippedHours}
              error={errors.paidNotShippedHours}
              hint="Empty: no alert"
              onChange={(e) => edit('paidNotShippedHours', e.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn" disabled={saving.busy}>
              {saving.busy ? 'Saving…' : 'Save alert settings'}
            </button>
            {saved && (
              <span className="muted small" role="status">
                Saved.
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
