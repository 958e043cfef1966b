/**
 * Every spelling of a path reaches a handler only through its route's own scope check: paths
 * that are not written in their one canonical form (empty segments, dot segments, encoded
 * slashes or letters, `;` parameters, trailing slashes, other letter case) are refused with 404
 * before anything else looks at them. Requests are sent raw, so the client does not tidy them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customerGrant } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, callRaw, inStockVariantId, many, newCart, payWith, toPayment } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const PF = '/api/v2/platform';
const demo = useDemoStore();
let readOnly: string;

/** Sends `path` byte for byte as the request target. */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => callRaw(demo.store, method, path, { headers, body });

beforeAll(async () => {
  const token = await customerGrant(demo.store, 'read');
  expect(token.scope).toBe('read');
  readOnly = token.access_token;
});

/** Ways to spell `<base>/<rest>` (the Storefront API unless told) that are not its canonical form. */
function spellings(rest: string, base = SF): string[] {
  const [first, ...others] = rest.split('/');
  const tail = others.length > 0 ? `/${others.join('/')}` : '';
  return [
    `${base}//${rest}`,
    `/${base}/${rest}`,
    `${base}/./${rest}`,
    `${base}/x/../${rest}`,
    `${base}/%2e/${rest}`,
    `${base}/${rest}/`,
    `${base}/${rest}//`,
    `${base}%2F${rest}`,
    `${base}%2f${rest}`,
    `${base}/${first}%2F${others.join('%2F')}`,
    `${base}/%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}${tail}`,
    `${base.toUpperCase()}/${rest}`,
    `${base}/${first!.toUpperCase()}${tail}`,
    `${base}/${rest};x=1`,
    `${base};x=1/${rest}`,
    `${base}\\${rest}`,
    `${base}/${rest}%00`,
  ].filter((p) => p !== `${base}/${rest}`);
}

describe('paths that are not canonical', () => {
  it('never reach a cart or checkout handler with a read-only customer token: 404 with the error body', async () => {
    const variant = await inStockVariantId(demo.store, 'harbor-wool-beanie');
    const bearer = { Authorization: `Bearer ${readOnly}` };
    const probes: [string, string, unknown?][] = [
      ['POST', 'cart'],
      ['POST', 'cart/add_item', { variant_id: variant, quantity: 1 }],
      ['PATCH', 'checkout/advance'],
      ['POST', 'checkout/create_payment', { payment_method_id: '1' }],
      ['PATCH', 'checkout/complete'],
      ['PATCH', 'account', { user: { first_name: 'Changed' } }],
      ['POST', 'wishlists', { name: 'Sneaky' }],
    ];
    for (const [method, rest, body] of probes) {
      for (const path of spellings(rest)) {
        const answer = await raw(method, path, bearer, body);
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
        expect(answer.body).toMatchObject({ error: 'not_found', code: 404 });
      }
      // Written canonically, the same call is held to the scope: read-only may not change anything.
      expect((await raw(method, `${SF}/${rest}`, bearer, body)).status).toBe(403);
    }
    // Nothing was placed or changed for the customer.
    const orders = await call(demo.store, `${SF}/account/orders`, { bearer: readOnly });
    expect(many(orders.body)).toHaveLength(0);
  });

  it('never reach an order, shipment or payment change of the Platform API with an admin token: 404, and the order is as it was', async () => {
    const admin = await adminToken(demo.store.url);
    const cart = await newCart(demo.store);
    await addItem(demo.store, cart.token, await inStockVariantId(demo.store, 'harbor-wool-beanie'));
    await toPayment(demo.store, cart.token);
    await payWith(demo.store, cart.token, 'Cash');
    expect((await call(demo.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
    const show = async () => (await call(demo.store, `${PF}/orders/${cart.number}?include=shipments,payments`, { bearer: admin })).body;
    const before = await show();
    const shipment = before.included!.find((r) => r.type === 'shipment')!.attributes.number as string;
    const bearer = { Authorization: `Bearer ${admin}` };
    for (const rest of [
      `orders/${cart.number}/cancel`,
      `orders/${cart.number}/approve`,
      `shipments/${shipment}/cancel`,
      `shipments/${shipment}/pend`,
      `shipments/${shipment}/ship`,
    ]) {
      for (const path of spellings(rest, PF)) {
        const answer = await raw('PATCH', path, bearer, { shipment: { tracking: '1Z' } });
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expect(answer.body).toMatchObject({ error: 'not_found', code: 404 });
      }
    }
    for (const path of spellings('payments', PF)) expect((await raw('GET', path, bearer)).status, path).toBe(404);
    expect(await show()).toEqual(before);
  });

  it('double slashes at the start, dot segments and encoded letters are refused on every route, not only the account areas', async () => {
    for (const path of [
      '//api/v2/platform/orders',
      '/api/v2/platform//orders',
      '/api/v2/platform/orders/',
      '/api/v2/%70latform/orders',
      `${SF}/products/`,
      `${SF}//products`,
      '/status/',
      '//status',
      '/shop_oauth//token',
      '/.well-known//ucp',
      '/mcp/',
      '//mcp',
    ]) {
      const answer = await raw('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('keep working where written canonically, with percent-encoded path values that are not letters or slashes', async () => {
    expect((await raw('GET', `${SF}/products?per_page=1`)).status).toBe(200);
    expect((await raw('GET', `${SF}/taxons/categories/apparel`)).status).toBe(200);
    expect((await raw('GET', `${SF}/products/no%20such%20product`)).status).toBe(404);
    expect((await raw('GET', `${SF}/products/no%20such%20product`)).body).toMatchObject({ error: 'not_found' });
    expect((await raw('GET', '/status')).status).toBe(200);
  });
});
