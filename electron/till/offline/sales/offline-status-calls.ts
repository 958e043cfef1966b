/**
 * Offline selling's status and what changes it from outside a sale: the manager's limits, a tax
 * rate observed on a placed order, the connection, the outbox.
 */
import { fromCents, toCents } from '../../../../shared/money.js';
import { observedRate, type ObservedTaxRate } from '../../../../shared/offline/offline-tax.js';
import type { OfflineSales } from './offline-sales-api.js';
import type { OfflineSalesContext } from './offline-sales-context.js';
import type { OfflineSalesStatus } from './offline-sales-status.js';

type StatusCalls = Pick<OfflineSales, 'status' | 'tillId' | 'storeUnreachable' | 'setLimits' | 'learnTaxRate' | 'connectionChanged' | 'outboxChanged'>;

export function offlineStatusCalls(ctx: OfflineSalesContext, { status, tellStatus }: Pick<OfflineSalesStatus, 'status' | 'tellStatus'>): StatusCalls {
  const { settings, keys } = ctx;
  return {
    status,
    tillId: ctx.tillId,
    storeUnreachable: ctx.storeUnreachable,
    setLimits(next) {
      // The limits on offline returns not named are kept as they were.
      const kept = ctx.limits();
      const amount = (value: string | undefined, was: string | undefined) => (value === undefined ? was : fromCents(toCents(value)));
      settings.set(keys.limits, {
        maxSale: fromCents(toCents(next.maxSale)),
        maxPending: fromCents(toCents(next.maxPending)),
        maxHours: next.maxHours,
        maxReturn: amount(next.maxReturn, kept.maxReturn),
        maxReturnsPerShift: amount(next.maxReturnsPerShift, kept.maxReturnsPerShift),
      });
      tellStatus();
      return status();
    },
    learnTaxRate(order) {
      const rate = observedRate(order);
      if (rate === null) return;
      settings.set(keys.taxRate, { rate, orderNumber: order.number, observedAt: ctx.now().toISOString() } satisfies ObservedTaxRate);
    },
    connectionChanged(state) {
      const kept = settings.get(keys.lastAnswered);
      if (state.lastOkAt && (typeof kept !== 'string' || kept < state.lastOkAt)) settings.set(keys.lastAnswered, state.lastOkAt);
      tellStatus();
    },
    outboxChanged: () => tellStatus(),
  };
}
