/**
 * What happens in the store, told to whoever listens: one event bus per store database, so the
 * code where something happens (checkout completing an order, a shipment moving, an
 * administrator changing a price) only says what happened, with `storeEvents(db).emit(...)`,
 * and webhook delivery and MCP notifications hear it. Listeners run synchronously after the
 * change is saved and must not block: they queue their own slow work. A failing listener is
 * logged and never reaches the request that caused the event.
 */
import type { DemoDb } from '../db/database.js';

export interface StoreEventMap {
  /** Checkout completed an order; `previousState` is the checkout state it completed from. */
  'order.completed': { orderId: number; previousState: string };
  /** A shipment of a completed order moved (ready, pending, shipped, delivered, canceled, or back from canceled). */
  'shipment.moved': { shipmentId: number; from: string; to: string };
  /** An administrator approved, canceled or resumed a completed order. */
  'order.changed': { orderId: number; event: 'approve' | 'cancel' | 'resume'; from: string; to: string };
  /** A payment was voided (its order was canceled). */
  'payment.voided': { paymentId: number; from: string };
  /** A product's price, stock or content changed. */
  'product.changed': { productId: number; what: 'price' | 'stock' | 'content' };
  /** A step of a return was recorded: an authorization made or canceled, goods received, a reimbursement, a refund. */
  'return.recorded': ReturnRecord;
}

type ReturnEventName =
  'return_authorization.created' | 'return_authorization.canceled' | 'customer_return.received' | 'reimbursement.reimbursed' | 'refund.created';

/** The record a return step made, as its webhook names it. */
export interface ReturnRecord {
  name: ReturnEventName;
  /** The record's JSON:API type (`return_authorization`, `customer_return`, `reimbursement`, `refund`). */
  type: string;
  id: number;
  number: string;
  state: string;
  previousState: string;
  orderNumber: string;
}

export type StoreEventName = keyof StoreEventMap;
type Listener<K extends StoreEventName> = (payload: StoreEventMap[K]) => void;

export class StoreEvents {
  private readonly listeners = new Map<StoreEventName, Set<Listener<StoreEventName>>>();
  private onError: (error: unknown, name: StoreEventName) => void = () => {};

  /** Adds a listener; returns the function that removes it. */
  on<K extends StoreEventName>(name: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener as Listener<StoreEventName>);
    return () => set.delete(listener as Listener<StoreEventName>);
  }

  emit<K extends StoreEventName>(name: K, payload: StoreEventMap[K]): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }

  /** Where listener failures go (the store's log). */
  reportErrorsTo(report: (error: unknown, name: StoreEventName) => void): void {
    this.onError = report;
  }
}

const buses = new WeakMap<DemoDb, StoreEvents>();

/** The event bus of one store database. */
export function storeEvents(db: DemoDb): StoreEvents {
  let bus = buses.get(db);
  if (!bus) {
    bus = new StoreEvents();
    buses.set(db, bus);
  }
  return bus;
}
