/**
 * The limits a manager sets on selling while the store cannot be reached: the most one offline
 * sale may come to, the most all offline sales not yet placed at the store may come to together,
 * and how long after the store last answered the till may go on selling. A sale past any of them
 * is refused, in words that name the limit and why it is there. Pure; amounts in exact cents.
 */
import { moneyWords, toCents } from '../money.js';

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

export type OfflineLimitCheck = { ok: true } | { ok: false; limit: OfflineLimitName; message: string };

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

function hoursWords(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  const whole = Math.round(hours * 10) / 10;
  return `${whole} hour${whole === 1 ? '' : 's'}`;
}

/** Whether the till may take (or go on with) this offline sale; the first limit it passes, in words, otherwise. */
export function checkOfflineLimits(facts: OfflineLimitFacts): OfflineLimitCheck {
  const { limits, currency } = facts;
  const money = (cents: number) => moneyWords(cents, currency);
  if (facts.storeLastAnsweredAt === null) {
    return {
      ok: false,
      limit: 'time',
      message: 'Offline sales are stopped: this till has never reached the store, so it has no prices and stock of the store’s to sell from.',
    };
  }
  const offlineHours = (facts.now.getTime() - Date.parse(facts.storeLastAnsweredAt)) / 3_600_000;
  if (offlineHours > limits.maxHours) {
    return {
      ok: false,
      limit: 'time',
      message: `Offline sales are stopped: the store last answered ${hoursWords(offlineHours)} ago, past the manager’s limit of ${hoursWords(limits.maxHours)} offline (prices and stock this old may be wrong). Sell again once the store answers.`,
    };
  }
  const maxSale = toCents(limits.maxSale);
  if (facts.saleCents > maxSale) {
    return {
      ok: false,
      limit: 'sale',
      message: `This offline sale would come to ${money(facts.saleCents)}, past the manager’s limit of ${money(maxSale)} for one offline sale (the store has not confirmed its prices and stock). Take less in this sale, or wait until the store answers.`,
    };
  }
  const maxPending = toCents(limits.maxPending);
  if (facts.pendingCents + facts.saleCents > maxPending) {
    return {
      ok: false,
      limit: 'pending',
      message: `Offline sales are stopped: ${money(facts.pendingCents)} of offline sales wait to be placed at the store, and this sale would take them past the manager’s limit of ${money(maxPending)} in all (money the store has not yet accepted). Sell again once they are placed.`,
    };
  }
  return { ok: true };
}

/**
 * Whether a return of `returnCents` may be refunded in cash offline, `shiftCents` having gone back
 * offline in this shift already; the limit it passes, in words, otherwise.
 */
export function checkOfflineReturnLimits(limits: OfflineLimits, currency: string, returnCents: number, shiftCents: number): OfflineLimitCheck {
  const money = (cents: number) => moneyWords(cents, currency);
  const maxReturn = toCents(limits.maxReturn ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn);
  if (returnCents > maxReturn) {
    return {
      ok: false,
      limit: 'return',
      message: `This return would give back ${money(returnCents)} in cash, past the manager’s limit of ${money(maxReturn)} for one return taken offline (the store has not confirmed it). Take fewer items back now, or wait until the store answers.`,
    };
  }
  const maxShift = toCents(limits.maxReturnsPerShift ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift);
  if (shiftCents + returnCents > maxShift) {
    return {
      ok: false,
      limit: 'returns_shift',
      message: `${money(shiftCents)} went back in cash for returns taken offline in this shift, and this one would take it past the manager’s limit of ${money(maxShift)} a shift. Wait until the store answers.`,
    };
  }
  return { ok: true };
}
