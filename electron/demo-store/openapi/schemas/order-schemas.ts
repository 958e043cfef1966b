/** An order and what hangs off it: line items, addresses, shipments and their rates, stock locations, payments, cards. */
import { ToMany, ToOne } from './jsonapi-schemas.js';
import { AmountOrNull } from './prices.js';
import { dateTime, resource, TIMESTAMPS } from '../resource.js';
import { DisplayMoney, Metadata, Money } from './value-schemas.js';
import { z } from '../zod.js';

export const Order = z
  .object({
    id: z.string(),
    type: z.enum(['cart', 'order']),
    attributes: z.object({
      number: z.string().openapi({ example: 'R123456789' }),
      token: z.string().openapi({ description: 'The order token; send it as X-Shop-Order-Token for every later call on this cart.' }),
      email: z.string().nullable(),
      currency: z.string(),
      state: z.enum(['cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled', 'resumed', 'awaiting_return', 'returned']),
      payment_state: z.enum(['balance_due', 'paid', 'credit_owed', 'failed', 'void']).nullable(),
      shipment_state: z.enum(['pending', 'ready', 'partial', 'shipped', 'delivered', 'backorder', 'canceled', 'returned']).nullable(),
      item_count: z.number().int().min(0),
      special_instructions: z.string().nullable().optional(),
      item_total: Money,
      display_item_total: DisplayMoney,
      total: Money,
      display_total: DisplayMoney,
      ship_total: Money,
      display_ship_total: DisplayMoney,
      adjustment_total: Money.optional(),
      display_adjustment_total: DisplayMoney.optional(),
      included_tax_total: Money.optional(),
      display_included_tax_total: DisplayMoney.optional(),
      additional_tax_total: Money.optional(),
      display_additional_tax_total: DisplayMoney.optional(),
      tax_total: Money,
      display_tax_total: DisplayMoney,
      promo_total: Money,
      display_promo_total: DisplayMoney,
      pre_tax_item_amount: Money.optional(),
      display_pre_tax_item_amount: DisplayMoney.optional(),
      pre_tax_total: Money.optional(),
      display_pre_tax_total: DisplayMoney.optional(),
      total_minus_store_credits: Money.optional(),
      display_total_minus_store_credits: DisplayMoney.optional(),
      payment_total: Money,
      display_payment_total: DisplayMoney,
      subtotal_cents: z.number().int().optional(),
      ship_total_cents: z.number().int().optional(),
      store_credit_total_cents: z.number().int().optional(),
      promo_total_cents: z.number().int().optional(),
      tax_total_cents: z.number().int().optional(),
      total_cents: z.number().int().optional(),
      total_minus_store_credits_cents: z.number().int().optional(),
      completed_at: dateTime().nullable(),
      ...TIMESTAMPS,
      public_metadata: Metadata.optional(),
    }),
    relationships: z.object({
      line_items: ToMany,
      variants: ToMany,
      promotions: ToMany.openapi({ description: 'The promotions that take something off the order (the amount of each is its discount).' }),
      gift_card: ToOne.openapi({ description: 'The gift card applied to the order, or null.' }),
      payments: ToMany,
      shipments: ToMany,
      user: ToOne,
      billing_address: ToOne,
      shipping_address: ToOne,
    }),
  })
  .openapi({ description: "A cart (type 'cart', while checking out) or a completed order (type 'order')." })
  .openapi('Order');

export const LineItem = resource(
  'line_item',
  z.object({
    name: z.string().nullable(),
    quantity: z.number().int().min(1),
    slug: z.string().nullable(),
    options_text: z.string(),
    gift_note: z.string().nullable().openapi({ description: 'A custom option this store registers.' }).optional(),
    monogram: z.string().nullable().openapi({ description: 'A custom option this store registers.' }).optional(),
    gift_card_code: z.string().nullable().openapi({ description: 'A custom option this store registers: the gift card a gift-card line loads.' }).optional(),
    currency: z.string(),
    price: Money,
    display_price: DisplayMoney,
    total: Money,
    display_total: DisplayMoney,
    adjustment_total: Money.optional(),
    display_adjustment_total: DisplayMoney.optional(),
    additional_tax_total: Money.optional(),
    display_additional_tax_total: DisplayMoney.optional(),
    discounted_amount: Money.optional(),
    display_discounted_amount: DisplayMoney.optional(),
    promo_total: Money.optional(),
    display_promo_total: DisplayMoney.optional(),
    included_tax_total: Money.optional(),
    display_included_tax_total: DisplayMoney.optional(),
    pre_tax_amount: Money.optional(),
    display_pre_tax_amount: DisplayMoney.optional(),
    compare_at_amount: AmountOrNull.optional(),
    display_compare_at_amount: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
  z.object({
    variant: ToOne,
    digital_links: ToMany.optional(),
  }),
).openapi('LineItem');

export const Address = resource(
  'address',
  z.object({
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    company: z.string().nullable().optional(),
    address1: z.string().nullable(),
    address2: z.string().nullable().optional(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    phone: z.string().nullable().optional(),
    state_name: z.string().nullable().optional(),
    state_code: z.string().nullable().optional(),
    country_name: z.string().nullable().optional(),
    country_iso3: z.string().nullable().optional(),
    country_iso: z.string().nullable(),
    label: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('Address');

export const Shipment = resource(
  'shipment',
  z.object({
    number: z.string().openapi({ example: 'H12345678901' }),
    final_price: Money,
    display_final_price: DisplayMoney,
    state: z.enum(['pending', 'ready', 'shipped', 'delivered', 'canceled']),
    shipped_at: dateTime().nullable(),
    delivered_at: dateTime().nullable(),
    tracking: z.string().nullable(),
    tracking_url: z.string().nullable().openapi({ format: 'uri' }),
    free: z.boolean(),
    backordered: z.boolean().openapi({ description: 'True for the shipment of back-ordered items, which ships later.' }),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    shipping_rates: ToMany,
    selected_shipping_rate: ToOne,
    stock_location: ToOne,
    line_items: ToMany,
  }),
).openapi('Shipment');

export const ShippingRate = z
  .object({
    id: z.string().nullable().openapi({ description: 'Null for estimates (GET /cart/estimate_shipping_rates), which belong to no shipment.' }),
    type: z.enum(['shipping_rate']),
    attributes: z.object({
      name: z.string().nullable(),
      selected: z.boolean(),
      final_price: Money,
      display_final_price: DisplayMoney,
      cost: Money,
      display_cost: DisplayMoney,
      tax_amount: Money.optional(),
      display_tax_amount: DisplayMoney.optional(),
      final_price_cents: z.number().int().optional(),
      shipping_method_id: z.string(),
      free: z.boolean(),
    }),
    relationships: z.object({}).optional(),
  })
  .openapi('ShippingRate');

export const ShippingMethod = resource(
  'shipping_method',
  z.object({
    name: z.string(),
    code: z.string(),
    description: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('ShippingMethod');

export const StockLocation = resource(
  'stock_location',
  z.object({
    name: z.string(),
    address1: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    zipcode: z.string().nullable().optional(),
    state_name: z.string().nullable().optional(),
    country_iso: z.string(),
  }),
).openapi('StockLocation');

export const PaymentMethod = resource(
  'payment_method',
  z.object({
    type: z.string().openapi({ description: 'The kind of method; its source needs differ (a card token for the test card gateway, nothing for cash).' }),
    name: z.string().openapi({ example: 'Test card' }),
    description: z.string().nullable().optional(),
    preferences: z.object({}).optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('PaymentMethod');

export const Payment = resource(
  'payment',
  z.object({
    amount: Money,
    display_amount: DisplayMoney,
    response_code: z.string().nullable().optional(),
    number: z.string(),
    cvv_response_code: z.string().nullable().optional(),
    cvv_response_message: z.string().nullable().optional(),
    payment_method_id: z.string(),
    payment_method_name: z.string().nullable().optional(),
    state: z.enum(['checkout', 'pending', 'processing', 'completed', 'failed', 'void', 'invalid']),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    source: ToOne.optional(),
    payment_method: ToOne.optional(),
  }),
).openapi('Payment');

export const CreditCard = resource(
  'credit_card',
  z
    .object({
      cc_type: z.string().nullable().openapi({ example: 'visa' }),
      last_digits: z.string().nullable().openapi({ example: '4242' }),
      month: z.number().int().nullable(),
      year: z.number().int().nullable(),
      name: z.string(),
      default: z.boolean(),
      public_metadata: Metadata.optional(),
    })
    .openapi({ description: "A saved card as the processor token's holder sees it; the token itself is never sent." }),
  z
    .object({
      payment_method: ToOne.optional(),
    })
    .optional(),
).openapi('CreditCard');
