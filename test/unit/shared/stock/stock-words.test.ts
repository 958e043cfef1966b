/**
 * The stock lookup's words and the reorder list: the sale's warning only when it would take units
 * web carts hold (or more than the shelf has), lines of one variant counted together; what caused
 * a movement in words; the reorder CSV with a column per location and text kept from spreadsheets' formulas.
 */
import { describe, expect, it } from 'vitest';
import { englishOf } from '../../../../shared/i18n/words.js';
import { holdWarning, holdWarnings, originatorWords, type SaleLineUnits, type SellingStock } from '../../../../shared/stock/stock-lookup.js';
import { reorderCsv, reorderQuantity } from '../../../../shared/stock/low-stock.js';

const level = (countOnHand: number, heldInCarts: number, backorderable = false) => ({ variantId: '7', countOnHand, backorderable, heldInCarts });
const line = (quantity: number) => ({ variantId: '7', quantity });
/** The warning as English reads it (the page says it in the clerk's language). */
const warned = (sold: SaleLineUnits, stock: SellingStock) => {
  const words = holdWarning(sold, stock);
  return words ? englishOf(words) : null;
};

describe('the sale’s hold warning', () => {
  it('says nothing while the cart stays within what is free', () => {
    expect(warned(line(1), level(2, 1))).toBeNull();
    expect(warned(line(5), level(5, 0))).toBeNull();
  });
  it('warns in words when the cart takes units web carts hold', () => {
    expect(warned(line(1), level(1, 1))).toBe('1 left, held in a web cart');
    expect(warned(line(2), level(2, 1))).toBe('2 left, 1 held in a web cart');
    expect(warned(line(3), level(3, 2))).toBe('3 left, 2 held in web carts');
  });
  it('says the store will refuse more than the shelf has of an item that is not backorderable', () => {
    expect(warned(line(1), level(0, 0))).toBe('None left here: the store will refuse the sale.');
    expect(warned(line(3), level(2, 0))).toBe('Only 2 left here: the store will refuse more.');
    expect(warned(line(3), level(2, 0, true))).toBeNull();
  });
  it('counts the lines of one variant together', () => {
    expect(holdWarnings([line(1), line(1)], [level(2, 1)]).map((w) => [w.variantId, englishOf(w.words)])).toEqual([['7', '2 left, 1 held in a web cart']]);
    expect(holdWarnings([{ variantId: '8', quantity: 1 }], [level(0, 0)])).toEqual([]);
  });
});

describe('stock words', () => {
  it('names what caused a movement', () => {
    expect(originatorWords('Spree::Order', 'R123')).toBe('order R123');
    expect(originatorWords('Spree::CustomerReturn', 'CR9')).toBe('return CR9');
    expect(originatorWords('StockTransfer', 'T1')).toBe('transfer T1');
    expect(originatorWords(null, null)).toBeNull();
  });
  it('writes the reorder list with a column per location', () => {
    const csv = reorderCsv([
      {
        variantId: '7',
        sku: 'TEE-M',
        name: '=Tee, navy',
        threshold: 4,
        thresholdFrom: 'variant',
        countOnHand: 1,
        backorderable: false,
        locations: [
          { locationId: '1', name: 'Store', countOnHand: 1 },
          { locationId: '2', name: 'Warehouse', countOnHand: 0 },
        ],
      },
    ]);
    expect(csv).toBe('SKU,Product,On hand,On hand: Store,On hand: Warehouse,Threshold,Order\r\nTEE-M,"\'=Tee, navy",1,1,0,4,7\r\n');
    expect(reorderQuantity({ threshold: 0, countOnHand: 0 })).toBe(1);
  });
});
