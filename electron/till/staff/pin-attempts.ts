/**
 * Wrong PINs and the wait they earn, as pure rules. Each wrong PIN counts against the target it
 * was tried at: opening the till (`unlock`) or a manager's approval (`approve`). Within the last
 * hour, the first four wrong PINs at a target cost nothing; from the fifth on, each makes the next
 * try there wait, twice as long each time (30 s, 1 min, 2 min… at most 15 min). A right PIN clears
 * nothing: it is someone's PIN, not proof that the wrong ones were theirs (a clerk alternating their
 * own PIN with guesses at a manager's would otherwise guess without end). Only time does: a wrong
 * PIN older than the window no longer counts.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  seconds: { id: 'staff.pinAttempts.seconds', defaultMessage: '{seconds} s' },
  minutes: { id: 'staff.pinAttempts.minutes', defaultMessage: '{minutes} min' },
  minutesSeconds: { id: 'staff.pinAttempts.minutesSeconds', defaultMessage: '{minutes} min {seconds} s' },
});

export type PinTarget = 'unlock' | 'approve';

/** When each wrong PIN was tried (ms since the epoch), per target. */
export type PinFailures = Partial<Record<PinTarget, number[]>>;

export const FREE_FAILURES = 5;
/** How long a wrong PIN counts. */
const FAILURE_WINDOW_MS = 60 * 60_000;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** The wait after this many wrong PINs within the window (0 while under the free ones). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

/** The wrong PINs at a target that still count now. */
export function recentFailures(book: PinFailures, target: PinTarget, now: number): number[] {
  return (book[target] ?? []).filter((at) => at > now - FAILURE_WINDOW_MS && at <= now);
}

/** When a PIN may next be tried at a target (ms since the epoch), or null: now. */
export function retryAt(book: PinFailures, target: PinTarget, now: number): number | null {
  const recent = recentFailures(book, target, now);
  const wait = waitAfter(recent.length);
  if (wait === 0) return null;
  const at = Math.max(...recent) + wait;
  return at > now ? at : null;
}

/** How long before a PIN may be tried at a target, in ms (0: now). */
export function waitLeft(book: PinFailures, target: PinTarget, now: number): number {
  const at = retryAt(book, target, now);
  return at === null ? 0 : at - now;
}

/** The book after a wrong PIN at a target: its failures that still count, and this one. */
export function afterWrongPin(book: PinFailures, target: PinTarget, now: number): PinFailures {
  return { ...book, [target]: [...recentFailures(book, target, now), now] };
}

/** The book without the failures that no longer count (what is worth keeping on disk). */
export function stillCounting(book: PinFailures, now: number): PinFailures {
  const kept: PinFailures = {};
  for (const target of ['unlock', 'approve'] as const) {
    const recent = recentFailures(book, target, now);
    if (recent.length > 0) kept[target] = recent;
  }
  return kept;
}

/** "28 s", "2 min": how a wait is said on screen, as catalogue words. */
export function waitWords(ms: number): Words {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return wordsOf(messages.seconds, { seconds });
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? wordsOf(messages.minutes, { minutes }) : wordsOf(messages.minutesSeconds, { minutes, seconds: rest });
}
