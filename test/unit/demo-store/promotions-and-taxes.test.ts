import { describe, expect, it } from 'vitest';
import { choosePromotion, eligibilityError, lineDiscounts, type PromotionRow } from '../../../electron/demo-store/checkout/promotions.js';
import { lineTax } from '../../../electron/demo-store/checkout/taxes.js';

const promo = (over: Partial<PromotionRow>): PromotionRow => ({
  id: 1,
  name: 'P',
  description: null,
  code: 'P',
  kind: 'percent_off_order',
  percent: 10,
  amount_cents: null,
  min_item_total_cents: null,
  starts_at: null,
  expires_at: null,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('promotions', () => {
  it('takes a percentage off each line, rounded half up', () => {
    expect(lineDiscounts(promo({ percent: 10 }), [3600, 2200, 1995])).toEqual([360, 220, 200]);
  });

  it('spreads a fixed amount over the lines in proportion, never more than the items', () => {
    const fixed = promo({ kind: 'amount_off_order', percent: null, amount_cents: 500 });
    expect(lineDiscounts(fixed, [3600, 2200])).toEqual([310, 190]);
    expect(lineDiscounts(fixed, [300])).toEqual([300]);
    expect(lineDiscounts(fixed, [])).toEqual([]);
  });

  it('refuses expired, not yet started, below-minimum and empty orders', () => {
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(eligibilityError(promo({ expires_at: '2026-01-01T00:00:00Z' }), 1000, 'USD', now)).toBe('The coupon code is expired');
    expect(eligibilityError(promo({ starts_at: '2026-03-01T00:00:00Z' }), 1000, 'USD', now)).toBe('The coupon code is expired');
    expect(eligibilityError(promo({ min_item_total_cents: 10_000 }), 9_999, 'USD', now)).toBe("This coupon code can't be applied to orders less than $100.00.");
    expect(eligibilityError(promo({ min_item_total_cents: 10_000 }), 10_000, 'USD', now)).toBeNull();
    expect(eligibilityError(promo({}), 0, 'USD', now)).toBe('This coupon code is not eligible for this order');
  });

  it('lets the largest eligible discount count, not the sum', () => {
    const tenPercent = promo({ id: 1, percent: 10 });
    const fiveOff = promo({ id: 2, kind: 'amount_off_order', percent: null, amount_cents: 500 });
    expect(choosePromotion([tenPercent, fiveOff], [3000], 'USD')?.promotion.id).toBe(2);
    expect(choosePromotion([tenPercent, fiveOff], [8000], 'USD')).toMatchObject({ promotion: { id: 1 }, totalCents: 800 });
    expect(choosePromotion([], [8000], 'USD')).toBeNull();
  });
});

describe('taxes', () => {
  it('adds sales tax on the discounted amount and finds VAT inside a price', () => {
    expect(lineTax({ rate: 0.0625, included_in_price: 0 }, 3240)).toEqual({ additionalCents: 203, includedCents: 0 });
    expect(lineTax({ rate: 0.19, included_in_price: 1 }, 1999)).toEqual({ additionalCents: 0, includedCents: 319 });
    expect(lineTax(null, 1999)).toEqual({ additionalCents: 0, includedCents: 0 });
    expect(lineTax({ rate: 0.0625, included_in_price: 0 }, 0)).toEqual({ additionalCents: 0, includedCents: 0 });
  });
});
