/** Clocking in or out with a PIN (the lock screen and the header's Clock dialog), told in words. */
import type { ClockAnswer } from '../../../shared/bridge/staff.js';
import { pos } from '../../bridge/pos.js';
import { timeOfDay } from '../../ui/words/format-time.js';

export type ClockMode = 'clockIn' | 'clockOut';

/** Minutes as "7 h 5 min". */
export const hoursWords = (minutes: number) => {
  const m = Math.round(minutes);
  return m >= 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`;
};

const answerWords = (a: ClockAnswer) =>
  a.clockedIn || !a.until
    ? `${a.who.name} clocked in at ${timeOfDay(a.since)}.`
    : `${a.who.name} clocked out at ${timeOfDay(a.until)} (${hoursWords((Date.parse(a.until) - Date.parse(a.since)) / 60_000)} on the clock).`;

/** Clocks in or out whoever's PIN this is; answers what happened in words (a refusal is thrown, in words). */
export async function punchClock(mode: ClockMode, pin: string): Promise<string> {
  return answerWords(await (mode === 'clockIn' ? pos().staff.clockIn(pin) : pos().staff.clockOut(pin)));
}
