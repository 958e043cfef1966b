/**
 * A manager's decision for an offline sale the store refused (journaled with who decided): place
 * it without the lines the store refused, place it as a backorder, or record a refund owed. The
 * sale is sent again where the decision says so.
 */
import { fromCents, toCents } from '../../../../shared/money.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { OfflineReplayContext } from './replay-context.js';
import type { ReplayRun } from './replay-run.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noSale: { id: 'offline.refusal.noSale', defaultMessage: 'There is no offline sale {ref}.' },
  noManagerNeeded: {
    id: 'offline.refusal.noManagerNeeded',
    defaultMessage:
      'Offline sale {ref} does not need a manager (it is {state, select, pending {pending} replaying {replaying} placed {placed} resolved {resolved} other {{state}}}).',
  },
  noLineNamed: {
    id: 'offline.refusal.noLineNamed',
    defaultMessage: 'The store did not name a line it refused: place it as it is, or record a refund owed.',
  },
  everyLineRefused: {
    id: 'offline.refusal.everyLineRefused',
    defaultMessage: 'The store refused every line of this sale: nothing would be left to place. Record a refund owed instead.',
  },
});

export type ManagerDecision = 'place_without_lines' | 'place_as_backorder' | 'refund_owed';

export interface ReplayDecide {
  /** A manager's decision for a sale that needs one; the sale is sent again where the decision says so. */
  decide(ref: string, decision: ManagerDecision, by: StaffRef | null): Promise<OfflineSaleView>;
}

export function replayDecide(ctx: OfflineReplayContext, { run }: ReplayRun): ReplayDecide {
  const { journal, state } = ctx;
  return {
    decide: async (ref, decision, by) => {
      // Never while a replay is sending: the decision applies to a sale at rest.
      await state.running?.catch(() => undefined);
      const view = ctx.outbox().find((s) => s.ref === ref);
      if (!view) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noSale, { ref }) });
      if (view.state !== 'needs_manager') {
        throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noManagerNeeded, { ref, state: view.state }) });
      }
      if (decision === 'refund_owed') {
        journal.append('offline.resolved', { ref, resolution: 'refund_owed', orderNumber: null, refundOwed: fromCents(toCents(view.total)), by });
      } else if (decision === 'place_without_lines') {
        const leftOut = view.refusedVariantIds;
        if (leftOut.length === 0) {
          throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noLineNamed) });
        }
        if (view.lines.every((l) => leftOut.includes(l.variantId))) {
          throw new TillRefusal({
            kind: 'invalid_input',
            message: wordsOf(messages.everyLineRefused),
          });
        }
        journal.append('offline.resolved', { ref, resolution: 'placed_without_line', orderNumber: null, refundOwed: null, by, leftOut });
      } else {
        journal.append('offline.resolved', { ref, resolution: 'placed_as_backorder', orderNumber: null, refundOwed: null, by, leftOut: [] });
      }
      ctx.changed();
      if (decision !== 'refund_owed') await run();
      return ctx.outbox().find((s) => s.ref === ref)!;
    },
  };
}
