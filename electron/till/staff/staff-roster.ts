/**
 * This till's staff: the roster (names, roles, PINs as slow salted hashes), who is on the till,
 * the lock (idle time or by hand), wrong-PIN waits, and a manager's one-call approvals. The main
 * process is the authority: `admit` is asked by the bridge dispatch before any service runs, so
 * a page script cannot sell on a locked till or do a manager's work without a manager.
 *
 * No PIN is ever kept or said: not in the roster file (hashes only), the settings, the journal
 * (a failed PIN is counted, never written), the log, events or error words.
 */
import { randomUUID } from 'node:crypto';
import {
  MANAGER_ACTION_WORDS,
  MANAGER_ON_TILL,
  MANAGER_ONLY,
  OPEN_WHILE_LOCKED,
  type BridgeMethodName,
  type PosCalls,
  type PosErrorInfo,
  type StaffMemberView,
  type TillStaffState,
} from '../../../shared/bridge/bridge.js';
import type { StaffRef, StaffRole } from '../../../shared/shift/till-journal.js';
import { APPROVAL_MS, approvalCovers, approvalRequestOf, type ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { hashPin, pinMatches, PIN_HASH_PARAMS } from './pin-hash.js';
import {
  afterWrongPin,
  FREE_FAILURES,
  recentFailures,
  retryAt,
  stillCounting,
  waitAfter,
  waitLeft,
  waitWords,
  type PinFailures,
  type PinTarget,
} from './pin-attempts.js';
import { readRosterFile, writeRosterFile, type RosterMember } from './roster-file.js';
import type { TillJournal } from '../shift/till-journal.js';

const DEFAULT_IDLE_LOCK_MINUTES = 5;
const IDLE_KEY = 'staff.idleLockMinutes';
const FAILURES_KEY = 'staff.pinFailures';
/** Where a version before targets kept one count for every PIN (read once, then moved to `unlock`). */
const OLD_ATTEMPTS_KEY = 'staff.pinAttempts';

export interface StaffRosterOptions {
  dataDir: string;
  settings: SettingsStore;
  /** Where unlocks, locks, failed PINs and approvals are recorded (opened after the roster: it asks the roster who is on the till). */
  journal?: () => TillJournal | null;
  now?: () => Date;
  log?: (line: string) => void;
  /** The till locked, opened or changed hands. */
  onChange?: (state: TillStaffState) => void;
  /** scrypt's parameters for new PINs (tests use cheaper ones). */
  pinHashParams?: { N: number; r: number; p: number; keylen: number };
}

/** The roster's calls the bridge makes as the contract states them (shared/bridge/bridge.ts). */
type RosterCalls = Pick<PosCalls['staff'], 'setUp' | 'unlock' | 'approve' | 'add' | 'remove' | 'setRole' | 'resetPin'>;

/** The roster: the bridge's staff calls it answers as stated, the gate's rules, and what answers at once. */
export interface StaffRoster extends RosterCalls {
  /** Who is on the till while it is open; null while locked or before the first manager. */
  current(): StaffRef | null;
  state(): TillStaffState;
  /** Whether the bridge may run this call (its arguments as parsed) now: null, or the refusal in words. Spends the approval of this very call. */
  admit(method: BridgeMethodName, args: readonly unknown[]): PosErrorInfo | null;
  /**
   * Throws `manager_required` (naming `request`, with `action` as its words) unless a manager is
   * on the till or a manager approved this very action for the person on the till (which this spends).
   */
  requireManager(request: ApprovalRequest, action: string): void;
  /** Locks the till when it has been idle past its time; answers whether it did now. */
  lockIfIdle(): boolean;
  lock(why: 'idle' | 'hand'): TillStaffState;
  stillHere(): void;
  list(): StaffMemberView[];
  setIdleLock(minutes: number | null): TillStaffState;
}

/** The bridge's `staff.*` calls: the roster's, a lock from the bridge being a lock by hand. */
export function staffCalls(roster: StaffRoster) {
  return {
    state: async () => roster.state(),
    setUp: (first) => roster.setUp(first),
    unlock: (pin) => roster.unlock(pin),
    lock: async () => roster.lock('hand'),
    stillHere: async () => roster.stillHere(),
    approve: (pin, request) => roster.approve(pin, request),
    list: async () => roster.list(),
    add: (member) => roster.add(member),
    remove: (id) => roster.remove(id),
    setRole: (id, role) => roster.setRole(id, role),
    resetPin: (id, pin) => roster.resetPin(id, pin),
    setIdleLock: async (minutes) => roster.setIdleLock(minutes),
  } satisfies PosCalls['staff'];
}

/** Where wrong PINs were tried, as the words of a wait say it. */
const PIN_PLACE: Record<PinTarget, string> = { unlock: 'to open the till', approve: 'for a manager’s approval' };

const refusal = (kind: PosErrorInfo['kind'], message: string, extra: Partial<PosErrorInfo> = {}) => new TillRefusal({ kind, message, ...extra });

export function openStaffRoster(options: StaffRosterOptions): StaffRoster {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const params = options.pinHashParams ?? PIN_HASH_PARAMS;
  const { settings } = options;
  const read = readRosterFile(options.dataDir, now, log);
  let members: RosterMember[] = read.members;
  let notice: string | null = read.movedAside ? 'This till’s staff list could not be read and was set aside. Create the manager again to open the till.' : null;

  let onTill: RosterMember | null = null;
  let lastOnTill: StaffRef | null = null;
  let lockedBecause: TillStaffState['lockedBecause'] = 'start';
  let lastActivity = now().getTime();
  /** The one action a manager approved, for whom (the person on the till then) and until when. */
  let approval: { by: StaffRef; forId: string; request: ApprovalRequest; until: number } | null = null;
  /** PIN checks one at a time: parallel tries cannot get round the wait. */
  let pinQueue: Promise<unknown> = Promise.resolve();

  const ref = (m: RosterMember): StaffRef => ({ id: m.id, name: m.name, role: m.role });
  const view = (m: RosterMember): StaffMemberView => ({ ...ref(m), addedAt: m.addedAt });
  const record: TillJournal['append'] = ((kind, data, staff) => options.journal?.()?.append(kind, data, staff)) as TillJournal['append'];

  const idleMinutes = (): number | null => {
    const saved = settings.get(IDLE_KEY);
    if (saved === null) return null;
    return typeof saved === 'number' && Number.isInteger(saved) && saved >= 1 && saved <= 240 ? saved : DEFAULT_IDLE_LOCK_MINUTES;
  };
  const failures = (): PinFailures => (settings.get(FAILURES_KEY) as PinFailures | undefined) ?? {};
  const setFailures = (next: PinFailures) => {
    const kept = stillCounting(next, now().getTime());
    if (Object.keys(kept).length === 0) settings.delete(FAILURES_KEY);
    else settings.set(FAILURES_KEY, kept);
  };
  const older = settings.get(OLD_ATTEMPTS_KEY) as { failures?: unknown; retryAt?: unknown } | undefined;
  if (older) {
    // The count a version before targets kept: its wrong PINs count at the lock screen, from when its wait began.
    const count = typeof older.failures === 'number' ? Math.min(Math.max(0, Math.floor(older.failures)), 50) : 0;
    const at = typeof older.retryAt === 'number' ? older.retryAt - waitAfter(count) : now().getTime();
    if (count > 0) setFailures({ ...failures(), unlock: [...(failures().unlock ?? []), ...Array.from({ length: count }, () => at)] });
    settings.delete(OLD_ATTEMPTS_KEY);
  }

  const state = (): TillStaffState => {
    const retry = retryAt(failures(), 'unlock', now().getTime());
    return {
      state: members.length === 0 ? 'setup' : onTill ? 'open' : 'locked',
      onTill: onTill ? ref(onTill) : null,
      lastOnTill: onTill ? null : lastOnTill,
      lockedBecause: onTill ? null : lockedBecause,
      retryAt: retry !== null ? new Date(retry).toISOString() : null,
      idleLockMinutes: idleMinutes(),
      notice,
    };
  };
  const changed = () => {
    const s = state();
    options.onChange?.(s);
    return s;
  };

  const lock = (why: 'idle' | 'hand'): TillStaffState => {
    if (!onTill) return state();
    lastOnTill = ref(onTill);
    record('staff.locked', { why });
    onTill = null;
    lockedBecause = why;
    approval = null;
    return changed();
  };

  const lockIfIdle = (): boolean => {
    const minutes = idleMinutes();
    if (!onTill || minutes === null || now().getTime() - lastActivity < minutes * 60_000) return false;
    lock('idle');
    return true;
  };

  const openFor = (member: RosterMember): TillStaffState => {
    const before = onTill?.id ?? lastOnTill?.id ?? null;
    // An approval was for the person on the till then: whoever opens the till now starts without one.
    approval = null;
    onTill = member;
    lastActivity = now().getTime();
    notice = null;
    record('staff.unlocked', { who: ref(member), switched: before !== null && before !== member.id });
    return changed();
  };

  /** Whose PIN this is (every hash is checked, so how long it takes says nothing of who), or null. */
  const whosePin = async (pin: string): Promise<RosterMember | null> => {
    let found: RosterMember | null = null;
    for (const member of members) {
      if ((await pinMatches(pin, member.pin)) && !found) found = member;
    }
    return found;
  };

  /** Checks a PIN under the wrong-PIN rules of its target (the lock screen or an approval), one check at a time. */
  const checkPin = (pin: string, purpose: PinTarget, accept: (m: RosterMember) => boolean, wrongWords: string): Promise<RosterMember> => {
    const run = pinQueue.then(async () => {
      const wait = waitLeft(failures(), purpose, now().getTime());
      if (wait > 0)
        throw refusal('locked', `Too many wrong PINs ${PIN_PLACE[purpose]}: the next try is possible in ${waitWords(wait)}.`, {
          retryAfterSeconds: Math.ceil(wait / 1000),
        });
      const member = await whosePin(pin);
      // A right PIN clears no count: the wrong ones before it need not have been this person's.
      if (member && accept(member)) return member;
      const at = now().getTime();
      const next = afterWrongPin(failures(), purpose, at);
      setFailures(next);
      const count = recentFailures(next, purpose, at).length;
      const retry = retryAt(next, purpose, at);
      record('staff.pin_failed', { count, purpose });
      const left = FREE_FAILURES - count;
      const more =
        retry !== null
          ? ` ${count} wrong PINs ${PIN_PLACE[purpose]} within the hour: wait ${waitWords(retry - at)} before the next try.`
          : left <= 2
            ? ` ${left} more ${left === 1 ? 'try' : 'tries'} before the till makes you wait.`
            : '';
      if (retry !== null) changed();
      throw refusal('unauthorized', `${wrongWords}${more}`, retry !== null ? { retryAfterSeconds: Math.ceil((retry - at) / 1000) } : {});
    });
    pinQueue = run.catch(() => undefined);
    return run;
  };

  const save = async (next: RosterMember[]) => {
    await writeRosterFile(options.dataDir, next);
    members = next;
  };
  const find = (id: string): RosterMember => {
    const member = members.find((m) => m.id === id);
    if (!member) throw refusal('not_found', 'That person is no longer on this till’s staff list.');
    return member;
  };
  const managers = (list: RosterMember[]) => list.filter((m) => m.role === 'manager').length;
  /** A PIN names one person: it must not open the till for anyone else already. */
  const pinFree = async (pin: string, except: string | null) => {
    for (const member of members) {
      if (member.id !== except && (await pinMatches(pin, member.pin))) {
        throw refusal('invalid_input', 'Choose another PIN: this one already opens the till for someone else.');
      }
    }
  };
  const cleanName = (name: string) => {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (!trimmed) throw refusal('invalid_input', 'Give the person a name.');
    return trimmed;
  };
  const newMember = async (name: string, role: StaffRole, pin: string): Promise<RosterMember> => ({
    id: randomUUID(),
    name: cleanName(name),
    role,
    pin: await hashPin(pin, params),
    addedAt: now().toISOString(),
  });

  const requireManager = (request: ApprovalRequest, action: string): void => {
    if (onTill?.role === 'manager') return;
    if (approval && (approval.until <= now().getTime() || approval.forId !== onTill?.id)) approval = null;
    // Only the call the approval names spends it; any other is refused and leaves it for that call.
    if (approval && approvalCovers(approval.request, request)) {
      approval = null;
      return;
    }
    throw refusal('manager_required', `A manager must approve this: ${action}.`, { action, approval: request });
  };

  /** What the approval dialog shows for a manager-only call: its words, and the record in words where a person reads one. */
  const actionWords = (request: ApprovalRequest): string => {
    const words = MANAGER_ACTION_WORDS[request.method] ?? request.method;
    if (request.record === null || request.method.startsWith('stores.')) return words;
    if (request.method === 'staff.add') return `${words} (${request.record})`;
    if (request.method.startsWith('staff.') && request.method !== 'staff.setIdleLock') {
      const [id, role] = request.record.split(' as ');
      const name = members.find((m) => m.id === id)?.name ?? 'someone no longer on the staff list';
      return `${words} (${name}${role ? ` to ${role}` : ''})`;
    }
    return `${words} (${request.record})`;
  };

  return {
    current: () => (onTill ? ref(onTill) : null),
    state: () => {
      lockIfIdle();
      return state();
    },
    admit(method, args) {
      lockIfIdle();
      if (!onTill && !OPEN_WHILE_LOCKED.includes(method)) {
        return members.length === 0
          ? { kind: 'locked', message: 'This till has no manager yet: create one to open it.' }
          : { kind: 'locked', message: 'The till is locked: enter a PIN to open it.' };
      }
      if (MANAGER_ON_TILL.includes(method) && onTill?.role !== 'manager') {
        return { kind: 'forbidden', message: 'Only a manager on the till can see every order of the store: a manager opens the till with their PIN.' };
      }
      if (MANAGER_ONLY.includes(method)) {
        const request = approvalRequestOf(method, args);
        try {
          requireManager(request, actionWords(request));
        } catch (error) {
          return (error as TillRefusal).info;
        }
      }
      return null;
    },
    requireManager,
    lockIfIdle,
    async setUp(first) {
      if (members.length > 0) throw refusal('invalid_input', 'This till already has its staff: open it with a PIN.');
      const manager = await newMember(first.name, 'manager', first.pin);
      if (members.length > 0) throw refusal('invalid_input', 'This till already has its staff: open it with a PIN.');
      await save([manager]);
      log('staff roster: first manager created');
      return openFor(manager);
    },
    async unlock(pin) {
      if (members.length === 0) throw refusal('locked', 'This till has no manager yet: create one to open it.');
      const member = await checkPin(pin, 'unlock', () => true, 'That PIN does not open this till.');
      return openFor(member);
    },
    lock,
    stillHere() {
      if (onTill && !lockIfIdle()) lastActivity = now().getTime();
    },
    async approve(pin, request) {
      if (members.length === 0) throw refusal('locked', 'This till has no manager yet: create one to open it.');
      if (!onTill) throw refusal('locked', 'The till is locked: enter a PIN to open it.');
      const forId = onTill.id;
      const manager = await checkPin(pin, 'approve', (m) => m.role === 'manager', 'That is not a manager’s PIN.');
      // The till changed hands while the PIN was checked: the approval was asked for someone else.
      if (onTill?.id !== forId) throw refusal('locked', 'Someone else opened the till meanwhile: ask for the approval again.');
      const until = now().getTime() + APPROVAL_MS;
      approval = { by: ref(manager), forId, request: { method: request.method, record: request.record }, until };
      record('staff.approved', { manager: ref(manager), method: request.method, record: request.record });
      return { approvedBy: manager.name, validUntil: new Date(until).toISOString() };
    },
    list: () => members.map(view),
    async add(member) {
      await pinFree(member.pin, null);
      const added = await newMember(member.name, member.role, member.pin);
      await save([...members, added]);
      return members.map(view);
    },
    async remove(id) {
      const member = find(id);
      const next = members.filter((m) => m.id !== id);
      if (member.role === 'manager' && managers(next) === 0)
        throw refusal('invalid_input', 'The till’s last manager cannot be removed: make someone else a manager first.');
      await save(next);
      if (onTill?.id === id) lock('hand');
      if (lastOnTill?.id === id) lastOnTill = null;
      return members.map(view);
    },
    async setRole(id, role) {
      const member = find(id);
      const next = members.map((m) => (m.id === id ? { ...m, role } : m));
      if (member.role === 'manager' && managers(next) === 0)
        throw refusal('invalid_input', 'The till’s last manager stays a manager: make someone else a manager first.');
      await save(next);
      if (onTill?.id === id) {
        onTill = members.find((m) => m.id === id) ?? null;
        changed();
      }
      return members.map(view);
    },
    async resetPin(id, pin) {
      find(id);
      await pinFree(pin, id);
      const hashed = await hashPin(pin, params);
      await save(members.map((m) => (m.id === id ? { ...m, pin: hashed } : m)));
      return members.map(view);
    },
    setIdleLock(minutes) {
      settings.set(IDLE_KEY, minutes);
      lastActivity = now().getTime();
      return changed();
    },
  };
}
