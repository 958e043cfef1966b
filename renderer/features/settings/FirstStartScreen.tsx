/**
 * The till's first start: before anything else, the manager is created (name, and a PIN typed
 * twice); the till then opens for them. Also shown when the staff list was damaged and set aside.
 */
import { useState } from 'react';
import type { TillStaffState } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { shownError } from '../../shell/errors.js';
import { useStaff } from '../staff/staff.js';
import { pinProblem } from '../staff/staff-pin-rules.js';

export function FirstStartScreen({ till }: { till: TillStaffState }) {
  const setTill = useStaff((s) => s.setTill);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = tried && !name.trim() ? 'Enter the manager’s name.' : null;
  const { pinError, againError } = tried ? pinProblem(pin, again) : { pinError: null, againError: null };

  const create = async () => {
    setTried(true);
    if (!name.trim() || pinProblem(pin, again).pinError || pinProblem(pin, again).againError) return;
    setBusy(true);
    setError(null);
    try {
      setTill(await pos().staff.setUp({ name: name.trim(), pin }));
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="lock-screen" aria-labelledby="first-start-title">
      <form
        className="lock-card card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h1 id="first-start-title">Create this till’s manager</h1>
        {till.notice && (
          <p className="notice" role="alert">
            {till.notice}
          </p>
        )}
        <p className="muted">
          The manager adds the staff, sets when the till locks, and approves what only a manager may do. Choose a PIN of 4 to 6 digits that only you know.
        </p>
        <Field label="Manager’s name" autoComplete="off" value={name} error={nameError} onChange={(e) => setName(e.target.value)} autoFocus />
        <Field
          label="PIN"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          error={pinError}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        <Field
          label="PIN again"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={again}
          error={againError}
          onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create the manager and open the till'}
          </button>
        </div>
      </form>
    </main>
  );
}
