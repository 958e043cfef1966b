/** A till locked after a while without use, Maya (a manager) the last on it: what the lock screen's tests start from. */
import type { TillStaffState } from '../../../../shared/bridge/bridge.js';

export const LOCKED_TILL: TillStaffState = {
  state: 'locked',
  onTill: null,
  onTillRole: null,
  lastOnTill: { id: 'm', name: 'Maya', role: 'manager' },
  lockedBecause: 'idle',
  retryAt: null,
  idleLockMinutes: 5,
  notice: null,
  language: null,
};
