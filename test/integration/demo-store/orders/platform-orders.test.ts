/**
 * The Platform API's orders, shipments and payments (admin scope), against a real demo store:
 * ransack-style filters, sort, include, sparse fields and paging on the orders list; approving,
 * cancelling and resuming orders; readying, pending, shipping, cancelling and resuming shipments;
 * listing payments. State changes follow the state machines (a shipped shipment cannot be
 * cancelled, a complete order cannot be resumed, an order is approved once), cancelling returns
 * the stock, voids the payments and gives gift-card balances back, and each change is sent to
 * webhook subscribers and seen by the guest's order status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import {
  ADDRESS,
  SF,
  addItem,
  call,
  inStockVariantId,
  included,
  many,
  newCart,
  one,
  payWith,
  toPayment,
  type Doc,
  type Resource,
} from '../../../support/demo-store/store-client.js';
import { customerCart, signInCustomer } from '../../../support/demo-store/checkout-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { WebhookReceiver } from '../../../support/net/webhook-receiver.js';

const PF = '/api/v2/platform';
let store: DemoStore;
let admin: string;

interface ErrorBody {
  error: string;
  message: string;
  code: number;
  errors?: Record<string, string[]>;
}

interface Sale {
  number: string;
  token: string;
  variantId: string;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
});

/** A guest buys `quantity` of a product (cash unless a coupon code covers it) as `email`, billed to `firstname lastname`. */
async function sale(options: { slug?: string; quantity?: number; email?: string; firstname?: string; lastname?: string; code?: string } = {}): Promise<Sale> {
  const cart = await newCart(store);
  const variantId = await inStockVariantId(store, options.slug ?? 'classic-crew-tee');
  expect((await addItem(store, cart.token, variantId, options.quantity ?? 1)).status).toBe(200);
  const address = { ...ADDRESS, firstname: options.firstname ?? ADDRESS.firstname, lastname: options.lastname ?? ADDRESS.lastname };
  expect(
    (
      await call(store, `${SF}/checkout`, {
        method: 'PATCH',
        orderToken: cart.token,
        body: { order: { email: options.email ?? 'buyer@example.com', bill_address_attributes: address, ship_address_attributes: address } },
      })
    ).status,
  ).toBe(200);
  expect((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
  if (options.code) {
    expect((await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: cart.token, body: { coupon_code: options.code } })).status).toBe(
      200,
    );
  } else {
    expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  }
  const completed = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return { number: cart.number, token: cart.token, variantId };
}

async function order(number: string, include = 'shipments,payments'): Promise<{ order: Resource; shipments: Resource[]; payments: Resource[] }> {
  const answer = await call(store, `${PF}/orders/${number}?include=${include}`, { bearer: admin });
  expect(answer.status).toBe(200);
  return { order: one(answer.body), shipments: included(answer.body, 'shipment'), payments: included(answer.body, 'payment') };
}

async function onHand(variantId: string): Promise<number> {
  const items = many((await call(store, `${PF}/stock_items?filter[variant_id]=${variantId}`, { bearer: admin })).body);
  return items.reduce((sum, item) => sum + (item.attributes.count_on_hand as number), 0);
}

const patch = (path: string, body?: unknown) => call<Doc & ErrorBody>(store, `${PF}${path}`, { method: 'PATCH', bearer: admin, body });

describe('Platform API: the orders list', () => {
  it('filters with ransack predicates and the simple spellings, sorts, includes, pages and trims fields', async () => {
    const tag = `f${Date.now().toString(36)}`;
    const first = await sale({ email: `${tag}-ann@example.com`, firstname: 'Annika', lastname: 'Brook' });
    const second = await sale({ email: `${tag}-bo@example.com`, firstname: 'Bo', lastname: 'Carver' });
    const third = await sale({ email: `${tag}-cy@example.com`, firstname: 'Cyrus', lastname: 'Dale' });
    const list = async (query: string) => {
      const answer = await call(store, `${PF}/orders?${query}`, { bearer: admin });
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer;
    };
    const numbers = async (query: string) => many((await list(query)).body).map((o) => o.attributes.number);

    expect(await numbers(`filter[email_cont]=${tag}&sort=completed_at`)).toEqual([first.number, second.number, third.number]);
    expect(await numbers(`filter[email_cont]=${tag.toUpperCase()}&sort=-completed_at`)).toEqual([third.number, second.number, first.number]);
    expect(await numbers(`filter[email_eq]=${tag}-bo@example.com`)).toEqual([second.number]);
    expect(await numbers(`filter[number_cont]=${second.number.slice(3)}&filter[email_cont]=${tag}`)).toEqual([second.number]);
    expect(await numbers(`filter[number_in][]=${first.number}&filter[number_in][]=${third.number}&sort=number`)).toEqual([first.number, third.number].sort());
    expect(await numbers(`filter[number]=${first.number},${third.number}&sort=number`)).toEqual([first.number, third.number].sort());
    expect(await numbers(`filter[bill_address_firstname_cont]=annik&filter[email_cont]=${tag}`)).toEqual([first.number]);
    expect(await numbers(`filter[bill_address_lastname_start]=Carv&filter[email_cont]=${tag}`)).toEqual([second.number]);
    expect(await numbers(`filter[bill_address_firstname_or_bill_address_lastname_cont]=dale&filter[email_cont]=${tag}`)).toEqual([third.number]);
    expect(await numbers(`filter[state_eq]=complete&filter[email_cont]=${tag}&sort=completed_at`)).toEqual([first.number, second.number, third.number]);
    expect(await numbers(`filter[state]=complete&filter[email_cont]=${tag}&sort=completed_at`)).toEqual([first.number, second.number, third.number]);
    expect(await numbers(`filter[state_in][]=canceled&filter[state_in][]=resumed&filter[email_cont]=${tag}`)).toEqual([]);
    expect(await numbers(`filter[state_not_eq]=complete&filter[email_cont]=${tag}`)).toEqual([]);

    // A time window by completion: the second order alone.
    const secondOrder = (await order(second.number)).order;
    const at = Date.parse(secondOrder.attributes.completed_at as string);
    const window = `filter[completed_at_gt]=${new Date(at - 1).toISOString()}&filter[completed_at_lt]=${new Date(at + 1).toISOString()}`;
    expect(await numbers(`${window}&filter[email_cont]=${tag}`)).toEqual([second.number]);
    expect(await numbers(`filter[completed_at_gteq]=${secondOrder.attributes.completed_at as string}&filter[email_cont]=${tag}&sort=completed_at`)).toEqual([
      second.number,
      third.number,
    ]);
    expect(await numbers(`filter[updated_at_gt]=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);

    // Paging: meta and links, the list's own filters kept in the links.
    const paged = await list(`filter[email_cont]=${tag}&sort=completed_at&per_page=1&page=2`);
    expect(many(paged.body).map((o) => o.attributes.number)).toEqual([second.number]);
    expect(paged.body.meta).toEqual({ count: 1, total_count: 3, total_pages: 3 });
    const links = paged.body.links as Record<string, string>;
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'prev', 'self']);
    expect(new URL(links.next!).searchParams.get('page')).toBe('3');
    expect(new URL(links.prev!).searchParams.get('page')).toBe('1');
    expect(new URL(links.last!).searchParams.get('page')).toBe('3');
    expect(new URL(links.first!).searchParams.get('filter[email_cont]')).toBe(tag);
    await expect(numbers(new URL(links.next!).search.slice(1))).resolves.toEqual([third.number]);

    // Includes: lines, shipments, payments, both addresses and the user; sparse fields.
    const full = await list(`filter[number_eq]=${first.number}&include=line_items,shipments,payments,bill_address,ship_address,user`);
    const resource = one({ data: many(full.body)[0]! } as never);
    expect(Object.keys(resource.relationships)).toEqual(
      expect.arrayContaining(['line_items', 'shipments', 'payments', 'bill_address', 'ship_address', 'user']),
    );
    expect(included(full.body, 'line_item')).toHaveLength(1);
    expect(included(full.body, 'shipment')).toHaveLength(1);
    expect(included(full.body, 'payment')).toHaveLength(1);
    expect(included(full.body, 'address').map((a) => a.attributes.firstname)).toContain('Annika');
    const trimmed = many((await list(`filter[number_eq]=${first.number}&fields[order]=number,state`)).body)[0]!;
    expect(Object.keys(trimmed.attributes).sort()).toEqual(['number', 'state']);
    expect(trimmed.relationships).toEqual({});
  });

  it('refuses a date that is not one, and a sort it cannot do, in words', async () => {
    for (const query of ['filter[completed_at_gt]=yesterday', 'filter[updated_at_gt]=soon', 'sort=-password', 'sort=total,-nope']) {
      const answer = await call<ErrorBody>(store, `${PF}/orders?${query}`, { bearer: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toBe('bad_request');
      expect(answer.body.message.length, query).toBeGreaterThan(10);
    }
    expect((await call(store, `${PF}/orders?filter[no_such_thing_eq]=1&sort=-total`, { bearer: admin })).status).toBe(200);
  });

  it('needs the admin scope on every new route', async () => {
    const customer = (
      await call<{ access_token: string }>(store, '/shop_oauth/token', {
        method: 'POST',
        contentType: 'application/json',
        body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      })
    ).body.access_token;
    const { number } = await sale();
    for (const [method, path] of [
      ['PATCH', `/orders/${number}/approve`],
      ['PATCH', `/orders/${number}/cancel`],
      ['PATCH', `/orders/${number}/resume`],
      ['PATCH', '/shipments/1/cancel'],
      ['PATCH', '/shipments/1/resume'],
      ['PATCH', '/shipments/1/pend'],
      ['GET', '/payments'],
      ['GET', '/payments/1'],
    ] as const) {
      expect((await call(store, `${PF}${path}`, { method })).status, path).toBe(401);
      expect((await call(store, `${PF}${path}`, { method, bearer: customer })).status, path).toBe(403);
    }
    expect((await order(number)).order.attributes.state).toBe('complete');
  });
});

describe('Platform API: order state changes', () => {
  it('approves a complete order once, recording the admin client and when', async () => {
    const { number } = await sale();
    const before = Date.now();
    const approved = await patch(`/orders/${number}/approve`);
    expect(approved.status).toBe(200);
    expect(one(approved.body).attributes.approver_id).toBe(DEMO_ADMIN_CLIENT.clientId);
    expect(Date.parse(one(approved.body).attributes.approved_at as string)).toBeGreaterThanOrEqual(before - 1000);
    const again = await patch(`/orders/${number}/approve`);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatch(new RegExp(`${number}: it is already approved \\(by ${DEMO_ADMIN_CLIENT.clientId} at `));
    const cart = await newCart(store);
    const open = await patch(`/orders/${cart.number}/approve`);
    expect(open.status).toBe(422);
    expect(open.body.error).toMatch(/not complete/);
    expect((await patch('/orders/R000000000/approve')).status).toBe(404);
  });

  it('cancels an order: shipments canceled, stock back, payments voided, the guest sees it, and it is resumed as Spree does', async () => {
    const { number, token, variantId } = await sale({ slug: 'wool-throw-blanket', quantity: 2 });
    const stockAfterSale = await onHand(variantId);
    const { order: placed } = await order(number);
    const canceled = await patch(`/orders/${number}/cancel?include=shipments,payments`);
    expect(canceled.status).toBe(200);
    expect(one(canceled.body).attributes).toMatchObject({
      state: 'canceled',
      payment_state: 'void',
      shipment_state: 'canceled',
      payment_total: '0.00',
      canceler_id: DEMO_ADMIN_CLIENT.clientId,
    });
    expect(one(canceled.body).attributes.canceled_at).not.toBeNull();
    expect(Date.parse(one(canceled.body).attributes.updated_at as string)).toBeGreaterThan(Date.parse(placed.attributes.updated_at as string));
    expect(included(canceled.body, 'shipment').map((s) => s.attributes.state)).toEqual(['canceled']);
    expect(included(canceled.body, 'payment').map((p) => p.attributes.state)).toEqual(['void']);
    expect(await onHand(variantId)).toBe(stockAfterSale + 2);

    const status = await call(store, `${SF}/order_status/${number}`, { orderToken: token });
    expect(one(status.body).attributes).toMatchObject({ state: 'canceled', payment_state: 'void', shipment_state: 'canceled' });
    const changed = many(
      (await call(store, `${PF}/orders?filter[updated_at_gt]=${placed.attributes.updated_at as string}&filter[state_eq]=canceled`, { bearer: admin })).body,
    );
    expect(changed.map((o) => o.attributes.number)).toContain(number);

    const twice = await patch(`/orders/${number}/cancel`);
    expect(twice.status).toBe(422);
    expect(twice.body.error).toMatch(/canceled/);
    expect(await onHand(variantId)).toBe(stockAfterSale + 2);

    // Resume: the order is `resumed`, owes its total again (no valid payment left: `failed`, as Spree says), its shipment waits in pending and the stock is taken again.
    const resumed = await patch(`/orders/${number}/resume?include=shipments`);
    expect(resumed.status).toBe(200);
    expect(one(resumed.body).attributes).toMatchObject({ state: 'resumed', payment_state: 'failed', shipment_state: 'pending' });
    expect(included(resumed.body, 'shipment').map((s) => s.attributes.state)).toEqual(['pending']);
    expect(await onHand(variantId)).toBe(stockAfterSale);
    const shipment = included(resumed.body, 'shipment')[0]!;
    const unpaid = await patch(`/shipments/${shipment.attributes.number as string}/ready`);
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.error).toMatch(/balance/);
    const resumeAgain = await patch(`/orders/${number}/resume`);
    expect(resumeAgain.status).toBe(422);
    expect(resumeAgain.body.error).toMatch(/resumed/);
  });

  it('refuses to resume a complete order and to cancel one whose shipment has shipped, changing nothing', async () => {
    const { number, variantId } = await sale();
    const complete = await patch(`/orders/${number}/resume`);
    expect(complete.status).toBe(422);
    expect(complete.body.error).toBe(`Cannot resume order ${number}: it is complete`);
    expect(complete.body.errors).toEqual({ state: ['cannot transition via resume from complete'] });

    const { shipments } = await order(number);
    expect((await patch(`/shipments/${shipments[0]!.id}/ship`, { shipment: { tracking: '1Z-SHIPPED' } })).status).toBe(200);
    const stock = await onHand(variantId);
    const shipped = await patch(`/orders/${number}/cancel`);
    expect(shipped.status).toBe(422);
    expect(shipped.body.error).toMatch(new RegExp(`Cannot cancel order ${number}: shipment ${shipments[0]!.attributes.number as string} has shipped`));
    const cancelShipment = await patch(`/shipments/${shipments[0]!.attributes.number as string}/cancel`);
    expect(cancelShipment.status).toBe(422);
    expect(cancelShipment.body.error).toBe(`Cannot cancel shipment ${shipments[0]!.attributes.number as string}: it is shipped`);
    const after = await order(number);
    expect(after.order.attributes).toMatchObject({ state: 'complete', payment_state: 'paid', shipment_state: 'shipped' });
    expect(after.payments.map((p) => p.attributes.state)).toEqual(['completed']);
    expect(await onHand(variantId)).toBe(stock);
  });

  it('gives a gift card its balance back when its order is canceled', async () => {
    const { number } = await sale({ slug: 'canvas-market-tote', code: 'GIFT-50-DEMO' });
    const { payments } = await order(number);
    expect(payments.map((p) => p.attributes.payment_method_name)).toEqual(['Gift card']);
    const spent = payments[0]!.attributes.amount as string;
    expect((await patch(`/orders/${number}/cancel`)).status).toBe(200);
    // The same card covers the same purchase again in full.
    const again = await sale({ slug: 'canvas-market-tote', code: 'GIFT-50-DEMO' });
    expect((await order(again.number)).payments.map((p) => p.attributes.amount)).toEqual([spent]);
  });

  it('gives the customer their store credit back when their order is canceled', async () => {
    const bearer = await signInCustomer(store);
    const credit = async () => one((await call(store, `${SF}/account`, { bearer })).body).attributes.store_credits;
    expect(await credit()).toBe('25.00');
    const { token, number } = await customerCart(store, bearer);
    expect((await addItem(store, token, await inStockVariantId(store, 'wool-throw-blanket'))).status).toBe(200);
    await toPayment(store, token);
    expect((await call(store, `${SF}/checkout/add_store_credit?amount=10`, { method: 'POST', orderToken: token, bearer })).status).toBe(200);
    expect((await payWith(store, token, 'Cash')).status).toBe(201);
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    expect(await credit()).toBe('15.00');
    const canceled = await patch(`/orders/${number}/cancel?include=payments`);
    expect(canceled.status).toBe(200);
    expect(
      included(canceled.body, 'payment')
        .map((p) => [p.attributes.payment_method_name, p.attributes.state])
        .sort(),
    ).toEqual([
      ['Cash', 'void'],
      ['Store credit', 'void'],
    ]);
    expect(await credit()).toBe('25.00');
    const account = many((await call(store, `${SF}/account/orders`, { bearer })).body).find((o) => o.attributes.number === number)!;
    expect(account.attributes).toMatchObject({ state: 'canceled', payment_state: 'void' });
  });
});

describe('Platform API: shipment state changes', () => {
  it('pends, readies, cancels, resumes, ships with a tracking number and delivers', async () => {
    const { number, variantId } = await sale({ slug: 'wool-throw-blanket' });
    const { shipments } = await order(number);
    const id = shipments[0]!.attributes.number as string;
    expect(shipments[0]!.attributes.state).toBe('ready');
    const stock = await onHand(variantId);
    const step = async (event: string, state: string, body?: unknown) => {
      const answer = await patch(`/shipments/${id}/${event}`, body);
      expect(answer.status, `${event}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(one(answer.body).attributes.state).toBe(state);
      return one(answer.body);
    };
    await step('pend', 'pending');
    expect((await order(number)).order.attributes.shipment_state).toBe('pending');
    expect((await patch(`/shipments/${id}/pend`)).status).toBe(422);
    await step('ready', 'ready');
    await step('cancel', 'canceled');
    expect(await onHand(variantId)).toBe(stock + 1);
    expect((await order(number)).order.attributes).toMatchObject({ state: 'complete', shipment_state: 'canceled' });
    const shipCanceled = await patch(`/shipments/${id}/ship`);
    expect(shipCanceled.status).toBe(422);
    expect(shipCanceled.body.error).toBe(`Cannot ship shipment ${id}: it is canceled`);
    expect(shipCanceled.body.errors).toEqual({ state: ['cannot transition via ship from canceled'] });
    expect((await patch(`/shipments/${id}/cancel`)).status).toBe(422);
    await step('resume', 'ready');
    expect(await onHand(variantId)).toBe(stock);
    expect((await patch(`/shipments/${id}/resume`)).status).toBe(422);
    const shipped = await step('ship', 'shipped', { shipment: { tracking: '1Z999AA10123456784' } });
    expect(shipped.attributes).toMatchObject({ tracking: '1Z999AA10123456784', tracking_url: 'https://track.demo.store/1Z999AA10123456784' });
    await step('deliver', 'delivered');
    expect((await order(number)).order.attributes.shipment_state).toBe('delivered');
  });

  it('refuses a tracking number that is not one, in words, and ships nothing', async () => {
    const { number } = await sale();
    const id = (await order(number)).shipments[0]!.attributes.number as string;
    for (const tracking of ['x'.repeat(101), { code: '1Z' }, ['1Z'], 'line\nbreak', 'nul\u0000']) {
      const answer = await patch(`/shipments/${id}/ship`, { shipment: { tracking } });
      expect(answer.status, JSON.stringify(tracking)).toBe(422);
      expect(answer.body.errors!.tracking!.length).toBeGreaterThan(0);
    }
    const shipment = (await order(number)).shipments[0]!;
    expect(shipment.attributes).toMatchObject({ state: 'ready', tracking: null });
    expect((await patch(`/shipments/${id}/ship`, { shipment: { tracking: '  ' } })).status).toBe(200);
  });

  it('refuses to move a shipment of a canceled order: resume the order instead', async () => {
    const { number } = await sale();
    const { shipments } = await order(number);
    expect((await patch(`/orders/${number}/cancel`)).status).toBe(200);
    const answer = await patch(`/shipments/${shipments[0]!.id}/resume`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/order .* is canceled/);
  });
});

describe('Platform API: payments', () => {
  it('lists payments by order and state, with the order included, and shows one', async () => {
    const kept = await sale();
    const dropped = await sale();
    expect((await patch(`/orders/${dropped.number}/cancel`)).status).toBe(200);
    const list = async (query: string) => {
      const answer = await call(store, `${PF}/payments?${query}`, { bearer: admin });
      expect(answer.status, query).toBe(200);
      return answer;
    };
    const ofKept = await list(`filter[order_number_eq]=${kept.number}&include=order,payment_method`);
    expect(many(ofKept.body).map((p) => p.attributes.state)).toEqual(['completed']);
    expect(included(ofKept.body, 'order').map((o) => o.attributes.number)).toEqual([kept.number]);
    expect(included(ofKept.body, 'payment_method').map((m) => m.attributes.name)).toEqual(['Cash']);
    const orderId = included(ofKept.body, 'order')[0]!.id;
    expect(many((await list(`filter[order_id_eq]=${orderId}`)).body)).toHaveLength(1);
    const voided = many((await list(`filter[state_eq]=void&filter[order_number_eq]=${dropped.number}`)).body);
    expect(voided).toHaveLength(1);
    expect(many((await list(`filter[state_in][]=completed&filter[order_number_eq]=${dropped.number}`)).body)).toHaveLength(0);
    const paged = await list('per_page=1');
    expect(paged.body.meta).toMatchObject({ count: 1 });
    expect((paged.body.meta as { total_count: number }).total_count).toBeGreaterThanOrEqual(2);

    const shown = await call(store, `${PF}/payments/${voided[0]!.id}?include=order`, { bearer: admin });
    expect(shown.status).toBe(200);
    expect(one(shown.body).attributes).toMatchObject({ state: 'void', number: voided[0]!.attributes.number });
    expect((await call(store, `${PF}/payments/99999999`, { bearer: admin })).status).toBe(404);
    expect((await call(store, `${PF}/payments/abc`, { bearer: admin })).status).toBe(404);
  });
});

describe('Platform API: webhooks for order changes', () => {
  it('sends order.canceled, shipment.canceled and payment.voided when an order is canceled, and order.resumed when it is resumed', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const created = await call(store, `${PF}/webhooks/subscribers`, {
        method: 'POST',
        bearer: admin,
        body: {
          subscriber: {
            url: `${receiver.url}/changes`,
            active: true,
            subscriptions: ['order.canceled', 'order.resumed', 'order.approved', 'shipment.*', 'payment.*'],
          },
        },
      });
      expect(created.status).toBe(201);
      const { number } = await sale();
      expect((await patch(`/orders/${number}/approve`)).status).toBe(200);
      expect((await patch(`/orders/${number}/cancel`)).status).toBe(200);
      expect((await patch(`/orders/${number}/resume`)).status).toBe(200);
      const names = () =>
        receiver
          .on('/changes')
          .filter((r) => (r.body.resource.order_number ?? r.body.resource.number) === number)
          .map((r) => r.body.event);
      await receiver.waitFor(() => names().length >= 6);
      expect(names().sort()).toEqual(['order.approved', 'order.canceled', 'order.resumed', 'payment.voided', 'shipment.canceled', 'shipment.resumed']);
      const canceled = receiver.on('/changes').find((r) => r.body.event === 'order.canceled' && r.body.resource.number === number)!;
      expect(canceled.body.resource).toMatchObject({ type: 'order', state: 'canceled', previous_state: 'complete' });
      const voided = receiver.on('/changes').find((r) => r.body.event === 'payment.voided' && r.body.resource.order_number === number)!;
      expect(voided.body.resource).toMatchObject({ type: 'payment', state: 'void', previous_state: 'completed' });
    } finally {
      await receiver.close();
    }
  });
});
