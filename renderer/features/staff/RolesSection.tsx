/**
 * Settings → Staff → Roles: the till's roles and their rights (Clerk, Supervisor, Manager and
 * those a manager adds); a role's rights edited, a role added, a role no one holds removed. The
 * manager's role holds every right and is not edited. Past a role's rights, someone whose role
 * holds the right approves that one action by PIN.
 */
import { Fragment, useState } from 'react';
import type { StaffRoleView } from '../../../shared/bridge/staff.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { RoleForm } from './RoleForm.js';
import { rightsInWords, roleNameWords } from './role-rights-words.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'staff.roles.title', defaultMessage: 'Roles' },
  intro: { id: 'staff.roles.intro', defaultMessage: 'What each role may do on its own. Past it, someone whose role may do it approves with their PIN.' },
  caption: { id: 'staff.roles.caption', defaultMessage: 'The till’s roles and their rights' },
  role: { id: 'staff.roles.role', defaultMessage: 'Role' },
  may: { id: 'staff.roles.may', defaultMessage: 'May, without an approval' },
  change: { id: 'staff.roles.change', defaultMessage: 'Change' },
  members: { id: 'staff.roles.members', defaultMessage: '· {count, plural, one {# person} other {# people}}' },
  everyRight: { id: 'staff.roles.everyRight', defaultMessage: 'Every right; approves anything' },
  edit: { id: 'staff.roles.edit', defaultMessage: 'Edit<hidden> {name}</hidden>' },
  removed: { id: 'staff.roles.removed', defaultMessage: 'The role {name} was removed.' },
  remove: { id: 'staff.roles.remove', defaultMessage: 'Remove<hidden> the role {name}</hidden>' },
  saved: { id: 'staff.roles.saved', defaultMessage: '{name} was saved.' },
  added: { id: 'staff.roles.added', defaultMessage: '{name} was added.' },
  add: { id: 'staff.roles.add', defaultMessage: 'Add a role' },
});

interface RolesSectionProps {
  roles: StaffRoleView[];
  onRoles(roles: StaffRoleView[]): void;
}

export function RolesSection({ roles, onRoles }: RolesSectionProps) {
  /** The role being edited: its id, 'new', or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const words = useWords();

  const run = async (work: () => Promise<StaffRoleView[]>, said: string) => {
    setError(null);
    setSaved(null);
    try {
      onRoles(await work());
      setSaved(said);
      setEditing(null);
    } catch (e) {
      setError(shownError(e).message);
    }
  };

  return (
    <section className="staff-roles" aria-labelledby="roles-title">
      <h3 id="roles-title">{words.formatMessage(messages.title)}</h3>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <p className="staff-saved" role="status">
        {saved}
      </p>
      <table className="role-table">
        <caption className="visually-hidden">{words.formatMessage(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.role)}</th>
            <th scope="col">{words.formatMessage(messages.may)}</th>
            <th scope="col">
              <span className="visually-hidden">{words.formatMessage(messages.change)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.map((r) => (
            <Fragment key={r.id}>
              <tr>
                <th scope="row">
                  {roleNameWords(r)}
                  <span className="muted small"> {words.formatMessage(messages.members, { count: r.members })}</span>
                </th>
                <td>{r.id === 'manager' ? words.formatMessage(messages.everyRight) : rightsInWords(r.rights)}</td>
                <td className="role-actions">
                  {r.id !== 'manager' && (
                    <button type="button" className="btn btn-small" aria-expanded={editing === r.id} onClick={() => setEditing(editing === r.id ? null : r.id)}>
                      {words.formatMessage(messages.edit, { name: roleNameWords(r), hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
                    </button>
                  )}
                  {!r.builtIn && (
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void run(() => pos().staff.removeRole(r.id), words.formatMessage(messages.removed, { name: r.name }))}
                    >
                      {words.formatMessage(messages.remove, { name: r.name, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
                    </button>
                  )}
                </td>
              </tr>
              {editing === r.id && (
                <tr>
                  <td colSpan={3}>
                    <RoleForm
                      role={r}
                      onCancel={() => setEditing(null)}
                      onSave={(input) => void run(() => pos().staff.saveRole(input), words.formatMessage(messages.saved, { name: input.name }))}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {editing === 'new' ? (
        <RoleForm
          role={null}
          onCancel={() => setEditing(null)}
          onSave={(input) => void run(() => pos().staff.saveRole(input), words.formatMessage(messages.added, { name: input.name }))}
        />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {words.formatMessage(messages.add)}
        </button>
      )}
    </section>
  );
}
