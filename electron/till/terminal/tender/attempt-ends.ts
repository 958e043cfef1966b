/** What the rest of the till tells the terminal's tender about its attempt's sale: the store took the approval, or the sale was placed. */
import type { AttemptTokens } from './attempt-tokens.js';
import { charged, type TenderContext } from './tender-context.js';
import type { TerminalAttemptEnds } from './tender-api.js';

export function attemptEnds(ctx: TenderContext, { forget }: Pick<AttemptTokens, 'forget'>): TerminalAttemptEnds {
  const { journal } = ctx.options;
  return {
    taken: async (reference) => {
      if (ctx.pending()?.reference === reference) await forget();
    },

    saleEnded: async (saleNumber) => {
      const attempt = ctx.pending();
      // An attempt being asked or used right now ends with its own answer.
      if (!attempt || attempt.saleNumber !== saleNumber || ctx.state.asking) return;
      const charge =
        attempt.approved ??
        (await ctx.outcomeOf(attempt).then(
          (outcome) => (outcome?.kind === 'approved' ? outcome : null),
          () => undefined,
        ));
      if (charge === undefined) return;
      if (charge) journal?.append('terminal.approval_unused', { ...charged(attempt), reference: attempt.reference });
      await forget();
    },
  };
}
