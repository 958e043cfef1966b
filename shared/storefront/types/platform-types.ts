/**
 * An order as a manager's admin client sees it through the Platform API: the storefront's order
 * plus where it was placed (Spree's `channel`, and the till for a `pos` order where the store
 * says), who approved or canceled it and when, and each shipment's method and tracking number.
 */
import type { Address, Cart, LineItem, Order, Payment } from './types.js';

export interface PlatformShipment {
  id: string;
  number: string;
  state: string;
  tracking: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  /** The chosen shipping method's name, e.g. "In-store pickup". */
  method: string | null;
  /** Collected at the store (the chosen method says pickup or collection). */
  pickup: boolean;
  backordered: boolean | null;
  /** Where it is sent from, where the answer includes its stock location (an order read in full); null otherwise. */
  stockLocation?: string | null;
  /** When the shipment last changed (ready since, shipped since…). */
  updatedAt: string | null;
}

export interface PlatformOrder {
  id: string;
  number: string;
  email: string | null;
  /** The billing name, for finding an order by the customer's name. */
  customerName: string | null;
  currency: string;
  state: string;
  paymentState: string | null;
  shipmentState: string | null;
  itemCount: number;
  total: Cart['total'];
  displayTotal: string;
  /** What the store has taken so far (decimal string). */
  paymentTotal: string | null;
  completedAt: string | null;
  updatedAt: string | null;
  approvedAt: string | null;
  canceledAt: string | null;
  /** `pos` (a till) or `spree` (the web store), as the store records it; null when it does not say. */
  channel: string | null;
  /** The registered till that placed a `pos` order, when the store says. */
  tillId: string | null;
  lineItems: LineItem[];
  shipments: PlatformShipment[];
  payments: Payment[];
  billAddress: Address | null;
  shipAddress: Address | null;
  /** The customer's account; null for a guest order. */
  userId: string | null;
  /** What the store keeps about the order for its staff (a till's returns where the store has no return routes). */
  privateMetadata: Record<string, unknown>;
  /** Its returns at the store (authorizations), when the read included them; [] otherwise. */
  returns: OrderReturn[];
}

/** One of an order's returns, as the board shows it: units still to come back and units received. */
export interface OrderReturn {
  number: string;
  state: 'authorized' | 'canceled';
  awaiting: number;
  received: number;
  /** What the return is due back (decimal string), in the order's currency. */
  total: string;
  displayTotal: string;
}

/** A storefront order read through the Platform API with where the store says it was placed (paper, reports, alerts). */
export type OrderWithChannel = Order & Pick<PlatformOrder, 'channel' | 'tillId'>;

/** The shipment events a manager may send (Spree's shipment state machine; `deliver` is the demo's own). */
export type ShipmentAction = 'ready' | 'pend' | 'ship' | 'deliver' | 'cancel' | 'resume';
/** The order events a manager may send. */
export type OrderAction = 'approve' | 'cancel' | 'resume';
