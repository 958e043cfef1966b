/**
 * The bridge's `offline.*` calls: the outbox of sales taken while the store could not be reached
 * and their replay (offline-replay.ts), a manager's decision on a sale the store refused (journaled
 * with who decided), and the offline sales' status and limits (offline-sales.ts).
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import type { OfflineReplay } from './offline-replay.js';
import type { OfflineReturnReplay } from './returns/return-replay.js';
import type { OfflineSales } from './offline-sales.js';

interface OfflineCallsOptions {
  replay: OfflineReplay;
  /** Returns taken offline and their replay at the store. */
  returnReplay: OfflineReturnReplay;
  offline: Pick<OfflineSales, 'status' | 'setLimits'>;
  /** Who made a manager's decision: the manager on the till, or the one whose PIN approved the call. */
  decidedBy: () => StaffRef | null;
}

export function offlineCalls({ replay, returnReplay, offline, decidedBy }: OfflineCallsOptions) {
  return {
    outbox: async () => replay.outbox(),
    // The offline sales, then the returns taken offline.
    replay: async () => {
      const run = await replay.run();
      await returnReplay.run();
      return run;
    },
    placeWithoutLines: (ref) => replay.decide(ref, 'place_without_lines', decidedBy()),
    placeAsBackorder: (ref) => replay.decide(ref, 'place_as_backorder', decidedBy()),
    recordRefundOwed: (ref) => replay.decide(ref, 'refund_owed', decidedBy()),
    status: async () => offline.status(),
    setLimits: async (limits) => offline.setLimits(limits),
    returns: async () => returnReplay.returns(),
    recordReturnOwed: async (ref) => returnReplay.recordRefundOwed(ref, decidedBy()),
  } satisfies PosCalls['offline'];
}
