/**
 * The sale at the counter: one cart at a time, from the first line to the receipt.
 *
 * The sale in progress (its cart token, number and step) is written to the settings file before
 * each step that can place an order, so a crash or a lost answer never loses a sale or places it
 * twice: `complete` is never sent again without first asking the store whether the order already
 * completed (GET /order_status with the cart's token). Only that deliberate complete may place the
 * order: the steps before it never ask the store to go further than `delivery` (checkout-steps.ts),
 * and an answer that shows the order placed anyway ends the sale with its receipt, in words.
 *
 * The service is made of parts sharing one context (sale-context.ts): the lines, the checkout,
 * payment in one go and by tenders, reconciling with the store, parking; each part takes the
 * context (and the parts it calls on) and gives its calls.
 */
import { createSaleContext, type SaleServiceOptions } from './service/sale-context.js';
import { saleCartChanges } from './service/sale-cart-changes.js';
import { saleCheckoutCalls } from './service/sale-checkout.js';
import { saleLineCalls } from './service/sale-lines.js';
import { saleParkCalls } from './service/sale-park.js';
import { salePayment } from './service/sale-payment.js';
import { salePaymentCalls } from './service/sale-payment-calls.js';
import { saleReceipts } from './service/sale-receipts.js';
import { saleReconciliation } from './service/sale-reconciliation.js';
import { saleSerial } from './service/sale-serial.js';
import { saleStatusCalls } from './service/sale-status-calls.js';
import { cashTenderStep, saleTenderCalls } from './service/sale-tenders-flow.js';
import type { SaleService } from './service/sale-api.js';

export type { SaleServiceOptions } from './service/sale-context.js';
export type { ParkedSale, SaleService } from './service/sale-api.js';

export function createSaleService(options: SaleServiceOptions): SaleService {
  const ctx = createSaleContext(options);
  const steps = saleSerial(ctx);
  const receipts = saleReceipts(ctx);
  const reconciliation = saleReconciliation(ctx, receipts);
  const changes = saleCartChanges(ctx, reconciliation);
  const payment = salePayment(ctx, receipts, reconciliation, changes);
  const cashTender = cashTenderStep(ctx, { receipts, reconciliation, changes, payment });
  return {
    ...saleStatusCalls(ctx, steps, receipts, reconciliation),
    ...saleLineCalls(ctx, steps, changes),
    ...saleCheckoutCalls(ctx, steps, changes),
    ...salePaymentCalls(ctx, steps, receipts, reconciliation, changes, payment, cashTender),
    ...saleTenderCalls(ctx, { serial: steps.serial, receipts, reconciliation, changes, payment }),
    ...saleParkCalls(ctx, steps, reconciliation, changes),
  };
}
