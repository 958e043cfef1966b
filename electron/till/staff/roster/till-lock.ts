/** The till opened for someone and locked again, by hand or when idle past its time (any approval goes with it). */
import type { TillStaffState } from '../../../../shared/bridge/bridge.js';
import type { RosterMember } from '../roster-file.js';
import { ref, type RosterContext } from './roster-context.js';

export interface TillLock {
  lock(why: 'idle' | 'hand'): TillStaffState;
  /** Locks the till when it has been idle past its time; answers whether it did now. */
  lockIfIdle(): boolean;
  /** Opens the till for this person (whoever was on it before). */
  openFor(member: RosterMember): TillStaffState;
}

export function tillLock(ctx: RosterContext): TillLock {
  const { state, now } = ctx;

  const lock = (why: 'idle' | 'hand'): TillStaffState => {
    if (!state.onTill) return ctx.tillState();
    state.lastOnTill = ref(state.onTill);
    ctx.record('staff.locked', { why });
    state.onTill = null;
    state.lockedBecause = why;
    state.approval = null;
    return ctx.changed();
  };

  return {
    lock,
    lockIfIdle: () => {
      const minutes = ctx.idleMinutes();
      if (!state.onTill || minutes === null || now().getTime() - state.lastActivity < minutes * 60_000) return false;
      lock('idle');
      return true;
    },
    openFor: (member) => {
      const before = state.onTill?.id ?? state.lastOnTill?.id ?? null;
      // An approval was for the person on the till then: whoever opens the till now starts without one.
      state.approval = null;
      state.onTill = member;
      state.lastActivity = now().getTime();
      state.notice = null;
      ctx.record('staff.unlocked', { who: ref(member), switched: before !== null && before !== member.id });
      return ctx.changed();
    },
  };
}
