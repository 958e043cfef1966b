/**
 * Setting the sale in progress aside (parked, its cart kept as last shown) and making a parked
 * sale current again, each in one sale step; and discarding the sale in progress, which a
 * manager approves when it may hold money.
 */
import { judgeSaleChange } from '../../../../shared/sale/sale-with-tenders-rules.js';
import { discardWords } from './sale-change-words.js';
import { paysSomething } from '../../../../shared/sale/tenders.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { wasPlaced } from '../checkout-steps.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SaleContext, SaleRecord } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import type { SaleSerial } from './sale-serial.js';
import type { ResumedSale, SaleService } from './sale-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  paymentUnconfirmed: {
    id: 'sell.refusal.paymentUnconfirmed',
    defaultMessage: 'Sale {number} cannot be parked: its payment is not confirmed yet. Check with the store first.',
  },
  emptyCart: { id: 'sell.refusal.emptyCart', defaultMessage: 'The cart is empty: there is nothing to park.' },
  saleInProgress: { id: 'sell.refusal.saleInProgress', defaultMessage: 'Sale {number} is in progress: park it or finish it before resuming another.' },
  exchangeCredit: {
    id: 'sell.refusal.exchangeCredit',
    defaultMessage: 'This sale carries an exchange’s credit (goods already taken back): finish it, paying what is left, or park it. It cannot be discarded.',
  },
});

type ParkCalls = Pick<SaleService, 'park' | 'resume' | 'discard'>;

export function saleParkCalls(
  ctx: SaleContext,
  { serial }: Pick<SaleSerial, 'serial'>,
  { completedOrder, placedBeforeComplete }: Pick<SaleReconciliation, 'completedOrder' | 'placedBeforeComplete'>,
  { guard }: Pick<SaleCartChanges, 'guard'>,
): ParkCalls {
  const { client, priority, options } = ctx;

  /** The sale's cart as last shown, or read from the store; null when the store no longer has it. */
  const cartIfAny = async (sale: SaleRecord): Promise<Cart | null> => {
    const shown = ctx.shownCart(sale);
    if (shown) return shown;
    try {
      return await client.cart(ctx.creds(sale), { priority });
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  return {
    park: (keep) =>
      serial(async () => {
        const sale = ctx.requireSale();
        if (sale.step !== 'open') {
          throw new TillRefusal({
            kind: 'validation',
            message: wordsOf(messages.paymentUnconfirmed, { number: sale.number }),
          });
        }
        const cart = ctx.shownCart(sale) ?? (await client.cart(ctx.creds(sale), { priority }));
        if (wasPlaced(cart)) return void (await placedBeforeComplete(cart, sale));
        if (cart.lineItems.length === 0) {
          throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.emptyCart) });
        }
        await guard(sale, 'park');
        await keep(
          {
            token: sale.token,
            number: sale.number,
            account: sale.account ?? null,
            currency: sale.currency ?? null,
            lineOptions: sale.lineOptions ?? {},
            // The tenders taken stay on the cart at the store; what each was (and the cash handed over) goes with it.
            tenders: { cashHanded: sale.cashHanded ?? null, names: sale.tenderNames ?? {} },
          },
          cart,
        );
        ctx.state.pendingAdd = null;
        ctx.save(null);
        ctx.announce(null);
      }),

    resume: (parked, taken) =>
      serial(async (): Promise<ResumedSale> => {
        const open = ctx.record();
        if (open) {
          throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.saleInProgress, { number: open.number }) });
        }
        const sale: SaleRecord = {
          token: parked.token,
          number: parked.number,
          step: 'open',
          account: parked.account,
          currency: parked.currency,
          lineOptions: parked.lineOptions,
          ...(parked.tenders ? { cashHanded: parked.tenders.cashHanded, tenderNames: parked.tenders.names } : {}),
        };
        let cart: Cart;
        try {
          cart = await client.cart(ctx.creds(sale), { priority });
        } catch (error) {
          if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
          const order = await completedOrder(sale);
          return order ? { outcome: 'placed', order } : { outcome: 'gone' };
        }
        if (wasPlaced(cart)) return { outcome: 'placed', order: (await completedOrder(sale).catch(() => null)) ?? cart };
        await guard(sale, 'resume');
        ctx.save(sale);
        // The cashier has moved on: an earlier receipt is not offered again.
        ctx.settings.delete(ctx.keys.unseenReceipt);
        await taken();
        return { outcome: 'open', cart: ctx.announce(cart)! };
      }),

    discard: (how) =>
      serial(async () => {
        const sale = ctx.record();
        if (!sale) return;
        // An exchange's credit is the value of goods the store has taken back: the sale is finished, never dropped with it.
        if (ctx.shownCart(sale)?.payments.some((p) => /exchange credit/i.test(p.paymentMethodName) && paysSomething(p))) {
          throw new TillRefusal({
            kind: 'validation',
            message: wordsOf(messages.exchangeCredit),
          });
        }
        if (options.requireManager && !how?.approved) {
          // A payment being sent or an order being placed may hold money: judged as a sale that has one.
          const unsure = sale.step === 'paying' || sale.step === 'completing';
          const judged = judgeSaleChange('discard', unsure ? null : await cartIfAny(sale), unsure);
          if (judged.verdict === 'manager') options.requireManager({ method: 'sale.discard', record: sale.number }, discardWords('sale', sale.number));
        }
        try {
          await client.deleteCart(ctx.creds(sale), { priority });
        } catch (error) {
          if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
        }
        const shown = ctx.shownCart(sale);
        options.journal?.append('sale.discarded', {
          orderNumber: sale.number,
          currency: shown?.currency ?? '',
          total: shown?.total ?? '0',
          itemCount: shown?.lineItems.reduce((n, l) => n + l.quantity, 0) ?? 0,
        });
        ctx.save(null);
        ctx.announce(null);
      }),
  };
}
