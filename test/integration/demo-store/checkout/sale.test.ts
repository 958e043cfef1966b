import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  productWithVariants,
  toPayment,
} from '../../../support/demo-store/store-client.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

describe('a guest sale', () => {
  it('goes from an empty cart to a completed cash order, readable through order status only', async () => {
    const { token, number } = await newCart(store);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\d{13}$/);
    expect(number).toMatch(/^R\d{9}$/);

    const empty = one((await call(store, `${SF}/cart`, { orderToken: token })).body);
    expect(empty.attributes).toMatchObject({
      state: 'cart',
      item_count: 0,
      total: '0.00',
      display_total: '$0.00',
      payment_state: null,
      shipment_state: null,
      completed_at: null,
    });
    expect(Object.keys(empty.relationships).sort()).toEqual(
      ['billing_address', 'gift_card', 'line_items', 'payments', 'promotions', 'shipments', 'shipping_address', 'user', 'variants'].sort(),
    );

    const tee = await inStockVariantId(store, 'classic-crew-tee');
    const mug = await inStockVariantId(store, 'stoneware-coffee-mug');
    expect((await addItem(store, token, tee, 2)).status).toBe(200);
    const added = await call(store, `${SF}/cart/add_item`, {
      method: 'POST',
      orderToken: token,
      body: { variant_id: mug, quantity: 1, include: 'line_items.variant' },
    });
    expect(added.status).toBe(200);
    const cart = one(added.body);
    expect(cart.attributes).toMatchObject({ item_count: 3, item_total: '58.00', total: '58.00', display_item_total: '$58.00' });
    expect(included(added.body, 'line_item')).toHaveLength(2);
    expect(included(added.body, 'variant')).toHaveLength(2);
    const teeLine = included(added.body, 'line_item').find((li) => (li.relationships.variant!.data as { id: string }).id === tee)!;
    expect(teeLine.attributes).toMatchObject({ quantity: 2, price: '18.00', total: '36.00', display_total: '$36.00', slug: 'classic-crew-tee' });

    const updated = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken: token,
      body: { order: { email: 'jordan@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } },
    });
    expect(updated.status).toBe(200);
    expect(one(updated.body).attributes).toMatchObject({ email: 'jordan@example.com', state: 'address' });

    const advanced = await call(store, `${SF}/checkout/advance?include=shipments`, { method: 'PATCH', orderToken: token });
    expect(advanced.status).toBe(200);
    expect(one(advanced.body).attributes.state).toBe('payment');
    expect(included(advanced.body, 'shipment')).toHaveLength(1);

    const rates = await call(store, `${SF}/checkout/shipping_rates`, { orderToken: token });
    expect(rates.status).toBe(200);
    const shipments = many(rates.body);
    expect(shipments).toHaveLength(1);
    expect(shipments[0]!.attributes.number).toMatch(/^H\d{11}$/);
    const shippingRates = included(rates.body, 'shipping_rate');
    expect(shippingRates.map((r) => r.attributes.name)).toEqual(['In-store pickup', 'Standard shipping', 'Express shipping']);
    expect(shippingRates[0]!.attributes).toMatchObject({ cost: '0.00', selected: true, free: true });
    expect(included(rates.body, 'stock_location')).toHaveLength(1);
    expect(rates.body.meta).toBeUndefined();

    const standard = shippingRates.find((r) => r.attributes.name === 'Standard shipping')!;
    const chosen = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken: token,
      body: { order: { shipments_attributes: [{ id: shipments[0]!.id, selected_shipping_rate_id: standard.id }] } },
    });
    expect(chosen.status).toBe(200);
    expect(one(chosen.body).attributes).toMatchObject({ state: 'delivery', ship_total: '6.95', total: '64.95' });

    const pickup = await call(store, `${SF}/checkout/select_shipping_method`, {
      method: 'PATCH',
      orderToken: token,
      body: { shipping_method_id: shippingRates[0]!.attributes.shipping_method_id },
    });
    expect(one(pickup.body).attributes).toMatchObject({ ship_total: '0.00', total: '58.00' });

    const methods = await call(store, `${SF}/checkout/payment_methods`, { orderToken: token });
    expect(many(methods.body).map((m) => m.attributes.name)).toEqual(['Cash', 'Test card']);
    expect(methods.body.meta).toBeUndefined();

    const paid = await payWith(store, token, 'Cash');
    expect(paid.status).toBe(201);

    const completed = await call(store, `${SF}/checkout/complete?include=payments,shipments`, { method: 'PATCH', orderToken: token });
    expect(completed.status).toBe(200);
    const order = one(completed.body);
    expect(order.attributes).toMatchObject({ state: 'complete', payment_state: 'paid', shipment_state: 'ready', total: '58.00' });
    expect(order.attributes.completed_at).toMatch(/Z$/);
    expect(included(completed.body, 'payment')[0]!.attributes).toMatchObject({ state: 'completed', amount: '58.00' });
    expect(included(completed.body, 'shipment')[0]!.attributes.state).toBe('ready');

    // The cart is gone from cart and checkout endpoints...
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(404);
    expect((await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token })).status).toBe(404);
    expect((await addItem(store, token, tee)).status).toBe(404);
    // ...and readable through order status with its token (header or parameter).
    const status = await call(store, `${SF}/order_status/${number}`, { orderToken: token });
    expect(status.status).toBe(200);
    expect(one(status.body)).toMatchObject({ type: 'cart', attributes: { number, state: 'complete' } });
    expect((await call(store, `${SF}/order_status/${number}?order_token=${token}`)).status).toBe(200);
    expect((await call(store, `${SF}/order_status/${number}`, { orderToken: 'wrong' })).status).toBe(404);
    expect((await call(store, `${SF}/order_status/${number}`)).status).toBe(404);
  });

  it('reduces stock when an order completes: selling the last units makes the product sold out', async () => {
    const stove = await productWithVariants(store, 'compact-camp-stove');
    expect(stove.product.attributes.in_stock).toBe(true);
    const variantId = stove.variants[0]!.id;
    // Find how many are left: the largest quantity add_item accepts.
    let onHand = 0;
    for (let n = 1; n <= 5; n++) {
      const probe = await newCart(store);
      if ((await addItem(store, probe.token, variantId, n)).status === 200) onHand = n;
      await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: probe.token });
    }
    expect(onHand).toBeGreaterThan(0);
    const { token } = await newCart(store);
    expect((await addItem(store, token, variantId, onHand)).status).toBe(200);
    await toPayment(store, token);
    await payWith(store, token, 'Cash');
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    const after = await productWithVariants(store, 'compact-camp-stove');
    expect(after.product.attributes).toMatchObject({ in_stock: false, purchasable: false });
    const { token: next } = await newCart(store);
    expect((await addItem(store, next, variantId, 1)).status).toBe(422);
  });
});

describe('cart rules', () => {
  it('refuses set_quantity 0 with 422 and keeps the line', async () => {
    const { token } = await newCart(store);
    const added = await addItem(store, token, await inStockVariantId(store, 'pocket-tee'), 1);
    const lineId = (one(added.body).relationships.line_items!.data as { id: string }[])[0]!.id;
    for (const quantity of [0, -1, undefined]) {
      const answer = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: lineId, quantity } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: 'Quantity has to be greater than 0', code: 422 });
    }
    const ok = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: lineId, quantity: 3 } });
    expect(one(ok.body).attributes.item_count).toBe(3);
    const removed = await call(store, `${SF}/cart/remove_line_item/${lineId}`, { method: 'DELETE', orderToken: token });
    expect(one(removed.body).attributes).toMatchObject({ item_count: 0, state: 'cart' });
    expect((await call(store, `${SF}/cart/remove_line_item/${lineId}`, { method: 'DELETE', orderToken: token })).status).toBe(404);
  });

  it('answers 404 for an unknown variant or token, 400 without variant_id, 422 over stock', async () => {
    const { token } = await newCart(store);
    expect((await addItem(store, token, '999999')).status).toBe(404);
    expect((await call(store, `${SF}/cart`, { orderToken: 'nope' })).status).toBe(404);
    expect((await call(store, `${SF}/cart`)).status).toBe(404);
    const missing = await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken: token, body: { quantity: 1 } });
    expect(missing.status).toBe(400);
    const soldOut = await productWithVariants(store, 'cast-iron-skillet');
    const overStock = await addItem(store, token, soldOut.variants[0]!.id, 1);
    expect(overStock.status).toBe(422);
    expect(String((overStock.body as unknown as { error: string }).error)).toMatch(/^Quantity selected of "Cast Iron Skillet" is not available\.$/);
  });

  it('accepts the token as a parameter, and deletes a cart with 204', async () => {
    const { token } = await newCart(store);
    expect((await call(store, `${SF}/cart?order_token=${token}`)).status).toBe(200);
    const sparse = one((await call(store, `${SF}/cart?fields[cart]=number,token`, { orderToken: token })).body);
    expect(Object.keys(sparse.attributes).sort()).toEqual(['number', 'token']);
    expect(sparse.relationships).toEqual({});
    const deleted = await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token });
    expect(deleted.status).toBe(204);
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(404);
  });

  it('estimates shipping rates, refuses unknown coupon codes and empties the cart', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'enamel-camp-mug'), 2);
    const estimate = await call(store, `${SF}/cart/estimate_shipping_rates?country_iso=USA`, { orderToken: token });
    expect(estimate.status).toBe(200);
    const rates = estimate.body.data as unknown as { id: null; attributes: Record<string, unknown> }[];
    expect(rates.map((r) => [r.id, r.attributes.name, r.attributes.cost])).toEqual([
      [null, 'In-store pickup', '0.00'],
      [null, 'Standard shipping', '6.95'],
      [null, 'Express shipping', '19.95'],
    ]);
    expect((await call(store, `${SF}/cart/estimate_shipping_rates?country_iso=XX`, { orderToken: token })).status).toBe(422);
    const coupon = await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'FREE' } });
    expect(coupon.status).toBe(422);
    const emptied = await call(store, `${SF}/cart/empty`, { method: 'PATCH', orderToken: token });
    expect(one(emptied.body).attributes).toMatchObject({ item_count: 0, total: '0.00', state: 'cart' });
  });

  it('a cart change destroys shipments and sends checkout back to address', async () => {
    const { token } = await newCart(store);
    const variant = await inStockVariantId(store, 'enamel-camp-mug');
    await addItem(store, token, variant, 1);
    await toPayment(store, token);
    const changed = await addItem(store, token, variant, 1);
    expect(one(changed.body).attributes.state).toBe('address');
    expect(one(changed.body).relationships.shipments!.data).toEqual([]);
  });
});

describe('checkout validation', () => {
  it('answers 422 with nested address errors and saves nothing', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'trucker-cap'), 1);
    const answer = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken: token,
      body: { order: { email: 'not-an-email', ship_address_attributes: { ...ADDRESS, zipcode: '', city: '' } } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 422,
      errors: { email: ['is invalid'], ship_address: { zipcode: ["can't be blank"], city: ["can't be blank"] } },
    });
    expect(typeof (answer.body as unknown as { error: string }).error).toBe('string');
    const cart = one((await call(store, `${SF}/cart`, { orderToken: token })).body);
    expect(cart.attributes.email).toBeNull();
    expect(cart.relationships.shipping_address!.data).toBeNull();
  });

  it('answers 400 for a checkout update without an order', async () => {
    const { token } = await newCart(store);
    expect((await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: token, body: {} })).status).toBe(400);
  });

  it('will not move an empty cart on, and will not complete without a payment', async () => {
    const { token } = await newCart(store);
    const next = await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token });
    expect(next.status).toBe(422);
    expect(next.body).toMatchObject({ error: 'There are no items for this order', errors: { base: ['There are no items for this order'] } });
    await addItem(store, token, await inStockVariantId(store, 'trucker-cap'), 1);
    await toPayment(store, token);
    const complete = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
    expect(complete.status).toBe(422);
    expect(complete.body).toMatchObject({ error: 'No payment found' });
  });

  it('sending an address again forces the state back to address', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'trucker-cap'), 1);
    await toPayment(store, token);
    const again = await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: token, body: { order: { ship_address_attributes: ADDRESS } } });
    expect(one(again.body).attributes.state).toBe('address');
  });
});

describe('card payments', () => {
  it('a declined token answers 422 with the gateway message and the sale stays open; an approving one completes it', async () => {
    const { token, number } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'insulated-tumbler'), 1);
    await toPayment(store, token);
    const declinedPayment = await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_decline', name: 'Jordan Lee' });
    expect(declinedPayment.status).toBe(201);
    const declined = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ error: 'Your card was declined.', code: 422 });
    const still = one((await call(store, `${SF}/cart`, { orderToken: token })).body);
    expect(still.attributes).toMatchObject({ state: 'payment', completed_at: null });
    expect(still.relationships.payments!.data).toEqual([]); // the failed payment is not a valid one

    const blank = await payWith(store, token, 'Test card', { name: 'Jordan Lee' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { source: { gateway_payment_profile_id: ["can't be blank"] } } });

    const approved = await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_visa', name: 'Jordan Lee', month: 12, year: 2030 });
    expect(approved.status).toBe(201);
    const done = await call(store, `${SF}/checkout/complete?include=payments.source,payments.payment_method`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', number });
    expect(included(done.body, 'credit_card')[0]!.attributes).toMatchObject({ cc_type: 'visa', last_digits: '4242', name: 'Jordan Lee' });
    expect(included(done.body, 'payment_method')[0]!.attributes.name).toBe('Test card');
  });

  it('a new payment invalidates the earlier unprocessed one', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'insulated-tumbler'), 1);
    await toPayment(store, token);
    await payWith(store, token, 'Cash');
    const second = await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_visa', name: 'J' });
    const payments = one(second.body).relationships.payments!.data as { id: string }[];
    expect(payments).toHaveLength(1);
  });

  it('an unknown payment method is a 422', async () => {
    const { token } = await newCart(store);
    const answer = await call(store, `${SF}/checkout/create_payment`, { method: 'POST', orderToken: token, body: { payment_method_id: '999' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'payment_method_not_found' });
  });
});

describe('back orders', () => {
  it('splits in-stock and back-ordered items into two shipments, and completes as backorder', async () => {
    const { token } = await newCart(store);
    const tent = await productWithVariants(store, 'two-person-tent');
    expect(tent.product.attributes).toMatchObject({ in_stock: false, backorderable: true, purchasable: true });
    await addItem(store, token, tent.variants[0]!.id, 1);
    await addItem(store, token, await inStockVariantId(store, 'stoneware-coffee-mug'), 1);
    await toPayment(store, token);
    const rates = await call(store, `${SF}/checkout/shipping_rates`, { orderToken: token });
    const shipments = many(rates.body);
    expect(shipments).toHaveLength(2);
    expect(shipments.map((s) => s.attributes.backordered)).toEqual([false, true]);
    expect(shipments.every((s) => (s.relationships.line_items!.data as unknown[]).length === 1)).toBe(true);
    await payWith(store, token, 'Cash');
    const done = await call(store, `${SF}/checkout/complete?include=shipments`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', shipment_state: 'backorder', payment_state: 'paid' });
    expect(included(done.body, 'shipment').map((s) => s.attributes.state)).toEqual(['ready', 'pending']);
  });
});
