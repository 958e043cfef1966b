/**
 * A role as an approval's action names it ("Change a staff member’s role (Ana Clerk to manager)"):
 * its shown name in lower case, the till's own roles in the clerk's language while they keep the
 * name they came with; a role no longer defined goes by its id.
 */
import { BUILT_IN_ROLES, type StaffRoleDefinition } from '../../../../shared/staff/role-rights.js';
import { defineMessages, wordsOf, type MessageDeclaration } from '../../../../shared/i18n/words.js';
import type { ComposedWords } from '../../../../shared/staff/composed-words.js';

const messages = defineMessages({
  clerk: { id: 'staff.gate.roleClerk', defaultMessage: 'clerk' },
  supervisor: { id: 'staff.gate.roleSupervisor', defaultMessage: 'supervisor' },
  manager: { id: 'staff.gate.roleManager', defaultMessage: 'manager' },
});

const BUILT_IN_WORDS: Readonly<Record<string, MessageDeclaration>> = { staff: messages.clerk, supervisor: messages.supervisor, manager: messages.manager };

/** The role's words (a built-in role's) or its name as it is (a role a manager named, or the id of one not found). */
export function roleInActionWords(id: string, roles: readonly StaffRoleDefinition[]): { words: ComposedWords } | { name: string } {
  const role = roles.find((r) => r.id === id);
  const builtIn = BUILT_IN_ROLES.find((r) => r.id === id);
  const words = BUILT_IN_WORDS[id];
  if (words && builtIn && (!role || role.name === builtIn.name)) return { words: wordsOf(words) };
  return { name: role ? role.name.toLowerCase() : id };
}
