/**
 * Returns taken offline, recorded at the store once it answers again (after a reconnect or a
 * restart), oldest first, each exactly once: the store authorizes the units back with a memo naming
 * the offline reference, then reimburses them to the sale's cash payment (the cash already went
 * out at the counter). Before anything is asked, the store is asked what it already has: an
 * authorization carrying the reference (a replay killed after it, or whose answer was lost) is
 * carried on, never made twice, and one already reimbursed is recorded as placed. A store that
 * refuses the return (a unit already returned elsewhere, a quantity no longer returnable) puts it
 * before a manager with its words; the manager may record the refund as owed (the cash went out).
 */
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { offlineReturns, type OfflineReturnView } from '../../../../shared/returns/offline-returns.js';
import type { PlatformReturnsClient } from '../../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Reimbursement, ReturnAuthorization } from '../../../../shared/storefront/types/return-types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noReasons: { id: 'offline.refusal.noReturnReasons', defaultMessage: 'The store keeps no return reasons, so offline returns cannot be recorded there.' },
  noReturn: { id: 'offline.refusal.noReturn', defaultMessage: 'No offline return {ref} on this till.' },
  returnNotWaiting: { id: 'offline.refusal.returnNotWaiting', defaultMessage: 'Offline return {ref} does not wait for a manager.' },
});

export interface OfflineReturnReplayOptions {
  journal: TillJournal;
  returns: PlatformReturnsClient;
  /** The manager's admin client: the store's return routes go through it. */
  admin: { connected(): boolean; withToken<T>(call: (token: string) => Promise<T>): Promise<T> };
  onChange?: () => void;
  log?: (line: string) => void;
}

/** How far a run of offline returns got. */
interface OfflineReturnRun {
  outcome: 'done' | 'unreachable' | 'no_admin';
  placed: number;
  needsManager: number;
}

export interface OfflineReturnReplay {
  /** Every offline return and where it stands. */
  returns(): OfflineReturnView[];
  /** Records every pending offline return at the store; one run at a time (a second call joins the one under way). */
  run(): Promise<OfflineReturnRun>;
  /** A manager records the refund of a return the store refused as owed (the cash already went out at the counter). */
  recordRefundOwed(ref: string, by: StaffRef | null): OfflineReturnView;
}

/** How an offline return's memo at the store begins: its whole reference (how a replay finds it again). */
const memoHead = (ref: string) => `Offline return ${ref}:`;
/** The memo an offline return carries at the store. */
const offlineReturnMemo = (ref: string) => `${memoHead(ref)} cash handed back at the till while the store could not be reached`;

/** The store answered and refused (not a lost answer, its rate limit or a fault of its own). */
const refusedByStore = (error: unknown) => isStorefrontError(error) && !error.retryable && error.kind !== 'unauthorized';

export function createOfflineReturnReplay(options: OfflineReturnReplayOptions): OfflineReturnReplay {
  const { journal, returns, admin } = options;
  const log = options.log ?? (() => undefined);
  const views = () => offlineReturns(journal.entries());
  let running: Promise<OfflineReturnRun> | null = null;

  const needsManager = (view: OfflineReturnView, storeSaid: string) => {
    journal.append('offline.return_needs_manager', { ref: view.ref, storeSaid });
    log(`offline return ${view.ref} needs a manager: ${storeSaid}`);
    options.onChange?.();
    return 'needs_manager' as const;
  };

  const placed = (view: OfflineReturnView, authorization: ReturnAuthorization, reimbursement: Reimbursement) => {
    journal.append('offline.return_placed', {
      ref: view.ref,
      orderNumber: view.orderNumber,
      authorizationNumber: authorization.number,
      reimbursementNumber: reimbursement.number,
      total: reimbursement.total,
    });
    log(`offline return ${view.ref} recorded at the store as ${authorization.number} (${reimbursement.number})`);
    options.onChange?.();
    return 'placed' as const;
  };

  /** The store's reimbursement of exactly this authorization's items, if it made one. */
  const reimbursementOf = async (view: OfflineReturnView, authorization: ReturnAuthorization) => {
    const ids = new Set(authorization.items.map((i) => i.id));
    const all = await admin.withToken((token) => returns.reimbursementsOfOrder(token, view.orderNumber));
    return all.find((r) => r.returnItemIds.length === ids.size && r.returnItemIds.every((id) => ids.has(id))) ?? null;
  };

  /** The store's reason for the return: the one given offline, else the one of that name, else its first. */
  const reasonAtStore = async (view: OfflineReturnView): Promise<string> => {
    const reasons = (await admin.withToken((token) => returns.returnReasons(token))) ?? [];
    const reason = reasons.find((r) => r.id === view.reasonId) ?? reasons.find((r) => r.name === view.reason) ?? reasons[0];
    if (!reason) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noReasons) });
    return reason.id;
  };

  /** The store's authorization for this return: the one an earlier replay made (found by its memo), or a new one. */
  const authorizationFor = async (view: OfflineReturnView): Promise<ReturnAuthorization | string> => {
    const earlier = await admin.withToken((token) => returns.returnsOfOrder(token, view.orderNumber));
    const found = earlier.find((a) => a.state !== 'canceled' && (a.memo ?? '').startsWith(memoHead(view.ref)));
    if (found) return found;
    const reasonId = await reasonAtStore(view);
    const lines = view.items.map((i) => ({ lineItemId: i.lineItemId, quantity: i.quantity }));
    try {
      return await admin.withToken((token) =>
        returns.authorizeReturn(token, { orderNumber: view.orderNumber, reasonId, lines, memo: offlineReturnMemo(view.ref) }),
      );
    } catch (error) {
      if (refusedByStore(error)) return (error as Error).message;
      throw error;
    }
  };

  const placeOne = async (view: OfflineReturnView): Promise<'placed' | 'needs_manager'> => {
    const authorization = await authorizationFor(view);
    if (typeof authorization === 'string') return needsManager(view, authorization);
    if (authorization.items.every((i) => i.reimbursed)) {
      const done = await reimbursementOf(view, authorization);
      if (done) return placed(view, authorization, done);
    }
    const resellable = new Map(view.items.map((i) => [i.lineItemId, i.resellable]));
    const items = authorization.items.map((i) => ({ id: i.id, resellable: resellable.get(i.lineItemId) ?? false }));
    try {
      const reimbursement = await admin.withToken((token) => returns.reimburse(token, { returnAuthorizationId: authorization.id, items, type: 'original' }));
      return placed(view, authorization, reimbursement);
    } catch (error) {
      // A lost answer (or a refused retry after one): the store's reimbursements tell whether it was made.
      const done = await reimbursementOf(view, authorization);
      if (done) return placed(view, authorization, done);
      if (refusedByStore(error)) return needsManager(view, (error as Error).message);
      throw error;
    }
  };

  const go = async (): Promise<OfflineReturnRun> => {
    const run: OfflineReturnRun = { outcome: 'done', placed: 0, needsManager: 0 };
    const pending = views().filter((v) => v.state === 'pending');
    if (pending.length === 0) return run;
    if (!admin.connected()) {
      log(`offline returns: ${pending.length} wait for the store's admin client`);
      return { ...run, outcome: 'no_admin' };
    }
    for (const view of pending) {
      try {
        if ((await placeOne(view)) === 'placed') run.placed++;
        else run.needsManager++;
      } catch (error) {
        log(`offline returns paused at ${view.ref}: ${error instanceof Error ? error.message : 'unknown'}`);
        return { ...run, outcome: 'unreachable' };
      }
    }
    return run;
  };

  return {
    returns: views,
    run: () => {
      running ??= go().finally(() => {
        running = null;
      });
      return running;
    },
    recordRefundOwed(ref, by) {
      const view = views().find((v) => v.ref === ref);
      if (!view) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noReturn, { ref }) });
      if (view.state !== 'needs_manager') throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.returnNotWaiting, { ref }) });
      journal.append('offline.return_resolved', { ref, resolution: 'refund_owed', by });
      options.onChange?.();
      return views().find((v) => v.ref === ref)!;
    },
  };
}
