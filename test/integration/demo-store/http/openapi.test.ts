/**
 * The demo store's OpenAPI documents stay true: they are served as YAML, they are valid
 * OpenAPI 3.0 whose schemas all compile, they name every path of the interface, and real answers
 * of the store (a full guest checkout, the catalog with includes, the account, the Platform API
 * with its catalog, stock and webhook operations, OAuth, and errors 400/401/403/404/422/429) match
 * the response schema documented for their operation and status. Each document names exactly the
 * operations (every method of every path) its part of the router serves.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { PLATFORM_BASE, STOREFRONT_BASE, demoStoreRouter, startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { signRequest } from '../../../../shared/http-signatures/index.js';
import { generateEd25519Key } from '../../../support/net/ed25519-key-pair.js';
import { ADDRESS, SF, call, inStockVariantId, included, many, newCart, one, type Answer } from '../../../support/demo-store/store-client.js';

const PF = PLATFORM_BASE;

type Json = Record<string, unknown>;

interface ApiDocument {
  id: string;
  raw: Json;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Json; responses: Record<string, Json> };
}

let store: DemoStore;
let limited: DemoStore;
let ajv: Ajv;
const docs: Record<'storefront' | 'platform' | 'oauth', ApiDocument> = {} as never;
const checked = new Set<string>();

/** `#/components/schemas/X` -> `<doc>#/definitions/X` (or `#/definitions/X` inside the document's own schema). */
function rewriteRefs(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, id));
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', `${id}#/definitions/`) : rewriteRefs(value, id);
    }
    return out;
  }
  return node;
}

async function loadDocument(id: keyof typeof docs, file: string): Promise<void> {
  const res = await fetch(`${store.url}/api/openapi/${file}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
  const raw = parse(await res.text()) as Json;
  docs[id] = { id, raw, paths: raw.paths as ApiDocument['paths'], components: raw.components as ApiDocument['components'] };
  ajv.addSchema({ $id: id, definitions: rewriteRefs(docs[id].components.schemas ?? {}, '') as Json });
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(doc: ApiDocument, schema: unknown): ValidateFunction {
  const key = `${doc.id}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema, doc.id) as Json);
    validators.set(key, validate);
  }
  return validate;
}

function resolveResponse(doc: ApiDocument, response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const name = ref.replace('#/components/responses/', '');
  const found = doc.components.responses[name];
  expect(found, `response ${ref}`).toBeDefined();
  return found!;
}

/** Checks an answer against the documented response of `METHOD path` for its status. */
function conforms(doc: ApiDocument, method: string, path: string, answer: Answer<unknown>): void {
  const where = `${method.toUpperCase()} ${path} -> ${answer.status}`;
  const operation = doc.paths[path]?.[method.toLowerCase()] as Json | undefined;
  expect(operation, `${where}: operation documented`).toBeDefined();
  const responses = operation!.responses as Record<string, Json>;
  const documented = responses[String(answer.status)];
  expect(documented, `${where}: status documented`).toBeDefined();
  const response = resolveResponse(doc, documented!);
  const content = response.content as Record<string, { schema: unknown }> | undefined;
  if (!content) {
    expect(answer.body === null || answer.body === '', `${where}: no body documented`).toBe(true);
  } else {
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    expect(Object.keys(content), `${where}: media type`).toContain(mediaType);
    const validate = validatorFor(doc, content[mediaType]!.schema);
    const ok = validate(answer.body);
    expect(ok, `${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`).toBe(true);
  }
  checked.add(`${doc.id} ${method.toUpperCase()} ${path} ${answer.status}`);
}

/** Checks a request body against the documented request body of `METHOD path` (each media type offered). */
function acceptsBody(doc: ApiDocument, method: string, path: string, body: unknown): void {
  const where = `${method.toUpperCase()} ${path} request`;
  const operation = doc.paths[path]?.[method.toLowerCase()] as Json | undefined;
  const content = (operation?.requestBody as Json | undefined)?.content as Record<string, { schema: unknown }> | undefined;
  expect(content, `${where}: body documented`).toBeDefined();
  for (const [mediaType, { schema }] of Object.entries(content!)) {
    const validate = validatorFor(doc, schema);
    expect(validate(body), `${where} (${mediaType}): ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`).toBe(true);
  }
}

/**
 * Every `method path` the store's router serves under `base` (the document's server URL), with path
 * parameters written `{}`. HEAD is answered by GET routes and is not listed apart.
 */
function servedOperations(base: string): string[] {
  return demoStoreRouter(() => null)
    .entries()
    .filter(({ pattern }) => pattern.startsWith(`${base}/`))
    .map(({ method, pattern }) => `${method.toLowerCase()} ${pattern.slice(base.length).replace(/[:*]\w+/g, '{}')}`);
}

/** Every `method path` a document names, with path parameters written `{}`. */
function documentedOperations(doc: ApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => method !== 'parameters')
      .map((method) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`),
  );
}

const sorted = (entries: string[]) => [...new Set(entries)].sort();

const sf = (method: string, path: string, answer: Answer<unknown>) => conforms(docs.storefront, method, path, answer);
const pf = (method: string, path: string, answer: Answer<unknown>) => conforms(docs.platform, method, path, answer);
const oa = (method: string, path: string, answer: Answer<unknown>) => conforms(docs.oauth, method, path, answer);

function token(body: Json) {
  return call<Json>(store, '/shop_oauth/token', { method: 'POST', body, contentType: 'application/json' });
}

async function adminToken(): Promise<string> {
  const admin = await token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret });
  expect(admin.status).toBe(200);
  return admin.body.access_token as string;
}

async function customerToken(): Promise<string> {
  const issued = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  expect(issued.status).toBe(200);
  return issued.body.access_token as string;
}

/** A guest buys one tote with cash; the completed order's number. */
async function completedGuestOrder(): Promise<string> {
  const { token: orderToken, number } = await newCart(store);
  await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken, body: { variant_id: await inStockVariantId(store, 'canvas-market-tote') } });
  await call(store, `${SF}/checkout`, {
    method: 'PATCH',
    orderToken,
    body: { order: { email: 'a@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } },
  });
  await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken });
  const cash = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken })).body).find((m) => m.attributes.name === 'Cash')!;
  await call(store, `${SF}/checkout/create_payment`, { method: 'POST', orderToken, body: { payment_method_id: cash.id } });
  expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken })).status).toBe(200);
  return number;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  limited = await startDemoStore({ rateLimit: { limit: 2, windowSeconds: 60 } });
  ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addKeyword('example');
  await loadDocument('storefront', 'storefront.yaml');
  await loadDocument('platform', 'platform.yaml');
  await loadDocument('oauth', 'oauth.yml');
});

afterAll(async () => {
  await store.close();
  await limited.close();
});

describe('the documents', () => {
  it('are OpenAPI 3.0 whose every schema compiles and whose every $ref resolves', () => {
    for (const doc of Object.values(docs)) {
      expect(doc.raw.openapi).toBe('3.0.3');
      expect((doc.raw.info as Json).version).toBe('2.0.0');
      for (const name of Object.keys(doc.components.schemas)) validatorFor(doc, { $ref: `#/components/schemas/${name}` });
      const refs = JSON.stringify(doc.raw).match(/"\$ref":"[^"]+"/g) ?? [];
      for (const ref of refs) {
        const target = ref.slice(8, -1);
        const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(target) ?? [];
        expect((doc.raw.components as Record<string, Json>)[kind!]?.[name!], `${doc.id}: ${target}`).toBeDefined();
      }
      // Every operation answers something and names its status codes as strings of three digits.
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (method === 'parameters') continue;
          const codes = Object.keys(operation.responses as Json);
          expect(codes.length, `${method} ${path}`).toBeGreaterThan(0);
          for (const code of codes) expect(code).toMatch(/^[1-5]\d\d$/);
        }
      }
    }
  });

  it('name every path of the interface', () => {
    const storefront = [
      'get /account',
      'post /account',
      'patch /account',
      'get /account/addresses',
      'post /account/addresses',
      'patch /account/addresses/{id}',
      'delete /account/addresses/{id}',
      'get /account/credit_cards',
      'get /account/credit_cards/default',
      'delete /account/credit_cards/{id}',
      'get /account/orders',
      'get /account/orders/{order_number}',
      'get /order_status/{order_number}',
      'post /cart',
      'get /cart',
      'delete /cart',
      'post /cart/add_item',
      'patch /cart/set_quantity',
      'delete /cart/remove_line_item/{line_item_id}',
      'patch /cart/empty',
      'patch /cart/apply_coupon_code',
      'delete /cart/remove_coupon_code/{coupon_code}',
      'delete /cart/remove_coupon_code',
      'get /cart/estimate_shipping_rates',
      'patch /cart/associate',
      'patch /cart/change_currency',
      'patch /checkout',
      'patch /checkout/next',
      'patch /checkout/advance',
      'patch /checkout/complete',
      'patch /checkout/select_shipping_method',
      'post /checkout/validate_order_for_payment',
      'post /checkout/create_payment',
      'post /checkout/add_store_credit',
      'post /checkout/remove_store_credit',
      'get /checkout/payment_methods',
      'get /checkout/shipping_rates',
      'get /products',
      'get /products/{product_slug}',
      'get /products/{product_slug}/variants',
      'get /taxons',
      'get /store',
      'get /policies',
      'get /policies/{policy_slug}',
      'get /posts',
      'get /posts/{id}',
      'get /post_categories',
      'get /post_categories/{id}',
      'get /wishlist',
      'post /wishlist/wished_items',
      'delete /wishlist/wished_items/{id}',
    ];
    for (const entry of storefront) {
      const [method, path] = entry.split(' ') as [string, string];
      expect(docs.storefront.paths[path]?.[method], entry).toBeDefined();
    }
    for (const entry of ['post /token', 'post /revoke', 'get /authorize', 'post /authorize']) {
      const [method, path] = entry.split(' ') as [string, string];
      expect(docs.oauth.paths[path]?.[method], entry).toBeDefined();
    }
    const platform = [
      'get /orders',
      'get /orders/{number}',
      'get /shipments/{id}',
      'patch /shipments/{id}/ready',
      'patch /shipments/{id}/ship',
      'patch /shipments/{id}/deliver',
      'get /products/{id}',
      'patch /products/{id}',
      'get /variants/{id}',
      'patch /variants/{id}',
      'get /stock_items',
      'get /stock_items/{id}',
      'patch /stock_items/{id}',
      'get /webhooks/subscribers',
      'post /webhooks/subscribers',
      'get /webhooks/subscribers/{id}',
      'patch /webhooks/subscribers/{id}',
      'delete /webhooks/subscribers/{id}',
      'get /webhooks/events',
      'get /till_keys',
      'post /till_keys',
      'get /till_keys/{id}',
      'delete /till_keys/{id}',
      'patch /orders/{number}/approve',
      'patch /orders/{number}/cancel',
      'patch /orders/{number}/resume',
      'patch /shipments/{id}/pend',
      'patch /shipments/{id}/cancel',
      'patch /shipments/{id}/resume',
      'get /payments',
      'get /payments/{id}',
      'get /mails',
      'patch /orders/{number}/resend_confirmation_email',
    ];
    for (const entry of platform) {
      const [method, path] = entry.split(' ') as [string, string];
      expect(docs.platform.paths[path]?.[method], entry).toBeDefined();
    }
  });

  it('each document names exactly the operations its part of the router serves, every method of every path', () => {
    const parts = [
      [docs.storefront, STOREFRONT_BASE, 70],
      [docs.platform, PLATFORM_BASE, 27],
      [docs.oauth, '/shop_oauth', 4],
    ] as const;
    for (const [doc, base, least] of parts) {
      expect((doc.raw.servers as { url: string }[])[0]!.url, doc.id).toBe(base);
      const served = servedOperations(base);
      expect(served.length, doc.id).toBeGreaterThanOrEqual(least);
      expect(sorted(documentedOperations(doc)), doc.id).toEqual(sorted(served));
    }
  });

  it('name every operation once: operation ids are unique within a document', () => {
    for (const doc of Object.values(docs)) {
      const ids = Object.values(doc.paths).flatMap((item) =>
        Object.entries(item)
          .filter(([method]) => method !== 'parameters')
          .map(([, operation]) => operation.operationId as string),
      );
      expect(
        ids.every((id) => typeof id === 'string' && id !== ''),
        doc.id,
      ).toBe(true);
      expect(new Set(ids).size, doc.id).toBe(ids.length);
    }
  });

  it('an unknown document is a 404', async () => {
    const answer = await call(store, '/api/openapi/constructor');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found', code: 404 });
  });
});

describe('real answers match the documents', () => {
  it('a full guest checkout, from a new cart to the order status', async () => {
    const created = await call(store, `${SF}/cart`, { method: 'POST' });
    sf('post', '/cart', created);
    const orderToken = one(created.body).attributes.token as string;
    const number = one(created.body).attributes.number as string;

    const beanie = await inStockVariantId(store, 'harbor-wool-beanie');
    const added = await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken, body: { variant_id: beanie, quantity: 2 } });
    sf('post', '/cart/add_item', added);
    const tote = await call(store, `${SF}/cart/add_item?include=line_items`, {
      method: 'POST',
      orderToken,
      body: { variant_id: await inStockVariantId(store, 'canvas-market-tote'), quantity: 1 },
    });
    sf('post', '/cart/add_item', tote);
    const lineItem = (tote.body.included ?? []).find((r) => r.type === 'line_item')!;
    sf(
      'patch',
      '/cart/set_quantity',
      await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken, body: { line_item_id: lineItem.id, quantity: 3 } }),
    );
    sf('delete', '/cart/remove_line_item/{line_item_id}', await call(store, `${SF}/cart/remove_line_item/${lineItem.id}`, { method: 'DELETE', orderToken }));
    sf('get', '/cart', await call(store, `${SF}/cart?include=line_items.variant.images,variants,billing_address,shipping_address`, { orderToken }));
    sf('get', '/cart/estimate_shipping_rates', await call(store, `${SF}/cart/estimate_shipping_rates?country_iso=US`, { orderToken }));
    sf('delete', '/cart/remove_coupon_code', await call(store, `${SF}/cart/remove_coupon_code`, { method: 'DELETE', orderToken }));

    const addressed = await call(store, `${SF}/checkout?include=billing_address,shipping_address`, {
      method: 'PATCH',
      orderToken,
      body: { order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } },
    });
    sf('patch', '/checkout', addressed);
    const next = await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken });
    sf('patch', '/checkout/next', next);
    const advanced = await call(store, `${SF}/checkout/advance?include=shipments`, { method: 'PATCH', orderToken });
    sf('patch', '/checkout/advance', advanced);
    const rates = await call(store, `${SF}/checkout/shipping_rates`, { orderToken });
    sf('get', '/checkout/shipping_rates', rates);
    const shipment = many(rates.body)[0]!;
    const express = (rates.body.included ?? []).find((r) => r.type === 'shipping_rate' && String(r.attributes.name).startsWith('Express'))!;
    const selected = await call(store, `${SF}/checkout/select_shipping_method`, {
      method: 'PATCH',
      orderToken,
      body: { shipping_method_id: express.attributes.shipping_method_id, shipment_id: shipment.id },
    });
    sf('patch', '/checkout/select_shipping_method', selected);

    const methods = await call(store, `${SF}/checkout/payment_methods`, { orderToken });
    sf('get', '/checkout/payment_methods', methods);
    const card = many(methods.body).find((m) => m.attributes.name === 'Test card')!;
    const declined = await call(store, `${SF}/checkout/create_payment?include=payments`, {
      method: 'POST',
      orderToken,
      body: { payment_method_id: card.id, source_attributes: { gateway_payment_profile_id: 'tok_decline', name: 'Jordan Lee' } },
    });
    sf('post', '/checkout/create_payment', declined);
    const refused = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken });
    expect(refused.status).toBe(422);
    sf('patch', '/checkout/complete', refused);
    const paid = await call(store, `${SF}/checkout/create_payment?include=payments.source,payments.payment_method`, {
      method: 'POST',
      orderToken,
      body: {
        payment_method_id: card.id,
        source_attributes: { gateway_payment_profile_id: 'tok_visa', name: 'Jordan Lee', cc_type: 'visa', last_digits: '4242', month: 12, year: 2030 },
      },
    });
    sf('post', '/checkout/create_payment', paid);
    const completed = await call(store, `${SF}/checkout/complete?include=line_items,shipments,payments`, { method: 'PATCH', orderToken });
    expect(completed.status).toBe(200);
    sf('patch', '/checkout/complete', completed);
    expect(one(completed.body).attributes.state).toBe('complete');

    const status = await call(store, `${SF}/order_status/${number}?include=line_items.variant,shipments.shipping_rates,shipments.stock_location,payments`, {
      orderToken,
    });
    sf('get', '/order_status/{order_number}', status);
    // The cart is gone once complete.
    sf('get', '/cart', await call(store, `${SF}/cart`, { orderToken }));
  });

  it('cart upkeep: coupons, empty and delete', async () => {
    const { token: orderToken } = await newCart(store);
    await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken, body: { variant_id: await inStockVariantId(store, 'harbor-wool-beanie') } });
    const coupon = await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken, body: { coupon_code: 'SAVE10' } });
    expect(coupon.status).toBe(422);
    sf('patch', '/cart/apply_coupon_code', coupon);
    sf('delete', '/cart/remove_coupon_code/{coupon_code}', await call(store, `${SF}/cart/remove_coupon_code/SAVE10`, { method: 'DELETE', orderToken }));
    sf('patch', '/cart/empty', await call(store, `${SF}/cart/empty`, { method: 'PATCH', orderToken }));
    const deleted = await call(store, `${SF}/cart`, { method: 'DELETE', orderToken });
    expect(deleted.status).toBe(204);
    sf('delete', '/cart', deleted);
    sf('patch', '/cart/empty', await call(store, `${SF}/cart/empty`, { method: 'PATCH', orderToken }));
  });

  it('codes, gift cards, store credit, currency, associate and the check before payment', async () => {
    const { token: orderToken } = await newCart(store);
    await call(store, `${SF}/cart/add_item`, {
      method: 'POST',
      orderToken,
      body: { variant_id: await inStockVariantId(store, 'canvas-market-tote'), quantity: 2 },
    });
    const coupon = await call(store, `${SF}/cart/apply_coupon_code?include=promotions`, { method: 'PATCH', orderToken, body: { coupon_code: 'WELCOME10' } });
    expect(coupon.status).toBe(200);
    sf('patch', '/cart/apply_coupon_code', coupon);
    sf('delete', '/cart/remove_coupon_code/{coupon_code}', await call(store, `${SF}/cart/remove_coupon_code/WELCOME10`, { method: 'DELETE', orderToken }));
    sf('patch', '/cart/change_currency', await call(store, `${SF}/cart/change_currency?new_currency=EUR`, { method: 'PATCH', orderToken }));
    sf('patch', '/cart/change_currency', await call(store, `${SF}/cart/change_currency?new_currency=XYZ&currency=EUR`, { method: 'PATCH', orderToken }));

    const issued = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const bearer = issued.body.access_token as string;
    const associated = await call(store, `${SF}/cart/associate?guest_order_token=${orderToken}&currency=EUR`, { method: 'PATCH', bearer });
    sf('patch', '/cart/associate', associated);
    sf('patch', '/cart/associate', await call(store, `${SF}/cart/associate?guest_order_token=${orderToken}&currency=EUR`, { method: 'PATCH', bearer }));

    const own = await newCart(store, bearer);
    await call(store, `${SF}/cart/add_item`, { method: 'POST', bearer, body: { variant_id: await inStockVariantId(store, 'harbor-wool-beanie') } });
    await call(store, `${SF}/checkout/advance`, { method: 'PATCH', bearer });
    expect(own.number).toBeTruthy();
    sf(
      'patch',
      '/cart/apply_coupon_code',
      await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', bearer, body: { coupon_code: 'GIFT-20-DEMO' } }),
    );
    sf(
      'post',
      '/checkout/add_store_credit',
      await call(store, `${SF}/checkout/add_store_credit?amount=5.00&include=payments.source`, { method: 'POST', bearer }),
    );
    sf('post', '/checkout/remove_store_credit', await call(store, `${SF}/checkout/remove_store_credit`, { method: 'POST', bearer }));
    sf(
      'post',
      '/checkout/validate_order_for_payment',
      await call(store, `${SF}/checkout/validate_order_for_payment?skip_state=true`, { method: 'POST', bearer }),
    );
    sf('post', '/checkout/validate_order_for_payment', await call(store, `${SF}/checkout/validate_order_for_payment`, { method: 'POST', bearer }));
    const guestCredit = await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: (await newCart(store)).token });
    expect(guestCredit.status).toBe(422);
    sf('post', '/checkout/add_store_credit', guestCredit);
  });

  it('the catalog with includes, the store and countries', async () => {
    const list = await call(
      store,
      `${SF}/products?include=variants.option_values,variants.images,images,taxons,option_types.option_values,product_properties,default_variant&per_page=5&sort=-price`,
    );
    expect(many(list.body)).toHaveLength(5);
    sf('get', '/products', list);
    sf(
      'get',
      '/products',
      await call(
        store,
        `${SF}/products?filter[in_stock]=true&filter[price]=10,40&filter[options][color]=navy&image_transformation[size]=200x200&include=images&currency=EUR`,
      ),
    );
    const product = await call(store, `${SF}/products/canvas-market-tote?include=variants,images,taxons,option_types,product_properties,primary_variant`);
    sf('get', '/products/{product_slug}', product);
    sf('get', '/products/{product_slug}', await call(store, `${SF}/products/${one(product.body).id}`));
    sf('get', '/products/{product_slug}/variants', await call(store, `${SF}/products/canvas-market-tote/variants?include=images,option_values`));
    const taxons = await call(store, `${SF}/taxons?include=children,parent,taxonomy&per_page=100`);
    sf('get', '/taxons', taxons);
    const permalink = many(taxons.body).find((t) => t.attributes.depth === 2)!.attributes.permalink as string;
    const taxon = await call(store, `${SF}/taxons/${permalink}?include=parent,children`);
    expect(taxon.status).toBe(200);
    sf('get', '/taxons/{taxon_permalink}', taxon);
    sf('get', '/store', await call(store, `${SF}/store?include=default_country`));
    sf('get', '/countries', await call(store, `${SF}/countries`));
    sf('get', '/countries/{iso}', await call(store, `${SF}/countries/default`));
    sf('get', '/countries/{iso}', await call(store, `${SF}/countries/ZZ`));
  });

  it('the account of a signed-in customer', async () => {
    const issued = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    oa('post', '/token', issued);
    const bearer = issued.body.access_token as string;
    sf('get', '/account', await call(store, `${SF}/account?include=default_billing_address,default_shipping_address`, { bearer }));
    sf('patch', '/account', await call(store, `${SF}/account`, { method: 'PATCH', bearer, body: { user: { first_name: 'Casey' } } }));
    const { number } = await newCart(store, bearer);
    await call(store, `${SF}/cart/add_item`, { method: 'POST', bearer, body: { variant_id: await inStockVariantId(store, 'harbor-wool-beanie') } });
    await call(store, `${SF}/checkout/advance`, { method: 'PATCH', bearer });
    const methods = many((await call(store, `${SF}/checkout/payment_methods`, { bearer })).body);
    await call(store, `${SF}/checkout/create_payment`, {
      method: 'POST',
      bearer,
      body: { payment_method_id: methods.find((m) => m.attributes.name === 'Cash')!.id },
    });
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', bearer })).status).toBe(200);
    sf('get', '/account/orders', await call(store, `${SF}/account/orders?include=line_items&sort=-completed_at`, { bearer }));
    sf('get', '/account/orders/{order_number}', await call(store, `${SF}/account/orders/${number}?include=line_items,shipments`, { bearer }));
    sf('get', '/account/orders/{order_number}', await call(store, `${SF}/account/orders/R000000000`, { bearer }));

    const email = `new-${Date.now()}@example.com`;
    const signUp = await call(store, `${SF}/account`, {
      method: 'POST',
      body: { user: { email, password: 'long-enough-1', password_confirmation: 'long-enough-1' } },
    });
    sf('post', '/account', signUp);
    const twice = await call(store, `${SF}/account`, {
      method: 'POST',
      body: { user: { email, password: 'long-enough-1', password_confirmation: 'long-enough-1' } },
    });
    expect(twice.status).toBe(422);
    sf('post', '/account', twice);
  });

  it('the address book, saved cards and wishlists', async () => {
    const issued = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const bearer = issued.body.access_token as string;
    sf('get', '/account/addresses', await call(store, `${SF}/account/addresses?filter[exclude_quick_checkout]=true`, { bearer }));
    const created = await call(store, `${SF}/account/addresses`, { method: 'POST', bearer, body: { address: { ...ADDRESS, label: `Work ${Date.now()}` } } });
    sf('post', '/account/addresses', created);
    const id = one(created.body).id;
    sf('get', '/account/addresses/{id}', await call(store, `${SF}/account/addresses/${id}`, { bearer }));
    sf(
      'patch',
      '/account/addresses/{id}',
      await call(store, `${SF}/account/addresses/${id}`, { method: 'PATCH', bearer, body: { address: { city: 'Bangor' } } }),
    );
    const invalid = await call(store, `${SF}/account/addresses/${id}`, { method: 'PATCH', bearer, body: { address: { country_iso: 'US', state_name: '' } } });
    sf('patch', '/account/addresses/{id}', invalid);
    sf('delete', '/account/addresses/{id}', await call(store, `${SF}/account/addresses/${id}`, { method: 'DELETE', bearer }));
    sf('delete', '/account/addresses/{id}', await call(store, `${SF}/account/addresses/${id}`, { method: 'DELETE', bearer }));
    sf('get', '/account/addresses', await call(store, `${SF}/account/addresses`));

    const cards = await call(store, `${SF}/account/credit_cards?include=payment_method`, { bearer });
    sf('get', '/account/credit_cards', cards);
    sf('get', '/account/credit_cards/default', await call(store, `${SF}/account/credit_cards/default`, { bearer }));
    const spare = many(cards.body).find((c) => c.attributes.default === false)!;
    sf('delete', '/account/credit_cards/{id}', await call(store, `${SF}/account/credit_cards/${spare.id}`, { method: 'DELETE', bearer }));
    sf('delete', '/account/credit_cards/{id}', await call(store, `${SF}/account/credit_cards/${spare.id}`, { method: 'DELETE', bearer }));

    const variant = await inStockVariantId(store, 'canvas-market-tote');
    sf('get', '/wishlist', await call(store, `${SF}/wishlist?include=wished_items.variant&is_variant_included=${variant}`, { bearer }));
    const wished = await call(store, `${SF}/wishlist/wished_items`, { method: 'POST', bearer, body: { variant_id: variant, quantity: 2 } });
    sf('post', '/wishlist/wished_items', wished);
    sf('delete', '/wishlist/wished_items/{id}', await call(store, `${SF}/wishlist/wished_items/${one(wished.body).id}`, { method: 'DELETE', bearer }));
    sf('get', '/wishlists', await call(store, `${SF}/wishlists`, { bearer }));
    const list = await call(store, `${SF}/wishlists`, { method: 'POST', bearer, body: { wishlist: { name: 'Gifts', is_private: false } } });
    sf('post', '/wishlists', list);
    const listToken = one(list.body).attributes.token as string;
    sf('get', '/wishlists/{token}', await call(store, `${SF}/wishlists/${listToken}`));
    sf(
      'patch',
      '/wishlists/{token}',
      await call(store, `${SF}/wishlists/${listToken}`, { method: 'PATCH', bearer, body: { wishlist: { name: 'Birthday gifts' } } }),
    );
    const item = await call(store, `${SF}/wishlists/${listToken}/add_item`, { method: 'POST', bearer, body: { variant_id: variant } });
    sf('post', '/wishlists/{token}/add_item', item);
    sf(
      'patch',
      '/wishlists/{token}/set_item_quantity/{item_id}',
      await call(store, `${SF}/wishlists/${listToken}/set_item_quantity/${one(item.body).id}`, { method: 'PATCH', bearer, body: { quantity: 3 } }),
    );
    sf(
      'delete',
      '/wishlists/{token}/remove_item/{item_id}',
      await call(store, `${SF}/wishlists/${listToken}/remove_item/${one(item.body).id}`, { method: 'DELETE', bearer }),
    );
    sf('delete', '/wishlists/{token}', await call(store, `${SF}/wishlists/${listToken}`, { method: 'DELETE', bearer }));
    sf('get', '/wishlists/{token}', await call(store, `${SF}/wishlists/${listToken}`));
  });

  it('store content: policies, posts and post categories', async () => {
    const policies = await call(store, `${SF}/policies`);
    sf('get', '/policies', policies);
    sf('get', '/policies/{policy_slug}', await call(store, `${SF}/policies/${many(policies.body)[0]!.attributes.slug as string}`));
    sf('get', '/policies/{policy_slug}', await call(store, `${SF}/policies/no-such-policy`));
    const posts = await call(store, `${SF}/posts?include=post_category&sort=-published_at&per_page=3`);
    sf('get', '/posts', posts);
    sf('get', '/posts/{id}', await call(store, `${SF}/posts/${many(posts.body)[0]!.attributes.slug as string}?include=post_category`));
    const categories = await call(store, `${SF}/post_categories`);
    sf('get', '/post_categories', categories);
    sf('get', '/post_categories/{id}', await call(store, `${SF}/post_categories/${many(categories.body)[0]!.id}?include=posts`));
    sf('get', '/post_categories/{id}', await call(store, `${SF}/post_categories/nothing-here`));
  });

  it('errors: 400, 401, 403, 404, 422 and 429', async () => {
    const unknownInclude = await call(store, `${SF}/products?include=warehouse`);
    expect(unknownInclude.status).toBe(400);
    sf('get', '/products', unknownInclude);
    const malformed = await call(store, `${SF}/cart`, { method: 'POST', rawBody: '{"public_metadata":' });
    expect(malformed.status).toBe(400);
    sf('post', '/cart', malformed);

    const issued = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    await call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: issued.body.access_token }, contentType: 'application/json' });
    const revoked = await call(store, `${SF}/products/canvas-market-tote`, { bearer: issued.body.access_token as string });
    expect(revoked.status).toBe(401);
    sf('get', '/products/{product_slug}', revoked);

    const guest = await call(store, `${SF}/account`);
    expect(guest.status).toBe(403);
    sf('get', '/account', guest);

    const missing = await call(store, `${SF}/products/no-such-product`);
    expect(missing.status).toBe(404);
    sf('get', '/products/{product_slug}', missing);
    sf('get', '/order_status/{order_number}', await call(store, `${SF}/order_status/R000000000`, { orderToken: 'nope' }));

    const { token: orderToken } = await newCart(store);
    const added = await call(store, `${SF}/cart/add_item?include=line_items`, {
      method: 'POST',
      orderToken,
      body: { variant_id: await inStockVariantId(store, 'harbor-wool-beanie') },
    });
    const lineItem = (added.body.included ?? [])[0]!;
    const zero = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken, body: { line_item_id: lineItem.id, quantity: 0 } });
    expect(zero.status).toBe(422);
    sf('patch', '/cart/set_quantity', zero);
    const badAddress = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken,
      body: { order: { email: 'not-an-email', ship_address_attributes: { ...ADDRESS, zipcode: '' } } },
    });
    expect(badAddress.status).toBe(422);
    sf('patch', '/checkout', badAddress);

    let throttled: Answer | null = null;
    for (let i = 0; i < 3; i++) throttled = await call(limited, `${SF}/products?per_page=1`);
    expect(throttled!.status).toBe(429);
    sf('get', '/products', throttled!);
    const throttledToken = await call(limited, '/shop_oauth/token', { method: 'POST', body: { grant_type: 'password' }, contentType: 'application/json' });
    expect(throttledToken.status).toBe(429);
    oa('post', '/token', throttledToken);
  });

  it('the Platform API', async () => {
    const admin = await token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret });
    oa('post', '/token', admin);
    const bearer = admin.body.access_token as string;
    const number = await completedGuestOrder();

    pf('get', '/orders', await call(store, `/api/v2/platform/orders?filter[state]=complete&include=line_items&per_page=5`, { bearer }));
    const order = await call(store, `/api/v2/platform/orders/${number}?include=shipments,payments,billing_address`, { bearer });
    pf('get', '/orders/{number}', order);
    const shipment = (order.body.included ?? []).find((r) => r.type === 'shipment')!;
    pf('get', '/shipments/{id}', await call(store, `/api/v2/platform/shipments/${shipment.attributes.number as string}?include=shipping_rates`, { bearer }));
    const early = await call(store, `/api/v2/platform/shipments/${shipment.id}/deliver`, { method: 'PATCH', bearer });
    expect(early.status).toBe(422);
    pf('patch', '/shipments/{id}/deliver', early);
    pf(
      'patch',
      '/shipments/{id}/ship',
      await call(store, `/api/v2/platform/shipments/${shipment.id}/ship`, { method: 'PATCH', bearer, body: { shipment: { tracking: '1Z999' } } }),
    );
    pf('patch', '/shipments/{id}/deliver', await call(store, `/api/v2/platform/shipments/${shipment.id}/deliver`, { method: 'PATCH', bearer }));
    pf('get', '/orders/{number}', await call(store, '/api/v2/platform/orders/R000000000', { bearer }));
    pf('get', '/orders', await call(store, '/api/v2/platform/orders'));
    const customer = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    pf('get', '/orders', await call(store, '/api/v2/platform/orders', { bearer: customer.body.access_token as string }));
  });

  it('the Platform API: order lists with filters, order and shipment state changes and their refusals, payments', async () => {
    const bearer = await adminToken();
    const customer = await customerToken();
    const number = await completedGuestOrder();
    const other = await completedGuestOrder();

    const listed = await call(
      store,
      `${PF}/orders?filter[state_in][]=complete&filter[email_cont]=EXAMPLE&filter[completed_at_gt]=2020-01-01T00:00:00Z` +
        '&sort=-completed_at&include=line_items,shipments,payments,bill_address,ship_address,user&per_page=2',
      { bearer },
    );
    expect(listed.status).toBe(200);
    pf('get', '/orders', listed);
    const badDate = await call(store, `${PF}/orders?filter[completed_at_lt]=tomorrow`, { bearer });
    expect(badDate.status).toBe(400);
    pf('get', '/orders', badDate);
    pf('get', '/orders', await call(store, `${PF}/orders?sort=secret`, { bearer }));
    pf('get', '/orders/{number}', await call(store, `${PF}/orders/${number}?include=bill_address,ship_address,payments`, { bearer }));

    const approved = await call(store, `${PF}/orders/${number}/approve`, { method: 'PATCH', bearer });
    expect(approved.status).toBe(200);
    pf('patch', '/orders/{number}/approve', approved);
    const twice = await call(store, `${PF}/orders/${number}/approve`, { method: 'PATCH', bearer });
    expect(twice.status).toBe(422);
    pf('patch', '/orders/{number}/approve', twice);
    pf('patch', '/orders/{number}/approve', await call(store, `${PF}/orders/R000000000/approve`, { method: 'PATCH', bearer }));
    pf('patch', '/orders/{number}/approve', await call(store, `${PF}/orders/${number}/approve`, { method: 'PATCH', bearer: customer }));
    const notCanceled = await call(store, `${PF}/orders/${number}/resume`, { method: 'PATCH', bearer });
    expect(notCanceled.status).toBe(422);
    pf('patch', '/orders/{number}/resume', notCanceled);
    const canceled = await call(store, `${PF}/orders/${number}/cancel?include=shipments,payments`, { method: 'PATCH', bearer });
    expect(canceled.status).toBe(200);
    pf('patch', '/orders/{number}/cancel', canceled);
    const again = await call(store, `${PF}/orders/${number}/cancel`, { method: 'PATCH', bearer });
    expect(again.status).toBe(422);
    pf('patch', '/orders/{number}/cancel', again);
    pf('patch', '/orders/{number}/cancel', await call(store, `${PF}/orders/${number}/cancel`, { method: 'PATCH' }));
    const resumed = await call(store, `${PF}/orders/${number}/resume`, { method: 'PATCH', bearer });
    expect(resumed.status).toBe(200);
    pf('patch', '/orders/{number}/resume', resumed);
    // The order's email set (Spree's update), its confirmation sent again, and the outbox (this store's extension).
    const emailed = await call(store, `${PF}/orders/${other}`, { method: 'PATCH', bearer, body: { order: { email: 'again@example.com' } } });
    expect(emailed.status).toBe(200);
    pf('patch', '/orders/{number}', emailed);
    const badEmail = await call(store, `${PF}/orders/${other}`, { method: 'PATCH', bearer, body: { order: { email: 'nowhere' } } });
    expect(badEmail.status).toBe(422);
    pf('patch', '/orders/{number}', badEmail);
    const resent = await call(store, `${PF}/orders/${other}/resend_confirmation_email`, { method: 'PATCH', bearer });
    expect(resent.status).toBe(200);
    pf('patch', '/orders/{number}/resend_confirmation_email', resent);
    pf(
      'patch',
      '/orders/{number}/resend_confirmation_email',
      await call(store, `${PF}/orders/R000000000/resend_confirmation_email`, { method: 'PATCH', bearer }),
    );
    const outbox = await call(store, `${PF}/mails?filter[order_number_eq]=${other}&per_page=5`, { bearer });
    expect(outbox.status).toBe(200);
    pf('get', '/mails', outbox);
    pf('get', '/mails', await call(store, `${PF}/mails`, { bearer: customer }));

    const shipment = (await call(store, `${PF}/orders/${other}?include=shipments`, { bearer })).body.included!.find((r) => r.type === 'shipment')!;
    const at = (event: string) => `${PF}/shipments/${shipment.attributes.number as string}/${event}`;
    const pended = await call(store, at('pend'), { method: 'PATCH', bearer });
    expect(pended.status).toBe(200);
    pf('patch', '/shipments/{id}/pend', pended);
    pf('patch', '/shipments/{id}/pend', await call(store, at('pend'), { method: 'PATCH', bearer }));
    pf('patch', '/shipments/{id}/ready', await call(store, at('ready'), { method: 'PATCH', bearer }));
    const shipmentCanceled = await call(store, at('cancel'), { method: 'PATCH', bearer });
    expect(shipmentCanceled.status).toBe(200);
    pf('patch', '/shipments/{id}/cancel', shipmentCanceled);
    const shipCanceled = await call(store, at('ship'), { method: 'PATCH', bearer });
    expect(shipCanceled.status).toBe(422);
    pf('patch', '/shipments/{id}/ship', shipCanceled);
    const shipmentResumed = await call(store, at('resume'), { method: 'PATCH', bearer });
    expect(shipmentResumed.status).toBe(200);
    pf('patch', '/shipments/{id}/resume', shipmentResumed);
    pf('patch', '/shipments/{id}/resume', await call(store, at('resume'), { method: 'PATCH', bearer }));
    const body = { shipment: { tracking: '1Z999AA1' } };
    acceptsBody(docs.platform, 'patch', '/shipments/{id}/ship', body);
    expect((await call(store, at('ship'), { method: 'PATCH', bearer, body })).status).toBe(200);
    const cancelShipped = await call(store, at('cancel'), { method: 'PATCH', bearer });
    expect(cancelShipped.status).toBe(422);
    pf('patch', '/shipments/{id}/cancel', cancelShipped);
    pf('patch', '/shipments/{id}/cancel', await call(store, `${PF}/shipments/H00000000000/cancel`, { method: 'PATCH', bearer }));

    const payments = await call(store, `${PF}/payments?filter[order_number_eq]=${number}&filter[state_in][]=void&include=order,payment_method,source`, {
      bearer,
    });
    expect(many(payments.body)).toHaveLength(1);
    pf('get', '/payments', payments);
    pf('get', '/payments', await call(store, `${PF}/payments?filter[amount_gteq]=lots`, { bearer }));
    pf('get', '/payments', await call(store, `${PF}/payments`, { bearer: customer }));
    pf('get', '/payments/{id}', await call(store, `${PF}/payments/${many(payments.body)[0]!.id}?include=order`, { bearer }));
    pf('get', '/payments/{id}', await call(store, `${PF}/payments/0`, { bearer }));
  });

  it('the Platform API: products, variants and stock items, and a sold-out line before payment', async () => {
    const bearer = await adminToken();
    const customer = await customerToken();

    const product = await call(store, `${PF}/products/wool-throw-blanket?include=variants,primary_variant`, { bearer });
    expect(product.status).toBe(200);
    pf('get', '/products/{id}', product);
    pf('get', '/products/{id}', await call(store, `${PF}/products/no-such-product`, { bearer }));
    pf('get', '/products/{id}', await call(store, `${PF}/products/wool-throw-blanket?include=warehouse`, { bearer }));
    const productChange = { product: { meta_keywords: 'wool, throw, blanket', price: '89.00', compare_at_price: '99.00' } };
    acceptsBody(docs.platform, 'patch', '/products/{id}', productChange);
    const changed = await call(store, `${PF}/products/${one(product.body).id}`, { method: 'PATCH', bearer, body: productChange });
    expect(changed.status).toBe(200);
    pf('patch', '/products/{id}', changed);
    const blank = await call(store, `${PF}/products/wool-throw-blanket`, { method: 'PATCH', bearer, body: { product: { name: ' ' } } });
    expect(blank.status).toBe(422);
    pf('patch', '/products/{id}', blank);
    const bare = await call(store, `${PF}/products/wool-throw-blanket`, { method: 'PATCH', bearer, body: { name: 'No wrapper' } });
    expect(bare.status).toBe(400);
    pf('patch', '/products/{id}', bare);

    const variantId = await inStockVariantId(store, 'wool-throw-blanket');
    pf('get', '/variants/{id}', await call(store, `${PF}/variants/${variantId}?include=product,option_values&currency=EUR`, { bearer }));
    pf('get', '/variants/{id}', await call(store, `${PF}/variants/${variantId}`));
    const variantChange = { variant: { price: '79.50', compare_at_price: null, currency: 'EUR' } };
    acceptsBody(docs.platform, 'patch', '/variants/{id}', variantChange);
    const repriced = await call(store, `${PF}/variants/${variantId}?currency=EUR`, { method: 'PATCH', bearer, body: variantChange });
    expect(one(repriced.body).attributes.price).toBe('79.50');
    pf('patch', '/variants/{id}', repriced);
    const badPrice = await call(store, `${PF}/variants/${variantId}`, { method: 'PATCH', bearer, body: { variant: { price: 'free', currency: 'GBP' } } });
    expect(badPrice.status).toBe(422);
    pf('patch', '/variants/{id}', badPrice);
    pf('patch', '/variants/{id}', await call(store, `${PF}/variants/99999999`, { method: 'PATCH', bearer, body: variantChange }));

    const items = await call(store, `${PF}/stock_items?filter[variant_id]=${variantId}&include=variant,stock_location`, { bearer });
    expect(many(items.body)).toHaveLength(1);
    pf('get', '/stock_items', items);
    pf('get', '/stock_items', await call(store, `${PF}/stock_items?per_page=3&page=2`, { bearer }));
    const forbidden = await call(store, `${PF}/stock_items`, { bearer: customer });
    expect(forbidden.status).toBe(403);
    pf('get', '/stock_items', forbidden);
    const item = many(items.body)[0]!;
    pf('get', '/stock_items/{id}', await call(store, `${PF}/stock_items/${item.id}?include=variant`, { bearer }));
    pf('get', '/stock_items/{id}', await call(store, `${PF}/stock_items/99999999`, { bearer }));
    const badCount = await call(store, `${PF}/stock_items/${item.id}`, {
      method: 'PATCH',
      bearer,
      body: { stock_item: { count_on_hand: 'lots', backorderable: 'maybe' } },
    });
    expect(badCount.status).toBe(422);
    pf('patch', '/stock_items/{id}', badCount);

    // A line whose stock is gone by the time of payment: removed, and the 422 carries the cart and meta.messages.
    const { token: orderToken } = await newCart(store);
    await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken, body: { variant_id: variantId } });
    const soldOut = { stock_item: { count_on_hand: 0, backorderable: false } };
    acceptsBody(docs.platform, 'patch', '/stock_items/{id}', soldOut);
    const emptied = await call(store, `${PF}/stock_items/${item.id}`, { method: 'PATCH', bearer, body: soldOut });
    expect(one(emptied.body).attributes).toEqual({ count_on_hand: 0, backorderable: false });
    pf('patch', '/stock_items/{id}', emptied);
    const validated = await call(store, `${SF}/checkout/validate_order_for_payment?include=line_items`, { method: 'POST', orderToken });
    expect(validated.status).toBe(422);
    expect((validated.body.meta as { messages: string[] }).messages).toContain('Wool Throw Blanket was removed because it was sold out');
    sf('post', '/checkout/validate_order_for_payment', validated);
    const restored = await call(store, `${PF}/stock_items/${item.id}`, { method: 'PATCH', bearer, body: { stock_item: item.attributes } });
    expect(restored.status).toBe(200);
  });

  it('the Platform API: webhook subscribers and their delivery attempts', async () => {
    const bearer = await adminToken();
    const customer = await customerToken();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const subscriber = { subscriber: { url: `http://127.0.0.1:${port}/openapi-hook`, subscriptions: ['order.*'], active: true } };
    acceptsBody(docs.platform, 'post', '/webhooks/subscribers', subscriber);
    const created = await call(store, `${PF}/webhooks/subscribers`, { method: 'POST', bearer, body: subscriber });
    expect(created.status).toBe(201);
    expect(one(created.body).attributes.secret_key).toMatch(/^[0-9a-f]{64}$/);
    pf('post', '/webhooks/subscribers', created);
    const id = one(created.body).id;
    const badUrl = await call(store, `${PF}/webhooks/subscribers`, { method: 'POST', bearer, body: { subscriber: { url: 'ftp://files.example/in' } } });
    expect(badUrl.status).toBe(422);
    pf('post', '/webhooks/subscribers', badUrl);
    pf('post', '/webhooks/subscribers', await call(store, `${PF}/webhooks/subscribers`, { method: 'POST', bearer, body: {} }));

    const listed = await call(store, `${PF}/webhooks/subscribers?filter[url_cont]=OPENAPI-HOOK&filter[active_eq]=true`, { bearer });
    expect(many(listed.body).map((s) => s.id)).toEqual([id]);
    pf('get', '/webhooks/subscribers', listed);
    pf('get', '/webhooks/subscribers', await call(store, `${PF}/webhooks/subscribers`));
    const shown = await call(store, `${PF}/webhooks/subscribers/${id}`, { bearer });
    expect(one(shown.body).attributes).not.toHaveProperty('secret_key');
    pf('get', '/webhooks/subscribers/{id}', shown);
    pf('get', '/webhooks/subscribers/{id}', await call(store, `${PF}/webhooks/subscribers/abc`, { bearer }));
    const change = { subscriber: { subscriptions: ['order.created'] } };
    acceptsBody(docs.platform, 'patch', '/webhooks/subscribers/{id}', change);
    const changed = await call(store, `${PF}/webhooks/subscribers/${id}`, { method: 'PATCH', bearer, body: change });
    expect(one(changed.body).attributes.subscriptions).toEqual(['order.created']);
    pf('patch', '/webhooks/subscribers/{id}', changed);
    const unknownEvent = await call(store, `${PF}/webhooks/subscribers/${id}`, {
      method: 'PATCH',
      bearer,
      body: { subscriber: { subscriptions: ['order.exploded'] } },
    });
    expect(unknownEvent.status).toBe(422);
    pf('patch', '/webhooks/subscribers/{id}', unknownEvent);

    await completedGuestOrder();
    let attempts: Answer = await call(store, `${PF}/webhooks/events?filter[subscriber_id_eq]=${id}&include=subscriber`, { bearer });
    for (let i = 0; i < 60 && many(attempts.body).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      attempts = await call(store, `${PF}/webhooks/events?filter[subscriber_id_eq]=${id}&include=subscriber`, { bearer });
    }
    expect(many(attempts.body)[0]!.attributes).toMatchObject({ name: 'order.created', attempt: 1, success: false, response_code: null });
    expect(included(attempts.body, 'subscriber').map((s) => s.id)).toEqual([id]);
    pf('get', '/webhooks/events', attempts);
    const notAdmin = await call(store, `${PF}/webhooks/events`, { bearer: customer });
    expect(notAdmin.status).toBe(403);
    pf('get', '/webhooks/events', notAdmin);

    const deleted = await call(store, `${PF}/webhooks/subscribers/${id}`, { method: 'DELETE', bearer });
    expect(deleted.status).toBe(204);
    pf('delete', '/webhooks/subscribers/{id}', deleted);
    pf('delete', '/webhooks/subscribers/{id}', await call(store, `${PF}/webhooks/subscribers/${id}`, { method: 'DELETE', bearer }));
  });

  it('the Platform API: publishable keys, and a storefront call presenting a bad or revoked one', async () => {
    const bearer = await adminToken();
    const request = { publishable_key: { name: 'Till at the door' } };
    acceptsBody(docs.platform, 'post', '/publishable_keys', request);
    const created = await call(store, `${PF}/publishable_keys`, { method: 'POST', bearer, body: request });
    expect(created.status).toBe(201);
    pf('post', '/publishable_keys', created);
    const { id } = one(created.body);
    const key = one(created.body).attributes.token as string;
    pf('post', '/publishable_keys', await call(store, `${PF}/publishable_keys`, { method: 'POST', bearer, body: { publishable_key: { name: '' } } }));
    pf('post', '/publishable_keys', await call(store, `${PF}/publishable_keys`, { method: 'POST', bearer, body: {} }));
    pf('post', '/publishable_keys', await call(store, `${PF}/publishable_keys`, { method: 'POST', body: request }));
    pf('get', '/publishable_keys', await call(store, `${PF}/publishable_keys`, { bearer }));
    pf('get', '/publishable_keys/{id}', await call(store, `${PF}/publishable_keys/${id}`, { bearer }));
    pf('get', '/publishable_keys/{id}', await call(store, `${PF}/publishable_keys/999999`, { bearer }));
    sf('get', '/products', await call(store, `${SF}/products?per_page=1`, { headers: { 'X-Shop-Token': key } }));
    pf('patch', '/publishable_keys/{id}/revoke', await call(store, `${PF}/publishable_keys/${id}/revoke`, { method: 'PATCH', bearer }));
    const refused = await call(store, `${SF}/products?per_page=1`, { headers: { 'X-Shop-Token': key } });
    expect(refused.status).toBe(401);
    sf('get', '/products', refused);
    const unknown = await call(store, `${SF}/cart`, { method: 'POST', headers: { 'X-Shop-Token': 'pk_not-issued' } });
    expect(unknown.status).toBe(401);
    sf('post', '/cart', unknown);
  });

  it('the Platform API: till keys, and a refused request signature', async () => {
    const bearer = await adminToken();
    const { publicJwk, privateJwk } = await generateEd25519Key();
    const body = { till_key: { name: 'OpenAPI till', public_jwk: publicJwk } };
    acceptsBody(docs.platform, 'post', '/till_keys', body);
    const created = await call(store, `${PF}/till_keys`, { method: 'POST', bearer, body });
    expect(created.status).toBe(201);
    pf('post', '/till_keys', created);
    const again = await call(store, `${PF}/till_keys`, { method: 'POST', bearer, body });
    expect(again.status).toBe(422);
    pf('post', '/till_keys', again);
    pf('post', '/till_keys', await call(store, `${PF}/till_keys`, { method: 'POST', bearer, body: {} }));
    const id = one(created.body).id;
    pf('get', '/till_keys', await call(store, `${PF}/till_keys`, { bearer }));
    pf('get', '/till_keys', await call(store, `${PF}/till_keys`));
    pf('get', '/till_keys/{id}', await call(store, `${PF}/till_keys/${id}`, { bearer }));
    pf('get', '/till_keys/{id}', await call(store, `${PF}/till_keys/0`, { bearer }));
    // A signature that fails a check: the documented error body, naming the check.
    const keyid = one(created.body).attributes.key_id as string;
    const url = `${store.url}${PF}/till_keys`;
    const signature = await signRequest({ method: 'GET', url }, { keyid, privateKey: privateJwk }, { now: Date.now() - 3_600_000 });
    const expired = await call(store, `${PF}/till_keys`, { bearer, headers: { ...signature } });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ signature_error: 'expired' });
    pf('get', '/till_keys', expired);
    const revoked = await call(store, `${PF}/till_keys/${id}`, { method: 'DELETE', bearer });
    expect(revoked.status).toBe(204);
    pf('delete', '/till_keys/{id}', revoked);
    pf('delete', '/till_keys/{id}', await call(store, `${PF}/till_keys/0`, { method: 'DELETE', bearer }));
  });

  it('the Platform API: stock transfers, a delivery received and a transfer sent and received, and their refusals', async () => {
    const bearer = await adminToken();
    const variantId = await inStockVariantId(store, 'wool-throw-blanket');
    const delivery = {
      stock_transfer: {
        reference: 'OPENAPI-PO-1',
        description: 'Supplier delivery',
        destination_location_id: '1',
        stock_transfer_items: [{ variant_id: variantId, quantity: 2 }],
      },
    };
    acceptsBody(docs.platform, 'post', '/stock_transfers', delivery);
    const received = await call(store, `${PF}/stock_transfers`, { method: 'POST', bearer, body: delivery });
    expect(received.status).toBe(201);
    pf('post', '/stock_transfers', received);
    const twice = await call(store, `${PF}/stock_transfers`, { method: 'POST', bearer, body: delivery });
    expect(twice.status).toBe(422);
    pf('post', '/stock_transfers', twice);
    const transfer = {
      stock_transfer: { source_location_id: '1', destination_location_id: '2', stock_transfer_items: [{ variant_id: variantId, quantity: 1 }] },
    };
    const sent = await call(store, `${PF}/stock_transfers`, { method: 'POST', bearer, body: transfer });
    expect(sent.status).toBe(201);
    const number = one(sent.body).attributes.number as string;
    pf('get', '/stock_transfers', await call(store, `${PF}/stock_transfers?filter[reference_eq]=OPENAPI-PO-1`, { bearer }));
    pf('get', '/stock_transfers/{number}', await call(store, `${PF}/stock_transfers/${number}`, { bearer }));
    pf('get', '/stock_transfers/{number}', await call(store, `${PF}/stock_transfers/T000000000`, { bearer }));
    const counted = { stock_transfer: { stock_transfer_items: [{ variant_id: variantId, quantity: 1 }] } };
    acceptsBody(docs.platform, 'patch', '/stock_transfers/{number}/receive', counted);
    const arrived = await call(store, `${PF}/stock_transfers/${number}/receive`, { method: 'PATCH', bearer, body: counted });
    expect(arrived.status).toBe(200);
    pf('patch', '/stock_transfers/{number}/receive', arrived);
    pf('patch', '/stock_transfers/{number}/receive', await call(store, `${PF}/stock_transfers/${number}/receive`, { method: 'PATCH', bearer, body: counted }));
  });

  it('the Platform API: stock movements listed and moved in a batch, and what carts hold', async () => {
    const bearer = await adminToken();
    const variantId = await inStockVariantId(store, 'wool-throw-blanket');
    const batch = {
      stock_movements: [
        { variant_id: variantId, stock_location_id: '1', quantity: 1, action: 'count', originator_type: 'StockCount', originator_id: 'OPENAPI-C1' },
      ],
    };
    acceptsBody(docs.platform, 'post', '/stock_movements/batch', batch);
    const moved = await call(store, `${PF}/stock_movements/batch`, { method: 'POST', bearer, body: batch });
    expect(moved.status).toBe(200);
    pf('post', '/stock_movements/batch', moved);
    // A sale's movement has no reason a person gave: the list documents what it answers, not what a batch answers.
    const listed = await call(store, `${PF}/stock_movements?filter[variant_id_eq]=${variantId}`, { bearer });
    expect(listed.status).toBe(200);
    pf('get', '/stock_movements', listed);
    pf('get', '/stock_holds', await call(store, `${PF}/stock_holds?filter[variant_id_in]=${variantId}`, { bearer }));
  });

  it('OAuth token, refresh, revoke and error answers', async () => {
    const first = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, scope: 'read' });
    oa('post', '/token', first);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    oa('post', '/token', refreshed);
    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(reused.body.error).toBe('invalid_grant');
    oa('post', '/token', reused);
    const badClient = await token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: 'wrong' });
    expect(badClient.status).toBe(401);
    oa('post', '/token', badClient);
    oa('post', '/token', await token({ grant_type: 'magic' }));
    oa('post', '/token', await token({}));
    oa(
      'post',
      '/revoke',
      await call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: refreshed.body.refresh_token }, contentType: 'application/json' }),
    );
    oa('post', '/revoke', await call(store, '/shop_oauth/revoke', { method: 'POST', body: {}, contentType: 'application/json' }));
    // Credentials in the query string, and a confidential client's token revoked without its secret or by another client.
    const inUrl = await call(store, `/shop_oauth/token?password=${encodeURIComponent(DEMO_CUSTOMER.password)}`, {
      method: 'POST',
      body: { grant_type: 'password', username: DEMO_CUSTOMER.email },
      contentType: 'application/json',
    });
    expect(inUrl.status).toBe(400);
    oa('post', '/token', inUrl);
    const admin = await token({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    });
    const withoutSecret = await call(store, '/shop_oauth/revoke', {
      method: 'POST',
      body: { token: admin.body.access_token },
      contentType: 'application/json',
    });
    expect(withoutSecret.status).toBe(401);
    oa('post', '/revoke', withoutSecret);
    const otherClient = await call(store, '/shop_oauth/revoke', {
      method: 'POST',
      body: { token: admin.body.access_token, client_id: 'storefront-pos' },
      contentType: 'application/json',
    });
    expect(otherClient.status).toBe(403);
    oa('post', '/revoke', otherClient);
    const tokenInUrl = await call(store, `/shop_oauth/revoke?token=${encodeURIComponent(admin.body.access_token as string)}`, {
      method: 'POST',
      body: {},
      contentType: 'application/json',
    });
    expect(tokenInUrl.status).toBe(400);
    oa('post', '/revoke', tokenInUrl);
  });

  it('checked a broad sample of operations', () => {
    const operations = new Set([...checked].map((entry) => entry.split(' ').slice(0, 3).join(' ')));
    expect(operations.size).toBeGreaterThanOrEqual(60);
    const statuses = new Set([...checked].map((entry) => entry.split(' ')[3]));
    for (const status of ['200', '201', '204', '400', '401', '403', '404', '422', '429']) expect(statuses).toContain(status);
  });
});
