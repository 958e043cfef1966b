import { describe, expect, it } from 'vitest';
import { estimatedTaxCents, observedRate, taxWords } from '../../../shared/offline/offline-tax.js';

describe('tax on an offline sale', () => {
  it('reads the store’s rate from a placed walk-in order: its tax over its items after promotions', () => {
    expect(observedRate({ itemTotal: '40.00', promoTotal: '0.00', shipTotal: '0.00', taxTotal: '3.30' })).toBe('0.082500');
    expect(observedRate({ itemTotal: '50.00', promoTotal: '-10.00', shipTotal: '0.00', taxTotal: '2.00' })).toBe('0.050000');
    expect(observedRate({ itemTotal: '20.00', promoTotal: '0.00', shipTotal: '0.00', taxTotal: '0.00' })).toBe('0.000000');
  });

  it('reads no rate from an order with nothing taxable or with shipping (its tax cannot be told apart)', () => {
    expect(observedRate({ itemTotal: '10.00', promoTotal: '-10.00', shipTotal: '0.00', taxTotal: '0.00' })).toBeNull();
    expect(observedRate({ itemTotal: '40.00', promoTotal: '0.00', shipTotal: '5.00', taxTotal: '3.71' })).toBeNull();
  });

  it('estimates to the cent, half up, and charges none without a rate', () => {
    expect(estimatedTaxCents(4_000, '0.082500')).toBe(330);
    expect(estimatedTaxCents(1_999, '0.082500')).toBe(165); // 164.9175
    expect(estimatedTaxCents(200, '0.062500')).toBe(13); // 12.5 → 13
    expect(estimatedTaxCents(4_000, null)).toBe(0);
  });

  it('says on the receipt how the tax was reached', () => {
    expect(taxWords('0.082500')).toContain('8.25%');
    expect(taxWords(null)).toContain('Tax to be added by the store');
  });
});
