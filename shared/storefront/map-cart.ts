/** Cart and order resources (with line items, shipments, rates, payments, addresses) to domain types. */
import { bool, num, type Resource, type ResourceIndex, str, strOrNull } from './jsonapi.js';
import type { Address, Cart, LineItem, Payment, PaymentMethod, Shipment, ShippingRate } from './types.js';

export function mapAddress(r: Resource | undefined): Address | null {
  if (!r) return null;
  const a = r.attributes;
  return {
    firstname: str(a.firstname),
    lastname: str(a.lastname),
    address1: str(a.address1),
    address2: strOrNull(a.address2),
    city: str(a.city),
    zipcode: str(a.zipcode),
    phone: strOrNull(a.phone),
    company: strOrNull(a.company),
    stateName: strOrNull(a.state_name),
    countryIso: str(a.country_iso),
    label: strOrNull(a.label),
  };
}

function mapLineItem(index: ResourceIndex, l: Resource): LineItem {
  const a = l.attributes;
  const variantId = index.ids(l, 'variant')[0]?.id ?? '';
  const variant = index.one(l, 'variant');
  return {
    id: l.id,
    variantId,
    name: str(a.name),
    slug: strOrNull(a.slug),
    sku: strOrNull(variant?.attributes.sku ?? a.sku),
    optionsText: str(a.options_text),
    quantity: num(a.quantity),
    price: str(a.price),
    displayPrice: str(a.display_price),
    total: str(a.total),
    displayTotal: str(a.display_total),
  };
}

export function mapShippingRate(r: Resource): ShippingRate {
  const a = r.attributes;
  return {
    id: r.id,
    name: str(a.name),
    shippingMethodId: str(a.shipping_method_id),
    cost: str(a.cost ?? a.final_price),
    displayCost: str(a.display_cost ?? a.display_final_price),
    selected: bool(a.selected),
    free: a.free === undefined ? Number(a.cost) === 0 : bool(a.free),
  };
}

export function mapShipment(index: ResourceIndex, s: Resource): Shipment {
  const a = s.attributes;
  const rates = index.many(s, 'shipping_rates').map(mapShippingRate);
  const selected = index.ids(s, 'selected_shipping_rate')[0]?.id ?? rates.find((r) => r.selected)?.id ?? null;
  return {
    id: s.id,
    number: str(a.number),
    state: str(a.state),
    trackingUrl: strOrNull(a.tracking_url),
    shippedAt: strOrNull(a.shipped_at),
    stockLocation: strOrNull(index.one(s, 'stock_location')?.attributes.name),
    rates: rates.map((r) => ({ ...r, selected: r.id === selected || r.selected })),
    selectedRateId: selected,
    lineItemIds: index.ids(s, 'line_items').map((l) => l.id),
    backordered: typeof a.backordered === 'boolean' ? a.backordered : null,
  };
}

function mapPayment(index: ResourceIndex, p: Resource): Payment {
  const a = p.attributes;
  const method = index.one(p, 'payment_method');
  return {
    id: p.id,
    number: str(a.number),
    amount: str(a.amount),
    state: str(a.state),
    paymentMethodId: index.ids(p, 'payment_method')[0]?.id ?? strOrNull(a.payment_method_id),
    paymentMethodName: str(a.payment_method_name ?? method?.attributes.name),
  };
}

export function mapPaymentMethod(m: Resource): PaymentMethod {
  return {
    id: m.id,
    type: str(m.attributes.type),
    name: str(m.attributes.name),
    description: strOrNull(m.attributes.description),
  };
}

export function mapCart(index: ResourceIndex, c: Resource): Cart {
  const a = c.attributes;
  return {
    id: c.id,
    number: str(a.number),
    token: strOrNull(a.token),
    email: strOrNull(a.email),
    currency: str(a.currency),
    state: str(a.state),
    paymentState: strOrNull(a.payment_state),
    shipmentState: strOrNull(a.shipment_state),
    itemCount: num(a.item_count),
    itemTotal: str(a.item_total),
    displayItemTotal: str(a.display_item_total),
    shipTotal: str(a.ship_total),
    displayShipTotal: str(a.display_ship_total),
    taxTotal: str(a.tax_total),
    displayTaxTotal: str(a.display_tax_total),
    promoTotal: str(a.promo_total),
    displayPromoTotal: str(a.display_promo_total),
    total: str(a.total),
    displayTotal: str(a.display_total),
    completedAt: strOrNull(a.completed_at),
    updatedAt: strOrNull(a.updated_at),
    lineItems: index.many(c, 'line_items').map((l) => mapLineItem(index, l)),
    shipments: index.many(c, 'shipments').map((s) => mapShipment(index, s)),
    payments: index.many(c, 'payments').map((p) => mapPayment(index, p)),
    billAddress: mapAddress(index.one(c, 'billing_address')),
    shipAddress: mapAddress(index.one(c, 'shipping_address')),
  };
}
