/** Clocking in or out with a PIN (the lock screen and the header's Clock dialog), told in words. */
import type { ClockAnswer } from '../../../shared/bridge/staff.js';
import { pos } from '../../bridge/pos.js';
import { timeOfDay } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  hours: { id: 'staff.clockPunch.hours', defaultMessage: '{hours} h {minutes} min' },
  minutes: { id: 'staff.clockPunch.minutes', defaultMessage: '{minutes} min' },
  clockedIn: { id: 'staff.clockPunch.clockedIn', defaultMessage: '{name} clocked in at {time}.' },
  clockedOut: { id: 'staff.clockPunch.clockedOut', defaultMessage: '{name} clocked out at {time} ({hours} on the clock).' },
});

export type ClockMode = 'clockIn' | 'clockOut';

/** Minutes as "7 h 5 min". */
export const hoursWords = (minutes: number) => {
  const m = Math.round(minutes);
  return m >= 60 ? say(messages.hours, { hours: Math.floor(m / 60), minutes: m % 60 }) : say(messages.minutes, { minutes: m });
};

const answerWords = (a: ClockAnswer) =>
  a.clockedIn || !a.until
    ? say(messages.clockedIn, { name: a.who.name, time: timeOfDay(a.since) })
    : say(messages.clockedOut, { name: a.who.name, time: timeOfDay(a.until), hours: hoursWords((Date.parse(a.until) - Date.parse(a.since)) / 60_000) });

/** Clocks in or out whoever's PIN this is; answers what happened in words (a refusal is thrown, in words). */
export async function punchClock(mode: ClockMode, pin: string): Promise<string> {
  return answerWords(await (mode === 'clockIn' ? pos().staff.clockIn(pin) : pos().staff.clockOut(pin)));
}
