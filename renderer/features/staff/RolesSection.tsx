/**
 * Settings → Staff → Roles: the till's roles and their rights (Clerk, Supervisor, Manager and
 * those a manager adds); a role's rights edited, a role added, a role no one holds removed. The
 * manager's role holds every right and is not edited. Past a role's rights, someone whose role
 * holds the right approves that one action by PIN.
 */
import { useState } from 'react';
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
      <ul className="role-list">
        {roles.map((r) => (
          <li key={r.id} className="role-row">
            <div className="role-what">
              <strong>{r.name}</strong>
              <span className="muted">
                {' '}
                · {r.members} {r.members === 1 ? 'person' : 'people'}
              </span>
              <div className="role-rights-words">{r.id === 'manager' ? 'Every right; approves anything' : rightsInWords(r.rights)}</div>
            </div>
            {r.id !== 'manager' && (
              <button type="button" className="btn btn-small" aria-expanded={editing === r.id} onClick={() => setEditing(editing === r.id ? null : r.id)}>
                Edit<span className="visually-hidden"> {r.name}</span>
              </button>
            )}
            {!r.builtIn && (
              <button type="button" className="btn btn-small" onClick={() => void run(() => pos().staff.removeRole(r.id), `The role ${r.name} was removed.`)}>
                Remove<span className="visually-hidden"> the role {r.name}</span>
              </button>
            )}
            {editing === r.id && (
              <RoleForm
                role={r}
                onCancel={() => setEditing(null)}
                onSave={(input) => void run(() => pos().staff.saveRole(input), `${input.name} was saved.`)}
              />
            )}
          </li>
        ))}
      </ul>
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
