/**
 * The demo store's JSON:API answers, byte for byte, for the catalog (product lists and pages with
 * every `include` the document allows, variants, taxons), a guest cart through checkout, a signed-in
 * customer's account, orders and wishlist, and the Platform API's catalog reads, against a freshly
 * seeded store. The files under `__answers__/` were written by this test from a seeded store (run
 * with `-u` to write them again after an intended change to the answers); it fails when a request
 * answers anything else. An answer up to 8 KB is kept whole, a larger one as its length and SHA-256.
 *
 * What differs between two runs is replaced before comparing: the store's address (its port),
 * random order/payment/shipment numbers and tokens (by order of first appearance, so the same
 * value keeps the same name), and the time of the run in timestamps.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { ADDRESS, SF, call, inStockVariantId, many, one, type CallOptions } from '../../../support/demo-store/store-client.js';

const PLATFORM = '/api/v2/platform';
/** Answers up to this size are kept whole; a larger one as its length and SHA-256 (the files stay small). */
const FULL_BODY_BYTES = 8 * 1024;

/** Every relationship of a product, and the nested paths the document names, one at a time. */
const PRODUCT_INCLUDES = [
  '',
  'variants',
  'images',
  'taxons',
  'option_types',
  'product_properties',
  'default_variant',
  'primary_variant',
  'variants.images',
  'variants.option_values',
  'variants.product',
  'variants.option_values.option_type',
  'option_types.option_values',
  'taxons.parent',
  'taxons.taxonomy',
  'taxons.children',
  'default_variant.images',
  'default_variant.option_values',
  'primary_variant.images',
];
const ALL_PRODUCT_INCLUDES = PRODUCT_INCLUDES.filter(Boolean).join(',');

const CART_INCLUDES = [
  'line_items',
  'variants',
  'promotions',
  'gift_card',
  'payments',
  'shipments',
  'user',
  'billing_address',
  'shipping_address',
  'line_items.variant',
  'line_items.variant.images',
  'line_items.variant.option_values',
  'line_items.variant.product',
  'variants.images',
  'payments.source',
  'payments.payment_method',
  'shipments.shipping_rates',
  'shipments.shipping_rates.shipping_method',
  'shipments.selected_shipping_rate',
  'shipments.stock_location',
  'shipments.line_items',
  'user.default_billing_address',
  'user.default_shipping_address',
].join(',');

let store: DemoStore;
let startedAt: number;

beforeAll(async () => {
  startedAt = Date.now() - 1000;
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

/** Names random values by first appearance and the run's own times as `<now>`. */
class Normalizer {
  private readonly names = new Map<string, string>();

  text(raw: string): string {
    return raw
      .split(store.url)
      .join('http://demo-store.test')
      .replace(/"(number|token|tracking|response_code)":"([^"]+)"/g, (_, key: string, value: string) => `"${key}":"${this.name(key, value)}"`)
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z/g, (at) => (Date.parse(at) >= startedAt ? '<now>' : at));
  }

  /** A request path names values only an answer gave (an order number): by the names they were given. */
  path(raw: string): string {
    let path = raw;
    for (const [value, name] of this.names) path = path.split(value).join(name);
    return path;
  }

  private name(key: string, value: string): string {
    let name = this.names.get(value);
    if (!name) {
      name = `<${key}-${[...this.names.values()].filter((n) => n.startsWith(`<${key}-`)).length + 1}>`;
      this.names.set(value, name);
    }
    return name;
  }
}

/** Records each answer as one line: the request, its status and its body as sent. */
class Recorder {
  readonly lines: string[] = [];

  constructor(private readonly normalizer = new Normalizer()) {}

  async send(path: string, options: CallOptions = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.orderToken) headers['X-Shop-Order-Token'] = options.orderToken;
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/vnd.api+json';
    const method = options.method ?? 'GET';
    const response = await fetch(`${store.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const kept = this.normalizer.text(text);
    const body =
      Buffer.byteLength(kept) <= FULL_BODY_BYTES ? kept : `(${Buffer.byteLength(kept)} bytes, sha256 ${createHash('sha256').update(kept).digest('hex')})`;
    this.lines.push(`${method} ${this.normalizer.path(path)} -> ${response.status}\n${body}\n`);
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }

  get file(): string {
    return this.lines.join('\n');
  }
}

async function adminToken(): Promise<string> {
  const answer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret, scope: 'admin' },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

async function customerToken(): Promise<string> {
  const answer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, scope: 'read write' },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

function expectOk(answer: { status: number }): void {
  expect(answer.status).toBeLessThan(300);
}

describe('the demo store answers as it did when these files were written', () => {
  it('product lists: every include, on a full and a later page, and with currency, sizes, fields, filters and sorts', async () => {
    const recorder = new Recorder();
    for (const include of PRODUCT_INCLUDES) {
      const query = include ? `include=${include}&` : '';
      expectOk(await recorder.send(`${SF}/products?${query}per_page=25`));
      expectOk(await recorder.send(`${SF}/products?${query}page=3&per_page=25`));
    }
    const all = `include=${ALL_PRODUCT_INCLUDES}`;
    for (const variation of [
      'per_page=100',
      'currency=EUR',
      'image_transformation[size]=400x400',
      'fields[product]=name,price,variants,images&fields[variant]=sku,price',
      'filter[taxons]=2',
      'filter[in_stock]=true&sort=-price',
      'filter[options][color]=navy&sort=name',
      'filter[backorderable]=true',
      'filter[name]=tee&sort=-updated_at',
      'filter[price]=20,60&sort=sku',
      'filter[show_discontinued]=true&per_page=100',
    ]) {
      expectOk(await recorder.send(`${SF}/products?${all}&${variation}`));
    }
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/product-lists.txt');
  });

  it('each product and its variants, with every include', async () => {
    const recorder = new Recorder();
    const slugs = many((await call(store, `${SF}/products?per_page=100&filter[show_discontinued]=true`)).body).map((p) => p.attributes.slug as string);
    expect(slugs.length).toBeGreaterThan(25);
    for (const slug of slugs) {
      expectOk(await recorder.send(`${SF}/products/${slug}?include=${ALL_PRODUCT_INCLUDES}`));
      expectOk(await recorder.send(`${SF}/products/${slug}/variants?include=images,option_values,product`));
    }
    expectOk(await recorder.send(`${SF}/products/harbor-logo-tee?include=variants.images&currency=EUR&image_transformation[size]=256x256`));
    expectOk(await recorder.send(`${SF}/products/harbor-logo-tee/variants?filter[options][size]=m&include=option_values.option_type`));
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/product-pages.txt');
  });

  it('taxons: lists and pages with every include', async () => {
    const recorder = new Recorder();
    for (const include of ['', 'parent', 'taxonomy', 'children', 'image', 'parent,taxonomy,children,image', 'children.children', 'parent.parent']) {
      const query = include ? `include=${include}&` : '';
      expectOk(await recorder.send(`${SF}/taxons?${query}per_page=100`));
    }
    expectOk(await recorder.send(`${SF}/taxons?filter[roots]=true&include=children`));
    const taxons = many((await call(store, `${SF}/taxons?per_page=100`)).body);
    for (const taxon of taxons) {
      expectOk(await recorder.send(`${SF}/taxons/${taxon.attributes.permalink as string}?include=parent,taxonomy,children`));
    }
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/taxons.txt');
  });

  it('a guest cart from its first item to the placed order, with every include', async () => {
    const recorder = new Recorder();
    const created = await recorder.send(`${SF}/cart?include=${CART_INCLUDES}`, { method: 'POST' });
    expect(created.status).toBe(201);
    const token = one(created.body as never).attributes.token as string;
    const asGuest = { orderToken: token };
    const tee = await inStockVariantId(store, 'harbor-logo-tee');
    const mug = await inStockVariantId(store, 'enamel-camp-mug');
    expectOk(
      await recorder.send(`${SF}/cart/add_item?include=line_items`, {
        ...asGuest,
        method: 'POST',
        body: { variant_id: tee, quantity: 2, options: { gift_note: 'Happy birthday', monogram: 'JL' } },
      }),
    );
    expectOk(await recorder.send(`${SF}/cart/add_item?include=${CART_INCLUDES}`, { ...asGuest, method: 'POST', body: { variant_id: mug, quantity: 3 } }));
    expectOk(await recorder.send(`${SF}/cart/apply_coupon_code?include=promotions`, { ...asGuest, method: 'PATCH', body: { coupon_code: 'WELCOME10' } }));
    expectOk(
      await recorder.send(`${SF}/checkout?include=${CART_INCLUDES}`, {
        ...asGuest,
        method: 'PATCH',
        body: {
          order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: { ...ADDRESS, state_name: 'Massachusetts' } },
        },
      }),
    );
    expectOk(await recorder.send(`${SF}/checkout/advance?include=${CART_INCLUDES}`, { ...asGuest, method: 'PATCH' }));
    expectOk(await recorder.send(`${SF}/checkout/shipping_rates?include=shipping_rates,stock_location,line_items`, asGuest));
    expectOk(
      await recorder.send(`${SF}/cart/apply_coupon_code?include=gift_card,payments.source`, {
        ...asGuest,
        method: 'PATCH',
        body: { coupon_code: 'GIFT-20-DEMO' },
      }),
    );
    const methods = many((await call(store, `${SF}/checkout/payment_methods`, asGuest)).body);
    const cash = methods.find((m) => m.attributes.name === 'Cash')!;
    const card = methods.find((m) => m.attributes.name === 'Test card')!;
    expectOk(
      await recorder.send(`${SF}/checkout/create_payment?include=payments.source,payments.payment_method`, {
        ...asGuest,
        method: 'POST',
        body: { payment_method_id: cash.id, amount: 10 },
      }),
    );
    expectOk(
      await recorder.send(`${SF}/checkout/create_payment?include=payments.source,payments.payment_method`, {
        ...asGuest,
        method: 'POST',
        body: {
          payment_method_id: card.id,
          source_attributes: { gateway_payment_profile_id: 'tok_visa', cc_type: 'visa', last_digits: '4242', month: 12, year: 2030, name: 'Jordan Lee' },
        },
      }),
    );
    expectOk(await recorder.send(`${SF}/cart?include=${CART_INCLUDES}`, asGuest));
    const placed = await recorder.send(`${SF}/checkout/complete?include=${CART_INCLUDES}`, { ...asGuest, method: 'PATCH' });
    expectOk(placed);
    const number = one(placed.body as never).attributes.number as string;
    expectOk(await recorder.send(`${SF}/order_status/${number}?include=${CART_INCLUDES}`, asGuest));
    expectOk(await recorder.send(`${SF}/cart?include=${CART_INCLUDES}&currency=EUR`, { method: 'POST' }));
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/guest-cart.txt');
  });

  it("a signed-in customer's account, cart with store credit, orders, cards and wishlist", async () => {
    const recorder = new Recorder();
    const bearer = await customerToken();
    const asCustomer = { bearer };
    expectOk(await recorder.send(`${SF}/account?include=default_billing_address,default_shipping_address`, asCustomer));
    expectOk(await recorder.send(`${SF}/account/credit_cards?include=payment_method`, asCustomer));
    expectOk(await recorder.send(`${SF}/wishlists/default?include=wished_items,wished_items.variant`, asCustomer));
    expectOk(await recorder.send(`${SF}/wishlists/default?include=wished_items.variant&currency=EUR`, asCustomer));
    expectOk(await recorder.send(`${SF}/cart?include=${CART_INCLUDES}`, { ...asCustomer, method: 'POST' }));
    const tote = await inStockVariantId(store, 'packable-tote');
    expectOk(await recorder.send(`${SF}/cart/add_item?include=${CART_INCLUDES}`, { ...asCustomer, method: 'POST', body: { variant_id: tote, quantity: 1 } }));
    expectOk(await recorder.send(`${SF}/checkout/advance?include=${CART_INCLUDES}`, { ...asCustomer, method: 'PATCH' }));
    expectOk(await recorder.send(`${SF}/checkout/add_store_credit?include=payments.source`, { ...asCustomer, method: 'POST', body: { amount: '5.00' } }));
    const methods = many((await call(store, `${SF}/checkout/payment_methods`, asCustomer)).body);
    const cash = methods.find((m) => m.attributes.name === 'Cash')!;
    expectOk(
      await recorder.send(`${SF}/checkout/create_payment?include=payments.source`, { ...asCustomer, method: 'POST', body: { payment_method_id: cash.id } }),
    );
    expectOk(await recorder.send(`${SF}/checkout/complete?include=${CART_INCLUDES}`, { ...asCustomer, method: 'PATCH' }));
    expectOk(await recorder.send(`${SF}/account/orders?include=${CART_INCLUDES}`, asCustomer));
    expectOk(await recorder.send(`${SF}/account?include=default_billing_address`, asCustomer));
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/customer-account.txt');
  });

  it("the Platform API's products, variants and stock items", async () => {
    const recorder = new Recorder();
    const asAdmin = { bearer: await adminToken() };
    expectOk(await recorder.send(`${PLATFORM}/products/harbor-logo-tee?include=${ALL_PRODUCT_INCLUDES}`, asAdmin));
    expectOk(await recorder.send(`${PLATFORM}/variants/3?include=images,option_values,product`, asAdmin));
    expectOk(await recorder.send(`${PLATFORM}/stock_items?include=variant,stock_location&per_page=50`, asAdmin));
    expectOk(await recorder.send(`${PLATFORM}/stock_items?include=variant.option_values,variant.images&filter[variant_id]=3,4,5`, asAdmin));
    await expect(recorder.file).toMatchFileSnapshot('./__answers__/platform-catalog.txt');
  });
});
