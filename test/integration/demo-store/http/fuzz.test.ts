/**
 * Hostile input across every endpoint: 10,000+ requests drawn from a seeded generator (random
 * and odd methods, the store's routes with odd path values, garbage and bracketed query strings,
 * malformed, huge and deeply nested JSON, wrong content types, bogus tokens and headers). None
 * may answer 5xx; afterwards the store still answers, and the catalog and the orders completed
 * before the run are exactly as they were.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, addItem, call, inStockVariantId, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';
import { FuzzDraws } from '../../../support/demo-store/fuzz-draws.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const SEED = 0x5eed_f00d;
const REQUESTS = 10_500;
const CONCURRENCY = 12;

const ROUTES = [
  '/api/v2/storefront/products',
  '/api/v2/storefront/products/:slug',
  '/api/v2/storefront/products/:slug/variants',
  '/api/v2/storefront/taxons',
  '/api/v2/storefront/taxons/:permalink',
  '/api/v2/storefront/store',
  '/api/v2/storefront/countries',
  '/api/v2/storefront/countries/:iso',
  '/api/v2/storefront/cart',
  '/api/v2/storefront/cart/add_item',
  '/api/v2/storefront/cart/set_quantity',
  '/api/v2/storefront/cart/remove_line_item/:id',
  '/api/v2/storefront/cart/empty',
  '/api/v2/storefront/cart/estimate_shipping_rates',
  '/api/v2/storefront/cart/apply_coupon_code',
  '/api/v2/storefront/cart/remove_coupon_code',
  '/api/v2/storefront/cart/remove_coupon_code/:code',
  '/api/v2/storefront/cart/associate',
  '/api/v2/storefront/cart/change_currency',
  '/api/v2/storefront/checkout',
  '/api/v2/storefront/checkout/next',
  '/api/v2/storefront/checkout/advance',
  '/api/v2/storefront/checkout/complete',
  '/api/v2/storefront/checkout/select_shipping_method',
  '/api/v2/storefront/checkout/shipping_rates',
  '/api/v2/storefront/checkout/payment_methods',
  '/api/v2/storefront/checkout/create_payment',
  '/api/v2/storefront/checkout/payments',
  '/api/v2/storefront/checkout/add_store_credit',
  '/api/v2/storefront/checkout/remove_store_credit',
  '/api/v2/storefront/checkout/validate_order_for_payment',
  '/api/v2/storefront/order_status/:number',
  '/api/v2/storefront/account',
  '/api/v2/storefront/account/addresses',
  '/api/v2/storefront/account/addresses/:id',
  '/api/v2/storefront/account/credit_cards',
  '/api/v2/storefront/account/credit_cards/default',
  '/api/v2/storefront/account/credit_cards/:id',
  '/api/v2/storefront/account/orders',
  '/api/v2/storefront/account/orders/:number',
  '/api/v2/storefront/wishlists',
  '/api/v2/storefront/wishlists/default',
  '/api/v2/storefront/wishlists/:token',
  '/api/v2/storefront/wishlists/:token/add_item',
  '/api/v2/storefront/wishlists/:token/add_items',
  '/api/v2/storefront/wishlists/:token/set_item_quantity/:id',
  '/api/v2/storefront/wishlists/:token/remove_item/:id',
  '/api/v2/storefront/wishlists/:token/remove_items',
  '/api/v2/storefront/wishlist',
  '/api/v2/storefront/wishlist/wished_items',
  '/api/v2/storefront/wishlist/wished_items/:id',
  '/api/v2/storefront/policies',
  '/api/v2/storefront/policies/:slug',
  '/api/v2/storefront/posts',
  '/api/v2/storefront/posts/:slug',
  '/api/v2/storefront/post_categories',
  '/api/v2/storefront/post_categories/:slug',
  '/api/v2/platform/orders',
  '/api/v2/platform/orders/:number',
  '/api/v2/platform/shipments/:id',
  '/api/v2/platform/shipments/:id/ready',
  '/api/v2/platform/shipments/:id/ship',
  '/api/v2/platform/shipments/:id/deliver',
  '/api/v2/platform/shipments/:id/pend',
  '/api/v2/platform/shipments/:id/cancel',
  '/api/v2/platform/shipments/:id/resume',
  '/api/v2/platform/orders/:number/approve',
  '/api/v2/platform/orders/:number/cancel',
  '/api/v2/platform/orders/:number/resume',
  '/api/v2/platform/payments',
  '/api/v2/platform/payments/:id',
  '/api/v2/platform/adjustments',
  '/api/v2/platform/adjustments/:id',
  '/api/v2/platform/products/:slug',
  '/api/v2/platform/variants/:id',
  '/api/v2/platform/stock_items',
  '/api/v2/platform/stock_items/:id',
  '/api/v2/platform/webhooks/subscribers',
  '/api/v2/platform/webhooks/subscribers/:id',
  '/api/v2/platform/webhooks/events',
  '/api/v2/platform/payment_gateways/:id/webhook',
  '/shop_oauth/authorize',
  '/shop_oauth/token',
  '/shop_oauth/revoke',
  '/.well-known/oauth-authorization-server',
  '/.well-known/oauth-protected-resource',
  '/.well-known/api-catalog',
  '/.well-known/agent-card.json',
  '/.well-known/mcp/server-card.json',
  '/.well-known/ucp',
  '/.well-known/http-message-signatures-directory',
  '/status',
  '/docs/errors',
  '/api/openapi/:file',
  '/media/products/:file',
  '/mcp',
];

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'PATCH', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS', 'TRACE', 'FOO', 'PROPFIND'];
const PARAM_NAMES = [
  'include',
  'fields',
  'filter',
  'sort',
  'page',
  'per_page',
  'currency',
  'locale',
  'image_transformation',
  'order',
  'variant_id',
  'quantity',
  'line_item_id',
  'coupon_code',
  'payment_method_id',
  'source_attributes',
  'shipping_method_id',
  'shipment_id',
  'user',
  'address',
  'subscriber',
  'variant',
  'product',
  'stock_item',
  'shipment',
  'wishlist',
  'wished_item',
  'wished_items',
  'wished_items_ids',
  'grant_type',
  'client_id',
  'client_secret',
  'code',
  'redirect_uri',
  'code_verifier',
  'refresh_token',
  'token',
  'username',
  'password',
  'scope',
  'state',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'amount',
  'new_currency',
  'tracking',
  'id',
  'ids',
  '__proto__',
  'constructor',
  'bill_address_attributes',
  'ship_address_attributes',
  'payments_attributes',
  'shipments_attributes',
];

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

class Generator extends FuzzDraws {
  constructor(
    seed: number,
    private readonly known: { slugs: string[]; variantIds: string[]; orderTokens: string[]; bearer: string },
  ) {
    super(seed);
  }

  pathValue(): string {
    switch (this.int(14)) {
      case 0:
        return this.pick(this.known.slugs);
      case 1:
        return String(this.int(300));
      case 2:
        return String(-this.int(5));
      case 3:
        return '99999999999999999999999';
      case 4:
        return '%00';
      case 5:
        return '%ZZ%';
      case 6:
        return '..%2F..%2Fetc%2Fpasswd';
      case 7:
        return encodeURIComponent(this.text(40));
      case 8:
        return 'x'.repeat(3000);
      case 9:
        return 'R123456789';
      case 10:
        return 'H00000000001';
      case 11:
        return 'storefront.yaml';
      case 12:
        return '1e3';
      default:
        return '%E2%82';
    }
  }

  value(depth = 0): unknown {
    switch (this.int(depth > 2 ? 12 : 16)) {
      case 0:
        return this.int(1000);
      case 1:
        return -this.int(1_000_000_000_000);
      case 2:
        return this.random() * 1e6;
      case 3:
        return '';
      case 4:
        return this.text();
      case 5:
        return null;
      case 6:
        return this.chance(0.5);
      case 7:
        return String(this.int(300));
      case 8:
        return this.pick(this.known.slugs);
      case 9:
        return 'y'.repeat(this.int(20_000));
      case 10:
        return Number.MAX_SAFE_INTEGER;
      case 11:
        return '1.5e308';
      case 12:
        return [this.value(depth + 1), this.value(depth + 1)];
      case 13:
        return this.object(depth + 1);
      case 14:
        return { __proto__: { admin: true }, constructor: { prototype: 1 } };
      default:
        return Array.from({ length: this.int(5) }, () => this.object(depth + 1));
    }
  }

  object(depth = 0): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let i = this.int(5); i > 0; i--) out[this.chance(0.8) ? this.pick(PARAM_NAMES) : this.text(10)] = this.value(depth);
    return out;
  }

  query(): string {
    const parts: string[] = [];
    for (let i = this.int(5); i > 0; i--) {
      switch (this.int(10)) {
        case 0:
          parts.push(`include=${this.pick(['variants', 'variants.images,taxons', 'nope', 'a.b.c.d.e', 'line_items.variant.product', ','])}`);
          break;
        case 1:
          parts.push(`fields[${this.pick(['product', 'cart', 'variant', 'x'])}]=${encodeURIComponent(this.text(12))}`);
          break;
        case 2:
          parts.push(
            `filter[${this.pick(['name', 'price', 'taxons', 'options', 'ids', 'number', 'state', 'in_stock'])}]${this.chance(0.5) ? '[x]' : ''}=${encodeURIComponent(String(this.value(3)))}`,
          );
          break;
        case 3:
          parts.push(`page=${this.pick(['-1', '0', '99999999', 'abc', '1.5', '2'])}&per_page=${this.pick(['-5', '0', '1000000', '100', 'x'])}`);
          break;
        case 4:
          parts.push(`sort=${this.pick(['-price', 'name,-updated_at', 'bogus', '-', ',,,'])}`);
          break;
        case 5:
          parts.push(`${'a'.repeat(1 + this.int(3))}${'[b]'.repeat(this.int(60))}=1`);
          break;
        case 6:
          parts.push(this.pick(['%', '&&&', '=', '[]=1', '[[x]]=y', 'ids[]=1&ids[]=2&ids[]=', '__proto__[admin]=1', 'constructor[prototype][x]=1']));
          break;
        case 7:
          parts.push(`currency=${this.pick(['EUR', 'usd', 'XXX', '', 'E%00R'])}`);
          break;
        case 8:
          parts.push(`image_transformation[size]=${this.pick(['100x100', '99999x99999', 'x', ''])}`);
          break;
        default:
          parts.push(`${encodeURIComponent(this.text(8))}=${encodeURIComponent(this.text(16))}`);
      }
    }
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  }

  body(): { body?: Buffer; contentType?: string } {
    switch (this.int(12)) {
      case 0:
        return {};
      case 1:
        return {
          body: Buffer.from(this.pick(['{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000\u0001', '"just a string"', '42', '[]', 'null'])),
          contentType: 'application/json',
        };
      case 2:
        return { body: Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`), contentType: 'application/json' };
      case 3: {
        let nested = '1';
        const depth = 200 + this.int(3000);
        for (let i = 0; i < depth; i++) nested = `{"${this.pick(['order', 'filter', 'a', 'variant'])}":${nested}}`;
        return { body: Buffer.from(nested), contentType: 'application/vnd.api+json' };
      }
      case 4:
        return { body: Buffer.from(JSON.stringify({ order: { email: 'z'.repeat(900_000) } })), contentType: 'application/json' };
      case 5:
        return { body: Buffer.alloc(1_100_000, 0x61), contentType: 'application/json' };
      case 6:
        return {
          body: Buffer.from(new URLSearchParams({ [this.pick(PARAM_NAMES)]: this.text(), 'order[email]': this.text() }).toString()),
          contentType: 'application/x-www-form-urlencoded',
        };
      case 7:
        return {
          body: Buffer.from('<xml><order/></xml>'),
          contentType: this.pick(['text/xml', 'text/plain', 'multipart/form-data; boundary=x', 'application/octet-stream', '']),
        };
      case 8:
        return { body: Buffer.from(Array.from({ length: 200 }, () => this.int(256))), contentType: 'application/json' };
      default:
        return {
          body: Buffer.from(JSON.stringify(this.object())),
          contentType: this.pick(['application/json', 'application/vnd.api+json', 'application/json; charset=latin1']),
        };
    }
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.chance(0.4)) {
      headers.Authorization = this.pick([
        'Bearer garbage',
        'Bearer ',
        'Basic ZGVtbzpkZW1v',
        `Bearer ${'t'.repeat(5000)}`,
        'bearer x y z',
        'Bearer \u00e9',
        `Bearer ${this.known.bearer}`,
        `Bearer ${this.known.bearer}x`,
        'Token abc',
      ]).replace(/[^\x20-\x7e]/g, '?');
    }
    if (this.chance(0.4))
      headers['X-Shop-Order-Token'] = this.chance(0.5) ? this.pick(this.known.orderTokens) : this.text(30).replace(/[^\x21-\x7e]/g, 'a') || 'x';
    if (this.chance(0.1)) headers.Accept = this.pick(['text/html', '*/*', 'application/json, text/event-stream', 'text/event-stream', 'x']);
    if (this.chance(0.1)) headers['Mcp-Session-Id'] = this.pick(['abc', '00000000-0000-0000-0000-000000000000', '']);
    if (this.chance(0.05)) headers['Mcp-Protocol-Version'] = this.pick(['2025-06-18', '1999-01-01', '']);
    if (this.chance(0.05)) headers.Cookie = 'authorize_form=abc; x=y';
    if (this.chance(0.05)) headers.Origin = this.pick(['https://evil.example', 'null', 'http://127.0.0.1']);
    if (this.chance(0.05)) headers['X-Forwarded-For'] = '1.2.3.4';
    return headers;
  }

  /** A request shaped like a real one (right path, method and body keys) with odd values, to get past the first checks. */
  shaped(): Probe {
    const sf = '/api/v2/storefront';
    const odd = () => (this.chance(0.5) ? this.value(2) : this.pick(this.known.variantIds));
    const address = () =>
      Object.fromEntries(
        ['firstname', 'lastname', 'address1', 'city', 'zipcode', 'phone', 'state_name', 'country_iso', 'label']
          .filter(() => this.chance(0.7))
          .map((k) => [k, this.chance(0.6) ? this.text(12) : this.value(2)]),
      );
    const [method, route, body] = this.pick<[string, string, () => unknown]>([
      ['POST', `${sf}/cart/add_item`, () => ({ variant_id: odd(), quantity: this.value(2) })],
      ['PATCH', `${sf}/cart/set_quantity`, () => ({ line_item_id: this.value(2), quantity: this.value(2) })],
      [
        'PATCH',
        `${sf}/checkout`,
        () => ({
          order: {
            email: this.chance(0.5) ? `${this.text(8)}@example.com` : this.value(2),
            bill_address_attributes: address(),
            ship_address_attributes: this.chance(0.5) ? address() : this.value(2),
          },
        }),
      ],
      [
        'PATCH',
        `${sf}/checkout`,
        () => ({ order: { payments_attributes: this.value(1), shipments_attributes: [{ id: this.value(2), selected_shipping_rate_id: this.value(2) }] } }),
      ],
      ['PATCH', `${sf}/cart/apply_coupon_code`, () => ({ coupon_code: this.value(2) })],
      [
        'POST',
        `${sf}/checkout/create_payment`,
        () => ({
          payment_method_id: this.value(2),
          source_attributes: { gateway_payment_profile_id: this.pick(['tok_decline', 'tok_bogus', '']), name: this.text(10) },
        }),
      ],
      ['PATCH', `${sf}/checkout/select_shipping_method`, () => ({ shipping_method_id: this.value(2), shipment_id: this.value(2) })],
      [
        'POST',
        `${sf}/account`,
        () => ({
          user: { email: this.chance(0.5) ? `${this.text(6)}@example.com` : this.value(2), password: this.value(2), password_confirmation: this.value(2) },
        }),
      ],
      [
        'POST',
        '/shop_oauth/token',
        () => ({
          grant_type: this.pick(['password', 'refresh_token', 'client_credentials', 'authorization_code', 'x']),
          username: this.value(2),
          password: this.value(2),
          client_id: this.value(2),
          code: this.value(2),
        }),
      ],
      ['PATCH', `${sf}/cart/change_currency`, () => ({ new_currency: this.pick(['EUR', 'USD', 'XXX', '']) })],
      ['POST', `${sf}/wishlist/wished_items`, () => ({ variant_id: odd(), quantity: this.value(2) })],
      ['PATCH', `${sf}/account`, () => ({ user: this.object(1) })],
      ['POST', `${sf}/account/addresses`, () => ({ address: address() })],
    ]);
    const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
    if (this.chance(0.8)) headers['X-Shop-Order-Token'] = this.pick(this.known.orderTokens);
    if (this.chance(0.3)) headers.Authorization = `Bearer ${this.known.bearer}`;
    return { method, path: `${route}${this.chance(0.2) ? this.query() : ''}`, headers, body: Buffer.from(JSON.stringify(body())) };
  }

  probe(): Probe {
    if (this.chance(0.3)) return this.shaped();
    const method = this.pick(METHODS);
    let route = this.pick(ROUTES).replace(/:[a-z]+/g, () => this.pathValue());
    if (this.chance(0.05)) route = `${route}/`;
    if (this.chance(0.03)) route = route.replace('/api/', '//api//');
    if (this.chance(0.03)) route = `${route}/${this.pathValue()}`;
    const headers = this.headers();
    const { body, contentType } = method === 'GET' || method === 'HEAD' ? (this.chance(0.1) ? this.body() : {}) : this.body();
    if (contentType !== undefined) headers['Content-Type'] = contentType;
    return { method, path: `${route}${this.query()}`, headers, body };
  }
}

/**
 * Requests an administrator could send to the order, shipment and payment routes of the Platform
 * API, with an admin token: state changes in any order on real orders and shipments, and odd
 * numbers, filters, sorts, includes and bodies.
 */
class PlatformOrderDraws extends FuzzDraws {
  constructor(
    seed: number,
    private readonly known: { orders: string[]; shipments: string[]; payments: string[]; bearer: string },
  ) {
    super(seed);
  }

  private key(list: string[]): string {
    switch (this.int(10)) {
      case 0:
        return String(this.int(5000));
      case 1:
        return encodeURIComponent(this.text(20)) || 'x';
      case 2:
        return '99999999999999999999999';
      case 3:
        return '%E2%82';
      default:
        return this.pick(list);
    }
  }

  private odd(): unknown {
    return this.pick<unknown>([
      '',
      'x'.repeat(this.int(300)),
      this.text(),
      -1,
      0,
      1.5,
      null,
      true,
      [],
      {},
      ['a', 'b'],
      { a: { b: 1 } },
      '2026-01-01T00:00:00Z',
      'not a date',
      '99.90',
      '1e400',
      'complete',
      'canceled',
      '\u0000',
    ]);
  }

  private query(): string {
    const parts: string[] = [];
    for (let i = this.int(4); i > 0; i--) {
      const attribute = this.pick([
        'state',
        'payment_state',
        'shipment_state',
        'number',
        'email',
        'completed_at',
        'updated_at',
        'total',
        'amount',
        'order_id',
        'order_number',
        'bill_address_firstname',
        'bill_address_firstname_or_bill_address_lastname',
        'user_id',
        'nope',
        '',
      ]);
      const predicate = this.pick(['eq', 'not_eq', 'in', 'not_in', 'cont', 'start', 'end', 'gt', 'gteq', 'lt', 'lteq', 'null', 'present', '']);
      const name = `filter[${attribute}${predicate ? `_${predicate}` : ''}]${predicate.endsWith('in') && this.chance(0.5) ? '[]' : ''}`;
      parts.push(`${name}=${encodeURIComponent(String(this.odd()))}`);
    }
    if (this.chance(0.3)) parts.push(`sort=${this.pick(['-completed_at', 'total,-id', 'password', '-', ',,', 'amount'])}`);
    if (this.chance(0.3))
      parts.push(
        `include=${this.pick(['line_items,shipments,payments,bill_address,ship_address,user', 'order', 'payments.order', 'nope', 'shipments.line_items.variant'])}`,
      );
    if (this.chance(0.2)) parts.push(`page=${this.pick(['0', '-1', '2', 'x'])}&per_page=${this.pick(['1', '100', '1000', 'y'])}`);
    if (this.chance(0.1)) parts.push(`fields[${this.pick(['order', 'payment', 'shipment'])}]=${this.pick(['number,state', '', 'x'])}`);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  }

  probe(): Probe {
    const pf = '/api/v2/platform';
    const [method, path] = this.pick<[string, () => string]>([
      ['PATCH', () => `${pf}/orders/${this.key(this.known.orders)}/${this.pick(['approve', 'cancel', 'resume'])}`],
      ['PATCH', () => `${pf}/orders/${this.key(this.known.orders)}/${this.pick(['approve', 'cancel', 'resume'])}`],
      ['PATCH', () => `${pf}/shipments/${this.key(this.known.shipments)}/${this.pick(['ready', 'pend', 'ship', 'deliver', 'cancel', 'resume'])}`],
      ['PATCH', () => `${pf}/shipments/${this.key(this.known.shipments)}/${this.pick(['ready', 'pend', 'ship', 'deliver', 'cancel', 'resume'])}`],
      ['GET', () => `${pf}/orders`],
      ['GET', () => `${pf}/orders/${this.key(this.known.orders)}`],
      ['GET', () => `${pf}/payments`],
      ['GET', () => `${pf}/payments/${this.key(this.known.payments)}`],
      ['GET', () => `${pf}/shipments/${this.key(this.known.shipments)}`],
      [this.pick(['POST', 'DELETE', 'PUT']), () => `${pf}/orders/${this.key(this.known.orders)}/${this.pick(['cancel', 'approve'])}`],
    ]);
    const headers: Record<string, string> = { Authorization: `Bearer ${this.known.bearer}` };
    let body: Buffer | undefined;
    if (method !== 'GET' && this.chance(0.6)) {
      headers['Content-Type'] = this.pick(['application/json', 'application/vnd.api+json', 'text/plain']);
      body = Buffer.from(
        this.chance(0.1) ? '{"shipment":' : JSON.stringify(this.chance(0.6) ? { shipment: { tracking: this.odd() } } : { [this.text(8)]: this.odd() }),
      );
    }
    return { method, path: `${path()}${this.query()}`, headers, body };
  }
}

function send(agent: http.Agent, url: URL, probe: Probe): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: probe.method,
        path: probe.path,
        headers: { ...probe.headers, ...(probe.body ? { 'Content-Length': String(probe.body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (chunks.length < 4) chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The store may close a connection after refusing a body that is too large: that is an answer, not a crash.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: 0, text: error.code });
      else reject(error);
    });
    req.end(probe.body);
  });
}

let store: DemoStore;

/** A digest of the catalog and of the completed orders with everything they hold. */
function storeDigest(dataDir: string): string {
  const db = new Database(path.join(dataDir, 'demo-store.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256');
    for (const sql of [
      'SELECT * FROM products ORDER BY id',
      'SELECT * FROM variants ORDER BY id',
      'SELECT * FROM prices ORDER BY variant_id, currency',
      'SELECT * FROM stock_items ORDER BY variant_id, stock_location_id',
      'SELECT * FROM taxons ORDER BY id',
      'SELECT * FROM images ORDER BY id',
      'SELECT * FROM classifications ORDER BY product_id, taxon_id',
      'SELECT * FROM product_properties ORDER BY id',
      'SELECT * FROM orders WHERE completed_at IS NOT NULL ORDER BY id',
      'SELECT li.* FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.completed_at IS NOT NULL ORDER BY li.id',
      'SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.completed_at IS NOT NULL ORDER BY p.id',
      'SELECT s.* FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.completed_at IS NOT NULL ORDER BY s.id',
      'SELECT * FROM webhook_subscribers ORDER BY id',
      'SELECT * FROM shipping_methods ORDER BY id',
      'SELECT * FROM payment_methods ORDER BY id',
    ]) {
      hash.update(sql).update(JSON.stringify(db.prepare(sql).all()));
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

describe('fuzzing every endpoint', () => {
  it(`answers ${REQUESTS} random and malformed requests without a 5xx and corrupts nothing`, async () => {
    // Two completed orders and an open cart with items: the run must leave the orders as they are.
    const completed: { token: string; number: string }[] = [];
    for (const slug of ['classic-crew-tee', 'wool-throw-blanket']) {
      const cart = await newCart(store);
      await addItem(store, cart.token, await inStockVariantId(store, slug));
      await toPayment(store, cart.token);
      await payWith(store, cart.token, 'Cash');
      expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
      completed.push(cart);
    }
    const open = await newCart(store);
    await addItem(store, open.token, await inStockVariantId(store, 'harbor-logo-tee'), 2);
    const customer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
      method: 'POST',
      contentType: 'application/json',
      body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, scope: 'read' },
    });
    const catalog = await call(store, `${SF}/products?per_page=100&include=variants`);
    const products = many(catalog.body);
    const listBefore = JSON.stringify((await call(store, `${SF}/products?per_page=100&include=variants`)).body);
    const orderStatus = () =>
      Promise.all(
        completed.map(async ({ token, number }) => {
          const answer = await call(store, `${SF}/order_status/${number}?include=line_items,shipments`, { orderToken: token });
          expect(one(answer.body).attributes.state).toBe('complete');
          return JSON.stringify(answer.body);
        }),
      );
    const statusBefore = await orderStatus();
    const digestBefore = storeDigest(store.dataDir);

    const generator = new Generator(SEED, {
      slugs: products.map((p) => p.attributes.slug as string),
      variantIds: (catalog.body.included ?? []).filter((r) => r.type === 'variant').map((r) => r.id),
      orderTokens: [...completed.map((c) => c.token), open.token],
      bearer: customer.body.access_token,
    });
    const probes = Array.from({ length: REQUESTS }, () => generator.probe());
    const url = new URL(store.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < probes.length) {
          const probe = probes[next++]!;
          const answer = await send(agent, url, probe);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500 && failures.length < 20) failures.push(`${probe.method} ${probe.path.slice(0, 200)} -> ${answer.status} ${answer.text}`);
        }
      }),
    );
    agent.destroy();

    expect(failures).toEqual([]);
    // The run reached past the router: real answers of many kinds, not only 404s.
    for (const status of [200, 400, 401, 403, 404, 422]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(20);

    // Still answering, and nothing changed that should not have.
    const health = await call(store, '/status');
    expect(health.status).toBe(200);
    expect(JSON.stringify((await call(store, `${SF}/products?per_page=100&include=variants`)).body)).toBe(listBefore);
    expect(await orderStatus()).toEqual(statusBefore);
    expect(storeDigest(store.dataDir)).toBe(digestBefore);
    const cart = await newCart(store);
    expect((await addItem(store, cart.token, await inStockVariantId(store, 'classic-crew-tee'))).status).toBe(200);
  }, 120_000);

  it("answers an administrator's random order, shipment and payment changes without a 5xx, and every unit and payment stays accounted for", async () => {
    const bearer = await adminToken(store.url);
    const variantId = await inStockVariantId(store, 'harbor-logo-tee');
    const db = () => new Database(path.join(store.dataDir, 'demo-store.sqlite'), { readonly: true, fileMustExist: true });
    const onHand = () => {
      const file = db();
      try {
        return (file.prepare('SELECT SUM(count_on_hand) AS n FROM stock_items WHERE variant_id = ?').get(Number(variantId)) as { n: number }).n;
      } finally {
        file.close();
      }
    };
    const stockBefore = onHand();
    const orders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const cart = await newCart(store);
      await addItem(store, cart.token, variantId, 2);
      await toPayment(store, cart.token);
      await payWith(store, cart.token, 'Cash');
      expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
      orders.push(cart.number);
    }
    const file = db();
    const numbers = (sql: string) => (file.prepare(sql).all(...orders) as { key: string }[]).map((r) => r.key);
    const marks = orders.map(() => '?').join(',');
    const shipments = numbers(`SELECT s.number AS key FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.number IN (${marks})`);
    const payments = numbers(`SELECT CAST(p.id AS TEXT) AS key FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number IN (${marks})`);
    file.close();

    const generator = new PlatformOrderDraws(SEED ^ 0xadd, { orders, shipments, payments, bearer });
    const probes = Array.from({ length: 2500 }, () => generator.probe());
    const url = new URL(store.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < probes.length) {
          const probe = probes[next++]!;
          const answer = await send(agent, url, probe);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500 && failures.length < 20) failures.push(`${probe.method} ${probe.path.slice(0, 200)} -> ${answer.status} ${answer.text}`);
        }
      }),
    );
    agent.destroy();

    expect(failures).toEqual([]);
    for (const status of [200, 400, 404, 422]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(20);

    // Every unit is on the shelf or in a shipment that is not canceled; a canceled order kept no payment and no shipment.
    const after = db();
    try {
      const held = (
        after
          .prepare(
            `SELECT COALESCE(SUM(si.quantity), 0) AS n FROM shipment_items si JOIN shipments s ON s.id = si.shipment_id
        JOIN orders o ON o.id = s.order_id WHERE o.number IN (${marks}) AND s.state != 'canceled'`,
          )
          .get(...orders) as { n: number }
      ).n;
      expect(onHand()).toBe(stockBefore - held);
      const rows = after
        .prepare(
          `SELECT o.number, o.state, o.payment_state, o.shipment_state,
        (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id AND p.state != 'void') AS live_payments,
        (SELECT COUNT(*) FROM shipments s WHERE s.order_id = o.id AND s.state != 'canceled') AS live_shipments
        FROM orders o WHERE o.number IN (${marks})`,
        )
        .all(...orders) as { number: string; state: string; payment_state: string; shipment_state: string; live_payments: number; live_shipments: number }[];
      for (const row of rows) {
        expect(['complete', 'canceled', 'resumed'], row.number).toContain(row.state);
        if (row.state === 'canceled')
          expect(row, row.number).toMatchObject({ payment_state: 'void', shipment_state: 'canceled', live_payments: 0, live_shipments: 0 });
        if (row.state === 'complete') expect(row.live_payments, row.number).toBe(1);
      }
    } finally {
      after.close();
    }
  }, 120_000);
});
