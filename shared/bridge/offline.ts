/**
 * Selling while the store cannot be reached, across the bridge: whether the counter sells offline
 * and under which limits, and the offline sales still to be placed at the store.
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { OfflineReplayRun, OfflineSaleView } from '../offline/offline-outbox.js';
import type { OfflineLimits } from '../offline/offline-limits.js';
import type { Words } from '../i18n/words.js';
import type { OfflineReturnView } from '../returns/offline-returns.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  offlinePlaceWithoutLines: { id: 'offline.managerOnly.offlinePlaceWithoutLines', defaultMessage: 'Place an offline sale without the lines the store refused' },
  offlinePlaceAsBackorder: { id: 'offline.managerOnly.offlinePlaceAsBackorder', defaultMessage: 'Send an offline sale again as a back-order' },
  offlineRecordRefundOwed: { id: 'offline.managerOnly.offlineRecordRefundOwed', defaultMessage: 'Record a refund owed for an offline sale' },
  offlineSetLimits: { id: 'offline.managerOnly.offlineSetLimits', defaultMessage: 'Change the limits on offline sales' },
  offlineRecordReturnOwed: { id: 'offline.managerOnly.offlineRecordReturnOwed', defaultMessage: 'Record the refund of an offline return as owed' },
});

/**
 * Selling while the store cannot be reached, as the counter shows it: whether the next sale (or
 * the one in progress) is taken offline, cash only, from the local catalog; whether a limit the
 * manager set stops it, in words; the limits; the offline sales still to be placed at the store.
 */
export interface OfflineStatus {
  /** The sale in progress, or the next one, is an offline sale. */
  selling: boolean;
  /** Why no offline sale may be taken now (a limit passed), in English; null when they may. */
  stopped: string | null;
  /** The same as catalogue words, said in the clerk's language (absent from an older till: show `stopped`). */
  stoppedWords?: Words | null;
  limits: OfflineLimits;
  /** Offline sales not yet placed at the store, in the store's currency. */
  pending: { count: number; total: string; currency: string };
  /** The store's tax rate for walk-in sales as last observed (e.g. "0.082500"), or null: the store adds the tax. */
  taxRate: string | null;
  /** When the store last answered this till (ISO 8601), or null when it never has. */
  storeLastAnsweredAt: string | null;
}

/**
 * Sales taken while the store could not be reached, as the journal records them, and their
 * replay to the store (oldest first, once it answers again). The actions for a sale the store
 * refused are a manager's; each is journaled with who decided.
 */
export interface OfflineCalls {
  /** Every offline sale, oldest first, with where it stands (no request). */
  outbox(): Promise<OfflineSaleView[]>;
  /** Sends the pending sales now (as the store's return does by itself); answers how far it got. */
  replay(): Promise<OfflineReplayRun>;
  /** Places a refused sale without the lines the store refused (the customer is owed what they paid for them). */
  placeWithoutLines(ref: string): Promise<OfflineSaleView>;
  /** Sends a refused sale again with every line, for the store to take as a back-order where it allows one. */
  placeAsBackorder(ref: string): Promise<OfflineSaleView>;
  /** Records that the customer is owed a refund of what they paid; nothing is placed. */
  recordRefundOwed(ref: string): Promise<OfflineSaleView>;
  status(): Promise<OfflineStatus>;
  /** The manager's limits on offline sales (manager-only). */
  setLimits(limits: OfflineLimits): Promise<OfflineStatus>;
  /** Every return taken offline, in the order taken, with where it stands at the store (no request). */
  returns(): Promise<OfflineReturnView[]>;
  /** A manager records the refund of an offline return the store refused as owed (the cash already went out at the counter). */
  recordReturnOwed(ref: string): Promise<OfflineReturnView>;
}

/** An offline sale's local reference, as printed on its receipt. */
const offlineRef = ({ z }: ArgKit) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'an offline sale reference');

export const offlineCalls = {
  outbox: { args: noArgs },
  replay: { args: noArgs },
  placeWithoutLines: {
    args: (kit) => kit.z.tuple([offlineRef(kit)]),
    managerOnly: managerActions.offlinePlaceWithoutLines,
    approvalRecord: ([ref]) => ref,
  },
  placeAsBackorder: {
    args: (kit) => kit.z.tuple([offlineRef(kit)]),
    managerOnly: managerActions.offlinePlaceAsBackorder,
    approvalRecord: ([ref]) => ref,
  },
  recordRefundOwed: { args: (kit) => kit.z.tuple([offlineRef(kit)]), managerOnly: managerActions.offlineRecordRefundOwed, approvalRecord: ([ref]) => ref },
  status: { args: noArgs },
  setLimits: {
    args: (kit) =>
      kit.z.tuple([
        kit.z
          .object({
            maxSale: kit.amountAboveZero,
            maxPending: kit.amountAboveZero,
            maxHours: kit.z.number().min(0.25, 'at least a quarter of an hour').max(168, 'at most 168 hours (a week)'),
            maxReturn: kit.amountAboveZero.optional(),
            maxReturnsPerShift: kit.amountAboveZero.optional(),
          })
          .strict(),
      ]),
    managerOnly: managerActions.offlineSetLimits,
  },
  returns: { args: noArgs },
  recordReturnOwed: {
    args: (kit) => kit.z.tuple([offlineRef(kit)]),
    managerOnly: managerActions.offlineRecordReturnOwed,
    approvalRecord: ([ref]) => ref,
  },
} satisfies CallDeclarations<OfflineCalls>;
