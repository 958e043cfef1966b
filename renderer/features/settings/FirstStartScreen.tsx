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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  nameMissing: { id: 'settings.firstStart.nameMissing', defaultMessage: 'Enter the manager’s name.' },
  title: { id: 'settings.firstStart.title', defaultMessage: 'Create this till’s manager' },
  intro: {
    id: 'settings.firstStart.intro',
    defaultMessage:
      'The manager adds the staff, sets when the till locks, and approves what only a manager may do. Choose a PIN of 4 to 6 digits that only you know.',
  },
  name: { id: 'settings.firstStart.name', defaultMessage: 'Manager’s name' },
  pin: { id: 'settings.firstStart.pin', defaultMessage: 'PIN' },
  pinAgain: { id: 'settings.firstStart.pinAgain', defaultMessage: 'PIN again' },
  creating: { id: 'settings.firstStart.creating', defaultMessage: 'Creating…' },
  create: { id: 'settings.firstStart.create', defaultMessage: 'Create the manager and open the till' },
});

export function FirstStartScreen({ till }: { till: TillStaffState }) {
  const words = useWords();
  const setTill = useStaff((s) => s.setTill);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = tried && !name.trim() ? words.formatMessage(messages.nameMissing) : null;
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
        <h1 id="first-start-title">{words.formatMessage(messages.title)}</h1>
        {till.notice && (
          <p className="notice" role="alert">
            {till.notice}
          </p>
        )}
        <p className="muted">{words.formatMessage(messages.intro)}</p>
        <Field
          label={words.formatMessage(messages.name)}
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <Field
          label={words.formatMessage(messages.pin)}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          error={pinError}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        <Field
          label={words.formatMessage(messages.pinAgain)}
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
            {words.formatMessage(busy ? messages.creating : messages.create)}
          </button>
        </div>
      </form>
    </main>
  );
}
