/**
 * Checking a PIN against the staff list under the wrong-PIN rules of its target (the lock screen
 * or a manager's approval), one check at a time so parallel tries cannot get round the wait. A
 * wrong PIN is counted and journaled, never written.
 */
import { afterWrongPin, FREE_FAILURES, recentFailures, retryAt, waitLeft, waitWords, type PinTarget } from '../pin-attempts.js';
import { pinMatches } from '../pin-hash.js';
import type { RosterMember } from '../roster-file.js';
import { refusal, type RosterContext } from './roster-context.js';
import { defineMessages, type Words } from '../../../../shared/i18n/words.js';
import { composeWords } from '../../../../shared/staff/composed-words.js';

// `place`: where wrong PINs were tried (unlock: the lock screen, approve: a manager's approval).
const messages = defineMessages({
  waitFirst: {
    id: 'staff.pinCheck.waitFirst',
    defaultMessage: 'Too many wrong PINs {place, select, approve {for a manager’s approval} other {to open the till}}: the next try is possible in {wait}.',
  },
  wrongThenWait: {
    id: 'staff.pinCheck.wrongThenWait',
    defaultMessage:
      '{wrong} {count} wrong PINs {place, select, approve {for a manager’s approval} other {to open the till}} within the hour: wait {wait} before the next try.',
  },
  wrongThenTries: {
    id: 'staff.pinCheck.wrongThenTries',
    defaultMessage: '{wrong} {left, plural, one {# more try} other {# more tries}} before the till makes you wait.',
  },
});

/** Checks a PIN: the person it is when `accept` takes them, else a refusal in words (with the wait, when there is one). */
export type PinCheck = (pin: string, purpose: PinTarget, accept: (m: RosterMember) => boolean, wrongWords: Words) => Promise<RosterMember>;

export function pinCheck(ctx: RosterContext): PinCheck {
  const { now } = ctx;
  /** PIN checks one at a time: parallel tries cannot get round the wait. */
  let pinQueue: Promise<unknown> = Promise.resolve();

  /** Whose PIN this is (every hash is checked, so how long it takes says nothing of who), or null. */
  const whosePin = async (pin: string): Promise<RosterMember | null> => {
    let found: RosterMember | null = null;
    for (const member of ctx.state.members) {
      if ((await pinMatches(pin, member.pin)) && !found) found = member;
    }
    return found;
  };

  return (pin, purpose, accept, wrongWords) => {
    const run = pinQueue.then(async () => {
      const wait = waitLeft(ctx.failures(), purpose, now().getTime());
      if (wait > 0)
        throw refusal('locked', composeWords(messages.waitFirst, { place: purpose }, { wait: waitWords(wait) }), {
          retryAfterSeconds: Math.ceil(wait / 1000),
        });
      const member = await whosePin(pin);
      // A right PIN clears no count: the wrong ones before it need not have been this person's.
      if (member && accept(member)) return member;
      const at = now().getTime();
      const next = afterWrongPin(ctx.failures(), purpose, at);
      ctx.setFailures(next);
      const count = recentFailures(next, purpose, at).length;
      const retry = retryAt(next, purpose, at);
      ctx.record('staff.pin_failed', { count, purpose });
      const left = FREE_FAILURES - count;
      const said =
        retry !== null
          ? composeWords(messages.wrongThenWait, { count, place: purpose }, { wrong: wrongWords, wait: waitWords(retry - at) })
          : left <= 2
            ? composeWords(messages.wrongThenTries, { left }, { wrong: wrongWords })
            : wrongWords;
      if (retry !== null) ctx.changed();
      throw refusal('unauthorized', said, retry !== null ? { retryAfterSeconds: Math.ceil((retry - at) / 1000) } : {});
    });
    pinQueue = run.catch(() => undefined);
    return run;
  };
}
