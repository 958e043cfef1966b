/**
 * Counting: a count started at a location (the till's own, the default, unless another is
 * chosen), full or partial, for a category or the whole store; lines counted by scan (+1) or a
 * typed quantity, each kept on disk at once. A line's expected on-hand is what the store says just
 * after it is first counted: reads are gathered (up to 100 variants a request, a second after the
 * last new line) so a count of hundreds of lines costs a handful of requests.
 */
import { taxonWithDescendants } from '../../catalog/catalog-filters.js';
import { THE_TILL, type CountLine, type CountScope, type StockCountView } from '../../../../shared/stock/count-calls.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { lineOf, refuse, type CountContext } from './count-context.js';

const messages = defineMessages({
  noSuchCode: { id: 'stock.refusal.noSuchCode', defaultMessage: 'No product has the code {code}.' },
  notInCategory: { id: 'stock.refusal.notInCategory', defaultMessage: '{name} is not in {category}: it is not counted here.' },
  notInCount: { id: 'stock.refusal.notInCount', defaultMessage: '{name} is not in this count: it is not counted here.' },
  notAppliedYet: { id: 'stock.refusal.notAppliedYet', defaultMessage: 'Count {id} is not applied yet: apply it or discard it first.' },
  noSuchLocation: { id: 'stock.refusal.noSuchLocation', defaultMessage: 'The store has no such stock location.' },
  noSuchCategory: { id: 'stock.refusal.noSuchCategory', defaultMessage: 'The store has no such category.' },
  noSuchLine: { id: 'stock.refusal.noSuchLine', defaultMessage: 'That line is not in the count.' },
  cannotDiscard: { id: 'stock.refusal.cannotDiscard', defaultMessage: 'Count {id} is being applied: it cannot be dropped until the store has all of it.' },
});

/** How long after the last new line the store's on-hand is read for the lines waiting for it. */
const READ_AFTER_MS = 1_000;

export function countDesk(ctx: CountContext) {
  let filling: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const withLines = (lines: CountLine[]) => {
    const record = ctx.counting();
    ctx.keep({ ...record, view: { ...record.view, lines } });
    return ctx.record()!.view;
  };

  /** Reads the store's on-hand for every line still without it (one read at a time). */
  const fillExpected = async (): Promise<void> => {
    while (filling) await filling;
    const record = ctx.record();
    const waiting = record?.view.state === 'counting' ? record.view.lines.filter((l) => l.expected === null).map((l) => l.variantId) : [];
    if (!record || waiting.length === 0) return;
    filling = (async () => {
      const onHand = await ctx.store.onHand(waiting, record.view.stockLocationId);
      const now = ctx.record();
      if (!now || now.view.id !== record.view.id || now.view.state !== 'counting') return;
      const lines = now.view.lines.map((l) => (l.expected === null && waiting.includes(l.variantId) ? { ...l, expected: onHand.get(l.variantId) ?? 0 } : l));
      ctx.keep({ ...now, view: { ...now.view, lines } });
    })();
    try {
      await filling;
    } finally {
      filling = null;
    }
  };
  const readSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fillExpected().catch((error: unknown) => ctx.log(`stock count: the store's on-hand not read: ${error instanceof Error ? error.message : 'unknown'}`));
    }, READ_AFTER_MS);
    timer.unref?.();
  };

  /** The category's products (and its subcategories'), or every product for a count of the whole store. */
  const inScope = async (view: StockCountView): Promise<(p: Product) => boolean> => {
    if (!view.taxonId) return () => true;
    const ids = taxonWithDescendants(view.taxonId, await ctx.taxons());
    return (p) => p.taxonIds.some((t) => ids.has(t));
  };

  const counted = async (code: string, set: (line: CountLine | undefined) => number) => {
    const view = ctx.counting().view;
    const match = ctx.catalog.resolveCode(code);
    if (!match) throw refuse(wordsOf(messages.noSuchCode, { code: code.trim() }));
    if (!(await inScope(view))(match.product))
      throw refuse(
        view.taxonName
          ? wordsOf(messages.notInCategory, { name: match.product.name, category: view.taxonName })
          : wordsOf(messages.notInCount, { name: match.product.name }),
      );
    // The lines as they stand now: another scan, or the store's on-hand, may have changed them
    // while the category was read.
    const lines = ctx.counting().view.lines;
    const line = lines.find((l) => l.variantId === match.variantId);
    const quantity = set(line);
    const next = line ? { ...line, counted: quantity } : lineOf(match.product, match.variantId, quantity, ctx.who(), ctx.nowIso());
    if (!line) readSoon();
    return withLines([next, ...lines.filter((l) => l.variantId !== match.variantId)]);
  };

  return {
    fillExpected,
    /** No read of the store's on-hand waits or runs any more (a review or an apply reads it itself). */
    async quiet() {
      if (timer) clearTimeout(timer);
      timer = null;
      while (filling) await filling.catch(() => {});
    },
    inScope,
    stop() {
      if (timer) clearTimeout(timer);
    },
    calls: {
      async current() {
        return ctx.record()?.view ?? null;
      },
      locations: () => ctx.store.locations(),
      async start(options: { scope: CountScope; taxonId: string | null; stockLocationId: string | null }) {
        const open = ctx.record();
        if (open && open.view.state !== 'applied') throw refuse(wordsOf(messages.notAppliedYet, { id: open.view.id }));
        const locations = await ctx.store.locations();
        const location = options.stockLocationId
          ? locations.find((l) => l.id === options.stockLocationId)
          : (locations.find((l) => l.isDefault) ?? locations[0]);
        if (!location) throw refuse(wordsOf(messages.noSuchLocation));
        const taxon = options.taxonId ? (await ctx.taxons()).find((t) => t.id === options.taxonId) : null;
        if (options.taxonId && !taxon) throw refuse(wordsOf(messages.noSuchCategory));
        const at = ctx.nowIso();
        const view: StockCountView = {
          id: `C-${Date.parse(at).toString(36).toUpperCase()}`,
          scope: options.scope,
          taxonId: taxon?.id ?? null,
          taxonName: taxon?.prettyName ?? taxon?.name ?? null,
          stockLocationId: location.id,
          stockLocationName: location.name,
          startedAt: at,
          startedBy: ctx.who()?.name ?? THE_TILL,
          state: 'counting',
          lines: [],
          approvedBy: null,
          appliedAt: null,
        };
        ctx.keep({ view, uncounted: [], movements: null });
        ctx.log(`stock count ${view.id}: started (${view.scope}${view.taxonName ? `, ${view.taxonName}` : ''}) at ${view.stockLocationName}`);
        return view;
      },
      count: (code: string, quantity: number | null) => counted(code, (line) => (quantity === null ? (line?.counted ?? 0) + 1 : quantity)),
      async setCounted(variantId: string, quantity: number) {
        const lines = ctx.counting().view.lines;
        if (!lines.some((l) => l.variantId === variantId)) throw refuse(wordsOf(messages.noSuchLine));
        return withLines(lines.map((l) => (l.variantId === variantId ? { ...l, counted: quantity } : l)));
      },
      async removeLine(variantId: string) {
        return withLines(ctx.counting().view.lines.filter((l) => l.variantId !== variantId));
      },
      async discard() {
        const record = ctx.record();
        if (record?.view.state === 'applying') throw refuse(wordsOf(messages.cannotDiscard, { id: record.view.id }));
        ctx.keep(null);
      },
    },
  };
}

export type CountDesk = ReturnType<typeof countDesk>;
