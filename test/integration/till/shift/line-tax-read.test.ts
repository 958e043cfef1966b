/**
 * A line's amount before tax and its tax, as the demo store answers them and the till reads them
 * (what Reports' top products and the line-items CSV count): 6.25% added on top in Massachusetts,
 * none in Maine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { oneOf } from '../../../../shared/storefront/client/client-core.js';
import { readDocument } from '../../../../shared/storefront/map/jsonapi.js';
import { mapCart } from '../../../../shared/storefront/map/map-cart.js';
import { ADDRESS, addItem, call, inStockVariantId, newCart, SF } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store.close();
});

async function teeAddressedTo(address: typeof ADDRESS) {
  const { token } = await newCart(store);
  await addItem(store, token, await inStockVariantId(store, 'harbor-logo-tee'), 1);
  const answer = await call(store, `${SF}/checkout?include=line_items`, {
    method: 'PATCH',
    orderToken: token,
    body: { order: { email: 'jordan@example.com', bill_address_attributes: address, ship_address_attributes: address } },
  });
  expect(answer.status).toBe(200);
  return oneOf(readDocument(answer.body), mapCart).lineItems[0]!;
}

describe('a line’s tax, read', () => {
  it('reads the line before tax and its tax apart', async () => {
    const boston = await teeAddressedTo({ ...ADDRESS, city: 'Boston', zipcode: '02108', state_name: 'Massachusetts' });
    expect({ total: boston.total, preTaxTotal: boston.preTaxTotal, taxTotal: boston.taxTotal }).toEqual({
      total: '25.50',
      preTaxTotal: '24.00',
      taxTotal: '1.50',
    });
    const portland = await teeAddressedTo(ADDRESS);
    expect({ total: portland.total, preTaxTotal: portland.preTaxTotal, taxTotal: portland.taxTotal }).toEqual({
      total: '24.00',
      preTaxTotal: '24.00',
      taxTotal: '0.00',
    });
  });
});
