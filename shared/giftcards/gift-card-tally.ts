/**
 * Gift cards and store credit in a shift, from the till's journal: the cards sold and loaded on
 * its sales (money the store owes the card holders, a liability, not a sale of goods), the sales
 * less those cards (its revenue), the cards the store has not issued yet, and store credit given
 * to customers. Pure and in exact cents. In a blind X report the amounts that add up to the
 * drawer's cash are withheld (shared/shift/blind-count.ts).
 */
import { fromCents, toCents } from '../money.js';
import type { JournalEntry, JournalEntryOf } from '../shift/till-journal.js';
import { GIFT_CARD_CODE_OPTION, isGiftCardSku } from './gift-card-product.js';
import type { GiftCardShiftFigures } from './gift-card-figures.js';

/** What the shift's sales (`during`, in `currency`) sold and loaded as gift cards, with the whole journal's word on which were issued. */
export function giftCardShiftFigures(entries: readonly JournalEntry[], during: readonly JournalEntry[], currency: string): GiftCardShiftFigures {
  const issued = new Set(entries.filter((e) => e.kind === 'giftcard.issued').map((e) => `${e.data.orderNumber}#${e.data.lineItemId}`));
  const sold = { count: 0, cents: 0 };
  const loaded = { count: 0, cents: 0 };
  const credit = { count: 0, cents: 0 };
  let salesCents = 0;
  let notIssued = 0;
  for (const e of during) {
    if (e.kind === 'storecredit.issued' && e.data.currency === currency) {
      credit.count += 1;
      credit.cents += toCents(e.data.amount);
    }
    if (e.kind !== 'sale.completed' || e.data.currency !== currency) continue;
    salesCents += toCents(e.data.total);
    for (const line of giftCardLines(e)) {
      const row = line.options?.[GIFT_CARD_CODE_OPTION] ? loaded : sold;
      row.count += 1;
      row.cents += toCents(line.total);
      if (!issued.has(`${e.data.orderNumber}#${line.lineItemId}`)) notIssued += 1;
    }
  }
  return {
    sold: { count: sold.count, amount: fromCents(sold.cents) },
    loaded: { count: loaded.count, amount: fromCents(loaded.cents) },
    revenue: fromCents(salesCents - sold.cents - loaded.cents),
    notIssued,
    storeCredit: { count: credit.count, amount: fromCents(credit.cents) },
  };
}

function giftCardLines(entry: JournalEntryOf<'sale.completed'>) {
  return (entry.data.lines ?? []).filter((l) => isGiftCardSku(l.sku));
}

/** The figures as a blind X report shows them: counts only (the cards' cash is in the drawer). */
export function blindGiftCardFigures(figures: GiftCardShiftFigures): GiftCardShiftFigures {
  return { ...figures, sold: { ...figures.sold, amount: null }, loaded: { ...figures.loaded, amount: null }, revenue: null };
}
