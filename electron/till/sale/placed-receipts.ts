/**
 * What happens to every receipt of a placed sale before the clerk sees it, whichever call placed
 * it (cash, a card, the terminal, a check with the store, reconciling at start): the store's
 * return policy is added where it publishes one, a walk-in sale teaches the offline sales the
 * store's tax rate, and a cash sale opens the drawer. None of these may ever undo the sale.
 */
import type { Receipt, TenderResult, TerminalResult } from '../../../shared/bridge/bridge.js';
import { allPickedUp } from '../../../shared/sale/pickup-rate.js';
import type { Policy } from '../../../shared/storefront/types/types.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { OfflineSales } from '../offline/offline-sales.js';

interface PlacedReceiptsOptions {
  /** The store's return policy, or null when it publishes none. */
  returnPolicy: () => Promise<Pick<Policy, 'name' | 'body'> | null>;
  offline: Pick<OfflineSales, 'learnTaxRate'>;
  drawer: CashDrawer;
  log: (line: string) => void;
  /** A sale placed (its order number): what waits on it, such as a card terminal's attempt, may end. */
  saleEnded?: (orderNumber: string) => void;
}

export interface PlacedReceipts {
  /** A receipt that must be shown whatever happens: with the return policy, or without it when the store cannot give it. */
  shown(receipt: Receipt): Promise<Receipt>;
  /** A tender's answer: when it placed the order, its receipt shown and the drawer opened if cash was taken. */
  placed<T extends TenderResult | TerminalResult>(result: T): Promise<T>;
  /** A cash sale's drawer opens once the order is placed (never for a sale without cash). */
  openDrawerFor(receipt: Receipt): void;
  /** Adds a step every receipt goes through before it is shown (the gift cards its lines issued); a step that fails leaves the receipt as it was. */
  finishWith(step: (receipt: Receipt) => Promise<Receipt>): void;
}

export function placedReceipts(options: PlacedReceiptsOptions): PlacedReceipts {
  const openDrawerFor = (receipt: Receipt) => {
    if (receipt.tendered === null) return;
    void options.drawer.open({ reason: 'Cash sale', orderNumber: receipt.order.number }).catch((error: unknown) => {
      options.log(`cash drawer did not open: ${error instanceof Error ? error.message : 'unknown'}`);
    });
  };
  const withPolicy = async (receipt: Receipt): Promise<Receipt> => {
    const policy = await options.returnPolicy();
    return { ...receipt, returnPolicy: policy ? { name: policy.name, body: policy.body } : null };
  };
  const steps: ((receipt: Receipt) => Promise<Receipt>)[] = [];
  const shown = async (receipt: Receipt): Promise<Receipt> => {
    if (!receipt.offline) options.saleEnded?.(receipt.order.number);
    // A walk-in sale placed at the store's location tells the store's own rate: offline sales estimate with it.
    if (!receipt.offline && allPickedUp(receipt.order.shipments)) options.offline.learnTaxRate(receipt.order);
    let done = await withPolicy(receipt).catch(() => receipt);
    for (const step of steps) done = await step(done).catch(() => done);
    return done;
  };
  return {
    shown,
    async placed(result) {
      if (result.outcome !== 'placed') return result;
      openDrawerFor(result.receipt);
      return { ...result, receipt: await shown(result.receipt) };
    },
    openDrawerFor,
    finishWith: (step) => void steps.push(step),
  };
}
