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
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { roleNameWords } from './role-rights-words.js';

const messages = defineMessages({
  afterMinutes: { id: 'staff.section.afterMinutes', defaultMessage: '{minutes, plural, one {After # minute} other {After # minutes}}' },
  afterHour: { id: 'staff.section.afterHour', defaultMessage: 'After 1 hour' },
  never: { id: 'staff.section.never', defaultMessage: 'Never' },
  newPin: { id: 'staff.section.newPin', defaultMessage: 'New PIN for {name}' },
  newPinAgain: { id: 'staff.section.newPinAgain', defaultMessage: 'New PIN again' },
  savePin: { id: 'staff.section.savePin', defaultMessage: 'Save the new PIN' },
  cancel: { id: 'staff.section.cancel', defaultMessage: 'Cancel' },
  title: { id: 'staff.section.title', defaultMessage: 'Staff' },
  intro: { id: 'staff.section.intro', defaultMessage: 'Who may open this till, with their own PIN. Managers approve what only a manager may do.' },
  onTill: { id: 'staff.section.onTill', defaultMessage: 'On the till' },
  roleOf: { id: 'staff.section.roleOf', defaultMessage: 'Role of {name}' },
  lastManager: { id: 'staff.section.lastManager', defaultMessage: 'The last manager stays a manager' },
  nowRole: { id: 'staff.section.nowRole', defaultMessage: '{name} is now {role}.' },
  resetPin: { id: 'staff.section.resetPin', defaultMessage: 'Reset PIN<hidden> of {name}</hidden>' },
  removeAsk: { id: 'staff.section.removeAsk', defaultMessage: 'Remove {name}?' },
  removed: { id: 'staff.section.removed', defaultMessage: '{name} was removed.' },
  removeNamed: { id: 'staff.section.removeNamed', defaultMessage: 'Remove {name}' },
  keep: { id: 'staff.section.keep', defaultMessage: 'Keep' },
  remove: { id: 'staff.section.remove', defaultMessage: 'Remove<hidden> {name}</hidden>' },
  pinChanged: { id: 'staff.section.pinChanged', defaultMessage: '{name}’s PIN was changed.' },
  idleLabel: { id: 'staff.section.idleLabel', defaultMessage: 'Lock the till when nobody uses it' },
  noIdleLock: { id: 'staff.section.noIdleLock', defaultMessage: 'The till no longer locks itself.' },
  idleLock: { id: 'staff.section.idleLock', defaultMessage: 'The till locks itself after {minutes} min without use.' },
});

const IDLE_CHOICES: { value: string; label: MessageDeclaration; minutes?: number }[] = [
  ...[1, 2, 5, 10, 15, 30].map((minutes) => ({ value: String(minutes), label: messages.afterMinutes, minutes })),
  { value: '60', label: messages.afterHour },
  { value: 'never', label: messages.never },
];

function ResetPin({ member, onDone, run }: { member: StaffMemberView; onDone(): void; run(work: () => Promise<StaffMemberView[]>): Promise<boolean> }) {
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried ? pinProblem(pin, again) : { pinError: null, againError: null };
  const words = useWords();
  return (
    <form
      className="staff-reset"
      noValidate
      aria-label={words.formatMessage(messages.newPin, { name: member.name })}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const check = pinProblem(pin, again);
        if (check.pinError || check.againError) return;
        void run(() => pos().staff.resetPin(member.id, pin)).then((ok) => ok && onDone());
      }}
    >
      <Field
        label={words.formatMessage(messages.newPin, { name: member.name })}
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
        label={words.formatMessage(messages.newPinAgain)}
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
          {words.formatMessage(messages.savePin)}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {words.formatMessage(messages.cancel)}
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
  const words = useWords();

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
  const roleName = (id: string) => {
    const role = roles.find((r) => r.id === id);
    return role ? roleNameWords(role) : id;
  };

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
      <h2 id="staff-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
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
                {till?.onTill?.id === m.id && <span className="badge badge-ok">{words.formatMessage(messages.onTill)}</span>}
              </div>
              <label className="visually-hidden" htmlFor={`${roleId}-${m.id}`}>
                {words.formatMessage(messages.roleOf, { name: m.name })}
              </label>
              <select
                id={`${roleId}-${m.id}`}
                value={m.role}
                disabled={lastManager}
                title={lastManager ? words.formatMessage(messages.lastManager) : undefined}
                onChange={(e) =>
                  void run(
                    () => pos().staff.setRole(m.id, e.target.value),
                    words.formatMessage(messages.nowRole, { name: m.name, role: roleName(e.target.value).toLowerCase() }),
                  )
                }
              >
                {roles.length === 0 && <option value={m.role}>{roleName(m.role)}</option>}
                {roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {roleNameWords(r)}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-small" onClick={() => setResetting(resetting === m.id ? null : m.id)} aria-expanded={resetting === m.id}>
                {words.formatMessage(messages.resetPin, { name: m.name, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
              </button>
              {removing === m.id ? (
                <span className="staff-confirm" role="group" aria-label={words.formatMessage(messages.removeAsk, { name: m.name })}>
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() =>
                      void run(() => pos().staff.remove(m.id), words.formatMessage(messages.removed, { name: m.name })).then(() => setRemoving(null))
                    }
                  >
                    {words.formatMessage(messages.removeNamed, { name: m.name })}
                  </button>
                  <button type="button" className="btn btn-small" onClick={() => setRemoving(null)}>
                    {words.formatMessage(messages.keep)}
                  </button>
                </span>
              ) : (
                <button type="button" className="btn btn-small" disabled={lastManager} onClick={() => setRemoving(m.id)}>
                  {words.formatMessage(messages.remove, { name: m.name, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
                </button>
              )}
              {resetting === m.id && (
                <ResetPin member={m} run={(work) => run(work, words.formatMessage(messages.pinChanged, { name: m.name }))} onDone={() => setResetting(null)} />
              )}
            </li>
          );
        })}
      </ul>
      <AddStaffForm roleId={roleId} roles={roles} run={run} />
      <div className="field staff-idle">
        <label htmlFor={idleId}>{words.formatMessage(messages.idleLabel)}</label>
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
                setSaved(minutes === null ? words.formatMessage(messages.noIdleLock) : words.formatMessage(messages.idleLock, { minutes }));
              })
              .catch((err: unknown) => setError(shownError(err).message));
          }}
        >
          {IDLE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {words.formatMessage(c.label, { minutes: c.minutes ?? 0 })}
            </option>
          ))}
        </select>
      </div>
      <RolesSection roles={roles} onRoles={setRoles} />
    </section>
  );
}
