/**
 * Cart and order resources (with line items, shipments, rates, payments, addresses, promotions)
 * to domain types, attributes read through zod schemas (./attributes).
 */
import { z } from 'zod';
import { attributesOf, count, decimal, decimalOrNull, flag, flagOrNull, idOrNull, metadata, text, textOrNull } from './attributes.js';
import { fromCents, toCents } from '../../money.js';
import type { Resource, ResourceIndex } from './jsonapi.js';
import type {
  Address,
  Cart,
  EstimatedShippingRate,
  LineItem,
  Payment,
  PaymentMethod,
  Promotion,
  SavedAddress,
  Shipment,
  ShippingRate,
} from '../types/types.js';

const addressAttributes = z.object({
  firstname: text,
  lastname: text,
  address1: text,
  address2: textOrNull,
  city: text,
  zipcode: text,
  phone: textOrNull,
  company: textOrNull,
  state_name: textOrNull,
  state_code: textOrNull,
  country_name: textOrNull,
  country_iso3: textOrNull,
  country_iso: text,
  label: textOrNull,
  public_metadata: metadata,
});

const lineItemAttributes = z.object({
  name: text,
  quantity: count,
  price: decimal,
  display_price: text,
  total: decimal,
  display_total: text,
  slug: textOrNull,
  sku: textOrNull,
  options_text: text,
  currency: textOrNull,
  public_metadata: metadata,
  // The line's amount after promotions and before tax, and its tax (added on top, or included in
  // the price), where the store says.
  pre_tax_amount: decimalOrNull.optional(),
  additional_tax_total: decimalOrNull.optional(),
  included_tax_total: decimalOrNull.optional(),
  // Every adjustment of the line (promotions, discounts given at the till, tax added on top).
  adjustment_total: decimalOrNull.optional(),
});

const shippingRateAttributes = z.object({
  name: text,
  selected: flag,
  cost: decimalOrNull,
  display_cost: textOrNull,
  final_price: decimalOrNull,
  display_final_price: textOrNull,
  tax_amount: decimalOrNull,
  display_tax_amount: textOrNull,
  shipping_method_id: idOrNull,
  free: flagOrNull,
});

const shipmentAttributes = z.object({
  number: text,
  state: text,
  tracking_url: textOrNull,
  shipped_at: textOrNull,
  final_price: decimalOrNull,
  display_final_price: textOrNull,
  free: flagOrNull,
  backordered: flagOrNull,
  public_metadata: metadata,
});

const paymentAttributes = z.object({
  amount: decimal,
  number: text,
  state: text,
  payment_method_id: idOrNull,
  payment_method_name: textOrNull,
  response_code: textOrNull,
  public_metadata: metadata,
});

export const paymentMethodAttributes = z.object({
  type: text,
  name: text,
  description: textOrNull,
  preferences: metadata,
  public_metadata: metadata,
});

const promotionAttributes = z.object({
  name: text,
  description: textOrNull,
  code: textOrNull,
  amount: decimal,
  display_amount: text,
  public_metadata: metadata,
});

const cartAttributes = z.object({
  number: text,
  token: textOrNull,
  email: textOrNull,
  currency: text,
  state: text,
  payment_state: textOrNull,
  shipment_state: textOrNull,
  item_count: count,
  item_total: decimal,
  display_item_total: text,
  ship_total: decimal,
  display_ship_total: text,
  tax_total: decimal,
  display_tax_total: text,
  promo_total: decimal,
  display_promo_total: text,
  adjustment_total: decimalOrNull,
  total: decimal,
  display_total: text,
  total_minus_store_credits: decimalOrNull,
  special_instructions: textOrNull,
  completed_at: textOrNull,
  created_at: textOrNull,
  updated_at: textOrNull,
  public_metadata: metadata,
});

function readAddress(r: Resource): { address: Address; a: z.output<typeof addressAttributes> } {
  const a = attributesOf(r, addressAttributes, 'address');
  return {
    a,
    address: {
      firstname: a.firstname,
      lastname: a.lastname,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      zipcode: a.zipcode,
      phone: a.phone,
      company: a.company,
      stateName: a.state_name,
      countryIso: a.country_iso,
      label: a.label,
    },
  };
}

export function mapAddress(r: Resource | undefined): Address | null {
  return r ? readAddress(r).address : null;
}

/** An address with its id and the country and state names the store resolved. */
export function mapSavedAddress(_index: ResourceIndex | null, r: Resource): SavedAddress {
  const { address, a } = readAddress(r);
  return { id: r.id, ...address, stateCode: a.state_code, countryName: a.country_name, countryIso3: a.country_iso3 };
}

/** What the line's adjustments other than tax take off (promotions, discounts given at the till), where the store says and it is not nothing. */
function discountOf(a: z.output<typeof lineItemAttributes>): Pick<LineItem, 'discountTotal'> {
  if (!a.adjustment_total) return {};
  const cents = toCents(a.adjustment_total) - toCents(a.additional_tax_total ?? '0');
  return cents === 0 ? {} : { discountTotal: fromCents(cents) };
}

function mapLineItem(index: ResourceIndex, l: Resource): LineItem {
  const a = attributesOf(l, lineItemAttributes);
  const variantId = index.ids(l, 'variant')[0]?.id ?? '';
  const variant = index.one(l, 'variant');
  const variantSku = variant ? attributesOf(variant, z.object({ sku: textOrNull })).sku : null;
  return {
    id: l.id,
    variantId,
    name: a.name,
    slug: a.slug,
    sku: variantSku ?? a.sku,
    optionsText: a.options_text,
    quantity: a.quantity,
    price: a.price,
    displayPrice: a.display_price,
    total: a.total,
    displayTotal: a.display_total,
    ...(a.pre_tax_amount
      ? { preTaxTotal: a.pre_tax_amount, taxTotal: fromCents(toCents(a.additional_tax_total ?? '0') + toCents(a.included_tax_total ?? '0')) }
      : {}),
    ...discountOf(a),
  };
}

export function mapShippingRate(r: Resource): ShippingRate {
  const a = attributesOf(r, shippingRateAttributes);
  const cost = a.cost ?? a.final_price ?? '';
  return {
    id: r.id,
    name: a.name,
    shippingMethodId: a.shipping_method_id ?? '',
    cost,
    displayCost: a.display_cost ?? a.display_final_price ?? '',
    selected: a.selected,
    free: a.free ?? Number(cost) === 0,
  };
}

/** A rate of `estimate_shipping_rates` (its resource id is null: nothing is saved). */
export function mapEstimatedShippingRate(r: Resource): EstimatedShippingRate {
  const a = attributesOf(r, shippingRateAttributes);
  const cost = a.cost ?? a.final_price ?? '';
  return {
    shippingMethodId: a.shipping_method_id ?? '',
    name: a.name,
    cost,
    displayCost: a.display_cost ?? a.display_final_price ?? '',
    taxAmount: a.tax_amount ?? '0.00',
    displayTaxAmount: a.display_tax_amount ?? '',
    finalPrice: a.final_price ?? cost,
    displayFinalPrice: a.display_final_price ?? a.display_cost ?? '',
    selected: a.selected,
    free: a.free ?? Number(cost) === 0,
  };
}

export function mapShipment(index: ResourceIndex, s: Resource): Shipment {
  const a = attributesOf(s, shipmentAttributes, 'shipment');
  const rates = index.many(s, 'shipping_rates').map(mapShippingRate);
  const selected = index.ids(s, 'selected_shipping_rate')[0]?.id ?? rates.find((r) => r.selected)?.id ?? null;
  const location = index.one(s, 'stock_location');
  return {
    id: s.id,
    number: a.number,
    state: a.state,
    trackingUrl: a.tracking_url,
    shippedAt: a.shipped_at,
    stockLocation: location ? attributesOf(location, z.object({ name: textOrNull })).name : null,
    rates: rates.map((r) => ({ ...r, selected: r.id === selected || r.selected })),
    selectedRateId: selected,
    lineItemIds: index.ids(s, 'line_items').map((l) => l.id),
    backordered: a.backordered,
  };
}

function mapPayment(index: ResourceIndex, p: Resource): Payment {
  const a = attributesOf(p, paymentAttributes);
  const method = index.one(p, 'payment_method');
  return {
    id: p.id,
    number: a.number,
    amount: a.amount,
    state: a.state,
    paymentMethodId: index.ids(p, 'payment_method')[0]?.id ?? a.payment_method_id,
    paymentMethodName: a.payment_method_name ?? (method ? attributesOf(method, paymentMethodAttributes).name : ''),
  };
}

export function mapPaymentMethod(m: Resource): PaymentMethod {
  const a = attributesOf(m, paymentMethodAttributes, 'payment_method');
  return { id: m.id, type: a.type, name: a.name, description: a.description };
}

function mapPromotion(p: Resource): Promotion {
  const a = attributesOf(p, promotionAttributes);
  return { id: p.id, name: a.name, description: a.description, code: a.code, amount: a.amount, displayAmount: a.display_amount };
}

/** A cart (`cart`) or a completed order (`order` on account orders): the same fields. */
export function mapCart(index: ResourceIndex, c: Resource): Cart {
  const a = attributesOf(c, cartAttributes, 'cart', 'order');
  return {
    id: c.id,
    number: a.number,
    token: a.token,
    email: a.email,
    currency: a.currency,
    state: a.state,
    paymentState: a.payment_state,
    shipmentState: a.shipment_state,
    itemCount: a.item_count,
    itemTotal: a.item_total,
    displayItemTotal: a.display_item_total,
    shipTotal: a.ship_total,
    displayShipTotal: a.display_ship_total,
    taxTotal: a.tax_total,
    displayTaxTotal: a.display_tax_total,
    promoTotal: a.promo_total,
    displayPromoTotal: a.display_promo_total,
    total: a.total,
    displayTotal: a.display_total,
    totalMinusStoreCredits: a.total_minus_store_credits,
    specialInstructions: a.special_instructions,
    completedAt: a.completed_at,
    updatedAt: a.updated_at,
    lineItems: index.many(c, 'line_items').map((l) => mapLineItem(index, l)),
    shipments: index.many(c, 'shipments').map((s) => mapShipment(index, s)),
    payments: index.many(c, 'payments').map((p) => mapPayment(index, p)),
    promotions: index.many(c, 'promotions').map(mapPromotion),
    billAddress: mapAddress(index.one(c, 'billing_address')),
    shipAddress: mapAddress(index.one(c, 'shipping_address')),
  };
}
