/**
 * Offline sales sent to the store once it answers again: oldest first, one at a time, each
 * through the same sale flow as a walk-in pickup cash sale at the counter (a sale service of its
 * own, at `sync` priority, so the counter always goes first), and a manager's decisions for the
 * ones the store refused.
 *
 * Never twice, never dropped: the cart a replay opens is written down (its number and token in
 * the settings, where the counter keeps its own sale; `offline.replay_started` with its number in
 * the journal) before any line is sent to it, and kept until the journal says what became of the
 * sale. A replay that starts again (after a lost answer, a crash or a restart) first asks the
 * store what became of that cart: found placed, it is recorded as placed; still open, it is
 * carried on; gone, a new cart is opened. Only a sale the journal still has pending or
 * replaying is sent, so a sale placed (or refused and waiting for a manager) is never sent again.
 *
 * The offline price rule: a sale is placed at the price the customer paid, so the store's cash
 * equals the drawer's. Where the store now asks another amount, the manager's admin client makes
 * the difference a store-side adjustment of the cart with its reason (journaled as
 * `offline.adjusted`) before the cash is paid; without the client the sale waits for a manager
 * with both amounts, and is sent again once the client is connected.
 *
 * It is made of parts sharing one context (replay/replay-context.ts): what becomes of a sale sent
 * (its outcomes), picking up an earlier attempt, sending one sale, the run, a manager's decision;
 * each part takes the context (and the parts it calls on) and gives its calls.
 */
import type { OfflineReplayRun, OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import { createReplayContext, type OfflineReplayOptions } from './replay/replay-context.js';
import { replayDecide, type ManagerDecision } from './replay/replay-decide.js';
import { replayOneSale } from './replay/replay-one.js';
import { replayOutcomes } from './replay/replay-outcomes.js';
import { replayResume } from './replay/replay-resume.js';
import { replayRun } from './replay/replay-run.js';

export type { OfflineReplayOptions } from './replay/replay-context.js';

/** Where the replay's own sale in progress is kept (beside the counter's `sale.current`). */
export const REPLAY_SALE_KEYS = { sale: 'offline.replaySale', unseenReceipt: 'offline.replayReceipt' } as const;

export interface OfflineReplay {
  outbox(): OfflineSaleView[];
  /** Sends every pending sale, oldest first; one run at a time (a second call joins the one under way). */
  run(): Promise<OfflineReplayRun>;
  /** A manager's decision for a sale that needs one; the sale is sent again where the decision says so. */
  decide(ref: string, decision: ManagerDecision, by: StaffRef | null): Promise<OfflineSaleView>;
}

export function createOfflineReplay(options: OfflineReplayOptions): OfflineReplay {
  const ctx = createReplayContext(options);
  const outcomes = replayOutcomes(ctx);
  const { run } = replayRun(ctx, replayOneSale(ctx, outcomes, replayResume(ctx, outcomes)));
  return { outbox: ctx.outbox, run, ...replayDecide(ctx, { run }) };
}
