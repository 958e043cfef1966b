import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, addItem, call, many, newCart, one, productWithVariants } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const PF = '/api/v2/platform';
let store: DemoStore;
let admin: string;

interface ErrorBody {
  error: string;
  code: number;
  errors?: Record<string, string[]>;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
});

describe('Platform API: catalog changes', () => {
  it('needs the admin scope for every change', async () => {
    const customer = (
      await call<{ access_token: string }>(store, '/shop_oauth/token', {
        method: 'POST',
        contentType: 'application/json',
        body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      })
    ).body.access_token;
    for (const [method, path] of [
      ['PATCH', '/variants/1'],
      ['PATCH', '/products/1'],
      ['PATCH', '/stock_items/1'],
      ['GET', '/stock_items'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(store, `${PF}${path}`, { method, body })).status, path).toBe(401);
      expect((await call(store, `${PF}${path}`, { method, bearer: customer, body })).status, path).toBe(403);
    }
  });

  it('changes a variant price in the default currency or another one, and the storefront and carts follow', async () => {
    const { variants } = await productWithVariants(store, 'classic-crew-tee');
    const variant = variants.find((v) => v.attributes.is_master === false && v.attributes.in_stock === true)!;
    const patched = await call(store, `${PF}/variants/${variant.id}`, {
      method: 'PATCH',
      bearer: admin,
      body: { variant: { price: '24.50', compare_at_price: '30' } },
    });
    expect(patched.status).toBe(200);
    expect(one(patched.body).attributes).toMatchObject({ price: '24.50', display_price: '$24.50', compare_at_price: '30.00', currency: 'USD' });
    const shown = (await productWithVariants(store, 'classic-crew-tee')).variants.find((v) => v.id === variant.id)!;
    expect(shown.attributes).toMatchObject({ price: '24.50', compare_at_price: '30.00' });

    const euro = await call(store, `${PF}/variants/${variant.id}?currency=EUR`, {
      method: 'PATCH',
      bearer: admin,
      body: { variant: { price: 22.9, currency: 'eur', compare_at_price: null } },
    });
    expect(euro.status).toBe(200);
    expect(one(euro.body).attributes).toMatchObject({ price: '22.90', currency: 'EUR', compare_at_price: null });
    expect(one((await call(store, `${PF}/variants/${variant.id}`, { bearer: admin })).body).attributes.price).toBe('24.50');

    const cart = await newCart(store);
    const added = await addItem(store, cart.token, variant.id, 2);
    expect(one(added.body).attributes.item_total).toBe('49.00');
  });

  it('refuses bad prices and currencies with field errors, and unknown variants with 404', async () => {
    const patch = (body: unknown, id = '2') => call<ErrorBody>(store, `${PF}/variants/${id}`, { method: 'PATCH', bearer: admin, body });
    const before = one((await call(store, `${PF}/variants/2`, { bearer: admin })).body).attributes.price;
    for (const price of ['-1', 'abc', '1.999', '100000000000', { amount: 1 }, true]) {
      const answer = await patch({ variant: { price } });
      expect(answer.status, JSON.stringify(price)).toBe(422);
      expect(answer.body.errors!.price!.length).toBeGreaterThan(0);
    }
    expect((await patch({ variant: { price: '5', currency: 'GBP' } })).body.errors).toEqual({ currency: ['is not supported by the store'] });
    expect((await patch({ variant: { compare_at_price: 'x' } })).body.errors).toEqual({ compare_at_price: ['is not a number'] });
    expect((await patch({ price: '5' })).status).toBe(400);
    expect((await patch({ variant: { price: '5' } }, '999999')).status).toBe(404);
    expect((await patch({ variant: { price: '5' } }, 'abc')).status).toBe(404);
    expect(one((await call(store, `${PF}/variants/2`, { bearer: admin })).body).attributes.price).toBe(before);
  });

  it('changes a product content and master price; blank names are refused and nothing is saved', async () => {
    const changed = await call(store, `${PF}/products/wool-throw-blanket`, {
      method: 'PATCH',
      bearer: admin,
      body: { product: { name: 'Wool Throw Blanket (Large)', description: 'Now larger.', meta_description: 'Warm wool.' } },
    });
    expect(changed.status).toBe(200);
    expect(one(changed.body).attributes).toMatchObject({ name: 'Wool Throw Blanket (Large)', description: 'Now larger.', meta_description: 'Warm wool.' });
    const shown = one((await call(store, `${SF}/products/wool-throw-blanket`)).body);
    expect(shown.attributes).toMatchObject({ name: 'Wool Throw Blanket (Large)', description: 'Now larger.' });

    const refused = await call<ErrorBody>(store, `${PF}/products/wool-throw-blanket`, {
      method: 'PATCH',
      bearer: admin,
      body: { product: { name: '  ', description: 'Changed?' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ name: ["can't be blank"] });
    expect(one((await call(store, `${SF}/products/wool-throw-blanket`)).body).attributes.description).toBe('Now larger.');

    const product = one((await call(store, `${PF}/products/wool-throw-blanket?include=primary_variant`, { bearer: admin })).body);
    const master = (product.relationships.primary_variant!.data as { id: string }).id;
    expect((await call(store, `${PF}/products/${product.id}`, { method: 'PATCH', bearer: admin, body: { product: { price: '99.00' } } })).status).toBe(200);
    expect(one((await call(store, `${PF}/variants/${master}`, { bearer: admin })).body).attributes.price).toBe('99.00');
    expect((await call(store, `${PF}/products/no-such-thing`, { method: 'PATCH', bearer: admin, body: { product: { name: 'x' } } })).status).toBe(404);
  });

  it('lists stock items by variant and sets count on hand and backorderable', async () => {
    const { product, variants } = await productWithVariants(store, 'harbor-logo-tee');
    const variant = variants.find((v) => v.attributes.is_master === false)!;
    const list = await call(store, `${PF}/stock_items?filter[variant_id]=${variant.id}&include=variant,stock_location`, { bearer: admin });
    expect(list.status).toBe(200);
    const items = many(list.body);
    expect(items).toHaveLength(1);
    expect(items[0]!.relationships.variant!.data).toEqual({ id: variant.id, type: 'variant' });
    expect(list.body.included!.map((r) => r.type).sort()).toEqual(['stock_location', 'variant']);

    const sold = await call(store, `${PF}/stock_items/${items[0]!.id}`, {
      method: 'PATCH',
      bearer: admin,
      body: { stock_item: { count_on_hand: 0, backorderable: false } },
    });
    expect(sold.status).toBe(200);
    expect(one(sold.body).attributes).toEqual({ count_on_hand: 0, backorderable: false });
    const soldOut = (await productWithVariants(store, 'harbor-logo-tee')).variants.find((v) => v.id === variant.id)!;
    expect(soldOut.attributes).toMatchObject({ in_stock: false, purchasable: false });
    const cart = await newCart(store);
    expect((await addItem(store, cart.token, variant.id)).status).toBe(422);

    const back = await call(store, `${PF}/stock_items/${items[0]!.id}`, {
      method: 'PATCH',
      bearer: admin,
      body: { stock_item: { count_on_hand: '12', backorderable: 'true' } },
    });
    expect(one(back.body).attributes).toEqual({ count_on_hand: 12, backorderable: true });
    expect(one((await call(store, `${PF}/stock_items/${items[0]!.id}`, { bearer: admin })).body).attributes.count_on_hand).toBe(12);

    for (const count of ['1.5', 'lots', 2_000_000, null]) {
      const answer = await call<ErrorBody>(store, `${PF}/stock_items/${items[0]!.id}`, {
        method: 'PATCH',
        bearer: admin,
        body: { stock_item: { count_on_hand: count } },
      });
      expect(answer.status, String(count)).toBe(422);
      expect(answer.body.errors!.count_on_hand!.length).toBe(1);
    }
    expect(
      (await call(store, `${PF}/stock_items/${items[0]!.id}`, { method: 'PATCH', bearer: admin, body: { stock_item: { backorderable: 'maybe' } } })).status,
    ).toBe(422);
    expect((await call(store, `${PF}/stock_items/99999999`, { bearer: admin })).status).toBe(404);
    const all = await call(store, `${PF}/stock_items?per_page=100`, { bearer: admin });
    expect((all.body.meta as { total_count: number }).total_count).toBeGreaterThan(100);
    expect(product.attributes.slug).toBe('harbor-logo-tee');
  });
});
