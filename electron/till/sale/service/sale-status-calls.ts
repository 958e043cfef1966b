/**
 * The sale in progress as the till reads it: its cart (an unconfirmed sale, or one whose cart is
 * gone, is reconciled with the store first), the attention it needs, the receipt of an order
 * found placed while no one waited for it, and a check with the store when the cashier asks.
 */
import type { SaleCheck } from '../../../../shared/bridge/bridge.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { wasPlaced } from '../checkout-steps.js';
import type { SaleContext } from './sale-context.js';
import type { SaleReceipts } from './sale-receipts.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import type { SaleSerial } from './sale-serial.js';
import type { SaleService } from './sale-api.js';

type StatusCalls = Pick<SaleService, 'current' | 'checkAgain' | 'attention' | 'unconfirmed' | 'unseenReceipt' | 'receiptSeen' | 'currentNumber'>;

export function saleStatusCalls(
  ctx: SaleContext,
  { serial, attention }: SaleSerial,
  { placedEarlierReceipt, unseenReceipt }: Pick<SaleReceipts, 'placedEarlierReceipt' | 'unseenReceipt'>,
  reconciliation: SaleReconciliation,
): StatusCalls {
  const { client, priority } = ctx;
  const { completedOrder, finish, placedUnseen, reconcileLostCart, settlePlacedEarly, settleTendering } = reconciliation;
  return {
    current: () =>
      serial(async () => {
        const sale = ctx.record();
        if (!sale) return ctx.announce(null);
        if (sale.step !== 'open') {
          // Unconfirmed (e.g. left so by the run before a restart): was it placed after all?
          // Until the store answers, the sale stays flagged.
          const done = await completedOrder(sale);
          if (done) {
            await placedUnseen(done, sale);
            return null;
          }
        }
        let cart: Cart;
        try {
          cart = await client.cart(ctx.creds(sale), { priority });
        } catch (error) {
          if (isStorefrontError(error) && error.kind === 'not_found') {
            await reconcileLostCart(sale);
            return null;
          }
          throw error;
        }
        if (!wasPlaced(cart)) return ctx.announce(cart);
        await settlePlacedEarly(cart, sale);
        return null;
      }, 'read'),

    attention,
    unconfirmed: () => (ctx.record()?.step ?? 'open') !== 'open',

    unseenReceipt,
    receiptSeen: (orderNumber) => {
      if (unseenReceipt()?.order.number === orderNumber) ctx.settings.delete(ctx.keys.unseenReceipt);
    },

    checkAgain: () =>
      serial(async (): Promise<SaleCheck> => {
        const sale = ctx.record();
        if (!sale) {
          // Settled meanwhile (e.g. found placed at the start): its receipt, if no one has seen it yet.
          const unseen = unseenReceipt();
          return unseen ? { outcome: 'placed', receipt: unseen } : { outcome: 'gone' };
        }
        const done = await completedOrder(sale);
        if (done) {
          finish(done, sale);
          return { outcome: 'placed', receipt: await placedEarlierReceipt(done, sale) };
        }
        // Not placed: the sale is open again; a payment that did go through shows on the cart.
        try {
          if (sale.tendering) {
            // A tender in flight is settled from the cart's payments: taken, or not.
            const settled = await settleTendering(sale);
            return { outcome: 'open', cart: settled.cart };
          }
          ctx.save({ ...sale, step: 'open' });
          return { outcome: 'open', cart: ctx.announce(await client.cart(ctx.creds(sale), { priority })) };
        } catch (error) {
          if (isStorefrontError(error) && error.kind === 'not_found') {
            ctx.save(null);
            ctx.announce(null);
            return { outcome: 'gone' };
          }
          throw error;
        }
      }),

    currentNumber: () => ctx.record()?.number ?? null,
  };
}
