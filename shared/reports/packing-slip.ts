/**
 * Packing slips: one per order, in the order asked for, with the order number, where it goes (or
 * nothing for a pickup at the store), the shipping method, and each line with its quantity. No
 * prices: a slip travels in the parcel.
 */
import type { Address, Order } from '../storefront/types/types.js';

export interface PackingSlipLine {
  name: string;
  optionsText: string;
  sku: string | null;
  quantity: number;
}

interface PackingSlip {
  number: string;
  completedAt: string | null;
  email: string | null;
  /** The name and address lines to ship to; null when the order has no shipping address. */
  shipTo: { name: string; lines: string[] } | null;
  /** Picked up at the store (its shipping method is a pickup): the slip names who collects it, not an address. */
  pickup: boolean;
  /** Who the order is for (the shipping, else the billing address's name). */
  customer: string | null;
  /** The selected shipping method(s), e.g. "Standard shipping"; null when the store does not say. */
  shippingMethod: string | null;
  lines: PackingSlipLine[];
  totalUnits: number;
}

export interface PackingSlips {
  slips: PackingSlip[];
  missing: string[];
}

function addressLines(address: Address): { name: string; lines: string[] } {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const lines = [
    address.company ?? '',
    address.address1,
    address.address2 ?? '',
    [address.city, address.stateName ?? '', address.zipcode].filter(Boolean).join(' '),
    address.countryIso,
  ].filter((l) => l.trim() !== '');
  return { name, lines };
}

/** The names of the shipments' selected rates, once each ("In-store pickup", "Standard shipping"…). */
function shippingMethodOf(order: Order): string | null {
  const names = order.shipments.map((s) => s.rates.find((r) => r.id === s.selectedRateId || r.selected)?.name ?? null).filter((n): n is string => n !== null);
  return names.length > 0 ? [...new Set(names)].join(', ') : null;
}

/** Whether the order is collected at the store (its selected shipping method is a pickup). */
export const isPickup = (order: Order): boolean => /pick ?-?up/i.test(shippingMethodOf(order) ?? '');

function packingSlip(order: Order): PackingSlip {
  const lines = order.lineItems.map((l) => ({ name: l.name, optionsText: l.optionsText, sku: l.sku, quantity: l.quantity }));
  return {
    number: order.number,
    completedAt: order.completedAt,
    email: order.email,
    shipTo: order.shipAddress ? addressLines(order.shipAddress) : null,
    pickup: isPickup(order),
    customer: [order.shipAddress, order.billAddress].map((a) => (a ? addressLines(a).name : '')).find(Boolean) ?? null,
    shippingMethod: shippingMethodOf(order),
    lines,
    totalUnits: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

export function packingSlips(orders: readonly Order[], asked: readonly string[]): PackingSlips {
  const found = new Map(orders.map((o) => [o.number, o]));
  return {
    slips: asked.filter((n) => found.has(n)).map((n) => packingSlip(found.get(n)!)),
    missing: asked.filter((n) => !found.has(n)),
  };
}
