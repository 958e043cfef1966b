/**
 * The till's roles: Clerk, Supervisor and Manager, and those a manager defines, each with its
 * rights (shared/staff/role-rights.ts), written to the roster file before they count. The
 * manager's role has every right and cannot be changed; a role someone holds cannot be removed.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRoleView } from '../../../../shared/bridge/staff.js';
import { BUILT_IN_ROLES, MANAGER_ROLE, type StaffRoleDefinition } from '../../../../shared/staff/role-rights.js';
import { writeRosterFile } from '../roster-file.js';
import { refusal, type RosterContext } from './roster-context.js';
import type { StaffRoster } from './roster-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  managerRole: { id: 'staff.roles.managerRole', defaultMessage: 'A manager holds every right: the manager’s role cannot be narrowed.' },
  nameTaken: { id: 'staff.roles.nameTaken', defaultMessage: 'There is a role named {name} already: choose another name.' },
  roleGone: { id: 'staff.roles.roleGone', defaultMessage: 'That role is no longer on this till.' },
  builtIn: { id: 'staff.roles.builtIn', defaultMessage: 'Clerk, Supervisor and Manager are the till’s own roles: change their rights instead.' },
  held: {
    id: 'staff.roles.held',
    defaultMessage: '{holders, plural, one {One person holds} other {# people hold}} the role {name}: give them another role first.',
  },
});

type RoleCalls = Pick<StaffRoster, 'roles' | 'saveRole' | 'removeRole'>;

const BUILT_IN_IDS = new Set(BUILT_IN_ROLES.map((r) => r.id));

export function roleCalls(ctx: RosterContext): RoleCalls {
  const { state, options } = ctx;

  const views = (): StaffRoleView[] => {
    const manager = BUILT_IN_ROLES.find((r) => r.id === MANAGER_ROLE)!;
    return [...state.roles, manager].map((r) => ({
      ...r,
      builtIn: BUILT_IN_IDS.has(r.id),
      members: state.members.filter((m) => m.role === r.id).length,
    }));
  };
  const save = async (roles: StaffRoleDefinition[]) => {
    await writeRosterFile(options.dataDir, state.members, roles);
    state.roles = roles;
  };

  return {
    roles: views,
    async saveRole(input) {
      if (input.id === MANAGER_ROLE) throw refusal('invalid_input', wordsOf(messages.managerRole));
      const name = input.name.trim().replace(/\s+/g, ' ');
      const taken = [...state.roles, { id: MANAGER_ROLE, name: 'Manager' }].some((r) => r.id !== input.id && r.name.toLowerCase() === name.toLowerCase());
      if (taken) throw refusal('invalid_input', wordsOf(messages.nameTaken, { name }));
      if (input.id !== null && !state.roles.some((r) => r.id === input.id)) throw refusal('not_found', wordsOf(messages.roleGone));
      const role: StaffRoleDefinition = { id: input.id ?? `role-${randomUUID().slice(0, 8)}`, name, rights: { ...input.rights } };
      await save(input.id === null ? [...state.roles, role] : state.roles.map((r) => (r.id === role.id ? role : r)));
      ctx.log(`staff roster: role ${role.name} ${input.id === null ? 'added' : 'changed'}`);
      return views();
    },
    async removeRole(id) {
      if (BUILT_IN_IDS.has(id)) throw refusal('invalid_input', wordsOf(messages.builtIn));
      const role = state.roles.find((r) => r.id === id);
      if (!role) throw refusal('not_found', wordsOf(messages.roleGone));
      const holders = state.members.filter((m) => m.role === id).length;
      if (holders > 0) throw refusal('invalid_input', wordsOf(messages.held, { holders, name: role.name }));
      await save(state.roles.filter((r) => r.id !== id));
      return views();
    },
  };
}
