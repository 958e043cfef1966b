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

/** An amount, or null where a blind X report withholds it. */
type Withheld = string | null;

export interface GiftCardShiftFigures {
  /** New cards sold: how many cards (one per gift-card line, of the line's amount) and their amount. */
  sold: { count: number; amount: Withheld };
  /** Cards loaded again (top-ups): how many and their amount. */
  loaded: { count: number; amount: Withheld };
  /** The shift's sales less the cards sold and loaded: what was sold as goods. */
  revenue: Withheld;
  /** Gift-card lines of the shift's sales whose card the store has not issued yet. */
  notIssued: number;
  /** Store credit given to customers in the shift (no cash moves): how many and how much, in the shift's currency. */
  storeCredit: { count: number; amount: string };
}

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
