/**
 * One sale step at a time, and the attention a sale needs while its payment or order is
 * unconfirmed: said (and announced) only while no step is changing the sale.
 */
import type { SaleAttention } from '../../../../shared/bridge/bridge.js';
import type { SaleContext } from './sale-context.js';

const ATTENTION_WORDS: Record<SaleAttention['step'], string> = {
  paying: 'A payment was being added when the store stopped answering. Check with the store before taking payment again.',
  completing: 'The order was being placed when the store stopped answering. It may have gone through: check with the store before taking payment again.',
};

export interface SaleSerial {
  /**
   * One sale step at a time: the cashier's clicks never race each other at the store. A `read`
   * (the sale read again) changes nothing, so an unconfirmed sale stays flagged while it runs.
   */
  serial<T>(work: () => Promise<T>, kind?: 'step' | 'read'): Promise<T>;
  /** The sale whose payment was sent but not confirmed, while no step is changing it. */
  attention(): SaleAttention | null;
}

export function saleSerial(ctx: SaleContext): SaleSerial {
  const { state } = ctx;
  const attention = (): SaleAttention | null => {
    const sale = ctx.record();
    if (state.busy > 0 || !sale || sale.step === 'open') return null;
    return { number: sale.number, step: sale.step, message: ATTENTION_WORDS[sale.step] };
  };
  const announceAttention = () => {
    const now = attention();
    const key = now ? `${now.number}:${now.step}` : null;
    if (key === state.announcedAttention) return;
    state.announcedAttention = key;
    ctx.options.onAttention?.(now);
  };
  const serial = <T>(work: () => Promise<T>, kind: 'step' | 'read' = 'step'): Promise<T> => {
    const counts = kind === 'step';
    const guarded = async () => {
      if (counts) state.busy++;
      try {
        return await work();
      } finally {
        if (counts) state.busy--;
        announceAttention();
      }
    };
    const run = state.queue.then(guarded, guarded);
    state.queue = run.catch(() => undefined);
    return run;
  };
  return { serial, attention };
}
