/** A role's name and rights as a manager edits them (a new role, or one of the till's but the manager's). */
import { useState } from 'react';
import type { StaffRoleView } from '../../../shared/bridge/staff.js';
import { CLERK_RIGHTS, type RoleRights } from '../../../shared/staff/role-rights.js';
import { Field } from '../../ui/Field.js';
import { roleNameWords, YES_NO_RIGHTS } from './role-rights-words.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  rightsOf: { id: 'staff.roleForm.rightsOf', defaultMessage: 'Rights of {name}' },
  newRole: { id: 'staff.roleForm.newRole', defaultMessage: 'A new role' },
  name: { id: 'staff.roleForm.name', defaultMessage: 'Role name' },
  nameMissing: { id: 'staff.roleForm.nameMissing', defaultMessage: 'Give the role a name.' },
  discounts: { id: 'staff.roleForm.discounts', defaultMessage: 'Discounts up to (%)' },
  percentBad: { id: 'staff.roleForm.percentBad', defaultMessage: 'A percent from 0 to 100.' },
  refunds: { id: 'staff.roleForm.refunds', defaultMessage: 'Refunds up to (empty: any amount)' },
  refundBad: { id: 'staff.roleForm.refundBad', defaultMessage: 'An amount such as 50.00, or empty.' },
  may: { id: 'staff.roleForm.may', defaultMessage: 'May, without an approval' },
  save: { id: 'staff.roleForm.save', defaultMessage: 'Save the role' },
  cancel: { id: 'staff.roleForm.cancel', defaultMessage: 'Cancel' },
});

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
  const words = useWords();
  const percentOk = /^\d{1,3}$/.test(percent) && Number(percent) <= 100;
  const refundOk = refund.trim() === '' || /^\d{1,9}(\.\d{1,2})?$/.test(refund.trim());
  const title = role ? words.formatMessage(messages.rightsOf, { name: roleNameWords(role) }) : words.formatMessage(messages.newRole);
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
          label={words.formatMessage(messages.name)}
          autoComplete="off"
          maxLength={40}
          value={name}
          error={tried && !name.trim() ? words.formatMessage(messages.nameMissing) : null}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label={words.formatMessage(messages.discounts)}
          inputMode="numeric"
          maxLength={3}
          value={percent}
          error={tried && !percentOk ? words.formatMessage(messages.percentBad) : null}
          onChange={(e) => setPercent(e.target.value.replace(/\D/g, ''))}
        />
        <Field
          label={words.formatMessage(messages.refunds)}
          inputMode="decimal"
          maxLength={12}
          value={refund}
          error={tried && !refundOk ? words.formatMessage(messages.refundBad) : null}
          onChange={(e) => setRefund(e.target.value)}
        />
      </div>
      <fieldset className="role-rights">
        <legend>{words.formatMessage(messages.may)}</legend>
        {YES_NO_RIGHTS.map(({ right, words: said }) => (
          <label key={right} className="role-right">
            <input type="checkbox" checked={rights[right]} onChange={(e) => setRights({ ...rights, [right]: e.target.checked })} />
            {words.formatMessage(said)}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          {words.formatMessage(messages.save)}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {words.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  );
}
