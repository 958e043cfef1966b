/**
 * This till's staff, across the bridge: the roster, the lock, who is on the till, and a manager's
 * approval of one action by PIN.
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { StaffRef, StaffRole } from '../shift/staff-ref.js';
import { ROLE_ID, type RoleRights, type StaffRoleDefinition } from '../staff/role-rights.js';
import type { OpenClockIn } from '../staff/clock-hours.js';
import type { AppLocale } from '../i18n/locales.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  staffAdd: { id: 'staff.managerOnly.staffAdd', defaultMessage: 'Add a staff member' },
  staffRemove: { id: 'staff.managerOnly.staffRemove', defaultMessage: 'Remove a staff member' },
  staffSetRole: { id: 'staff.managerOnly.staffSetRole', defaultMessage: 'Change a staff member’s role' },
  staffResetPin: { id: 'staff.managerOnly.staffResetPin', defaultMessage: 'Reset a staff member’s PIN' },
  staffSetIdleLock: { id: 'staff.managerOnly.staffSetIdleLock', defaultMessage: 'Change when the till locks itself' },
  staffSaveRole: { id: 'staff.managerOnly.staffSaveRole', defaultMessage: 'Change a role’s rights' },
  staffRemoveRole: { id: 'staff.managerOnly.staffRemoveRole', defaultMessage: 'Remove a role' },
  staffCloseClockIn: { id: 'staff.managerOnly.staffCloseClockIn', defaultMessage: 'Close someone’s clock-in left open' },
});

/** A member of this till's staff roster as screens show them (the PIN never leaves the roster). */
export interface StaffMemberView extends StaffRef {
  addedAt: string;
}

/** Who is on the till, and whether it is open. */
export interface TillStaffState {
  /** setup: the roster is empty (a manager must be created first); locked: a PIN opens it; open. */
  state: 'setup' | 'locked' | 'open';
  /** Who is on the till while it is open. */
  onTill: StaffRef | null;
  /** Their role's name as the till's roles show it ("Supervisor", a role a manager named), or null. */
  onTillRole: string | null;
  /** Who was on the till before it locked. */
  lastOnTill: StaffRef | null;
  /** Why the till is locked: idle, by hand (the Lock button or key), or since the app started. */
  lockedBecause: 'idle' | 'hand' | 'start' | null;
  /** While wrong PINs make the till wait: when a PIN may be tried again (ISO 8601). */
  retryAt: string | null;
  /** Minutes without use before the till locks itself; null: never. */
  idleLockMinutes: number | null;
  /** Words for whoever opens the till (e.g. a damaged roster set aside), or null. */
  notice: string | null;
  /** The screen's language: the person on the till's own, else the till's; null: the store's (AppInfo.storeLocale). */
  language: AppLocale | null;
}

/** A manager's approval of one action, by PIN. */
interface StaffApproval {
  approvedBy: string;
  /** The approval is spent by the call it names, or lapses at this instant, at the lock or when someone else is on the till (ISO 8601). */
  validUntil: string;
}

/** Someone's time clock after they clocked in or out with their PIN. */
export interface ClockAnswer {
  who: StaffRef;
  /** Clocked in now. */
  clockedIn: boolean;
  /** When this stretch on the clock began (ISO 8601). */
  since: string;
  /** When it ended, after a clock-out. */
  until: string | null;
}

/** One of the till's roles as Settings → Staff shows it. */
export interface StaffRoleView extends StaffRoleDefinition {
  /** Clerk, Supervisor and Manager: always there (a manager's rights are all of them and cannot be narrowed). */
  builtIn: boolean;
  /** How many people on the staff list hold it. */
  members: number;
}

/** A role as a manager saves it: a new one (id null) or one already on the till. */
interface RoleInput {
  id: string | null;
  name: string;
  rights: RoleRights;
}

interface NewStaffMember {
  name: string;
  role: StaffRole;
  pin: string;
}

/**
 * The one action a manager approves: the method that makes it and the record it acts on (null:
 * the till as a whole). `Method`: the bridge's method names (shared/shift/manager-approval.ts
 * names them; this file cannot, as the merged contract is made of it).
 */
export interface ApprovalOf<Method extends string> {
  method: Method;
  record: string | null;
}

/** This till's staff: the roster, the lock, who is on the till, a manager's approval. */
export interface StaffCalls<Method extends string = string> {
  /** Who is on the till and whether it is locked (also answered while it is locked). */
  state(): Promise<TillStaffState>;
  /** First start only (the roster is empty): creates the first manager and opens the till for them. */
  setUp(first: { name: string; pin: string }): Promise<TillStaffState>;
  /** Opens the till for whoever's PIN this is: the same person, or a switch to another. */
  unlock(pin: string): Promise<TillStaffState>;
  /** Locks the till by hand (the sale in progress is kept). */
  lock(): Promise<TillStaffState>;
  /** The person on the till is using it: the idle lock starts counting again. */
  stillHere(): Promise<void>;
  /**
   * A manager approves one action: the call `request` names (its method and the record it acts
   * on, as the refusal said them), made by the person on the till within 2 minutes.
   */
  approve(pin: string, request: ApprovalOf<Method>): Promise<StaffApproval>;
  list(): Promise<StaffMemberView[]>;
  add(member: NewStaffMember): Promise<StaffMemberView[]>;
  remove(id: string): Promise<StaffMemberView[]>;
  setRole(id: string, role: StaffRole): Promise<StaffMemberView[]>;
  resetPin(id: string, pin: string): Promise<StaffMemberView[]>;
  /** Minutes without use before the till locks itself (1 to 240), or null for never. */
  setIdleLock(minutes: number | null): Promise<TillStaffState>;
  /** The till's roles: Clerk, Supervisor, Manager and those a manager defined, with their rights. */
  roles(): Promise<StaffRoleView[]>;
  /** Adds a role or changes one's name and rights (the manager's cannot be changed). */
  saveRole(role: RoleInput): Promise<StaffRoleView[]>;
  /** Removes a role a manager defined that no one holds. */
  removeRole(id: string): Promise<StaffRoleView[]>;
  /** Clocks in whoever's PIN this is (from the lock screen too; the till is not opened by it). */
  clockIn(pin: string): Promise<ClockAnswer>;
  /** Clocks out whoever's PIN this is. */
  clockOut(pin: string): Promise<ClockAnswer>;
  /** Who is clocked in now, each marked overdue when left open past the store's midnight or 12 hours. */
  clockedIn(): Promise<OpenClockIn[]>;
  /** A manager closes someone's clock-in left open, at the time they give (ISO 8601, between its start and now). */
  closeClockIn(staffId: string, at: string): Promise<OpenClockIn[]>;
}

/** A staff PIN: 4 to 6 digits (the message never repeats what was typed). */
const pin = ({ z }: ArgKit) => z.string().regex(/^\d{4,6}$/, 'a PIN of 4 to 6 digits');
const staffName = ({ text }: ArgKit) => text(60).min(1);
const staffRole = ({ z }: ArgKit) => z.string().regex(ROLE_ID, 'a role of this till');
const money = ({ z }: ArgKit) => z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 50.00');
const roleInput = (kit: ArgKit) => {
  const { z } = kit;
  const rights = z
    .object({
      discountPercent: z.number().int().min(0).max(100),
      priceOverride: z.boolean(),
      refundUpTo: money(kit).nullable(),
      noSale: z.boolean(),
      voids: z.boolean(),
      shiftClose: z.boolean(),
      settings: z.boolean(),
      stock: z.boolean(),
    })
    .strict();
  return z.object({ id: staffRole(kit).nullable(), name: kit.text(40).min(1, 'a name for the role'), rights }).strict();
};

export const staffCalls = {
  state: { args: noArgs, openWhileLocked: true },
  setUp: { args: (kit) => kit.z.tuple([kit.z.object({ name: staffName(kit), pin: pin(kit) }).strict()]), openWhileLocked: true },
  unlock: { args: (kit) => kit.z.tuple([pin(kit)]), openWhileLocked: true },
  lock: { args: noArgs, openWhileLocked: true },
  stillHere: { args: noArgs },
  approve: {
    args: (kit) => kit.z.tuple([pin(kit), kit.z.object({ method: kit.approvableMethod, record: kit.z.string().max(2000).nullable() }).strict()]),
  },
  list: { args: noArgs },
  add: {
    args: (kit) => kit.z.tuple([kit.z.object({ name: staffName(kit), role: staffRole(kit), pin: pin(kit) }).strict()]),
    managerOnly: managerActions.staffAdd,
    approvalRecord: ([member]) => `${member.name} as ${member.role}`,
  },
  remove: { args: ({ z, id }) => z.tuple([id]), managerOnly: managerActions.staffRemove, approvalRecord: ([id]) => id },
  setRole: {
    args: (kit) => kit.z.tuple([kit.id, staffRole(kit)]),
    managerOnly: managerActions.staffSetRole,
    approvalRecord: ([id, role]) => `${id} as ${role}`,
  },
  resetPin: { args: (kit) => kit.z.tuple([kit.id, pin(kit)]), managerOnly: managerActions.staffResetPin, approvalRecord: ([id]) => id },
  setIdleLock: {
    args: ({ z }) => z.tuple([z.number().int().min(1).max(240).nullable()]),
    managerOnly: managerActions.staffSetIdleLock,
    approvalRecord: ([minutes]) => (minutes === null ? 'never' : `${minutes} min`),
  },
  roles: { args: noArgs },
  saveRole: {
    args: (kit) => kit.z.tuple([roleInput(kit)]),
    managerOnly: managerActions.staffSaveRole,
    approvalRecord: ([role]) => `${role.id ?? 'new'}: ${role.name} ${JSON.stringify(role.rights)}`,
  },
  removeRole: { args: (kit) => kit.z.tuple([staffRole(kit)]), managerOnly: managerActions.staffRemoveRole, approvalRecord: ([id]) => id },
  clockIn: { args: (kit) => kit.z.tuple([pin(kit)]), openWhileLocked: true },
  clockOut: { args: (kit) => kit.z.tuple([pin(kit)]), openWhileLocked: true },
  clockedIn: { args: noArgs },
  closeClockIn: {
    args: ({ z, id }) => z.tuple([id, z.string().datetime({ offset: true })]),
    managerOnly: managerActions.staffCloseClockIn,
    approvalRecord: ([id, at]) => `${id} at ${at}`,
  },
} satisfies CallDeclarations<StaffCalls>;
