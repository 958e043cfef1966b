/**
 * The limits a manager sets on selling while the store cannot be reached: the most one offline
 * sale may come to, the most all offline sales not yet placed at the store may come to together,
 * and how long after the store last answered the till may go on selling. A sale past any of them
 * is refused, in words that name the limit and why it is there. Pure; amounts in exact cents.
 */
import { moneyValue, toCents } from '../money.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../i18n/words.js';

const messages = defineMessages({
  neverReached: {
    id: 'offline.limit.neverReached',
    defaultMessage: 'Offline sales are stopped: this till has never reached the store, so it has no prices and stock of the store’s to sell from.',
  },
  time: {
    id: 'offline.limit.time',
    defaultMessage:
      'Offline sales are stopped: the store last answered {offlineUnit, select, minutes {{offline} minutes} other {{offline, plural, one {# hour} other {# hours}}}} ago, past the manager’s limit of {limitUnit, select, minutes {{limit} minutes} other {{limit, plural, one {# hour} other {# hours}}}} offline (prices and stock this old may be wrong). Sell again once the store answers.',
  },
  sale: {
    id: 'offline.limit.sale',
    defaultMessage:
      'This offline sale would come to {sale}, past the manager’s limit of {limit} for one offline sale (the store has not confirmed its prices and stock). Take less in this sale, or wait until the store answers.',
  },
  pending: {
    id: 'offline.limit.pending',
    defaultMessage:
      'Offline sales are stopped: {pending} of offline sales wait to be placed at the store, and this sale would take them past the manager’s limit of {limit} in all (money the store has not yet accepted). Sell again once they are placed.',
  },
  return: {
    id: 'offline.limit.return',
    defaultMessage:
      'This return would give back {refund} in cash, past the manager’s limit of {limit} for one return taken offline (the store has not confirmed it). Take fewer items back now, or wait until the store answers.',
  },
  returnsShift: {
    id: 'offline.limit.returnsShift',
    defaultMessage:
      '{shift} went back in cash for returns taken offline in this shift, and this one would take it past the manager’s limit of {limit} a shift. Wait until the store answers.',
  },
});

export interface OfflineLimits {
  /** The most one offline sale may come to (decimal string, the store's currency). */
  maxSale: string;
  /** The most the offline sales not yet placed at the store may come to together. */
  maxPending: string;
  /** How many hours after the store last answered the till may still sell offline. */
  maxHours: number;
  /** The most one return taken offline may give back in cash (absent: the default). */
  maxReturn?: string;
  /** The most the returns taken offline in one shift may give back in cash together (absent: the default). */
  maxReturnsPerShift?: string;
}

/** What a new till allows until its manager says otherwise. */
export const DEFAULT_OFFLINE_LIMITS: OfflineLimits = { maxSale: '250.00', maxPending: '1000.00', maxHours: 12 };

/** The limits on offline returns until the manager says otherwise. */
export const DEFAULT_OFFLINE_RETURN_LIMITS = { maxReturn: '100.00', maxReturnsPerShift: '300.00' } as const;

type OfflineLimitName = 'sale' | 'pending' | 'time' | 'return' | 'returns_shift';

/** A limit passed: its words (`words`, said in the clerk's language) and the same in English (`message`). */
export type OfflineLimitCheck = { ok: true } | { ok: false; limit: OfflineLimitName; message: string; words: Words };

const passed = (limit: OfflineLimitName, words: Words): OfflineLimitCheck => ({ ok: false, limit, message: englishOf(words), words });

export interface OfflineLimitFacts {
  limits: OfflineLimits;
  currency: string;
  /** What the sale comes to with the change asked for (cents). */
  saleCents: number;
  /** The offline sales not yet placed at the store, together (cents). */
  pendingCents: number;
  /** When the store last answered this till (ISO 8601), or null when it never has. */
  storeLastAnsweredAt: string | null;
  now: Date;
}

/** A span of hours as the words say it: minutes under an hour, else hours to a tenth. */
function duration(hours: number): { unit: 'minutes' | 'hours'; amount: number } {
  if (hours < 1) return { unit: 'minutes', amount: Math.round(hours * 60) };
  return { unit: 'hours', amount: Math.round(hours * 10) / 10 };
}

/** Whether the till may take (or go on with) this offline sale; the first limit it passes, in words, otherwise. */
export function checkOfflineLimits(facts: OfflineLimitFacts): OfflineLimitCheck {
  const { limits, currency } = facts;
  const money = (cents: number) => moneyValue(cents, currency);
  if (facts.storeLastAnsweredAt === null) {
    return passed('time', wordsOf(messages.neverReached));
  }
  const offlineHours = (facts.now.getTime() - Date.parse(facts.storeLastAnsweredAt)) / 3_600_000;
  if (offlineHours > limits.maxHours) {
    const offline = duration(offlineHours);
    const limit = duration(limits.maxHours);
    return passed('time', wordsOf(messages.time, { offlineUnit: offline.unit, offline: offline.amount, limitUnit: limit.unit, limit: limit.amount }));
  }
  const maxSale = toCents(limits.maxSale);
  if (facts.saleCents > maxSale) {
    return passed('sale', wordsOf(messages.sale, {}, { sale: money(facts.saleCents), limit: money(maxSale) }));
  }
  const maxPending = toCents(limits.maxPending);
  if (facts.pendingCents + facts.saleCents > maxPending) {
    return passed('pending', wordsOf(messages.pending, {}, { pending: money(facts.pendingCents), limit: money(maxPending) }));
  }
  return { ok: true };
}

/**
 * Whether a return of `returnCents` may be refunded in cash offline, `shiftCents` having gone back
 * offline in this shift already; the limit it passes, in words, otherwise.
 */
export function checkOfflineReturnLimits(limits: OfflineLimits, currency: string, returnCents: number, shiftCents: number): OfflineLimitCheck {
  const money = (cents: number) => moneyValue(cents, currency);
  const maxReturn = toCents(limits.maxReturn ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn);
  if (returnCents > maxReturn) {
    return passed('return', wordsOf(messages.return, {}, { refund: money(returnCents), limit: money(maxReturn) }));
  }
  const maxShift = toCents(limits.maxReturnsPerShift ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift);
  if (shiftCents + returnCents > maxShift) {
    return passed('returns_shift', wordsOf(messages.returnsShift, {}, { shift: money(shiftCents), limit: money(maxShift) }));
  }
  return { ok: true };
}
