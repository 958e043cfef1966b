/**
 * The demo store reads a page's related records with one query per relation, whatever the page
 * size, and prepares each statement once: SQL statements are counted (every statement the
 * store's SQLite handle prepares and runs) while it answers product lists, a product and a cart.
 * Every answer runs its own reads (no row is kept from an earlier answer), and each checkout step
 * works out the order's totals once.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';

const SF = '/api/v2/storefront';
const LIST_INCLUDE = [
  'variants.images',
  'variants.option_values.option_type',
  'images',
  'taxons.parent',
  'taxons.taxonomy',
  'taxons.children',
  'option_types.option_values',
  'product_properties',
  'default_variant.images',
  'primary_variant',
].join(',');
const CART_INCLUDE = [
  'line_items.variant.images',
  'line_items.variant.option_values',
  'line_items.variant.product',
  'variants',
  'promotions',
  'payments.source',
  'payments.payment_method',
  'shipments.shipping_rates.shipping_method',
  'shipments.selected_shipping_rate',
  'shipments.stock_location',
  'shipments.line_items',
  'billing_address',
  'shipping_address',
  'gift_card',
  'user',
].join(',');

interface Counts {
  prepared: number;
  run: number;
  /** Runs of the statement that writes an order's recalculated totals. */
  recalculations: number;
}

/**
 * Statements run by a whole guest checkout (new cart, item, addresses, advance, cash, complete),
 * the order confirmation the store's outbox keeps included (the order, the store's name, the lines,
 * the mail written back: 4) and the stock movement each sold line records (1 for its one line).
 */
const CHECKOUT_STATEMENTS = 197;

const RECALCULATION = /^\s*UPDATE orders SET item_total_cents = \?/;

/** Counts, on every SQLite handle of this process, the statements prepared and run while on. */
class StatementCounter {
  private counting = false;
  private counts: Counts = { prepared: 0, run: 0, recalculations: 0 };
  private readonly restore: (() => void)[] = [];

  install(): void {
    const probe = new Database(':memory:');
    const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
    probe.close();
    const databaseProto = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const count = (kind: 'prepared' | 'run', statement: unknown): void => {
      if (!this.counting) return;
      this.counts[kind] += 1;
      const source = (statement as { source?: unknown }).source;
      if (kind === 'run' && typeof source === 'string' && RECALCULATION.test(source)) this.counts.recalculations += 1;
    };
    const wrap = (proto: Record<string, (...args: unknown[]) => unknown>, name: string, kind: 'prepared' | 'run'): void => {
      const original = proto[name]!;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        count(kind, this);
        return original.apply(this, args);
      };
      this.restore.push(() => {
        proto[name] = original;
      });
    };
    for (const name of ['run', 'get', 'all', 'iterate']) wrap(statementProto, name, 'run');
    wrap(databaseProto, 'prepare', 'prepared');
    wrap(databaseProto, 'exec', 'run');
  }

  uninstall(): void {
    for (const undo of this.restore.splice(0)) undo();
  }

  async during(work: () => Promise<void>): Promise<Counts> {
    this.counts = { prepared: 0, run: 0, recalculations: 0 };
    this.counting = true;
    try {
      await work();
    } finally {
      this.counting = false;
    }
    return this.counts;
  }
}

let store: DemoStore;
const counter = new StatementCounter();
let asked = 0;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  counter.install();
});

afterAll(async () => {
  counter.uninstall();
  await store.close();
});

/** A write through the store's own API: every related row kept so far is read again next time. */
async function writeSomething(): Promise<void> {
  const created = await fetch(`${store.url}${SF}/cart`, { method: 'POST' });
  expect(created.status).toBe(201);
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${store.url}${path}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A list request never asked before (so the read cache has no answer for it). */
function freshList(perPage: number, page = 1): string {
  asked += 1;
  return `${SF}/products?include=${LIST_INCLUDE}&per_page=${perPage}&page=${page}&filter[show_discontinued]=true&sort=name&asked=${asked}`;
}

describe('statements per answer', () => {
  it('a product list with its relations costs no more statements for 25 or 60 products than for 5', async () => {
    await get(freshList(25)); // every statement prepared once
    const runs = new Map<number, number>();
    for (const perPage of [5, 25, 60]) {
      let products = 0;
      await writeSomething();
      const counts = await counter.during(async () => {
        products = ((await get(freshList(perPage))).data as unknown[]).length;
      });
      expect(products).toBe(perPage);
      runs.set(perPage, counts.run);
    }
    // One statement per relation and include level: a level every record already brought is not read again.
    expect(runs.get(25)).toBeLessThanOrEqual(runs.get(5)!);
    expect(runs.get(60)).toBeLessThanOrEqual(runs.get(5)!);
  });

  it('prepares nothing again for another page of the same list', async () => {
    await get(freshList(25, 1));
    const counts = await counter.during(async () => {
      await get(freshList(25, 2));
    });
    expect(counts.run).toBeGreaterThan(0);
    expect(counts.prepared).toBe(0);
  });

  it('a product page with every include costs the same for a product with 2 or with 20 variants', async () => {
    const slugs = (await get(`${SF}/products?per_page=100&include=variants`)).data as {
      attributes: { slug: string };
      relationships: { variants: { data: unknown[] } };
    }[];
    const few = slugs.find((p) => p.relationships.variants.data.length === 2)!;
    const many = slugs.reduce((a, b) => (b.relationships.variants.data.length > a.relationships.variants.data.length ? b : a));
    expect(many.relationships.variants.data.length).toBeGreaterThanOrEqual(10);
    const show = (slug: string) => `${SF}/products/${slug}?include=${LIST_INCLUDE}&asked=${++asked}`;
    await get(show(few.attributes.slug));
    await writeSomething();
    const fewCounts = await counter.during(async () => {
      await get(show(few.attributes.slug));
    });
    await writeSomething();
    const manyCounts = await counter.during(async () => {
      await get(show(many.attributes.slug));
    });
    expect(manyCounts.run).toBe(fewCounts.run);
  });

  it('a cart with every include costs the same with 1 line or with 6', async () => {
    const cartOf = async (lines: number): Promise<string> => {
      const created = await fetch(`${store.url}${SF}/cart`, { method: 'POST' });
      const token = ((await created.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
      const products = (await get(`${SF}/products?per_page=${lines}&filter[in_stock]=true&include=default_variant`)).included as { id: string }[];
      for (const variant of products.slice(0, lines)) {
        const added = await fetch(`${store.url}${SF}/cart/add_item`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/vnd.api+json', 'X-Shop-Order-Token': token },
          body: JSON.stringify({ variant_id: variant.id, quantity: 1 }),
        });
        expect(added.status).toBe(200);
      }
      const address = {
        firstname: 'Jordan',
        lastname: 'Lee',
        address1: '200 Commercial Street',
        city: 'Portland',
        zipcode: '04101',
        phone: '+1 207 555 0100',
        state_name: 'Maine',
        country_iso: 'US',
      };
      for (const [path, body] of [
        ['/checkout', { order: { email: 'jordan@example.com', bill_address_attributes: address, ship_address_attributes: address } }],
        ['/checkout/advance', undefined],
      ] as const) {
        const answer = await fetch(`${store.url}${SF}${path}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/vnd.api+json', 'X-Shop-Order-Token': token },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(answer.status).toBe(200);
      }
      return token;
    };
    const one = await cartOf(1);
    const six = await cartOf(6);
    const read = (token: string) => get(`${SF}/cart?include=${CART_INCLUDE}`, { 'X-Shop-Order-Token': token });
    await read(one);
    await writeSomething();
    const oneCounts = await counter.during(async () => {
      await read(one);
    });
    await writeSomething();
    const sixCounts = await counter.during(async () => {
      const cart = await read(six);
      expect((cart.data as { attributes: { item_count: number } }).attributes.item_count).toBe(6);
    });
    expect(sixCounts.run).toBe(oneCounts.run);
  });

  it('every list runs its own reads: the same statements again while nothing is written, and after a write', async () => {
    await writeSomething();
    const first = await counter.during(async () => {
      await get(freshList(25));
    });
    const again = await counter.during(async () => {
      await get(freshList(25));
    });
    expect(again.run).toBe(first.run);
    await writeSomething();
    const afterWrite = await counter.during(async () => {
      await get(freshList(25));
    });
    expect(afterWrite.run).toBe(first.run);
  });
});

describe('recalculations per checkout step', () => {
  const ADDRESS = {
    firstname: 'Jordan',
    lastname: 'Lee',
    address1: '200 Commercial Street',
    city: 'Portland',
    zipcode: '04101',
    phone: '+1 207 555 0100',
    state_name: 'Maine',
    country_iso: 'US',
  };

  async function send(method: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${store.url}${SF}${path}`, {
      method,
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-Shop-Order-Token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(answer).slice(0, 300)).toBeLessThan(300);
    return answer;
  }

  /** A guest cart with one in-stock item. */
  async function cartWithItem(): Promise<string> {
    const created = await fetch(`${store.url}${SF}/cart`, { method: 'POST' });
    const token = ((await created.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
    const variant = ((await get(`${SF}/products?per_page=1&filter[in_stock]=true&include=default_variant`)).included as { id: string }[])[0]!;
    await send('POST', '/cart/add_item', token, { variant_id: variant.id, quantity: 1 });
    return token;
  }

  async function recalculations(method: string, path: string, token: string, body?: unknown): Promise<number> {
    return (
      await counter.during(async () => {
        await send(method, path, token, body);
      })
    ).recalculations;
  }

  it('each step of a guest checkout works out the totals once', async () => {
    const token = await cartWithItem();
    const cash = ((await get(`${SF}/checkout/payment_methods`, { 'X-Shop-Order-Token': token })).data as { id: string; attributes: { name: string } }[]).find(
      (m) => m.attributes.name === 'Cash',
    )!.id;
    const counted: [string, number][] = [];
    const step = async (name: string, method: string, path: string, body?: unknown): Promise<void> => {
      counted.push([name, await recalculations(method, path, token, body)]);
    };
    await step('add an item', 'POST', '/cart/add_item', { variant_id: await anotherVariant(), quantity: 1 });
    await step('email and addresses', 'PATCH', '/checkout', {
      order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS },
    });
    await step('next: delivery', 'PATCH', '/checkout/next');
    await step('next: payment', 'PATCH', '/checkout/next');
    await step('cash payment', 'POST', '/checkout/create_payment', { payment_method_id: cash });
    await step('complete', 'PATCH', '/checkout/complete');
    expect(counted).toEqual(counted.map(([name]) => [name, 1]));
  });

  it('advance from address to payment works out the totals once', async () => {
    const token = await cartWithItem();
    await send('PATCH', '/checkout', token, { order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } });
    const counts = await counter.during(async () => {
      const advanced = await send('PATCH', '/checkout/advance', token);
      expect((advanced.data as { attributes: { state: string } }).attributes.state).toBe('payment');
    });
    expect(counts.recalculations).toBe(1);
  });

  it('a guest checkout reads the order, its lines and its payments no more often than its steps need', async () => {
    const variant = await anotherVariant();
    const created = await fetch(`${store.url}${SF}/cart`, { method: 'POST' });
    const warmToken = ((await created.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
    const cash = (
      (await get(`${SF}/checkout/payment_methods`, { 'X-Shop-Order-Token': warmToken })).data as { id: string; attributes: { name: string } }[]
    ).find((m) => m.attributes.name === 'Cash')!.id;
    let statements = 0;
    /** One step's answer, its statements counted. */
    const counted = async (work: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> => {
      let answer: Record<string, unknown> = {};
      statements += (
        await counter.during(async () => {
          answer = await work();
        })
      ).run;
      return answer;
    };
    const cart = await counted(async () => {
      const response = await fetch(`${store.url}${SF}/cart`, { method: 'POST' });
      expect(response.status).toBe(201);
      return (await response.json()) as Record<string, unknown>;
    });
    const token = (cart.data as { attributes: { token: string } }).attributes.token;
    const stored = (): Promise<Record<string, unknown>> => get(`${SF}/cart`, { 'X-Shop-Order-Token': token });
    await counted(() => send('POST', '/cart/add_item', token, { variant_id: variant, quantity: 1 }));
    const addressed = await counted(() =>
      send('PATCH', '/checkout', token, { order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } }),
    );
    // An order answered from what a step read and wrote is the order as stored.
    expect(addressed.data).toEqual((await stored()).data);
    const advanced = await counted(() => send('PATCH', '/checkout/advance', token));
    expect(advanced.data).toEqual((await stored()).data);
    await counted(() => send('POST', '/checkout/create_payment', token, { payment_method_id: cash }));
    const completed = await counted(() => send('PATCH', '/checkout/complete', token));
    expect((completed.data as { attributes: { state: string } }).attributes.state).toBe('complete');
    // Worked out totals use the line items and payments they read (not read again), and a step
    // that only changes the state answers the order it has with that state: 213 statements before.
    expect(statements).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
  });

  /** An in-stock variant other than the first product's. */
  async function anotherVariant(): Promise<string> {
    return ((await get(`${SF}/products?per_page=2&filter[in_stock]=true&include=default_variant`)).included as { id: string }[])[1]!.id;
  }
});
