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
import { rightsInWords } from './role-rights-words.js';

interface RolesSectionProps {
  roles: StaffRoleView[];
  onRoles(roles: StaffRoleView[]): void;
}

export function RolesSection({ roles, onRoles }: RolesSectionProps) {
  /** The role being edited: its id, 'new', or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

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
      <h3 id="roles-title">Roles</h3>
      <p className="muted">What each role may do on its own. Past it, someone whose role may do it approves with their PIN.</p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <p className="staff-saved" role="status">
        {saved}
      </p>
      <table className="role-table">
        <caption className="visually-hidden">The till’s roles and their rights</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">May, without an approval</th>
            <th scope="col">
              <span className="visually-hidden">Change</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.map((r) => (
            <Fragment key={r.id}>
              <tr>
                <th scope="row">
                  {r.name}
                  <span className="muted small">
                    {' '}
                    · {r.members} {r.members === 1 ? 'person' : 'people'}
                  </span>
                </th>
                <td>{r.id === 'manager' ? 'Every right; approves anything' : rightsInWords(r.rights)}</td>
                <td className="role-actions">
                  {r.id !== 'manager' && (
                    <button type="button" className="btn btn-small" aria-expanded={editing === r.id} onClick={() => setEditing(editing === r.id ? null : r.id)}>
                      Edit<span className="visually-hidden"> {r.name}</span>
                    </button>
                  )}
                  {!r.builtIn && (
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void run(() => pos().staff.removeRole(r.id), `The role ${r.name} was removed.`)}
                    >
                      Remove<span className="visually-hidden"> the role {r.name}</span>
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
                      onSave={(input) => void run(() => pos().staff.saveRole(input), `${input.name} was saved.`)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {editing === 'new' ? (
        <RoleForm role={null} onCancel={() => setEditing(null)} onSave={(input) => void run(() => pos().staff.saveRole(input), `${input.name} was added.`)} />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          Add a role
        </button>
      )}
    </section>
  );
}
