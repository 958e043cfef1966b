/**
 * Settings → Staff (a manager's work; every change asks a manager's approval when someone else
 * is on the till): the staff list, adding someone (name, role, PIN twice), changing a role,
 * resetting a PIN, removing someone (never the last manager), when the till locks itself, and
 * the till's roles with their rights (RolesSection).
 */
import { useEffect, useId, useState } from 'react';
import type { StaffMemberView } from '../../../shared/bridge/bridge.js';
import type { StaffRoleView } from '../../../shared/bridge/staff.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useStaff } from './staff.js';
import { pinProblem } from './staff-pin-rules.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { AddStaffForm } from './AddStaffForm.js';
import { Field } from '../../ui/Field.js';
import { RolesSection } from './RolesSection.js';

const IDLE_CHOICES: { value: string; label: string }[] = [
  { value: '1', label: 'After 1 minute' },
  { value: '2', label: 'After 2 minutes' },
  { value: '5', label: 'After 5 minutes' },
  { value: '10', label: 'After 10 minutes' },
  { value: '15', label: 'After 15 minutes' },
  { value: '30', label: 'After 30 minutes' },
  { value: '60', label: 'After 1 hour' },
  { value: 'never', label: 'Never' },
];

function ResetPin({ member, onDone, run }: { member: StaffMemberView; onDone(): void; run(work: () => Promise<StaffMemberView[]>): Promise<boolean> }) {
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried ? pinProblem(pin, again) : { pinError: null, againError: null };
  return (
    <form
      className="staff-reset"
      noValidate
      aria-label={`New PIN for ${member.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const check = pinProblem(pin, again);
        if (check.pinError || check.againError) return;
        void run(() => pos().staff.resetPin(member.id, pin)).then((ok) => ok && onDone());
      }}
    >
      <Field
        label={`New PIN for ${member.name}`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={pin}
        error={problem.pinError}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        autoFocus
      />
      <Field
        label="New PIN again"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={again}
        error={problem.againError}
        onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Save the new PIN
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function StaffSection() {
  const till = useStaff((s) => s.till);
  const [members, setMembers] = useState<StaffMemberView[]>([]);
  const [roles, setRoles] = useState<StaffRoleView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const roleId = useId();
  const idleId = useId();

  useEffect(() => {
    pos()
      .staff.list()
      .then(setMembers)
      .catch((e: unknown) => setError(shownError(e).message));
    pos()
      .staff.roles()
      .then(setRoles)
      .catch((e: unknown) => setError(shownError(e).message));
  }, []);
  const roleName = (id: string) => roles.find((r) => r.id === id)?.name ?? id;

  const run = async (work: () => Promise<StaffMemberView[]>, said?: string): Promise<boolean> => {
    setError(null);
    setSaved(null);
    try {
      setMembers(await work());
      if (said) setSaved(said);
      setRoles(await pos().staff.roles());
      return true;
    } catch (e) {
      setError(shownError(e).message);
      return false;
    }
  };

  const managers = members.filter((m) => m.role === 'manager').length;

  return (
    <section className="card settings-card staff-section" aria-labelledby="staff-title">
      <h2 id="staff-title">Staff</h2>
      <p className="muted">Who may open this till, with their own PIN. Managers approve what only a manager may do.</p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <p className="staff-saved" role="status">
        {saved}
      </p>
      <ul className="staff-list">
        {members.map((m) => {
          const lastManager = m.role === 'manager' && managers === 1;
          return (
            <li key={m.id} className="staff-member">
              <div className="staff-who">
                <strong>{m.name}</strong>
                {till?.onTill?.id === m.id && <span className="badge badge-ok">On the till</span>}
              </div>
              <label className="visually-hidden" htmlFor={`${roleId}-${m.id}`}>
                Role of {m.name}
              </label>
              <select
                id={`${roleId}-${m.id}`}
                value={m.role}
                disabled={lastManager}
                title={lastManager ? 'The last manager stays a manager' : undefined}
                onChange={(e) => void run(() => pos().staff.setRole(m.id, e.target.value), `${m.name} is now ${roleName(e.target.value).toLowerCase()}.`)}
              >
                {roles.length === 0 && <option value={m.role}>{roleName(m.role)}</option>}
                {roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-small" onClick={() => setResetting(resetting === m.id ? null : m.id)} aria-expanded={resetting === m.id}>
                Reset PIN<span className="visually-hidden"> of {m.name}</span>
              </button>
              {removing === m.id ? (
                <span className="staff-confirm" role="group" aria-label={`Remove ${m.name}?`}>
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() => void run(() => pos().staff.remove(m.id), `${m.name} was removed.`).then(() => setRemoving(null))}
                  >
                    Remove {m.name}
                  </button>
                  <button type="button" className="btn btn-small" onClick={() => setRemoving(null)}>
                    Keep
                  </button>
                </span>
              ) : (
                <button type="button" className="btn btn-small" disabled={lastManager} onClick={() => setRemoving(m.id)}>
                  Remove<span className="visually-hidden"> {m.name}</span>
                </button>
              )}
              {resetting === m.id && <ResetPin member={m} run={(work) => run(work, `${m.name}’s PIN was changed.`)} onDone={() => setResetting(null)} />}
            </li>
          );
        })}
      </ul>
      <AddStaffForm roleId={roleId} roles={roles} run={run} />
      <div className="field staff-idle">
        <label htmlFor={idleId}>Lock the till when nobody uses it</label>
        <select
          id={idleId}
          value={till?.idleLockMinutes === null ? 'never' : String(till?.idleLockMinutes ?? 5)}
          onChange={(e) => {
            const minutes = e.target.value === 'never' ? null : Number(e.target.value);
            setError(null);
            pos()
              .staff.setIdleLock(minutes)
              .then((next) => {
                useStaff.getState().setTill(next);
                setSaved(minutes === null ? 'The till no longer locks itself.' : `The till locks itself after ${minutes} min without use.`);
              })
              .catch((err: unknown) => setError(shownError(err).message));
          }}
        >
          {IDLE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <RolesSection roles={roles} onRoles={setRoles} />
    </section>
  );
}
