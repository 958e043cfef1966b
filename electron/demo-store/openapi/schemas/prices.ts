/** How amounts are written: two decimals; a product's or variant's prices in the asked currency. */
import { z } from '../zod.js';

/** A decimal amount with two decimals, as every amount of the interface is written. */
export const AMOUNT = /^-?[0-9]+\.[0-9]{2}$/;

/** An amount where there may be none (no price in the asked currency): inline, as 3.0 allows no nullable reference. */
export const AmountOrNull = z.string().regex(AMOUNT).nullable();

/** A product's or variant's prices in the asked currency (null where it has none). */
export const PRICES = {
  currency: z.string().openapi({ example: 'USD' }),
  price: AmountOrNull,
  display_price: z.string().nullable(),
  compare_at_price: AmountOrNull,
  display_compare_at_price: z.string().nullable(),
};
