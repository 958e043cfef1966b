/** Which of a shipment's rates the clerk is offered, and whether there is anything to choose. */
import type { Shipment, ShippingRate } from '../../../../shared/storefront/types/types.js';
import { pickupRate } from '../../../../shared/sale/pickup-rate.js';

/**
 * The rates a shipment offers the clerk: collected at the counter, only pickup (the address is
 * the store's); shipped, only the rates that ship (pickup would be taxed at the customer's
 * address). All of them where the store names no pickup rate.
 */
export function ratesOffered(shipment: Shipment, collected: boolean): ShippingRate[] {
  const pickup = pickupRate(shipment);
  if (!pickup) return [...shipment.rates];
  const offered = shipment.rates.filter((r) => (r.id === pickup.id) === collected);
  return offered.length > 0 ? offered : [...shipment.rates];
}

/** Each shipment collected at the counter has one way to go, and it is chosen. */
export function nothingToChoose(shipments: readonly Shipment[]): boolean {
  return (
    shipments.length > 0 &&
    shipments.every((sh) => {
      const offered = ratesOffered(sh, true);
      return offered.length === 1 && offered[0]!.id === sh.selectedRateId;
    })
  );
}
