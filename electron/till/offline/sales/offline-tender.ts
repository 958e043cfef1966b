/**
 * Cash for the whole offline sale: checked against what is due and the limits once more, written
 * to the journal as an `offline.sale` entry (flushed) before its receipt is answered, and the sale
 * in progress is over.
 */
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { fromCents, moneyValue, toCents } from '../../../../shared/money.js';
import { offlineCart, offlineTotals, type OfflineCartRecord, type OfflineTotals } from '../../../../shared/offline/offline-cart.js';
import type { OfflineSale } from '../../../../shared/offline/offline-sales.js';
import type { OfflineSaleDiscount } from '../../../../shared/offline/offline-discounts.js';
import { taxWords } from '../../../../shared/offline/offline-tax.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { OfflineSales } from './offline-sales-api.js';
import type { OfflineSalesContext } from './offline-sales-context.js';
import type { OfflineSalesStatus } from './offline-sales-status.js';
import { defineMessages, englishOf, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  addItem: { id: 'offline.refusal.addItem', defaultMessage: 'Add an item to the sale first.' },
  cashInFull: { id: 'offline.refusal.cashInFull', defaultMessage: 'An offline sale is paid in cash in full: {due} is due.' },
});

/** The sale's discounts as the journal keeps them: each share by its line's variant. */
function journaledDiscounts(current: OfflineCartRecord): OfflineSaleDiscount[] {
  const variantOf = (lineId: string) => current.lines.find((l) => l.id === lineId)?.variantId ?? lineId;
  return (current.discounts ?? []).map((d) => ({
    kind: d.kind,
    size: d.size,
    percent: d.percent,
    reason: d.reason,
    amount: fromCents(-d.shares.reduce((sum, s) => sum + s.cents, 0)),
    staff: d.staff,
    approver: d.approver,
    shares: d.shares.map((s) => ({ variantId: variantOf(s.lineId), amount: fromCents(-s.cents), lineId: s.lineId })),
  }));
}

/** The sale as the journal keeps it: its lines as sold, its totals, the cash handed over and the change. */
function journaledSale(
  current: OfflineCartRecord,
  totals: OfflineTotals,
  tendered: number,
  { takenAt, staff }: Pick<OfflineSale, 'takenAt' | 'staff'>,
): OfflineSale {
  return {
    ref: current.ref,
    takenAt,
    staff,
    currency: current.currency,
    lines: current.lines.map((l) => {
      const options = l.customOptions;
      return {
        variantId: l.variantId,
        sku: l.sku,
        name: l.optionsText ? `${l.name} (${l.optionsText})` : l.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: fromCents(toCents(l.unitPrice) * l.quantity),
        ...(options ? { options } : {}),
      };
    }),
    itemTotal: fromCents(totals.itemCents),
    ...(current.discounts && current.discounts.length > 0 ? { discounts: journaledDiscounts(current) } : {}),
    taxTotal: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
    cashTendered: fromCents(tendered),
    change: fromCents(tendered - totals.totalCents),
  };
}

/** The receipt of the sale taken: its cart complete and paid in cash, with its offline reference and tax note. */
function offlineReceipt(current: OfflineCartRecord, sale: OfflineSale, storeName: string): Receipt {
  const cart = offlineCart(current);
  return {
    order: {
      ...cart,
      state: 'complete',
      completedAt: sale.takenAt,
      payments: [{ id: `${current.ref}-cash`, number: current.ref, amount: sale.total, state: 'completed', paymentMethodId: null, paymentMethodName: 'Cash' }],
    },
    storeName,
    paymentMethodName: 'Cash',
    tendered: sale.cashTendered,
    change: sale.change,
    printedAt: sale.takenAt,
    servedBy: sale.staff?.name ?? null,
    offline: { ref: current.ref, taxNote: taxWords(current.taxRate) },
  };
}

export function offlineTenderCalls(
  ctx: OfflineSalesContext,
  { tellStatus, requireWithinLimits }: Pick<OfflineSalesStatus, 'tellStatus' | 'requireWithinLimits'>,
): Pick<OfflineSales, 'tenderCash'> {
  const { options, journal, settings, keys } = ctx;
  return {
    tenderCash(tender) {
      const current = ctx.requireSale();
      if (current.lines.length === 0) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.addItem) });
      const totals = offlineTotals(current);
      const tendered = toCents(tender.tendered);
      if (tendered < totals.totalCents) {
        const words = wordsOf(messages.cashInFull, {}, { due: moneyValue(totals.totalCents, current.currency) });
        throw new TillRefusal({
          kind: 'invalid_input',
          message: words,
          // The field's reason is the refusal's own English: the page says both in the clerk's language.
          fieldErrors: { tendered: [englishOf(words)] },
        });
      }
      requireWithinLimits(totals.totalCents, current.currency);
      const staff = journal.who();
      const sale = journaledSale(current, totals, tendered, { takenAt: ctx.now().toISOString(), staff });
      // Written and flushed before anything else: the receipt is answered only for a sale on disk.
      journal.append('offline.sale', sale, staff);
      settings.delete(keys.cart);
      const receipt = offlineReceipt(current, sale, options.storeName());
      options.onCart?.(null);
      tellStatus();
      return receipt;
    },
  };
}
