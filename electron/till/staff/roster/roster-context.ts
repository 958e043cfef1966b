/**
 * What the parts of the staff roster share: the options it was made with, the staff list as last
 * read or written, who is on the till (or was, and why it locked), the last sign of activity, a
 * manager's one approval, and the settings it keeps (the idle lock, wrong-PIN counts). Every part
 * (staff-roster.ts composes them) reads and changes that state here, and nowhere else.
 */
import type { PosErrorInfo, StaffMemberView, TillStaffState } from '../../../../shared/bridge/bridge.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import type { ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import type { RightCheck, StaffRoleDefinition } from '../../../../shared/staff/role-rights.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { Words } from '../../../../shared/i18n/words.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { PIN_HASH_PARAMS } from '../pin-hash.js';
import { retryAt, stillCounting, type PinFailures } from '../pin-attempts.js';
import { readRosterFile, type RosterMember } from '../roster-file.js';
import { languageSettings } from '../../settings/language-settings.js';

const DEFAULT_IDLE_LOCK_MINUTES = 5;
const IDLE_KEY = 'staff.idleLockMinutes';
const FAILURES_KEY = 'staff.pinFailures';

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

/** What changes while the roster runs (besides the settings and the roster file). */
interface RosterState {
  members: RosterMember[];
  /** The till's roles but the manager's, as the roster file keeps them. */
  roles: StaffRoleDefinition[];
  /** Words the lock screen shows until the till is next opened (the staff list was set aside), or null. */
  notice: string | null;
  onTill: RosterMember | null;
  lastOnTill: StaffRef | null;
  lockedBecause: TillStaffState['lockedBecause'];
  /** When the person on the till was last active (ms): the idle lock counts from it. */
  lastActivity: number;
  /** The one action a manager approved, for whom (the person on the till then) and until when. */
  approval: { by: StaffRef; forId: string; request: ApprovalRequest; until: number } | null;
  /** The right each action refused for want of one asks of its approver (by method and record); a manager's where none is named. */
  rightAsked: Map<string, RightCheck>;
}

export const refusal = (kind: PosErrorInfo['kind'], message: string | Words, extra: Partial<PosErrorInfo> = {}) => new TillRefusal({ kind, message, ...extra });

export const ref = (m: RosterMember): StaffRef => ({ id: m.id, name: m.name, role: m.role });
export const view = (m: RosterMember): StaffMemberView => ({ ...ref(m), addedAt: m.addedAt });

export interface RosterContext {
  readonly options: StaffRosterOptions;
  readonly settings: SettingsStore;
  readonly now: () => Date;
  readonly log: (line: string) => void;
  /** scrypt's parameters for new PINs. */
  readonly params: { N: number; r: number; p: number; keylen: number };
  readonly state: RosterState;
  /** Records in the till's journal, when it is open. */
  readonly record: TillJournal['append'];
  /** The idle lock's minutes, or null when the till does not lock when idle. */
  idleMinutes(): number | null;
  setIdleMinutes(minutes: number | null): void;
  failures(): PinFailures;
  /** Keeps the wrong PINs that still count. */
  setFailures(next: PinFailures): void;
  /** The till as the lock screen and the page see it. */
  tillState(): TillStaffState;
  /** Tells the till's state to whoever listens, and answers it. */
  changed(): TillStaffState;
}

export function createRosterContext(options: StaffRosterOptions): RosterContext {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const { settings } = options;
  const read = readRosterFile(options.dataDir, now, log);
  const state: RosterState = {
    members: read.members,
    roles: read.roles,
    notice: read.movedAside ? 'This till’s staff list could not be read and was set aside. Create the manager again to open the till.' : null,
    onTill: null,
    lastOnTill: null,
    lockedBecause: 'start',
    lastActivity: now().getTime(),
    approval: null,
    rightAsked: new Map(),
  };

  const idleMinutes = (): number | null => {
    const saved = settings.get(IDLE_KEY);
    if (saved === null) return null;
    return typeof saved === 'number' && Number.isInteger(saved) && saved >= 1 && saved <= 240 ? saved : DEFAULT_IDLE_LOCK_MINUTES;
  };
  const languages = languageSettings(settings);
  const failures = (): PinFailures => (settings.get(FAILURES_KEY) as PinFailures | undefined) ?? {};

  const tillState = (): TillStaffState => {
    const { members, onTill } = state;
    const retry = retryAt(failures(), 'unlock', now().getTime());
    return {
      state: members.length === 0 ? 'setup' : onTill ? 'open' : 'locked',
      onTill: onTill ? ref(onTill) : null,
      onTillRole: onTill ? (state.roles.find((r) => r.id === onTill.role)?.name ?? null) : null,
      lastOnTill: onTill ? null : state.lastOnTill,
      lockedBecause: onTill ? null : state.lockedBecause,
      retryAt: retry !== null ? new Date(retry).toISOString() : null,
      idleLockMinutes: idleMinutes(),
      notice: state.notice,
      language: (onTill ? languages.staff(onTill.id) : null) ?? languages.till(),
    };
  };

  return {
    options,
    settings,
    now,
    log,
    params: options.pinHashParams ?? PIN_HASH_PARAMS,
    state,
    record: ((kind, data, staff) => options.journal?.()?.append(kind, data, staff)) as TillJournal['append'],
    idleMinutes,
    setIdleMinutes: (minutes) => settings.set(IDLE_KEY, minutes),
    failures,
    setFailures: (next) => {
      const kept = stillCounting(next, now().getTime());
      if (Object.keys(kept).length === 0) settings.delete(FAILURES_KEY);
      else settings.set(FAILURES_KEY, kept);
    },
    tillState,
    changed: () => {
      const s = tillState();
      options.onChange?.(s);
      return s;
    },
  };
}
