/** Adds someone to the till's staff: their name, role and PIN (typed twice), checked before it is sent. */
import { useState } from 'react';
import type { StaffMemberView } from '../../../shared/bridge/bridge.js';
import type { StaffRole } from '../../../shared/shift/till-journal.js';
import type { StaffRoleView } from '../../../shared/bridge/staff.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { pinProblem } from './staff-pin-rules.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  nameMissing: { id: 'staff.add.nameMissing', defaultMessage: 'Enter the person’s name.' },
  added: { id: 'staff.add.added', defaultMessage: '{name} was added.' },
  title: { id: 'staff.add.title', defaultMessage: 'Add someone' },
  name: { id: 'staff.add.name', defaultMessage: 'Name' },
  role: { id: 'staff.add.role', defaultMessage: 'Role' },
  clerk: { id: 'staff.add.clerk', defaultMessage: 'Clerk' },
  pin: { id: 'staff.add.pin', defaultMessage: 'Their PIN' },
  pinAgain: { id: 'staff.add.pinAgain', defaultMessage: 'Their PIN again' },
  submit: { id: 'staff.add.submit', defaultMessage: 'Add to the staff' },
});

const BLANK = { name: '', role: 'staff' as StaffRole, pin: '', again: '' };

export interface AddStaffFormProps {
  /** The prefix of the role selects' ids (this one's is `${roleId}-new`). */
  roleId: string;
  /** The till's roles to choose from. */
  roles: StaffRoleView[];
  /** Runs the call and shows the staff it answers, with these words; answers whether it worked. */
  run(work: () => Promise<StaffMemberView[]>, said?: string): Promise<boolean>;
}

export function AddStaffForm({ roleId, roles, run }: AddStaffFormProps) {
  const [form, setForm] = useState(BLANK);
  const [tried, setTried] = useState(false);
  const words = useWords();
  const nameError = tried && !form.name.trim() ? words.formatMessage(messages.nameMissing) : null;
  const problem = tried ? pinProblem(form.pin, form.again) : { pinError: null, againError: null };
  return (
    <form
      className="staff-add"
      noValidate
      aria-labelledby="staff-add-title"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        const check = pinProblem(form.pin, form.again);
        if (!form.name.trim() || check.pinError || check.againError) return;
        void run(
          () => pos().staff.add({ name: form.name.trim(), role: form.role, pin: form.pin }),
          words.formatMessage(messages.added, { name: form.name.trim() }),
        ).then((ok) => {
          if (ok) {
            setForm(BLANK);
            setTried(false);
          }
        });
      }}
    >
      <h3 id="staff-add-title">{words.formatMessage(messages.title)}</h3>
      <Field
        label={words.formatMessage(messages.name)}
        autoComplete="off"
        value={form.name}
        error={nameError}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <div className="field">
        <label htmlFor={`${roleId}-new`}>{words.formatMessage(messages.role)}</label>
        <select id={`${roleId}-new`} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
          {roles.length === 0 && <option value="staff">{words.formatMessage(messages.clerk)}</option>}
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={words.formatMessage(messages.pin)}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={form.pin}
        error={problem.pinError}
        onChange={(e) => setForm({ ...form, pin: e.target.value.replace(/\D/g, '') })}
      />
      <Field
        label={words.formatMessage(messages.pinAgain)}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={form.again}
        error={problem.againError}
        onChange={(e) => setForm({ ...form, again: e.target.value.replace(/\D/g, '') })}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          {words.formatMessage(messages.submit)}
        </button>
      </div>
    </form>
  );
}
