/** A role's name and rights as a manager edits them (a new role, or one of the till's but the manager's). */
import { useState } from 'react';
import type { StaffRoleView } from '../../../shared/bridge/staff.js';
import { CLERK_RIGHTS, type RoleRights } from '../../../shared/staff/role-rights.js';
import { Field } from '../../ui/Field.js';
import { YES_NO_RIGHTS } from './role-rights-words.js';

interface RoleFormProps {
  /** The role edited; null: a new one. */
  role: StaffRoleView | null;
  onSave(input: { id: string | null; name: string; rights: RoleRights }): void;
  onCancel(): void;
}

export function RoleForm({ role, onSave, onCancel }: RoleFormProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [rights, setRights] = useState<RoleRights>(role?.rights ?? CLERK_RIGHTS);
  const [percent, setPercent] = useState(String((role?.rights ?? CLERK_RIGHTS).discountPercent));
  const [refund, setRefund] = useState((role?.rights ?? CLERK_RIGHTS).refundUpTo ?? '');
  const [tried, setTried] = useState(false);
  const percentOk = /^\d{1,3}$/.test(percent) && Number(percent) <= 100;
  const refundOk = refund.trim() === '' || /^\d{1,9}(\.\d{1,2})?$/.test(refund.trim());
  const title = role ? `Rights of ${role.name}` : 'A new role';
  return (
    <form
      className="role-form"
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!name.trim() || !percentOk || !refundOk) return;
        onSave({ id: role?.id ?? null, name: name.trim(), rights: { ...rights, discountPercent: Number(percent), refundUpTo: refund.trim() || null } });
      }}
    >
      <h4>{title}</h4>
      <div className="role-form-fields">
        <Field
          label="Role name"
          autoComplete="off"
          maxLength={40}
          value={name}
          error={tried && !name.trim() ? 'Give the role a name.' : null}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Discounts up to (%)"
          inputMode="numeric"
          maxLength={3}
          value={percent}
          error={tried && !percentOk ? 'A percent from 0 to 100.' : null}
          onChange={(e) => setPercent(e.target.value.replace(/\D/g, ''))}
        />
        <Field
          label="Refunds up to (empty: any amount)"
          inputMode="decimal"
          maxLength={12}
          value={refund}
          error={tried && !refundOk ? 'An amount such as 50.00, or empty.' : null}
          onChange={(e) => setRefund(e.target.value)}
        />
      </div>
      <fieldset className="role-rights">
        <legend>May, without an approval</legend>
        {YES_NO_RIGHTS.map(({ right, words }) => (
          <label key={right} className="role-right">
            <input type="checkbox" checked={rights[right]} onChange={(e) => setRights({ ...rights, [right]: e.target.checked })} />
            {words}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Save the role
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
