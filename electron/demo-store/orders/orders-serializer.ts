/**
 * JSON:API resources of carts and orders: cart/order, line items, shipments, rates, payments and
 * their sources (cards, store credit, gift cards), promotions, addresses, users.
 */
import { prefetchRows, rowsOf, type BatchScope, type Relation } from '../jsonapi/batch-reads.js';
import { productsById, variantOptions, variantsById } from '../catalog/catalog-relations.js';
import { findCountry } from '../catalog/countries.js';
import type {
  AddressRow,
  CreditCardRow,
  LineItemRow,
  OrderRow,
  PaymentMethodRow,
  PaymentRow,
  ShipmentRow,
  ShippingMethodRow,
  ShippingRateRow,
  StockLocationRow,
  UserRow,
} from '../db/rows.js';
import { trackingUrl } from './fulfilment.js';
import { remainingOf, type GiftCardRow } from '../payments/gift-cards.js';
import { lineOptionAttributes } from '../checkout/line-item-options.js';
import {
  defineResource,
  jsonObject,
  relatedList,
  relatedOrNull,
  timestamp,
  type RelationshipDef,
  type ResourceDef,
  type SerializeContext,
} from '../jsonapi/jsonapi.js';
import { centsToDecimal, moneyAttributes } from '../jsonapi/money.js';
import {
  addressesById,
  creditCardsById,
  giftCardsById,
  orderCreditTotal,
  orderCurrency,
  orderLineItems,
  orderPayments,
  orderPromotionRows,
  orderShipments,
  paymentMethodsById,
  shipmentCurrency,
  shipmentLineItems,
  shipmentRates,
  shipmentSelectedRate,
  shippingMethodsById,
  stockLocationsById,
  storeCreditsById,
  storeDefaultCurrency,
  userCompletedOrders,
  userStoreCredits,
  usersById,
} from './order-relations.js';
import { VALID_PAYMENT_STATES } from '../checkout/order-totals.js';
import type { PromotionRow } from '../checkout/promotions.js';
import type { StoreCreditRow } from '../payments/store-credit.js';
import { variantResource } from '../catalog/catalog-serializer.js';

/** A row a nullable column points at: none for null. */
export function pointedAt<T>(ctx: SerializeContext, relation: Relation<number, T | undefined>, id: number | null): T | undefined {
  return id === null ? undefined : rowsOf(ctx, relation, id);
}

/** The ids a nullable column holds, over many records. */
function idsOf<R>(records: R[], pick: (record: R) => number | null): number[] {
  return records.flatMap((r) => {
    const id = pick(r);
    return id === null ? [] : [id];
  });
}

export const addressResource: ResourceDef<AddressRow> = defineResource<AddressRow>({
  type: 'address',
  id: (r) => r.id,
  attributes: (r) => {
    const country = findCountry(r.country_iso);
    return {
      firstname: r.firstname,
      lastname: r.lastname,
      address1: r.address1,
      address2: r.address2,
      city: r.city,
      zipcode: r.zipcode,
      phone: r.phone,
      state_name: r.state_name,
      state_code: null,
      company: r.company,
      country_name: country?.name ?? null,
      country_iso3: country?.iso3 ?? null,
      country_iso: country?.iso ?? null,
      label: r.label,
      public_metadata: {},
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
    cc_type: r.cc_type,
    last_digits: r.last_digits,
    month: r.month,
    year: r.year,
    name: r.name,
    default: r.is_default === 1,
    public_metadata: {},
  }),
  relationships: {
    payment_method: {
      target: () => paymentMethodResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(paymentMethodResource, rowsOf(ctx, paymentMethodsById, r.payment_method_id)),
    },
  },
  prefetch: (cards, ctx) =>
    prefetchRows(
      ctx,
      paymentMethodsById,
      cards.map((c) => c.payment_method_id),
    ),
});

export const paymentResource: ResourceDef<PaymentRow> = defineResource<PaymentRow>({
  type: 'payment',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = rowsOf(ctx, orderCurrency, r.order_id)!;
    const method = rowsOf(ctx, paymentMethodsById, r.payment_method_id);
    return {
      ...moneyAttributes('amount', r.amount_cents, currency),
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
        if (r.store_credit_id !== null) return relatedOrNull(storeCreditResource, rowsOf(ctx, storeCreditsById, r.store_credit_id));
        if (r.gift_card_id !== null) return relatedOrNull(giftCardResource, rowsOf(ctx, giftCardsById, r.gift_card_id));
        return relatedOrNull(creditCardResource, pointedAt(ctx, creditCardsById, r.source_id));
      },
    },
    payment_method: {
      target: () => paymentMethodResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(paymentMethodResource, rowsOf(ctx, paymentMethodsById, r.payment_method_id)),
    },
  },
  prefetch: prefetchPayments,
});

/** What payments' attributes and relationships read, for all of them at once. */
function prefetchPayments(payments: PaymentRow[], ctx: SerializeContext): void {
  prefetchRows(
    ctx,
    orderCurrency,
    payments.map((p) => p.order_id),
  );
  prefetchRows(
    ctx,
    paymentMethodsById,
    payments.map((p) => p.payment_method_id),
  );
  prefetchRows(
    ctx,
    storeCreditsById,
    idsOf(payments, (p) => p.store_credit_id),
  );
  prefetchRows(
    ctx,
    giftCardsById,
    idsOf(payments, (p) => (p.store_credit_id === null ? p.gift_card_id : null)),
  );
  prefetchRows(
    ctx,
    creditCardsById,
    idsOf(payments, (p) => (p.store_credit_id === null && p.gift_card_id === null ? p.source_id : null)),
  );
}

const shippingMethodResource: ResourceDef<ShippingMethodRow> = defineResource<ShippingMethodRow>({
  type: 'shipping_method',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, code: r.code, description: r.description, public_metadata: {} }),
  relationships: {},
});

const shippingRateResource: ResourceDef<ShippingRateRow> = defineResource<ShippingRateRow>({
  type: 'shipping_rate',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = rowsOf(ctx, shipmentCurrency, r.shipment_id) ?? ctx.currency;
    const method = rowsOf(ctx, shippingMethodsById, r.shipping_method_id);
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
      load: (r, ctx) => relatedOrNull(shippingMethodResource, rowsOf(ctx, shippingMethodsById, r.shipping_method_id)),
    },
  },
  prefetch: (rates, ctx) => {
    prefetchRows(
      ctx,
      shipmentCurrency,
      rates.map((r) => r.shipment_id),
    );
    prefetchRows(
      ctx,
      shippingMethodsById,
      rates.map((r) => r.shipping_method_id),
    );
  },
});

const stockLocationResource: ResourceDef<StockLocationRow> = defineResource<StockLocationRow>({
  type: 'stock_location',
  id: (r) => r.id,
  attributes: (r) => ({ name: r.name, address1: r.address1, city: r.city, zipcode: r.zipcode, state_name: r.state_name, country_iso: r.country_iso }),
  relationships: {},
});

export const lineItemResource: ResourceDef<LineItemRow> = defineResource<LineItemRow>({
  type: 'line_item',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const variant = rowsOf(ctx, variantsById, r.variant_id);
    const product = variant ? rowsOf(ctx, productsById, variant.product_id) : undefined;
    const amount = r.price_cents * r.quantity;
    // After its promotion and its own adjustments (a discount given at the counter): what it is taxed on.
    const discounted = amount + r.promo_total_cents + r.manual_adjustment_total_cents;
    return {
      name: product?.name ?? null,
      quantity: r.quantity,
      slug: product?.slug ?? null,
      options_text: variant
        ? rowsOf(ctx, variantOptions, variant.id)
            .map((o) => `${o.optionType.presentation}: ${o.value.presentation}`)
            .join(', ')
        : '',
      currency: r.currency,
      ...moneyAttributes('price', r.price_cents, r.currency),
      // The line amount with its promotion, its adjustments and the tax added on top.
      ...moneyAttributes('total', discounted + r.additional_tax_total_cents, r.currency),
      ...moneyAttributes('adjustment_total', r.promo_total_cents + r.manual_adjustment_total_cents + r.additional_tax_total_cents, r.currency),
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
      load: (r, ctx) => relatedOrNull(variantResource, rowsOf(ctx, variantsById, r.variant_id)),
    },
    digital_links: { load: () => [] },
  },
  prefetch: (lineItems, ctx) => {
    const variantIds = lineItems.map((li) => li.variant_id);
    prefetchRows(ctx, variantsById, variantIds);
    prefetchRows(ctx, variantOptions, variantIds);
    prefetchRows(
      ctx,
      productsById,
      variantIds.flatMap((id) => rowsOf(ctx, variantsById, id)?.product_id ?? []),
    );
  },
});

export const shipmentResource: ResourceDef<ShipmentRow> = defineResource<ShipmentRow>({
  type: 'shipment',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = rowsOf(ctx, orderCurrency, r.order_id) ?? ctx.currency;
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
      load: (r, ctx) => relatedList(shippingRateResource, rowsOf(ctx, shipmentRates, r.id)),
    },
    selected_shipping_rate: {
      target: () => shippingRateResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(shippingRateResource, rowsOf(ctx, shipmentSelectedRate, r.id)),
    },
    stock_location: {
      target: () => stockLocationResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(stockLocationResource, rowsOf(ctx, stockLocationsById, r.stock_location_id)),
    },
    line_items: {
      target: () => lineItemResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(lineItemResource, rowsOf(ctx, shipmentLineItems, r.id)),
    },
  },
  prefetch: (shipments, ctx) => {
    const ids = shipments.map((s) => s.id);
    prefetchRows(
      ctx,
      orderCurrency,
      shipments.map((s) => s.order_id),
    );
    prefetchRows(ctx, shipmentRates, ids);
    prefetchRows(ctx, shipmentSelectedRate, ids);
    prefetchRows(
      ctx,
      stockLocationsById,
      shipments.map((s) => s.stock_location_id),
    );
    prefetchRows(ctx, shipmentLineItems, ids);
  },
});

/** A promotion as it applies to one order: `amount` is its discount on the order (negative). */
interface OrderPromotion {
  promotion: PromotionRow;
  amountCents: number;
  currency: string;
}

const promotionResource: ResourceDef<OrderPromotion> = defineResource<OrderPromotion>({
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
function orderPromotions(scope: BatchScope, order: OrderRow): OrderPromotion[] {
  return rowsOf(scope, orderPromotionRows, order.id).map((row) => ({ promotion: row, amountCents: row.order_amount_cents, currency: order.currency }));
}

const giftCardResource: ResourceDef<GiftCardRow> = defineResource<GiftCardRow>({
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

const storeCreditResource: ResourceDef<StoreCreditRow> = defineResource<StoreCreditRow>({
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
    store_credits: storeCreditsAttribute(ctx, r.id),
    completed_orders: rowsOf(ctx, userCompletedOrders, r.id),
    tags: [],
    public_metadata: jsonObject(r.public_metadata),
  }),
  relationships: {
    default_billing_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.bill_address_id)),
    },
    default_shipping_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.ship_address_id)),
    },
  },
  prefetch: (users, ctx) => {
    const ids = users.map((u) => u.id);
    prefetchRows(ctx, userCompletedOrders, ids);
    prefetchRows(ctx, userStoreCredits, ids);
    prefetchRows(ctx, addressesById, [...idsOf(users, (u) => u.bill_address_id), ...idsOf(users, (u) => u.ship_address_id)]);
  },
});

/** The user's unspent store credit in the store's default currency (`availableStoreCredit`). */
function storeCreditsAttribute(ctx: SerializeContext, userId: number): number | string {
  const currency = rowsOf(ctx, storeDefaultCurrency, 'store') ?? ctx.currency;
  const cents = rowsOf(ctx, userStoreCredits, userId)
    .filter((c) => c.currency === currency)
    .reduce((sum, c) => sum + Math.max(0, c.amount_cents - c.amount_used_cents), 0);
  return cents === 0 ? 0 : centsToDecimal(cents);
}

export function orderAttributes(r: OrderRow, ctx: SerializeContext): Record<string, unknown> {
  const c = r.currency;
  const credits = rowsOf(ctx, orderCreditTotal, r.id);
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
    ...moneyAttributes('adjustment_total', r.additional_tax_total_cents + r.promo_total_cents + r.manual_adjustment_total_cents, c),
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

/** An order's payments that count: everything but failed, void and invalid (`validPaymentsOf`). */
function validPaymentsOf(ctx: SerializeContext, orderId: number): PaymentRow[] {
  return rowsOf(ctx, orderPayments, orderId).filter((p) => VALID_PAYMENT_STATES.has(p.state));
}

export const orderRelationships: Record<string, RelationshipDef<OrderRow>> = {
  line_items: {
    target: () => lineItemResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(lineItemResource, rowsOf(ctx, orderLineItems, r.id)),
  },
  variants: {
    target: () => variantResource as ResourceDef<unknown>,
    load: (r, ctx) => {
      const ids = [...new Set(rowsOf(ctx, orderLineItems, r.id).map((li) => li.variant_id))];
      return relatedList(
        variantResource,
        ids.map((id) => rowsOf(ctx, variantsById, id)).filter((v) => v !== undefined),
      );
    },
  },
  promotions: {
    target: () => promotionResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(promotionResource, orderPromotions(ctx, r)),
  },
  gift_card: {
    target: () => giftCardResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(giftCardResource, pointedAt(ctx, giftCardsById, r.gift_card_id)),
  },
  payments: {
    target: () => paymentResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(paymentResource, validPaymentsOf(ctx, r.id)),
  },
  shipments: {
    target: () => shipmentResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedList(shipmentResource, rowsOf(ctx, orderShipments, r.id)),
  },
  user: {
    target: () => userResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(userResource, pointedAt(ctx, usersById, r.user_id)),
  },
  billing_address: {
    target: () => addressResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.bill_address_id)),
  },
  shipping_address: {
    target: () => addressResource as ResourceDef<unknown>,
    load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.ship_address_id)),
  },
};

/** What orders' attributes and relationships read, for all of them at once. */
export function prefetchOrders(orders: OrderRow[], ctx: SerializeContext): void {
  const ids = orders.map((o) => o.id);
  prefetchRows(ctx, orderCreditTotal, ids);
  prefetchRows(ctx, orderLineItems, ids);
  prefetchRows(ctx, orderPayments, ids);
  prefetchRows(ctx, orderShipments, ids);
  prefetchRows(ctx, orderPromotionRows, ids);
  prefetchRows(
    ctx,
    giftCardsById,
    idsOf(orders, (o) => o.gift_card_id),
  );
  prefetchRows(
    ctx,
    usersById,
    idsOf(orders, (o) => o.user_id),
  );
  prefetchRows(ctx, addressesById, [...idsOf(orders, (o) => o.bill_address_id), ...idsOf(orders, (o) => o.ship_address_id)]);
  prefetchRows(
    ctx,
    variantsById,
    ids.flatMap((id) => rowsOf(ctx, orderLineItems, id).map((li) => li.variant_id)),
  );
}

/** Cart, checkout and order-status answers: type `cart`. */
export const cartResource: ResourceDef<OrderRow> = defineResource<OrderRow>({
  type: 'cart',
  id: (r) => r.id,
  attributes: (r, ctx) => orderAttributes(r, ctx),
  relationships: orderRelationships,
  prefetch: prefetchOrders,
});

/** Account and platform order answers: the same fields with type `order`. */
export const orderResource: ResourceDef<OrderRow> = defineResource<OrderRow>({
  type: 'order',
  id: (r) => r.id,
  attributes: (r, ctx) => orderAttributes(r, ctx),
  relationships: orderRelationships,
  prefetch: prefetchOrders,
});
