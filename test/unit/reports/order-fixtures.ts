/** Orders as the Platform client maps them, built by hand for the pure report modules' tests. */
import type { OrderWithChannel } from '../../../shared/storefront/types/platform-types.js';
import type { Address, LineItem, Payment, Shipment } from '../../../shared/storefront/types/types.js';

export const HOME: Address = {
  firstname: 'Pat',
  lastname: 'Doe',
  address1: '48 Fore Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

export function line(id: string, variantId: string, name: string, quantity: number, price: string, extra: Partial<LineItem> = {}): LineItem {
  const total = ((Math.round(Number(price) * 100) * quantity) / 100).toFixed(2);
  return {
    id,
    variantId,
    name,
    slug: null,
    sku: `SKU-${variantId}`,
    optionsText: '',
    quantity,
    price,
    displayPrice: `$${price}`,
    total,
    displayTotal: `$${total}`,
    ...extra,
  };
}

export function payment(method: string, amount: string, state = 'completed'): Payment {
  return { id: `${method}-${amount}`, number: `P-${method}`, amount, state, paymentMethodId: null, paymentMethodName: method };
}

export function shipment(lineItemIds: string[], extra: Partial<Shipment> = {}): Shipment {
  return {
    id: 's1',
    number: 'H1',
    state: 'ready',
    trackingUrl: null,
    shippedAt: null,
    stockLocation: 'Wharf Street Store',
    rates: [],
    selectedRateId: null,
    lineItemIds,
    backordered: false,
    ...extra,
  };
}

export function order(number: string, completedAt: string | null, lineItems: LineItem[], extra: Partial<OrderWithChannel> = {}): OrderWithChannel {
  const itemCents = lineItems.reduce((sum, l) => sum + Math.round(Number(l.total) * 100), 0);
  const total = (itemCents / 100).toFixed(2);
  return {
    id: number,
    number,
    token: null,
    email: `${number.toLowerCase()}@example.com`,
    currency: 'USD',
    state: 'complete',
    paymentState: 'paid',
    shipmentState: 'ready',
    itemCount: lineItems.reduce((n, l) => n + l.quantity, 0),
    itemTotal: total,
    displayItemTotal: `$${total}`,
    shipTotal: '0.00',
    displayShipTotal: '$0.00',
    taxTotal: '0.00',
    displayTaxTotal: '$0.00',
    promoTotal: '0.00',
    displayPromoTotal: '$0.00',
    total,
    displayTotal: `$${total}`,
    completedAt,
    updatedAt: completedAt,
    lineItems,
    shipments: [shipment(lineItems.map((l) => l.id))],
    payments: [payment('Cash', total)],
    billAddress: HOME,
    shipAddress: HOME,
    channel: null,
    tillId: null,
    ...extra,
  };
}
