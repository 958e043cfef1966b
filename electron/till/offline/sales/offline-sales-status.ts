/**
 * Offline selling's status (selling or not, stopped by which limit, the total not yet placed) and
 * the manager's limits against a sale: the counter is told the status each time it changes, and a
 * sale past a limit is refused in words that name it.
 */
import type { OfflineStatus } from '../../../../shared/bridge/bridge.js';
import { fromCents } from '../../../../shared/money.js';
import { offlineTotals } from '../../../../shared/offline/offline-cart.js';
import { checkOfflineLimits } from '../../../../shared/offline/offline-limits.js';
import { pendingOfflineTotal } from '../../../../shared/offline/offline-pending.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { OfflineSalesContext } from './offline-sales-context.js';

export interface OfflineSalesStatus {
  status(): OfflineStatus;
  /** Tells the counter the status, when it differs from the one last told. */
  tellStatus(): void;
  /** Refuses (and tells the status) when the limits do not allow a sale of `saleCents` in `currency`. */
  requireWithinLimits(saleCents: number, currency: string): void;
}

export function offlineSalesStatus(ctx: OfflineSalesContext): OfflineSalesStatus {
  const { journal, options } = ctx;
  /** The status last told the counter (as JSON). */
  let lastStatus = '';

  const pending = (currency: string) => pendingOfflineTotal(journal.entries(), currency);

  /** The limits against a sale of `saleCents` in `currency`. */
  const check = (saleCents: number, currency: string) =>
    checkOfflineLimits({
      limits: ctx.limits(),
      currency,
      saleCents,
      pendingCents: pending(currency).cents,
      storeLastAnsweredAt: ctx.storeLastAnsweredAt(),
      now: ctx.now(),
    });

  const status = (): OfflineStatus => {
    const current = ctx.record();
    const currency = current?.currency ?? options.currency();
    const waiting = pending(currency);
    const limit = check(Math.max(current ? offlineTotals(current).totalCents : 0, 1), currency);
    return {
      selling: current !== null || ctx.storeUnreachable(),
      stopped: limit.ok ? null : limit.message,
      stoppedWords: limit.ok ? null : limit.words,
      limits: ctx.limits(),
      pending: { count: waiting.count, total: fromCents(waiting.cents), currency },
      taxRate: current ? current.taxRate : ctx.taxRate(),
      storeLastAnsweredAt: ctx.storeLastAnsweredAt(),
    };
  };

  const tellStatus = () => {
    const next = status();
    const key = JSON.stringify(next);
    if (key === lastStatus) return;
    lastStatus = key;
    options.onStatus?.(next);
  };

  return {
    status,
    tellStatus,
    requireWithinLimits: (saleCents, currency) => {
      const limit = check(saleCents, currency);
      if (!limit.ok) {
        tellStatus();
        throw new TillRefusal({ kind: 'offline', message: limit.words });
      }
    },
  };
}
