/**
 * Reads a Platform API order (JSON:API, type `order`) into a PlatformOrder: the storefront
 * order's fields through the same mapping, plus the Platform's own attributes and relationships
 * (`bill_address`, `ship_address`, each shipment's chosen rate). Pure.
 */
import { z } from 'zod';
import { pickupRate } from '../../sale/pickup-rate.js';
import { attributesOf, decimalOrNull, metadata, text, textOrNull } from './attributes.js';
import type { Resource, ResourceIndex } from './jsonapi.js';
import { mapAddress, mapCart, mapShippingRate } from './map-cart.js';
import type { OrderReturn, PlatformOrder, PlatformShipment } from '../types/platform-types.js';
import type { ReturnAuthorization } from '../types/return-types.js';
import { mapReturnAuthorization } from './map-returns.js';

const unitsOf = (authorization: ReturnAuthorization, status: 'awaiting' | 'received') =>
  authorization.items.filter((i) => i.receptionStatus === status).reduce((sum, i) => sum + i.quantity, 0);

function orderReturnOf(authorization: ReturnAuthorization): OrderReturn {
  return {
    number: authorization.number,
    state: authorization.state,
    awaiting: authorization.state === 'canceled' ? 0 : unitsOf(authorization, 'awaiting'),
    received: unitsOf(authorization, 'received'),
    total: authorization.total,
    displayTotal: authorization.displayTotal,
  };
}

const platformOrderAttributes = z.object({
  payment_total: decimalOrNull,
  approved_at: textOrNull,
  canceled_at: textOrNull,
  channel: textOrNull,
  till_id: textOrNull,
  private_metadata: metadata,
});

const platformShipmentAttributes = z.object({
  number: text,
  state: text,
  tracking: textOrNull,
  tracking_url: textOrNull,
  shipped_at: textOrNull,
  updated_at: textOrNull,
  backordered: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
});

export function mapPlatformShipment(index: ResourceIndex, s: Resource): PlatformShipment {
  const a = attributesOf(s, platformShipmentAttributes, 'shipment');
  const chosen = index.one(s, 'selected_shipping_rate');
  const rate = chosen ? mapShippingRate(chosen) : null;
  const location = index.one(s, 'stock_location');
  return {
    id: s.id,
    number: a.number,
    state: a.state,
    tracking: a.tracking,
    trackingUrl: a.tracking_url,
    shippedAt: a.shipped_at,
    method: rate?.name || null,
    pickup: rate !== null && pickupRate({ rates: [rate] }) !== null,
    backordered: a.backordered,
    ...(location ? { stockLocation: attributesOf(location, z.object({ name: textOrNull })).name } : {}),
    updatedAt: a.updated_at,
  };
}

/** Where the store says an order was placed: its `channel` and, for a registered till's sale, `till_id`. */
export function placedThroughOf(r: Resource): Pick<PlatformOrder, 'channel' | 'tillId'> {
  const a = attributesOf(r, platformOrderAttributes, 'order');
  return { channel: a.channel, tillId: a.till_id };
}

export function mapPlatformOrder(index: ResourceIndex, r: Resource): PlatformOrder {
  const order = mapCart(index, r);
  const a = attributesOf(r, platformOrderAttributes, 'order');
  const billAddress = mapAddress(index.one(r, 'bill_address'));
  const name = billAddress ? `${billAddress.firstname} ${billAddress.lastname}`.trim() : '';
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    customerName: name || null,
    currency: order.currency,
    state: order.state,
    paymentState: order.paymentState,
    shipmentState: order.shipmentState,
    itemCount: order.itemCount,
    total: order.total,
    displayTotal: order.displayTotal,
    paymentTotal: a.payment_total,
    completedAt: order.completedAt,
    updatedAt: order.updatedAt,
    approvedAt: a.approved_at,
    canceledAt: a.canceled_at,
    channel: a.channel,
    tillId: a.till_id,
    lineItems: order.lineItems,
    shipments: index.many(r, 'shipments').map((s) => mapPlatformShipment(index, s)),
    payments: order.payments,
    billAddress,
    shipAddress: mapAddress(index.one(r, 'ship_address')),
    userId: index.ids(r, 'user')[0]?.id ?? null,
    returns: index.many(r, 'return_authorizations').map((ra) => orderReturnOf(mapReturnAuthorization(index, ra))),
    privateMetadata: a.private_metadata,
  };
}
