/** A customer's account and wishlists. */
import { ToMany, ToOne } from './jsonapi-schemas.js';
import { AmountOrNull } from './prices.js';
import { resource, TIMESTAMPS } from '../resource.js';
import { Metadata, Money } from './value-schemas.js';
import { z } from '../zod.js';

export const User = resource(
  'user',
  z.object({
    email: z.string().openapi({ format: 'email' }),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    selected_locale: z.string().nullable(),
    store_credits: z
      .union([z.literal(0), Money])
      .openapi({ description: "Unspent store credit in the store's default currency; 0 when there is none, else a decimal string." }),
    completed_orders: z.number().int(),
    tags: z.array(z.string()),
    public_metadata: Metadata,
  }),
  z.object({
    default_billing_address: ToOne.optional(),
    default_shipping_address: ToOne.optional(),
  }),
).openapi('User');

export const Wishlist = resource(
  'wishlist',
  z.object({
    token: z.string(),
    name: z.string(),
    is_private: z.boolean(),
    is_default: z.boolean(),
    variant_included: z.boolean().openapi({ description: 'Whether the variant named by the is_variant_included parameter is on the list.' }),
    ...TIMESTAMPS,
  }),
  z.object({
    wished_items: ToMany.optional(),
  }),
).openapi('Wishlist');

export const WishedItem = resource(
  'wished_item',
  z.object({
    quantity: z.number().int().min(1),
    price: AmountOrNull,
    total: AmountOrNull,
    display_price: z.string().nullable(),
    display_total: z.string().nullable(),
    ...TIMESTAMPS,
  }),
  z.object({
    variant: ToOne.optional(),
  }),
).openapi('WishedItem');
