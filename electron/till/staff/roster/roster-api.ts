/** What the staff roster offers the till (staff-roster.ts composes it from its parts). */
import type { BridgeMethodName, PosCalls, PosErrorInfo, StaffMemberView, TillStaffState } from '../../../../shared/bridge/bridge.js';
import type { StaffRoleView } from '../../../../shared/bridge/staff.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import type { ApprovalAction, ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import type { RightCheck } from '../../../../shared/staff/role-rights.js';

/** The roster's calls the bridge makes as the contract states them (shared/bridge/bridge.ts). */
type RosterCalls = Pick<PosCalls['staff'], 'setUp' | 'unlock' | 'approve' | 'add' | 'remove' | 'setRole' | 'resetPin' | 'saveRole' | 'removeRole'>;

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
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  /**
   * Answers who holds the right for this action: the person on the till when their role covers
   * `check`, else the approver of this very action (spent here), whose role must cover it.
   * Otherwise throws `manager_required` naming `request`, with `action` as its words.
   */
  requireRight(check: RightCheck, request: ApprovalRequest, action: ApprovalAction): StaffRef;
  /** Whose PIN this is (the till is not opened; a wrong PIN counts as at the lock screen), or the refusal in words. */
  identify(pin: string): Promise<StaffRef>;
  /** Locks the till when it has been idle past its time; answers whether it did now. */
  lockIfIdle(): boolean;
  lock(why: 'idle' | 'hand'): TillStaffState;
  stillHere(): void;
  list(): StaffMemberView[];
  roles(): StaffRoleView[];
  setIdleLock(minutes: number | null): TillStaffState;
}
