/**
 * Roles as an approval names them ("A manager or supervisor must approve this", "Change a staff
 * member’s role (Ana Clerk to manager)"): a role's shown name in lower case, the till's own roles
 * in the clerk's language while they keep the name they came with; a role no longer defined goes by its id.
 */
import { BUILT_IN_ROLES, MANAGER_ROLE, rightsCover, type RightCheck, type StaffRoleDefinition } from './role-rights.js';
import { defineMessages, englishOf, wordsOf, type MessageDeclaration } from '../i18n/words.js';
import { composeWords, type ComposedWords } from './composed-words.js';

const messages = defineMessages({
  approvers: {
    id: 'staff.roleRights.approvers',
    defaultMessage: '{count, plural, =0 {A manager} one {A manager or {last}} other {A manager, {others} or {last}}}',
  },
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

/** Who may approve an action that needs this right, as words that begin a sentence: "A manager or supervisor". */
export function approversWordsOf(check: RightCheck | null, roles: readonly StaffRoleDefinition[]): ComposedWords {
  const approving = roles.filter((r) => r.id !== MANAGER_ROLE && check !== null && rightsCover(r.rights, check));
  const said = approving.map((r) => roleInActionWords(r.id, roles));
  const last = said[said.length - 1];
  // not-words: the list separator between role names
  const others = said
    .slice(0, -1)
    .map((s) => ('name' in s ? s.name : englishOf(s.words)))
    .join(', ');
  const values = { count: said.length, others, last: last && 'name' in last ? last.name : '' };
  return composeWords(messages.approvers, values, last && 'words' in last ? { last: last.words } : {});
}
