/**
 * Every spelling of a path reaches a handler only through its route's own scope check: paths
 * that are not written in their one canonical form (empty segments, dot segments, encoded
 * slashes or letters, `;` parameters, trailing slashes, other letter case) are refused with 404
 * before anything else looks at them. Requests are sent raw, so the client does not tidy them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customerGrant } from './checkout-client.js';
import { SF, call, callRaw, inStockVariantId, many } from './store-client.js';
import { useDemoStore } from '../../support/use-demo-store.js';

const demo = useDemoStore();
let readOnly: string;

/** Sends `path` byte for byte as the request target. */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => callRaw(demo.store, method, path, { headers, body });

beforeAll(async () => {
  const token = await customerGrant(demo.store, 'read');
  expect(token.scope).toBe('read');
  readOnly = token.access_token;
});

/** Ways to spell `/api/v2/storefront/<rest>` that are not its canonical form. */
function spellings(rest: string): string[] {
  const [first, ...others] = rest.split('/');
  const tail = others.length > 0 ? `/${others.join('/')}` : '';
  return [
    `${SF}//${rest}`,
    `/${SF}/${rest}`,
    `${SF}/./${rest}`,
    `${SF}/x/../${rest}`,
    `${SF}/%2e/${rest}`,
    `${SF}/${rest}/`,
    `${SF}/${rest}//`,
    `${SF}%2F${rest}`,
    `${SF}%2f${rest}`,
    `${SF}/${first}%2F${others.join('%2F')}`,
    `${SF}/%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}${tail}`,
    `${SF.toUpperCase()}/${rest}`,
    `${SF}/${first!.toUpperCase()}${tail}`,
    `${SF}/${rest};x=1`,
    `${SF};x=1/${rest}`,
    `${SF}\\${rest}`,
    `${SF}/${rest}%00`,
  ].filter((p) => p !== `${SF}/${rest}`);
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

  it('double slashes at the start, dot segments and encoded letters are refused on every route, not only the account areas', async () => {
    for (const path of ['//api/v2/platform/orders', '/api/v2/platform//orders', '/api/v2/platform/orders/', '/api/v2/%70latform/orders',
      `${SF}/products/`, `${SF}//products`, '/status/', '//status', '/shop_oauth//token', '/.well-known//ucp', '/mcp/', '//mcp']) {
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
