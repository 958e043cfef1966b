/** Promotions and the store's money held for customers: gift cards and store credit. */
import { dateTime, resource } from '../resource.js';
import { DisplayMoney, Metadata, Money } from './value-schemas.js';
import { z } from '../zod.js';

export const Promotion = resource(
  'promotion',
  z.object({
    name: z.string(),
    description: z.string().nullable().optional(),
    code: z.string().nullable().openapi({ description: 'The coupon code that applied it, when it needs one.' }),
    amount: Money,
    display_amount: DisplayMoney,
    public_metadata: Metadata.optional(),
  }),
).openapi('Promotion');

export const GiftCard = resource(
  'gift_card',
  z.object({
    code: z.string(),
    currency: z.string(),
    amount: Money,
    display_amount: DisplayMoney.optional(),
    amount_used: Money,
    display_amount_used: DisplayMoney.optional(),
    amount_remaining: Money,
    display_amount_remaining: DisplayMoney.optional(),
    expires_at: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
)
  .openapi({ description: 'A gift card paying part of an order (the source of its payment).' })
  .openapi('GiftCard');

export const StoreCredit = resource(
  'store_credit',
  z.object({
    currency: z.string(),
    amount: Money,
    display_amount: DisplayMoney.optional(),
    amount_used: Money,
    display_amount_used: DisplayMoney.optional(),
    amount_remaining: Money,
    display_amount_remaining: DisplayMoney.optional(),
    memo: z.string().nullable().optional(),
    created_at: dateTime().optional(),
    public_metadata: Metadata.optional(),
  }),
)
  .openapi({ description: 'Store credit paying part of an order (the source of its payment).' })
  .openapi('StoreCredit');
