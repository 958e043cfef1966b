/**
 * Selling while the store cannot be reached: cash only, from the local catalog at its last known
 * prices and stock, the tax estimated at the store's last observed rate for walk-in sales. The
 * sale in progress is kept in the settings file (a restart keeps it); a tendered sale is written
 * to the till's journal as an `offline.sale` entry, flushed to disk before its receipt is
 * answered, and replayed to the store later (not here). The manager's limits (one sale's amount,
 * the total not yet placed, the time since the store last answered) are checked as lines are added
 * and again when the cash is taken; past one, the sale is refused in words that name it.
 *
 * A sale begun offline is finished offline even if the store comes back meanwhile: it is never
 * half at the store. The next sale after the store answers again is an ordinary one.
 *
 * It is made of parts sharing one context (sales/offline-sales-context.ts): the status and the
 * limits, the status calls, the cart, the cash tender; each part takes the context (and the parts
 * it calls on) and gives its calls.
 */
import type { OfflineSales } from './sales/offline-sales-api.js';
import { offlineCartCalls } from './sales/offline-cart-calls.js';
import { refuseOffline } from './sales/offline-refusals.js';
import { createOfflineSalesContext, type OfflineSalesOptions } from './sales/offline-sales-context.js';
import { offlineSalesStatus } from './sales/offline-sales-status.js';
import { offlineStatusCalls } from './sales/offline-status-calls.js';
import { offlineTenderCalls } from './sales/offline-tender.js';

export type { OfflineSales } from './sales/offline-sales-api.js';

export function createOfflineSales(options: OfflineSalesOptions): OfflineSales {
  const ctx = createOfflineSalesContext(options);
  const status = offlineSalesStatus(ctx);
  return {
    ...offlineStatusCalls(ctx, status),
    ...offlineCartCalls(ctx, status),
    ...offlineTenderCalls(ctx, status),
    refuse: refuseOffline,
  };
}
