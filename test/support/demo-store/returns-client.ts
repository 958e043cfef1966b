/**
 * Helpers for the returns tests: a completed sale whose goods have left the store (shipped through
 * the Platform API), the order as the Platform API shows it, the starting reasons by name, and
 * Platform calls with the admin token.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, expect } from 'vitest';
import { DB_FILE } from '../../../electron/demo-store/db/database.js';
import type { DemoStore } from '../../../electron/demo-store/http/server.js';
import { adminToken } from './admin-token.js';
import { customerCart } from './checkout-client.js';
import { useDemoStore } from './use-demo-store.js';
import { ADDRESS, SF, addItem, call, inStockVariantId, included, many, newCart, one, payWith, type Answer, type Doc, type Resource } from './store-client.js';

const PF = '/api/v2/platform';

export interface SaleOptions {
  /** Product slugs and quantities (default one tee). */
  items?: readonly (readonly [string, number])[];
  address?: Record<string, string>;
  code?: string;
  /** A test-card token to pay with; cash when left out. */
  card?: string;
  /** Store credit of the signed-in customer to pay with first (an amount). */
  storeCredit?: number;
  /** No card or cash: a gift card (code) or store credit covers it all. */
  noTender?: boolean;
  /** The signed-in customer's bearer: the order is theirs (else a guest's). */
  customer?: string;
  /** Leave the shipments as they are (not shipped). */
  unshipped?: boolean;
  /** A Platform adjustment of the first line before it is paid (a discount given at the counter, negative). */
  lineAdjustment?: number;
}

export interface Sale {
  number: string;
  order: Resource;
  lines: Resource[];
  payments: Resource[];
  variantIds: string[];
}

export interface Platform {
  get(path: string): Promise<Answer<Doc & ErrorBody>>;
  post(path: string, body: unknown): Promise<Answer<Doc & ErrorBody>>;
  patch(path: string, body?: unknown): Promise<Answer<Doc & ErrorBody>>;
}

export interface ErrorBody {
  error: string;
  message: string;
  errors?: Record<string, string[]>;
}

export function platform(store: DemoStore, admin: string): Platform {
  return {
    get: (path) => call(store, `${PF}${path}`, { bearer: admin }),
    post: (path, body) => call(store, `${PF}${path}`, { method: 'POST', bearer: admin, body }),
    patch: (path, body) => call(store, `${PF}${path}`, { method: 'PATCH', bearer: admin, body }),
  };
}

/** For a test file: a demo store of its own and its Platform API with the admin token (read them inside tests). */
export function useReturnsStore(): { readonly store: DemoStore; readonly pf: Platform } {
  const demo = useDemoStore();
  let pf: Platform | undefined;
  beforeAll(async () => {
    pf = platform(demo.store, await adminToken(demo.url));
  });
  return {
    get store() {
      return demo.store;
    },
    get pf() {
      return pf!;
    },
  };
}

/** The order as the Platform shows it, with its line items, payments, shipments and returns. */
export async function platformOrder(pf: Platform, number: string): Promise<{ order: Resource; doc: Doc }> {
  const answer = await pf.get(`/orders/${number}?include=line_items,payments,shipments,return_authorizations,reimbursements,refunds`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { order: one(answer.body), doc: answer.body };
}

/** Buys the items, completes the sale and ships it (unless asked not to). */
export async function completedSale(store: DemoStore, pf: Platform, options: SaleOptions = {}): Promise<Sale> {
  const cart = options.customer ? await customerCart(store, options.customer) : await newCart(store);
  const variantIds: string[] = [];
  for (const [slug, quantity] of options.items ?? [['classic-crew-tee', 1]]) {
    const variantId = await inStockVariantId(store, slug);
    variantIds.push(variantId);
    expect((await addItem(store, cart.token, variantId, quantity)).status).toBe(200);
  }
  const address = options.address ?? ADDRESS;
  const addressed = await call(store, `${SF}/checkout`, {
    method: 'PATCH',
    orderToken: cart.token,
    bearer: options.customer,
    body: { order: { email: 'returns@example.com', bill_address_attributes: address, ship_address_attributes: address } },
  });
  expect(addressed.status).toBe(200);
  expect((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: cart.token, bearer: options.customer })).status).toBe(200);
  if (options.code) {
    const applied = await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: cart.token, body: { coupon_code: options.code } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  if (options.storeCredit !== undefined) {
    const credit = await call(store, `${SF}/checkout/add_store_credit?amount=${options.storeCredit}`, {
      method: 'POST',
      orderToken: cart.token,
      bearer: options.customer,
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
  }
  if (options.lineAdjustment !== undefined) {
    const doc = (await call(store, `${SF}/cart?include=line_items`, { orderToken: cart.token })).body;
    const [line] = included(doc, 'line_item');
    const adjustment = {
      order_id: cart.number,
      adjustable_type: 'Spree::LineItem',
      adjustable_id: line!.id,
      label: 'Discount at the counter',
      amount: options.lineAdjustment,
    };
    expect((await pf.post('/adjustments', { adjustment })).status).toBe(201);
  }
  if (!options.noTender) {
    const paid = options.card
      ? await payWith(store, cart.token, 'Test card', { gateway_payment_profile_id: options.card, name: 'Jordan Lee' })
      : await payWith(store, cart.token, 'Cash');
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  }
  const completed = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token, bearer: options.customer });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  if (!options.unshipped) {
    const { doc } = await platformOrder(pf, cart.number);
    for (const shipment of included(doc, 'shipment')) {
      expect((await pf.patch(`/shipments/${shipment.attributes.number as string}/ship`)).status).toBe(200);
    }
  }
  const { order, doc } = await platformOrder(pf, cart.number);
  return { number: cart.number, order, lines: included(doc, 'line_item'), payments: included(doc, 'payment'), variantIds };
}

/** A reason's id by name (`refund_reasons` or `return_authorization_reasons`). */
export async function reasonId(pf: Platform, table: 'refund_reasons' | 'return_authorization_reasons', name: string): Promise<string> {
  const found = many((await pf.get(`/${table}?per_page=100`)).body).find((r) => r.attributes.name === name);
  expect(found, name).toBeDefined();
  return found!.id;
}

/** Authorizes `quantity` of each line named; the answer with its return items included. */
export async function authorize(
  pf: Platform,
  sale: Sale,
  items: readonly { line: Resource; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<Answer<Doc & ErrorBody>> {
  return pf.post('/return_authorizations?include=return_items', {
    return_authorization: {
      order_id: sale.number,
      return_authorization_reason_id: await reasonId(pf, 'return_authorization_reasons', 'Changed mind'),
      return_items: items.map(({ line, quantity }) => ({ line_item_id: line.id, quantity })),
      ...extra,
    },
  });
}

/** The return items of an authorization answer. */
export function returnItemsOf(answer: Answer<Doc>): Resource[] {
  return included(answer.body, 'return_item');
}

/** Count on hand of a variant at every location. */
export async function onHand(pf: Platform, variantId: string): Promise<number> {
  const items = many((await pf.get(`/stock_items?filter[variant_id]=${variantId}`)).body);
  return items.reduce((sum, item) => sum + (item.attributes.count_on_hand as number), 0);
}

/** Cents of a decimal string ("17.21" -> 1721). */
export function cents(amount: unknown): number {
  return Math.round(Number(amount) * 100);
}

/** Reads one number from the store's SQLite file (the store may be running: WAL lets a reader in). */
export function storedNumber(store: DemoStore, sql: string, ...args: unknown[]): number {
  const db = new Database(path.join(store.dataDir, DB_FILE), { readonly: true });
  try {
    return (db.prepare(sql).get(...args) as { n: number | null }).n ?? 0;
  } finally {
    db.close();
  }
}

/** Sets a column of the store's SQLite file directly (what no route changes: an order's completion time). */
export function storeWrite(store: DemoStore, sql: string, ...args: unknown[]): void {
  const db = new Database(path.join(store.dataDir, DB_FILE));
  try {
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}
