/**
 * Barcode labels for the shelf: one line of the queue per variant (the code its barcode carries,
 * the name with its option values, the price as the store shows it, how many), the label sizes the
 * till prints, and a label's text laid out for a thermal label's width. The code is the variant's
 * barcode when the store has one, else its SKU: the scanner types it back and the Sell screen finds it.
 * A label's price is written in the store's language when its amount is known (a label is for customers).
 */
import { moneyText, type FormatPlace } from '../i18n/formats.js';
import { toCents } from '../money.js';
import type { Product, Variant } from '../storefront/types/types.js';

export interface LabelLine {
  variantId: string;
  /** What the barcode carries: the variant's barcode, else its SKU. */
  code: string;
  /** The product's name, with the variant's option values. */
  name: string;
  /** The price as the store shows it ("$19.99"); '' when the store gives none. */
  price: string;
  /** The price as a decimal amount ("19.99") and its currency, when known: printed as the store's language writes it. */
  amount?: string | undefined;
  currency?: string | undefined;
  /** How many labels. */
  quantity: number;
}

/** Thermal labels on the receipt printer: 2.25" × 1.25" and 50 × 25 mm. */
export type ThermalLabelSize = '2.25x1.25in' | '50x25mm';
/** Sheets of labels printed as a page (A4 or Letter): 3 × 10 (Avery 5160 style) on Letter, 3 × 8 on A4. */
export type LabelSheetSize = 'letter-3x10' | 'a4-3x8';
export type LabelSize = ThermalLabelSize | LabelSheetSize;

/** Each size's columns (its name in words is the page's: renderer/features/labels/label-size-words.ts). */
export const THERMAL_LABEL_SIZES: Record<ThermalLabelSize, { columns: number }> = {
  // 203 dpi: 2.25" is 457 dots, 38 characters of 12 dots, and 50 mm 400 dots, 33 characters; the
  // encoder lays out 35 and 32 columns (its nearest widths), a margin each side.
  '2.25x1.25in': { columns: 35 },
  '50x25mm': { columns: 32 },
};

export const LABEL_SHEETS: Record<LabelSheetSize, { columns: number; rows: number; page: 'letter' | 'A4' }> = {
  'letter-3x10': { columns: 3, rows: 10, page: 'letter' },
  'a4-3x8': { columns: 3, rows: 8, page: 'A4' },
};

export const isThermal = (size: LabelSize): size is ThermalLabelSize => size in THERMAL_LABEL_SIZES;

/** The most labels one print may hold. */
export const MOST_LABELS = 500;

/** The amount and currency of a price, when there is one. */
function amountOf(priced: Pick<Product | Variant, 'price' | 'currency'>): Pick<LabelLine, 'amount' | 'currency'> {
  return priced.price && priced.currency ? { amount: priced.price, currency: priced.currency } : {};
}

/** One label line per sellable variant of `product` (one label each), its barcode's code chosen. */
export function labelLinesOf(product: Product): LabelLine[] {
  const variants = product.variants.length > 0 ? product.variants : null;
  if (!variants) {
    const code = product.barcode || product.sku;
    return code ? [{ variantId: product.id, code, name: product.name, price: product.displayPrice ?? '', quantity: 1, ...amountOf(product) }] : [];
  }
  return variants.flatMap((variant) => {
    const code = variant.barcode || variant.sku;
    if (!code) return [];
    const name = variant.optionsText ? `${product.name} (${variant.optionsText})` : product.name;
    const priced = variant.displayPrice ? amountOf(variant) : amountOf(product);
    return [{ variantId: variant.id, code, name, price: variant.displayPrice ?? product.displayPrice ?? '', quantity: 1, ...priced }];
  });
}

/** The price a label prints, in `place`'s language ("19,99 €" in German); the store's own words when the amount is not known. */
export function labelPrice(line: Pick<LabelLine, 'price' | 'amount' | 'currency'>, place: FormatPlace): string {
  return line.amount && line.currency ? moneyText(toCents(line.amount), line.currency, place) : line.price;
}

/** `text` in lines of at most `columns` characters, broken between words, at most `most` lines (the last ends "…" when cut). */
export function wrapped(text: string, columns: number, most: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= columns) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > columns ? word.slice(0, columns) : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  const last = kept[most - 1]!;
  kept[most - 1] = `${last.length >= columns ? last.slice(0, columns - 1) : last}…`;
  return kept;
}
