/**
 * Which of a shipment's rates is collecting it at the store: the rate whose name says pickup or
 * collection, else none. Pure.
 */
import type { Shipment, ShippingRate } from '../storefront/types/types.js';

const PICKUP_WORDS = /\bpick[\s-]?up\b|\bin[\s-]store\b|\bcollect(ion)?\b|\bclick\s*&\s*collect\b/i;

export function pickupRate(shipment: Pick<Shipment, 'rates'>): ShippingRate | null {
  return shipment.rates.find((r) => PICKUP_WORDS.test(r.name)) ?? null;
}

/** The shipments whose chosen rate is not pickup although they offer it, with the pickup rate to choose. */
export function pickupChoicesToMake(shipments: Shipment[]): { id: string; selectedShippingRateId: string }[] {
  return shipments.flatMap((s) => {
    const rate = pickupRate(s);
    return rate && rate.id !== s.selectedRateId ? [{ id: s.id, selectedShippingRateId: rate.id }] : [];
  });
}

/** Whether every shipment of the cart is collected at the store. */
export function allPickedUp(shipments: Shipment[]): boolean {
  return (
    shipments.length > 0 &&
    shipments.every((s) => {
      const rate = pickupRate(s);
      return rate !== null && rate.id === s.selectedRateId;
    })
  );
}
