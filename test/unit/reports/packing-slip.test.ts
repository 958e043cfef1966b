/** A packing slip per order: its number, where it goes, its lines and quantities. */
import { describe, expect, it } from 'vitest';
import { packingSlips } from '../../../shared/reports/packing-slip.js';
import { HOME, line, order, shipment } from './order-fixtures.js';

describe('packing slips', () => {
  it('has one slip per order in the order asked, with ship-to, lines and quantities', () => {
    const a = order('R1', '2026-11-23T10:00:00Z', [line('1', 'v1', 'Harbor Logo Tee', 2, '24.00', { optionsText: 'Size: M' })]);
    const b = order('R2', '2026-11-23T11:00:00Z', [line('2', 'v2', 'Camp Mug', 1, '12.00')], {
      shipAddress: null,
      shipments: [
        shipment(['2'], {
          rates: [{ id: 'r1', name: 'In-store pickup', shippingMethodId: '1', cost: '0.00', displayCost: '$0.00', selected: true, free: true }],
          selectedRateId: 'r1',
        }),
      ],
    });
    const slips = packingSlips([a, b], ['R2', 'R1', 'R7']);
    expect(slips.missing).toEqual(['R7']);
    expect(slips.slips.map((s) => s.number)).toEqual(['R2', 'R1']);
    const first = slips.slips[1]!;
    expect(first.shipTo).toEqual({ name: 'Pat Doe', lines: ['48 Fore Street', 'Portland ME 04101', 'US'] });
    expect(first.lines).toEqual([{ name: 'Harbor Logo Tee', optionsText: 'Size: M', sku: 'SKU-v1', quantity: 2 }]);
    expect(first.totalUnits).toBe(2);
    expect(first.email).toBe('r1@example.com');
    expect(first.pickup).toBe(false);
    // Picked up in store: said so, with who collects it.
    expect(slips.slips[0]!.shipTo).toBeNull();
    expect(slips.slips[0]!.pickup).toBe(true);
    expect(slips.slips[0]!.customer).toBe('Pat Doe');
    expect(slips.slips[0]!.shippingMethod).toBe('In-store pickup');
    expect(HOME.city).toBe('Portland');
  });
});
