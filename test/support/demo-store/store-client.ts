/**
 * Plain-fetch helpers for the demo store tests: JSON:API calls with an order token or a bearer
 * token, and the few steps most sale tests share.
 */
import http from 'node:http';
import { expect } from 'vitest';
import type { DemoStore } from '../../../electron/demo-store/http/server.js';

export const SF = '/api/v2/storefront';

export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>;
}

export interface Doc {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
  [key: string]: unknown;
}

export interface Answer<T = Doc> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  orderToken?: string;
  bearer?: string;
  headers?: Record<string, string>;
}

export async function call<T = Doc>(store: DemoStore, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.orderToken) headers['X-Shop-Order-Token'] = options.orderToken;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/vnd.api+json';
  const response = await fetch(`${store.url}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export interface RawAnswer {
  status: number;
  text: string;
  /** The body as JSON; null when it is empty or not JSON. */
  body: Record<string, unknown> | null;
}

export interface RawCallOptions {
  /** The Host header to send instead of the store's own address (nothing tidies it). */
  host?: string;
  headers?: Record<string, string>;
  body?: unknown;
  contentType?: string;
}

/** Sends `target` byte for byte as the request target, so no client tidies the path first. */
export function callRaw(store: DemoStore, method: string, target: string, options: RawCallOptions = {}): Promise<RawAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: store.port,
        method,
        path: target,
        setHost: options.host === undefined,
        headers: {
          ...(options.host === undefined ? {} : { Host: options.host }),
          ...(payload ? { 'Content-Type': options.contentType ?? 'application/vnd.api+json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> | null = null;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function one(doc: Doc): Resource {
  expect(Array.isArray(doc.data)).toBe(false);
  expect(doc.data).not.toBeNull();
  return doc.data as Resource;
}

export function many(doc: Doc): Resource[] {
  expect(Array.isArray(doc.data)).toBe(true);
  return doc.data as Resource[];
}

export function included(doc: Doc, type: string): Resource[] {
  return (doc.included ?? []).filter((r) => r.type === type);
}

/** A product by slug, with its variants included. */
export async function productWithVariants(store: DemoStore, slug: string): Promise<{ product: Resource; variants: Resource[] }> {
  const answer = await call(store, `${SF}/products/${slug}?include=variants,primary_variant`);
  expect(answer.status).toBe(200);
  return { product: one(answer.body), variants: included(answer.body, 'variant') };
}

/** The id of the first in-stock variant of a product (the master when it has no variants). */
export async function inStockVariantId(store: DemoStore, slug: string): Promise<string> {
  const { variants } = await productWithVariants(store, slug);
  const sellable = variants.filter((v) => v.attributes.is_master === (variants.length === 1));
  const found = sellable.find((v) => v.attributes.in_stock === true) ?? variants.find((v) => v.attributes.in_stock === true);
  if (!found) throw new Error(`no in-stock variant of ${slug}`);
  return found.id;
}

export async function newCart(store: DemoStore, bearer?: string): Promise<{ token: string; number: string }> {
  const answer = await call(store, `${SF}/cart`, { method: 'POST', bearer });
  expect(answer.status).toBe(201);
  const cart = one(answer.body);
  return { token: cart.attributes.token as string, number: cart.attributes.number as string };
}

export async function addItem(store: DemoStore, token: string, variantId: string, quantity = 1): Promise<Answer> {
  return call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken: token, body: { variant_id: variantId, quantity } });
}

export const ADDRESS = {
  firstname: 'Jordan',
  lastname: 'Lee',
  address1: '200 Commercial Street',
  city: 'Portland',
  zipcode: '04101',
  phone: '+1 207 555 0100',
  state_name: 'Maine',
  country_iso: 'US',
};

/** Email and both addresses, then advance: the cart ends in `payment` with shipments. */
export async function toPayment(store: DemoStore, token: string): Promise<Resource> {
  const update = await call(store, `${SF}/checkout`, {
    method: 'PATCH',
    orderToken: token,
    body: { order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } },
  });
  expect(update.status).toBe(200);
  const advanced = await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: token });
  expect(advanced.status).toBe(200);
  const cart = one(advanced.body);
  expect(cart.attributes.state).toBe('payment');
  return cart;
}

export async function payWith(store: DemoStore, token: string, methodName: 'Cash' | 'Test card', source?: Record<string, unknown>): Promise<Answer> {
  const methods = await call(store, `${SF}/checkout/payment_methods`, { orderToken: token });
  const method = many(methods.body).find((m) => m.attributes.name === methodName)!;
  return call(store, `${SF}/checkout/create_payment`, {
    method: 'POST',
    orderToken: token,
    body: { payment_method_id: method.id, ...(source ? { source_attributes: source } : {}) },
  });
}
