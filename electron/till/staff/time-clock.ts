/**
 * The time clock: staff clock in and out with their PIN (at the lock screen too: clocking in does
 * not open the till, and opening the till clocks no one in), each recorded in the till's journal;
 * who is clocked in now, a clock-in left open past midnight or 12 hours marked for a manager, who
 * closes it at the time they give (journaled with who closed it). Hours are read from the journal
 * (shared/staff/clock-hours.ts).
 */
import type { ClockAnswer } from '../../../shared/bridge/staff.js';
import { clockSessions, openClockIns, type ClockEntry, type ClockSession } from '../../../shared/staff/clock-hours.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { TillJournal } from '../shift/till-journal.js';
import type { StaffRoster } from './roster/roster-api.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  alreadyIn: { id: 'staff.timeClock.alreadyIn', defaultMessage: '{name} is clocked in already: clock out first.' },
  notIn: { id: 'staff.timeClock.notIn', defaultMessage: '{name} is not clocked in.' },
  personNotIn: { id: 'staff.timeClock.personNotIn', defaultMessage: 'That person is not clocked in.' },
  timeBetween: { id: 'staff.timeClock.timeBetween', defaultMessage: 'Give a time between the clock-in ({from} UTC) and now.' },
});

const CLOCK_KINDS = ['staff.clockedIn', 'staff.clockedOut'] as const;

interface TimeClockOptions {
  roster: Pick<StaffRoster, 'identify' | 'current' | 'list'>;
  journal: () => TillJournal;
  /** The time zone whose midnight a clock-in left open is measured by. */
  timeZone: () => string;
  now?: () => Date;
}

const refuse = (kind: 'invalid_input' | 'not_found', message: Words) => new TillRefusal({ kind, message });

/** Every stretch on the clock from the journal, oldest first. */
export function journalClockSessions(journal: TillJournal): ClockSession[] {
  return clockSessions(journal.entries({ kinds: CLOCK_KINDS }) as ClockEntry[]);
}

export function timeClockCalls(options: TimeClockOptions) {
  const now = options.now ?? (() => new Date());
  const openOf = (staffId: string) => journalClockSessions(options.journal()).find((s) => s.until === null && s.who.id === staffId) ?? null;
  const clockedIn = () => openClockIns(journalClockSessions(options.journal()), now(), options.timeZone());

  return {
    async clockIn(pin: string): Promise<ClockAnswer> {
      const who = await options.roster.identify(pin);
      if (openOf(who.id)) throw refuse('invalid_input', wordsOf(messages.alreadyIn, { name: who.name }));
      const entry = options.journal().append('staff.clockedIn', { who }, who);
      return { who, clockedIn: true, since: entry.at, until: null };
    },
    async clockOut(pin: string): Promise<ClockAnswer> {
      const who = await options.roster.identify(pin);
      const open = openOf(who.id);
      if (!open) throw refuse('invalid_input', wordsOf(messages.notIn, { name: who.name }));
      const at = now().toISOString();
      options.journal().append('staff.clockedOut', { who, clockedInAt: open.from, at, closedBy: null }, who);
      return { who, clockedIn: false, since: open.from, until: at };
    },
    clockedIn: async () => clockedIn(),
    async closeClockIn(staffId: string, at: string) {
      const open = openOf(staffId);
      if (!open) throw refuse('not_found', wordsOf(messages.personNotIn));
      const until = Date.parse(at);
      if (until < Date.parse(open.from) || until > now().getTime())
        throw refuse('invalid_input', wordsOf(messages.timeBetween, { from: open.from.slice(0, 16).replace('T', ' ') }));
      options
        .journal()
        .append('staff.clockedOut', { who: open.who, clockedInAt: open.from, at: new Date(until).toISOString(), closedBy: options.roster.current() });
      return clockedIn();
    },
  };
}
