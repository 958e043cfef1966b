/**
 * A count reviewed and applied. The review reads the store's on-hand now (how far each line moved
 * since it was counted) and, for a full count, lists the category's variants nobody counted as
 * counted 0. The apply freezes the movements (each line's counted − expected, by originator
 * "<count>:<variant>") on disk before anything is sent, then sends them 100 a request behind the
 * counter's sales (the scheduler's background lane), marking each batch done when the store
 * answers. A till restarted or an answer lost mid-apply sends the rest again: the store applies a
 * movement once by its originator and says which it had, so the count changes the store once.
 */
import { requireApprovedContent } from '../approved-content.js';
import { countedUnits } from '../../../../shared/stock/count-variances.js';
import { THE_TILL, type CountApplyResult, type CountLine, type CountReview } from '../../../../shared/stock/count-calls.js';
import { countReportCsv } from '../../../../shared/stock/count-report.js';
import { countMovements, countVariances } from '../../../../shared/stock/count-variances.js';
import { MOVEMENTS_PER_REQUEST } from './count-store-access.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { lineOf, refuse, type CountContext } from './count-context.js';
import type { CountDesk } from './count-desk.js';
import type { CountRecord } from './count-file.js';

const messages = defineMessages({
  noneApplying: { id: 'stock.refusal.noneApplying', defaultMessage: 'No count is being applied.' },
  notThisCount: { id: 'stock.refusal.notThisCount', defaultMessage: 'Count {id} is not the count on this till.' },
  nothingCounted: { id: 'stock.refusal.nothingCounted', defaultMessage: 'Nothing is counted yet.' },
  noReport: { id: 'stock.refusal.noReport', defaultMessage: 'No count to report.' },
});

export function countApply(ctx: CountContext, desk: CountDesk) {
  let running: Promise<CountApplyResult> | null = null;

  /** A full count's variants not counted, each with the store's on-hand now; and the on-hand now of every line. */
  const readStore = async (record: CountRecord) => {
    const { view } = record;
    const countedIds = new Set(view.lines.map((l) => l.variantId));
    let uncounted: CountLine[] = [];
    if (view.scope === 'full') {
      const wanted = await desk.inScope(view);
      uncounted = ctx.catalog
        .all()
        .filter(wanted)
        .flatMap((p) => p.variants.filter((v) => !countedIds.has(v.id)).map((v) => lineOf(p, v.id, 0, null, ctx.nowIso())));
    }
    const storeNow = await ctx.store.onHand([...countedIds, ...uncounted.map((l) => l.variantId)], view.stockLocationId);
    uncounted = uncounted.map((l) => ({ ...l, countedBy: '', expected: storeNow.get(l.variantId) ?? 0 }));
    return { uncounted, storeNow };
  };

  const approverOf = (record: CountRecord) => {
    const approvals = ctx.journal
      .entries({ kinds: ['staff.approved'], since: record.view.startedAt })
      .filter((e) => e.data.method === 'stockCount.apply' && [':', ','].some((after) => e.data.record?.startsWith(`count ${record.view.id}${after}`)));
    return approvals.at(-1)?.data.manager ?? ctx.who();
  };

  const finish = (record: CountRecord) => {
    const { lines, up, down } = countVariances(record.view.lines, record.uncounted, new Map());
    const view = { ...record.view, state: 'applied' as const, appliedAt: ctx.nowIso() };
    ctx.keep({ ...record, view });
    ctx.journal.append('stock.counted', {
      countId: view.id,
      stockLocation: view.stockLocationName,
      scope: view.scope,
      category: view.taxonName,
      lines: lines.length,
      movements: record.movements?.length ?? 0,
      unitsUp: up.units,
      unitsDown: down.units,
      approver: approverOf(record),
    });
    ctx.log(`stock count ${view.id}: applied, ${record.movements?.length ?? 0} movements`);
    return view;
  };

  /** Sends the movements not answered yet, a batch at a time; answers when the store has them all. */
  const resume = async (): Promise<CountApplyResult> => {
    const result = { requests: 0, applied: 0, alreadyApplied: 0 };
    for (;;) {
      const record = ctx.record();
      if (!record || record.view.state !== 'applying' || !record.movements) throw refuse(wordsOf(messages.noneApplying));
      const batch = record.movements.filter((m) => !m.done).slice(0, MOVEMENTS_PER_REQUEST);
      if (batch.length === 0) return { ...result, count: finish(record) };
      const stockLocationId = record.view.stockLocationId;
      const answered = await ctx.store.applyCount(batch.map((m) => ({ ...m, stockLocationId })));
      result.requests += 1;
      for (const a of answered) {
        if (a.applied) result.applied++;
        else result.alreadyApplied++;
      }
      const done = new Set(answered.map((a) => a.originatorId));
      const now = ctx.record()!;
      ctx.keep({ ...now, movements: now.movements!.map((m) => (done.has(m.originatorId) ? { ...m, done: true } : m)) });
    }
  };
  const resumeOnce = () => {
    running ??= resume().finally(() => (running = null));
    return running;
  };

  return {
    /** An apply cut short (the till closed, an answer lost) goes on; nothing when none is. */
    resumeIfCutShort() {
      if (ctx.record()?.view.state !== 'applying') return;
      resumeOnce().catch((error: unknown) => ctx.log(`stock count: the apply waits: ${error instanceof Error ? error.message : 'unknown'}`));
    },
    calls: {
      async review(): Promise<CountReview> {
        const kept = ctx.record();
        if (kept && kept.view.state !== 'counting') {
          // Being applied or applied: its variances as counted, from what the till kept (the store's
          // count has moved by them since); the uncounted lines are in it only when they were chosen.
          return { count: kept.view, ...countVariances(kept.view.lines, kept.uncounted, new Map()), uncounted: 0 };
        }
        await desk.quiet();
        const { uncounted, storeNow } = await readStore(ctx.counting());
        // Lines whose on-hand was not read yet take the store's now (one read serves both).
        const now = ctx.counting();
        const lines = now.view.lines.map((l) => (l.expected === null ? { ...l, expected: storeNow.get(l.variantId) ?? 0 } : l));
        ctx.keep({ ...now, view: { ...now.view, lines }, uncounted });
        const count = ctx.record()!.view;
        return { count, ...countVariances(count.lines, uncounted, storeNow), uncounted: uncounted.length };
      },
      async apply(countId: string, zeroUncounted: boolean, key: string): Promise<CountApplyResult> {
        const record = ctx.record();
        if (!record || record.view.id !== countId) throw refuse(wordsOf(messages.notThisCount, { id: countId }));
        if (record.view.state === 'applied') return { count: record.view, requests: 0, applied: 0, alreadyApplied: 0 };
        if (record.view.state === 'counting') {
          await requireApprovedContent(key, countedUnits(record.view.lines), 'count');
          if (record.view.lines.length === 0 && !zeroUncounted) throw refuse(wordsOf(messages.nothingCounted));
          await desk.quiet();
          await desk.fillExpected();
          const counting = ctx.counting();
          const uncounted = counting.view.scope === 'full' && zeroUncounted ? (await readStore(counting)).uncounted : [];
          const movements = countMovements(counting.view.lines, uncounted, zeroUncounted).map((m) => ({
            originatorId: `${counting.view.id}:${m.variantId}`,
            variantId: m.variantId,
            quantity: m.quantity,
            done: false,
          }));
          const approvedBy = approverOf(counting)?.name ?? THE_TILL;
          ctx.keep({ view: { ...counting.view, state: 'applying', approvedBy }, uncounted, movements });
        }
        return resumeOnce();
      },
      async report() {
        const record = ctx.record();
        if (!record) throw refuse(wordsOf(messages.noReport));
        const { lines } = countVariances(record.view.lines, record.uncounted, new Map());
        return { fileName: `stock-count-${record.view.id}.csv`, csv: countReportCsv(record.view, lines) };
      },
    },
  };
}
