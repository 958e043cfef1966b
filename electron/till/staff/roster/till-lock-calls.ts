/** Who is on the till, asked and told: its state, opening it with a PIN, locking it, and the idle lock's time. */
import { ref, refusal, type RosterContext } from './roster-context.js';
import type { PinCheck } from './pin-check.js';
import type { StaffRoster } from './roster-api.js';
import type { TillLock } from './till-lock.js';
import { rosterWords } from './roster-words.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  notOpening: { id: 'staff.tillLock.notOpening', defaultMessage: 'That PIN does not open this till.' },
  notOnList: { id: 'staff.tillLock.notOnList', defaultMessage: 'That PIN is not on this till’s staff list.' },
});

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
      if (state.members.length === 0) throw refusal('locked', wordsOf(rosterWords.noManager));
      const member = await checkPin(pin, 'unlock', () => true, wordsOf(messages.notOpening));
      return openFor(member);
    },
    async identify(pin) {
      if (state.members.length === 0) throw refusal('locked', wordsOf(rosterWords.noManager));
      return ref(await checkPin(pin, 'unlock', () => true, wordsOf(messages.notOnList)));
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
