/**
 * JSON:API resources of carts and orders: cart/order, line items, shipments, rates, payments and
 * their sources (cards, store credit, gift cards), promotions, addresses, users.
 */
import { addressById } from '../addresses.js';
import { optionsText, productById, variantById } from '../catalog.js';
import { findCountry } from '../countries.js';
import { all, get, type DemoDb } from '../db/database.js';
import type {
  AddressRow, CreditCardRow, LineItemRow, OrderRow, PaymentMethodRow, PaymentRow, ShipmentRow, ShippingMethodRow,
  ShippingRateRow, StockLocationRow, UserRow,
} from '../db/rows.js';
import { trackingUrl } from '../fulfilment.js';
import { giftCardById, remainingOf, type GiftCardRow } from '../gift-cards.js';
import { lineOptionAttributes } from '../line-item-options.js';
import {
  defineResource, jsonObject, relatedList, relatedOrNull, timestamp, type RelationshipDef, type ResourceDef, type SerializeContext,
} from '../jsonapi.js';
import { centsToDecimal, moneyAttributes } from '../money.js';
import { lineItemsOf, ratesOf, selectedRateOf, shipmentsOf, validPaymentsOf } from '../orders.js';
import { creditPaymentsTotal } from '../payment-records.js';
import { creditCardById, paymentMethodById } from '../payments.js';
import type { PromotionRow } from '../promotions.js';
import { availableStoreCredit, type StoreCreditRow } from '../store-credit.js';
import { variantResource } from './catalog.js';

export const addressResource: ResourceDef<AddressRow> = defineResource<AddressRow>({
  type: 'address',
  id: (r) => r.id,
  attributes: (r) => {
    const country = findCountry(r.country_iso);
    return {
      firstname: r.firstname, lastname: r.lastname, address1: r.address1, address2: r.address2, city: r.city,
      zipcode: r.zipcode, phone: r.phone, state_name: r.state_name, state_code: null, company: r.company,
      country_name: country?.name ?? null, country_iso3: country?.iso3 ?? null, country_iso: country?.iso ?? null,
      label: r.label, public_metadata: {},
    };
  },
  relationships: {},
});

export const paymentMethodResource: ResourceDef<PaymentMethodRow> = defineResource<PaymentMethodRow>({
  type: 'payment_method',
  id: (r) => r.id,
  attributes: (r) => ({
    type: r.type,
    name: r.name,
    description: r.description,
    preferences: r.kind === 'card' ? { test_mode: true } : {},
    public_metadata: {},
  }),
  relationships: {},
});

export const creditCardResource: ResourceDef<CreditCardRow> = defineResource<CreditCardRow>({
  type: 'credit_card',
  id: (r) => r.id,
  attributes: (r) => ({
    // The processor token stays on the server: it is what a payment would be charged with.
    cc_type: r.cc_type, last_digits: r.last_digits, month: r.month, year: r.year, name: r.name, default: r.is_default === 1,
    public_metadata: {},
  }),
  relationships: {
    payment_method: {
      target: () => paymentMethodResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(paymentMethodResource, paymentMethodById(ctx.db, r.payment_method_id)),
    },
  },
});

export const paymentResource: ResourceDef<PaymentRow> = defineResource<PaymentRow>({
  type: 'payment',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const order = get<{ currency: string }>(ctx.db, 'SELECT currency FROM orders WHERE id = ?', r.order_id)!;
    const method = paymentMethodById(ctx.db, r.payment_method_id);
    return {
      ...moneyAttributes('amount', r.amount_cents, order.currency),
      response_code: r.response_code,
      number: r.number,
      cvv_response_code: null,
      cvv_response_message: null,
      payment_method_id: String(r.payment_method_id),
      payment_method_name: method?.name ?? null,
      state: r.state,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
      public_metadata: {},
    };
  },
  relationships: {
    source: {
      load: (r, ctx) => {
        if (r.store_credit_id !== null) return relatedOrNull(storeCreditResource, get<StoreCreditRow>(ctx.db, 'SELECT * FROM store_credits WHERE id = ?', r.store_credit_id));
        if (r.gift_card_id !== null) return relatedOrNull(giftCardResource, giftCardById(ctx.db, r.gift_card_id));
        return r.source_id === null ? null : relatedOrNull(creditCardResource, creditCardById(ctx.db, r.source_id));
      },
    },
    payment_method: {
      target: () => paymentMethodResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(paymentMethodResource, paymentMethodById(ctx.db, r.payment_method_id)),
    },
  },
});

export const shippingMethodResource: ResourceDef<ShippingMethodRow> = defineResource<ShippingMethodRow>({
  type: 'shipping_method',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, code: r.code, description: r.description, public_metadata: {} }),
  relationships: {},
});

export const shippingRateResource: ResourceDef<ShippingRateRow> = defineResource<ShippingRateRow>({
  type: 'shipping_rate',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = get<{ currency: string }>(ctx.db,
      'SELECT o.currency FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.id = ?', r.shipment_id)?.currency ?? ctx.currency;
    const method = get<ShippingMethodRow>(ctx.db, 'SELECT * FROM shipping_methods WHERE id = ?', r.shipping_method_id);
    return {
      name: method?.name ?? null,
      selected: r.selected === 1,
      ...moneyAttributes('final_price', r.cost_cents, currency),
      ...moneyAttributes('cost', r.cost_cents, currency),
      ...moneyAttributes('tax_amount', 0, currency),
      final_price_cents: r.cost_cents,
      shipping_method_id: String(r.shipping_method_id),
      free: r.cost_cents === 0,
    };
  },
  relationships: {
    shipping_method: {
      target: () => shippingMethodResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(shippingMethodResource, get<ShippingMethodRow>(ctx.db, 'SELECT * FROM shipping_methods WHERE id = ?', r.shipping_method_id)),
    },
  },
});

export const stockLocationResource: ResourceDef<StockLocationRow> = defineResource<StockLocationRow>({
  type: 'stock_location',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, address1: r.address1, city: r.city, zipcode: r.zipcode, state_name: r.state_name, country_iso: r.country_iso }),
  relationships: {},
});

export const lineItemResource: ResourceDef<LineItemRow> = defineResource<LineItemRow>({
  type: 'line_item',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const variant = variantById(ctx.db, r.variant_id);
    const product = variant ? productById(ctx.db, variant.product_id) : undefined;
    const amount = r.price_cents * r.quantity;
    const discounted = amount + r.promo_total_cents;
    return {
      name: product?.name ?? null,
      quantity: r.quantity,
      slug: product?.slug ?? null,
      options_text: variant ? optionsText(ctx.db, variant.id) : '',
      currency: r.currency,
      ...moneyAttributes('price', r.price_cents, r.currency),
      // The line amount with its promotion and the tax added on top.
      ...moneyAttributes('total', discounted + r.additional_tax_total_cents, r.currency),
      ...moneyAttributes('adjustment_total', r.promo_total_cents + r.additional_tax_total_cents, r.currency),
      ...moneyAttributes('additional_tax_total', r.additional_tax_total_cents, r.currency),
      ...moneyAttributes('discounted_amount', discounted, r.currency),
      ...moneyAttributes('promo_total', r.promo_total_cents, r.currency),
      ...moneyAttributes('included_tax_total', r.included_tax_total_cents, r.currency),
      ...moneyAttributes('pre_tax_amount', discounted - r.included_tax_total_cents, r.currency),
      compare_at_amount: null,
      display_compare_at_amount: null,
      public_metadata: jsonObject(r.public_metadata),
      ...lineOptionAttributes(r.options),
    };
  },
  relationships: {
    variant: {
      target: () => variantResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(variantResource, variantById(ctx.db, r.variant_id)),
    },
    digital_links: { load: () => [] },
  },
});

export const shipmentResource: ResourceDef<ShipmentRow> = defineResource<ShipmentRow>({
  type: 'shipment',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = get<{ currency: string }>(ctx.db, 'SELECT currency FROM orders WHERE id = ?', r.order_id)?.currency ?? ctx.currency;
    return {
      number: r.number,
      ...moneyAttributes('final_price', r.cost_cents, currency),
      state: r.state,
      shipped_at: timestamp(r.shipped_at),
      delivered_at: timestamp(r.delivered_at),
      tracking: r.tracking,
      tracking_url: trackingUrl(r),
      free: r.cost_cents === 0,
      backordered: r.backordered === 1,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
      public_metadata: {},
    };
  },
  relationships: {
    shipping_rates: {
      target: () => shippingRateResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(shippingRateResource, ratesOf(ctx.db, r.id)),
    },
    selected_shipping_rate: {
      target: () => shippingRateResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(shippingRateResource, selectedRateOf(ctx.db, r.id)),
    },
    stock_location: {
      target: () => stockLocationResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(stockLocationResource, get<StockLocationRow>(ctx.db, 'SELECT * FROM stock_locations WHERE id = ?', r.stock_location_id)),
    },
    line_items: {
      target: () => lineItemResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(lineItemResource, all<LineItemRow>(ctx.db,
        'SELECT li.* FROM shipment_items si JOIN line_items li ON li.id = si.line_item_id WHERE si.shipment_id = ? ORDER BY li.id', r.id)),
    },
  },
});

/** A promotion as it applies to one order: `amount` is its discount on the order (negative). */
export interface OrderPromotion {
  promotion: PromotionRow;
  amountCents: number;
  currency: string;
}

export const promotionResource: ResourceDef<OrderPromotion> = defineResource<OrderPromotion>({
  type: 'promotion',
  id: (r) => r.promotion.id,
  attributes: (r) => ({
    name: r.promotion.name,
    description: r.promotion.description,
    code: r.promotion.code,
    ...moneyAttributes('amount', r.amountCents, r.currency),
    public_metadata: {},
  }),
  relationships: {},
});

/** The promotions that take something off the order. */
export function orderPromotions(db: DemoDb, order: OrderRow): OrderPromotion[] {
  return all<PromotionRow & { order_amount_cents: number }>(db,
    `SELECT p.*, op.amount_cents AS order_amount_cents FROM order_promotions op JOIN promotions p ON p.id = op.promotion_id
     WHERE op.order_id = ? AND op.amount_cents != 0 ORDER BY op.created_at, p.id`, order.id)
    .map((row) => ({ promotion: row, amountCents: row.order_amount_cents, currency: order.currency }));
}

export const giftCardResource: ResourceDef<GiftCardRow> = defineResource<GiftCardRow>({
  type: 'gift_card',
  id: (r) => r.id,
  attributes: (r) => ({
    code: r.code,
    currency: r.currency,
    ...moneyAttributes('amount', r.amount_cents, r.currency),
    ...moneyAttributes('amount_used', r.amount_used_cents, r.currency),
    ...moneyAttributes('amount_remaining', remainingOf(r), r.currency),
    expires_at: r.expires_at,
    public_metadata: {},
  }),
  relationships: {},
});

export const storeCreditResource: ResourceDef<StoreCreditRow> = defineResource<StoreCreditRow>({
  type: 'store_credit',
  id: (r) => r.id,
  attributes: (r) => ({
    currency: r.currency,
    ...moneyAttributes('amount', r.amount_cents, r.currency),
    ...moneyAttributes('amount_used', r.amount_used_cents, r.currency),
    ...moneyAttributes('amount_remaining', Math.max(0, r.amount_cents - r.amount_used_cents), r.currency),
    memo: r.memo,
    created_at: timestamp(r.created_at),
    public_metadata: {},
  }),
  relationships: {},
});

export const userResource: ResourceDef<UserRow> = defineResource<UserRow>({
  type: 'user',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    selected_locale: r.selected_locale,
    // As the interface sends it: the number 0 without credit, else a decimal string (store default currency).
    store_credits: storeCreditsAttribute(ctx.db, r.id, ctx.currency),
    completed_orders: get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND completed_at IS NOT NULL', r.id)?.n ?? 0,
    tags: [],
    public_metadata: jsonObject(r.public_metadata),
  }),
  relationships: {
    default_billing_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, addressById(ctx.db, r.bill_address_id)),
    },
    default_shipping_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, addressById(ctx.db, r.ship_address_id)),
    },
  },
});

function storeCreditsAttribute(db: DemoDb, userId: number, currency: string): number | string {
  const store = get<{ default_currency: string }>(db, 'SELECT default_currency FROM stores ORDER BY id LIMIT 1');
  const cents = availableStoreCredit(db, userId, store?.default_currency ?? currency);
  return cents === 0 ? 0 : centsToDecimal(cents);
}

export function orderAttributes(r: OrderRow, ctx: SerializeContext): Record<string, unknown> {
  const c = r.currency;
  const credits = creditPaymentsTotal(ctx.db, r.id);
  const preTaxItems = r.item_total_cents + r.promo_total_cents - r.included_tax_total_cents;
  return {
    number: r.number,
    token: r.token,
    email: r.email,
    currency: c,
    state: r.state,
    payment_state: r.payment_state,
    shipment_state: r.shipment_state,
    item_count: r.item_count,
    special_instructions: r.special_instructions,
    ...moneyAttributes('item_total', r.item_total_cents, c),
    ...moneyAttributes('total', r.total_cents, c),
    ...moneyAttributes('ship_total', r.ship_total_cents, c),
    ...moneyAttributes('adjustment_total', r.additional_tax_total_cents + r.promo_total_cents, c),
    ...moneyAttributes('included_tax_total', r.included_tax_total_cents, c),
    ...moneyAttributes('additional_tax_total', r.additional_tax_total_cents, c),
    ...moneyAttributes('tax_total', r.tax_total_cents, c),
    ...moneyAttributes('promo_total', r.promo_total_cents, c),
    ...moneyAttributes('pre_tax_item_amount', preTaxItems, c),
    ...moneyAttributes('pre_tax_total', preTaxItems + r.ship_total_cents, c),
    ...moneyAttributes('total_minus_store_credits', r.total_cents - credits, c),
    ...moneyAttributes('payment_total', r.payment_total_cents, c),
    subtotal_cents: r.item_total_cents,
    ship_total_cents: r.ship_total_cents,
    store_credit_total_cents: credits,
    promo_total_cents: Math.abs(r.promo_total_cents),
    tax_total_cents: r.tax_total_cents,
    total_cents: r.total_cents,
    total_minus_store_credits_cents: r.total_cents - credits,
    completed_at: timestamp(r.completed_at),
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
    public_metadata: JSON.parse(r.public_metadata || '{}') as unknown,
  };
}

export const orderRelationships: Record<string, RelationshipDef<OrderRow>> = {
  line_items: {
    target: () => lineItemResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(lineItemResource, lineItemsOf(ctx.db, r.id)),
  },
  variants: {
    target: () => variantResource as ResourceDef<unknown>,
    load: (r, ctx) => {
      const ids = [...new Set(lineItemsOf(ctx.db, r.id).map((li) => li.variant_id))];
      return relatedList(variantResource, ids.map((id) => variantById(ctx.db, id)).filter((v) => v !== undefined));
    },
  },
  promotions: {
    target: () => promotionResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(promotionResource, orderPromotions(ctx.db, r)),
  },
  gift_card: {
    target: () => giftCardResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(giftCardResource, giftCardById(ctx.db, r.gift_card_id)),
  },
  payments: {
    target: () => paymentResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(paymentResource, validPaymentsOf(ctx.db, r.id)),
  },
  shipments: {
    target: () => shipmentResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(shipmentResource, shipmentsOf(ctx.db, r.id)),
  },
  user: {
    target: () => userResource as ResourceDef<unknown>,
    load: (r, ctx) => (r.user_id === null ? null : relatedOrNull(userResource, get<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = ?', r.user_id))),
  },
  billing_address: {
    target: () => addressResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(addressResource, addressById(ctx.db, r.bill_address_id)),
  },
  shipping_address: {
    target: () => addressResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(addressResource, addressById(ctx.db, r.ship_address_id)),
  },
};

/** Cart, checkout and order-status answers: type `cart`. */
export const cartResource: ResourceDef<OrderRow> = defineResource<OrderRow>({
  type: 'cart',
  id: (r) => r.id,
  attributes: (r, ctx) => orderAttributes(r, ctx),
  relationships: orderRelationships,
});

/** Account and platform order answers: the same fields with type `order`. */
export const orderResource: ResourceDef<OrderRow> = defineResource<OrderRow>({
  type: 'order',
  id: (r) => r.id,
  attributes: (r, ctx) => orderAttributes(r, ctx),
  relationships: orderRelationships,
});
