/**
 * A label's layout: the code is the variant's barcode when the store has one, else its SKU; the
 * name carries the option values and wraps to the label's width in two lines at most; the thermal
 * label's ESC/POS decodes back to the name, the price and a Code 128 barcode of the code, cut after each copy.
 */
import { describe, expect, it } from 'vitest';
import { labelsEscPos } from '../../../../electron/till/labels/label-escpos.js';
import { createEscPosDecoder } from '../../../../electron/till/hardware/simulated-printer/escpos-decoder.js';
import { labelLinesOf, wrapped } from '../../../../shared/labels/label-lines.js';
import type { Product } from '../../../../shared/storefront/types/types.js';

/** Every event in a whole run of bytes. */
function decodeEscPos(bytes: Uint8Array, now?: () => number) {
  const decoder = createEscPosDecoder(now);
  return [...decoder.push(bytes), ...decoder.end()];
}

const product = {
  id: 'p1',
  name: 'Harbour Ceramic Mug',
  sku: 'MUG',
  barcode: null,
  displayPrice: '$12.00',
  variants: [
    { id: 'v1', sku: 'MUG-BLUE', barcode: null, optionsText: 'Color: Blue', displayPrice: '$12.00' },
    { id: 'v2', sku: 'MUG-RED', barcode: '0123456789012', optionsText: 'Color: Red', displayPrice: '$13.50' },
  ],
} as unknown as Product;

describe('label layout', () => {
  it("takes each variant's barcode or SKU, its name with options and its price", () => {
    expect(labelLinesOf(product)).toEqual([
      { variantId: 'v1', code: 'MUG-BLUE', name: 'Harbour Ceramic Mug (Color: Blue)', price: '$12.00', quantity: 1 },
      { variantId: 'v2', code: '0123456789012', name: 'Harbour Ceramic Mug (Color: Red)', price: '$13.50', quantity: 1 },
    ]);
    expect(labelLinesOf({ ...product, variants: [] } as Product)).toEqual([
      { variantId: 'p1', code: 'MUG', name: 'Harbour Ceramic Mug', price: '$12.00', quantity: 1 },
    ]);
  });

  it('wraps a name between words to the width, two lines at most, the cut marked', () => {
    expect(wrapped('Harbour Ceramic Mug (Color: Blue)', 20, 2)).toEqual(['Harbour Ceramic Mug', '(Color: Blue)']);
    expect(wrapped('A very long product name that goes on and on', 12, 2)).toEqual(['A very long', 'product nam…']);
    expect(wrapped('Supercalifragilistic', 8, 2)).toEqual(['Supercal']);
  });

  it('prints a thermal label per copy: the name in bold, the price, the barcode of the code, a partial cut', () => {
    const [blue] = labelLinesOf(product);
    const events = decodeEscPos(labelsEscPos([{ ...blue!, quantity: 2 }], '2.25x1.25in', 'en'));
    const printed = events.filter((e) => (e.kind === 'text' && e.text.trim() !== '') || e.kind === 'barcode' || e.kind === 'cut');
    const one = [
      { kind: 'text', text: expect.stringContaining('Harbour Ceramic Mug (Color: Blue)'), bold: true },
      { kind: 'text', text: expect.stringContaining('$12.00'), width: 2, height: 2 },
      { kind: 'barcode', symbology: 'Code 128', text: 'MUG-BLUE' },
      { kind: 'cut', partial: true },
    ];
    expect(printed).toMatchObject([...one, ...one]);
  });

  it("prints the price as the store's language writes it, when the amount is known; the store's own words otherwise", () => {
    const priced = { ...product, price: '12.5', currency: 'USD', variants: [] } as unknown as Product;
    const [line] = labelLinesOf(priced);
    expect(line).toMatchObject({ price: '$12.00', amount: '12.5', currency: 'USD' });
    const priceOf = (bytes: Uint8Array) => {
      const price = decodeEscPos(bytes).find((e) => e.kind === 'text' && e.width === 2);
      return price?.kind === 'text' ? price.text.trim() : null;
    };
    expect(priceOf(labelsEscPos([line!], '50x25mm', 'de'))).toMatch(/^12,50\s\$$/);
    expect(priceOf(labelsEscPos([line!], '50x25mm', 'en'))).toBe('$12.50');
    expect(priceOf(labelsEscPos([{ ...line!, amount: undefined }], '50x25mm', 'de'))).toBe('$12.00');
    // Arabic's price whole, with no bidi mark or isolate printed as "?" or a stray letter around it.
    expect(priceOf(labelsEscPos([line!], '50x25mm', 'ar'))).toMatch(/^12\.50\sUS\$$/);
  });
});
