/**
 * How the sale store runs its bridge calls: one at a time under a busy label, an error kept with
 * the step it came from, an order found already placed shown by its receipt; a tender answered as
 * placed, partial (its words announced), or refused.
 */
import type { StoreApi } from 'zustand';
import type { Receipt, TenderResult, TerminalResult } from '../../../shared/bridge/bridge.js';
import { PosError } from '../../../shared/bridge/bridge-client.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import type { SaleState, TenderStep } from './sale-state.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  partPaid: { id: 'sell.tender.partPaid', defaultMessage: 'Paid {amount} {method} · {remaining} to pay' },
  offlineTaken: { id: 'sell.tender.offlineTaken', defaultMessage: 'Offline sale {ref} taken, order number to follow' },
  complete: { id: 'sell.tender.complete', defaultMessage: 'Order {number} complete' },
});

/** "Paid $20.00 Cash · $14.50 to pay" */
function tenderWords(result: Extract<TenderResult, { outcome: 'partial' }>): string {
  const money = (amount: string) => moneyWords(toCents(amount), result.currency);
  return say(messages.partPaid, { amount: money(result.taken.amount), method: result.taken.methodName, remaining: money(result.remaining) });
}

/** What the live region says of a completed sale (an offline one has no order number yet). */
export function completeWords(receipt: Receipt): string {
  return receipt.offline ? say(messages.offlineTaken, { ref: receipt.offline.ref }) : say(messages.complete, { number: receipt.order.number });
}

export function saleRunner(set: StoreApi<SaleState>['setState'], get: StoreApi<SaleState>['getState']) {
  /** Shows the receipt the store was found to have placed and goes to it (whether or not main's event came first). */
  const showReceiptFoundPlaced = async () => {
    const unseen =
      get().receipt ??
      (await pos()
        .sale.unseenReceipt()
        .catch(() => null));
    if (!unseen) return;
    if (get().receipt !== unseen) get().showPlaced(unseen);
    set({ cart: null });
    useApp.getState().go('receipt');
  };

  /** Runs one bridge call with a busy label; answers whether it worked. */
  const run = async (label: string, work: () => Promise<void>): Promise<boolean> => {
    set({ busy: label, error: null, errorFrom: null });
    try {
      await work();
      return true;
    } catch (error) {
      const shown = shownError(error);
      // The step found the order already placed: its receipt tells it, once (not an error too).
      if (shown.kind === 'placed') await showReceiptFoundPlaced();
      else set({ error: shown, errorFrom: label, errorOn: useApp.getState().screen });
      return false;
    } finally {
      set({ busy: null });
    }
  };

  /** One tender: the receipt when it placed the order, the words of the part taken otherwise. */
  const tender = async (label: string, call: () => Promise<TenderResult | TerminalResult>): Promise<TenderStep> => {
    let step: TenderStep = false;
    await run(label, async () => {
      const result = await call();
      if (result.outcome === 'placed') {
        set({ receipt: result.receipt, cart: null, lastTender: null, announcement: completeWords(result.receipt) });
        step = 'placed';
      } else if (result.outcome === 'partial') {
        const words = tenderWords(result);
        set({ lastTender: words, announcement: words });
        step = 'partial';
      } else {
        // Declined, cancelled or timed out at the terminal: told where the clerk is looking.
        throw new PosError({ kind: 'validation', message: result.message, words: result.words ?? null });
      }
    });
    return step;
  };
  return { run, tender };
}
