/** Who is on the till, asked and told: its state, opening it with a PIN, locking it, and the idle lock's time. */
import { ref, refusal, type RosterContext } from './roster-context.js';
import type { PinCheck } from './pin-check.js';
import type { StaffRoster } from './roster-api.js';
import type { TillLock } from './till-lock.js';

type LockCalls = Pick<StaffRoster, 'current' | 'state' | 'unlock' | 'identify' | 'lock' | 'lockIfIdle' | 'stillHere' | 'setIdleLock'>;

export function tillLockCalls(ctx: RosterContext, checkPin: PinCheck, { lock, lockIfIdle, openFor }: TillLock): LockCalls {
  const { state, now } = ctx;
  return {
    current: () => (state.onTill ? ref(state.onTill) : null),
    state: () => {
      lockIfIdle();
      return ctx.tillState();
    },
    lockIfIdle,
    async unlock(pin) {
      if (state.members.length === 0) throw refusal('locked', 'This till has no manager yet: create one to open it.');
      const member = await checkPin(pin, 'unlock', () => true, 'That PIN does not open this till.');
      return openFor(member);
    },
    async identify(pin) {
      if (state.members.length === 0) throw refusal('locked', 'This till has no manager yet: create one to open it.');
      return ref(await checkPin(pin, 'unlock', () => true, 'That PIN is not on this till’s staff list.'));
    },
    lock,
    stillHere() {
      if (state.onTill && !lockIfIdle()) state.lastActivity = now().getTime();
    },
    setIdleLock(minutes) {
      ctx.setIdleMinutes(minutes);
      state.lastActivity = now().getTime();
      return ctx.changed();
    },
  };
}
