/**
 * A replay run: every pending sale sent, oldest first (a sale left half-way first of all), each
 * tried once; the run pauses when the store stops answering and stops, in words, at a sale it
 * cannot send. One run at a time: a second call joins the one under way.
 */
import { salesToReplay, type OfflineReplayRun } from '../../../../shared/offline/offline-outbox.js';
import type { OfflineReplayContext } from './replay-context.js';
import { unreachable } from './replay-failures.js';
import type { ReplayOne } from './replay-one.js';
import { TillRefusal } from '../../runtime/error-words.js';

export interface ReplayRun {
  /** Sends every pending sale, oldest first; one run at a time (a second call joins the one under way). */
  run(): Promise<OfflineReplayRun>;
}

export function replayRun(ctx: OfflineReplayContext, { replayOne }: ReplayOne): ReplayRun {
  const { options, state, log } = ctx;

  const go = async (): Promise<OfflineReplayRun> => {
    let placedCount = 0;
    let needsManagerCount = 0;
    const tried = new Set<string>();
    for (;;) {
      const waiting = salesToReplay(ctx.outbox(), ctx.canAdjust()).filter((s) => !tried.has(s.ref));
      // A sale left half-way goes first: its cart is the one written down.
      const kept = ctx.record();
      const next = waiting.find((s) => s.ref === kept?.ref) ?? waiting[0];
      if (!next) {
        options.onProblem?.(null);
        return { outcome: 'done', placed: placedCount, needsManager: needsManagerCount };
      }
      tried.add(next.ref);
      try {
        const outcome = await replayOne(next);
        if (outcome === 'placed') placedCount++;
        else needsManagerCount++;
      } catch (error) {
        ctx.changed();
        if (unreachable(error)) {
          log(`offline replay paused: the store stopped answering (${error instanceof Error ? error.message : 'unknown'})`);
          return { outcome: 'unreachable', placed: placedCount, needsManager: needsManagerCount };
        }
        const message = error instanceof Error ? error.message : 'The replay stopped.';
        log(`offline replay stopped at ${next.ref}: ${message}`);
        const words = error instanceof TillRefusal ? error.info.words : undefined;
        options.onProblem?.(`Offline sale ${next.ref} could not be sent: ${message}`, { ref: next.ref, reason: words ?? message });
        return { outcome: 'stopped', placed: placedCount, needsManager: needsManagerCount, message, ...(words ? { words } : {}) };
      }
    }
  };

  return {
    run: () => {
      state.running ??= go().finally(() => {
        state.running = null;
      });
      return state.running;
    },
  };
}
