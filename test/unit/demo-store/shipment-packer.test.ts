import { describe, expect, it } from 'vitest';
import { packShipments } from '../../../electron/demo-store/checkout/shipment-packer.js';

describe('packShipments', () => {
  it('sends what is on hand and back-orders the rest of backorderable items', () => {
    const stock = new Map([
      [1, { countOnHand: 5, backorderable: false }],
      [2, { countOnHand: 1, backorderable: true }],
      [3, { countOnHand: 0, backorderable: true }],
    ]);
    const packages = packShipments(
      [
        { lineItemId: 10, variantId: 1, quantity: 2 },
        { lineItemId: 11, variantId: 2, quantity: 3 },
        { lineItemId: 12, variantId: 3, quantity: 1 },
      ],
      stock,
    );
    expect(packages.onHand).toEqual([
      { lineItemId: 10, quantity: 2 },
      { lineItemId: 11, quantity: 1 },
    ]);
    expect(packages.backordered).toEqual([
      { lineItemId: 11, quantity: 2 },
      { lineItemId: 12, quantity: 1 },
    ]);
    expect(packages.unavailable).toEqual([]);
  });

  it('reports units that can be neither sent nor back-ordered, sharing stock between lines of one variant', () => {
    const stock = new Map([[1, { countOnHand: 3, backorderable: false }]]);
    const packages = packShipments(
      [
        { lineItemId: 10, variantId: 1, quantity: 2 },
        { lineItemId: 11, variantId: 1, quantity: 2 },
      ],
      stock,
    );
    expect(packages.onHand).toEqual([
      { lineItemId: 10, quantity: 2 },
      { lineItemId: 11, quantity: 1 },
    ]);
    expect(packages.unavailable).toEqual([{ lineItemId: 11, quantity: 1 }]);
  });

  it('treats negative stock (earlier back orders) as none on hand', () => {
    const packages = packShipments([{ lineItemId: 1, variantId: 1, quantity: 1 }], new Map([[1, { countOnHand: -4, backorderable: true }]]));
    expect(packages.onHand).toEqual([]);
    expect(packages.backordered).toEqual([{ lineItemId: 1, quantity: 1 }]);
  });
});
