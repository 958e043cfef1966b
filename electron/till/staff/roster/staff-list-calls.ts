/**
 * The till's staff list: the first manager set up (which opens the till), people added and
 * removed, their roles and PINs changed, each written to the roster file before it counts. The
 * till always keeps a manager, and a PIN opens it for one person only.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../../../shared/shift/till-journal.js';
import { hashPin, pinMatches } from '../pin-hash.js';
import { writeRosterFile, type RosterMember } from '../roster-file.js';
import { refusal, view, type RosterContext } from './roster-context.js';
import { MANAGER_ROLE } from '../../../../shared/staff/role-rights.js';
import type { StaffRoster } from './roster-api.js';
import type { TillLock } from './till-lock.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noName: { id: 'staff.list.noName', defaultMessage: 'Give the person a name.' },
  personGone: { id: 'staff.list.personGone', defaultMessage: 'That person is no longer on this till’s staff list.' },
  pinTaken: { id: 'staff.list.pinTaken', defaultMessage: 'Choose another PIN: this one already opens the till for someone else.' },
  roleGone: { id: 'staff.list.roleGone', defaultMessage: 'That role is no longer on this till: choose another.' },
  alreadySetUp: { id: 'staff.list.alreadySetUp', defaultMessage: 'This till already has its staff: open it with a PIN.' },
  lastManagerStays: { id: 'staff.list.lastManagerStays', defaultMessage: 'The till’s last manager cannot be removed: make someone else a manager first.' },
  lastManagerRole: { id: 'staff.list.lastManagerRole', defaultMessage: 'The till’s last manager stays a manager: make someone else a manager first.' },
});

type ListCalls = Pick<StaffRoster, 'setUp' | 'list' | 'add' | 'remove' | 'setRole' | 'resetPin'>;

const managers = (list: RosterMember[]) => list.filter((m) => m.role === MANAGER_ROLE).length;

const cleanName = (name: string) => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw refusal('invalid_input', wordsOf(messages.noName));
  return trimmed;
};

export function staffListCalls(ctx: RosterContext, { lock, openFor }: Pick<TillLock, 'lock' | 'openFor'>): ListCalls {
  const { state, now, options, params } = ctx;

  const save = async (next: RosterMember[]) => {
    await writeRosterFile(options.dataDir, next, state.roles);
    state.members = next;
  };
  const find = (id: string): RosterMember => {
    const member = state.members.find((m) => m.id === id);
    if (!member) throw refusal('not_found', wordsOf(messages.personGone));
    return member;
  };
  /** A PIN names one person: it must not open the till for anyone else already. */
  const pinFree = async (pin: string, except: string | null) => {
    for (const member of state.members) {
      if (member.id !== except && (await pinMatches(pin, member.pin))) {
        throw refusal('invalid_input', wordsOf(messages.pinTaken));
      }
    }
  };
  /** A role must be one of the till's. */
  const knownRole = (role: StaffRole) => {
    if (role !== MANAGER_ROLE && !state.roles.some((r) => r.id === role)) throw refusal('invalid_input', wordsOf(messages.roleGone));
  };
  const newMember = async (name: string, role: StaffRole, pin: string): Promise<RosterMember> => ({
    id: randomUUID(),
    name: cleanName(name),
    role,
    pin: await hashPin(pin, params),
    addedAt: now().toISOString(),
  });

  return {
    async setUp(first) {
      if (state.members.length > 0) throw refusal('invalid_input', wordsOf(messages.alreadySetUp));
      const manager = await newMember(first.name, 'manager', first.pin);
      if (state.members.length > 0) throw refusal('invalid_input', wordsOf(messages.alreadySetUp));
      await save([manager]);
      ctx.log('staff roster: first manager created');
      return openFor(manager);
    },
    list: () => state.members.map(view),
    async add(member) {
      knownRole(member.role);
      await pinFree(member.pin, null);
      const added = await newMember(member.name, member.role, member.pin);
      await save([...state.members, added]);
      return state.members.map(view);
    },
    async remove(id) {
      const member = find(id);
      const next = state.members.filter((m) => m.id !== id);
      if (member.role === MANAGER_ROLE && managers(next) === 0) throw refusal('invalid_input', wordsOf(messages.lastManagerStays));
      await save(next);
      if (state.onTill?.id === id) lock('hand');
      if (state.lastOnTill?.id === id) state.lastOnTill = null;
      return state.members.map(view);
    },
    async setRole(id, role) {
      const member = find(id);
      knownRole(role);
      const next = state.members.map((m) => (m.id === id ? { ...m, role } : m));
      if (member.role === MANAGER_ROLE && managers(next) === 0) throw refusal('invalid_input', wordsOf(messages.lastManagerRole));
      await save(next);
      if (state.onTill?.id === id) {
        state.onTill = state.members.find((m) => m.id === id) ?? null;
        ctx.changed();
      }
      return state.members.map(view);
    },
    async resetPin(id, pin) {
      find(id);
      await pinFree(pin, id);
      const hashed = await hashPin(pin, params);
      await save(state.members.map((m) => (m.id === id ? { ...m, pin: hashed } : m)));
      return state.members.map(view);
    },
  };
}
