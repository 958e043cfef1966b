/** The pick list: every line of the chosen orders, one row per product variant, where it is kept. */
import { describe, expect, it } from 'vitest';
import { pickList } from '../../../shared/reports/pick-list.js';
import { line, order, shipment } from './order-fixtures.js';

describe('pick list', () => {
  it('groups the lines of several orders by product and variant, summing quantities and naming each order', () => {
    const a = order('R1', '2026-11-23T10:00:00Z', [
      line('1', 'v-tee-m', 'Harbor Logo Tee', 2, '24.00', { optionsText: 'Color: Navy, Size: M' }),
      line('2', 'v-mug', 'Camp Mug', 1, '12.00'),
    ]);
    const b = order('R2', '2026-11-23T11:00:00Z', [
      line('3', 'v-tee-m', 'Harbor Logo Tee', 1, '24.00', { optionsText: 'Color: Navy, Size: M' }),
      line('4', 'v-tee-l', 'Harbor Logo Tee', 3, '24.00', { optionsText: 'Color: Navy, Size: L' }),
    ]);
    const c = order('R3', '2026-11-23T12:00:00Z', [line('5', 'v-mug', 'Camp Mug', 4, '12.00')], { shipments: [shipment(['5'], { stockLocation: null })] });
    const list = pickList([a, b, c], ['R1', 'R2', 'R3']);
    expect(list.orderNumbers).toEqual(['R1', 'R2', 'R3']);
    expect(list.missing).toEqual([]);
    expect(list.totalUnits).toBe(11);
    expect(list.rows.map((r) => [r.name, r.optionsText, r.sku, r.location, r.quantity, r.orders])).toEqual([
      // Rows with a stock location first, by location then SKU; a variant kept in two places is one row naming both.
      [
        'Camp Mug',
        '',
        'SKU-v-mug',
        'Wharf Street Store',
        5,
        [
          { number: 'R1', quantity: 1 },
          { number: 'R3', quantity: 4 },
        ],
      ],
      ['Harbor Logo Tee', 'Color: Navy, Size: L', 'SKU-v-tee-l', 'Wharf Street Store', 3, [{ number: 'R2', quantity: 3 }]],
      [
        'Harbor Logo Tee',
        'Color: Navy, Size: M',
        'SKU-v-tee-m',
        'Wharf Street Store',
        3,
        [
          { number: 'R1', quantity: 2 },
          { number: 'R2', quantity: 1 },
        ],
      ],
    ]);
    expect(list.hasLocations).toBe(true);
  });

  it('says which asked-for orders the store did not have, and that no location is known when none is', () => {
    const a = order('R1', null, [line('1', 'v1', 'Tee', 1, '10.00')], { shipments: [] });
    const list = pickList([a], ['R1', 'R9']);
    expect(list.missing).toEqual(['R9']);
    expect(list.rows[0]!.location).toBeNull();
    expect(list.hasLocations).toBe(false);
  });
});
