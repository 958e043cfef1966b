/**
 * The storefront client's eleven checkout operations against the demo store over HTTP: details,
 * steps, shipping, payments (a new card, a saved card, cash), store credit and the pre-payment
 * check, each with its typed errors (404 without a cart, 422 with nested field errors).
 */
import { describe, expect, it } from 'vitest';
import type { CartCredentials } from '../../../shared/storefront/types/client-types.js';
import { ADDRESS, cartInPayment, cartWithItem, DEMO_CUSTOMER, rejection, useHarness } from './harness.js';

const h = useHarness();

const NO_CART: CartCredentials = { orderToken: 'no-such-token' };

async function method(creds: CartCredentials, name: 'Cash' | 'Test card') {
  const found = (await h.client.paymentMethods(creds)).find((m) => m.name === name);
  if (!found) throw new Error(`no payment method ${name}`);
  return found;
}

describe('details and steps', () => {
  it('sets email and addresses, then steps to delivery and advances to payment', async () => {
    const { creds } = await cartWithItem(h);
    const updated = await h.client.updateCheckout(creds, {
      email: 'jordan@example.com',
      billAddress: ADDRESS,
      shipAddress: ADDRESS,
      specialInstructions: 'Gift wrap',
    });
    expect(updated.email).toBe('jordan@example.com');
    expect(updated.shipAddress).toMatchObject({ city: 'Portland', countryIso: 'US', zipcode: '04101' });
    expect(updated.billAddress?.firstname).toBe('Jordan');
    const next = await h.client.nextCheckoutStep(creds);
    expect(next.state).toBe('delivery');
    expect(next.shipments.length).toBeGreaterThan(0);
    const advanced = await h.client.advanceCheckout(creds);
    expect(advanced.state).toBe('payment');
  });

  it('rejects an address without a city with errors nested under the address', async () => {
    const { creds } = await cartWithItem(h);
    const error = await rejection(h.client.updateCheckout(creds, { shipAddress: { ...ADDRESS, city: '' } }), 'validation', 422);
    expect(error.reasonsFor('ship_address.city').length).toBeGreaterThan(0);
    expect(error.message).toMatch(/city/i);
  });

  it('rejects a step on an empty cart (422) and any step without a cart (404)', async () => {
    const cart = await h.client.createCart();
    const error = await rejection(h.client.nextCheckoutStep({ orderToken: cart.token! }), 'validation', 422);
    expect(error.message).toMatch(/no items/i);
    await rejection(h.client.advanceCheckout({ orderToken: cart.token! }), 'validation', 422);
    await rejection(h.client.updateCheckout(NO_CART, { email: 'a@example.com' }), 'not_found', 404);
    await rejection(h.client.nextCheckoutStep(NO_CART), 'not_found', 404);
    await rejection(h.client.advanceCheckout(NO_CART), 'not_found', 404);
    await rejection(h.client.completeCheckout(NO_CART), 'not_found', 404);
  });
});

describe('shipping', () => {
  it('lists shipments with their rates and selects a method on all shipments or one', async () => {
    const creds = await cartInPayment(h);
    const shipments = await h.client.shippingRates(creds);
    expect(shipments.length).toBeGreaterThan(0);
    const first = shipments[0]!;
    expect(first.number).toMatch(/^H/);
    expect(first.stockLocation).toBe('Wharf Street Store');
    expect(first.rates.map((r) => r.cost)).toEqual(['0.00', '6.95', '19.95']);
    expect(first.selectedRateId).toBe(first.rates[0]!.id);
    const express = first.rates[2]!;
    const all = await h.client.selectShippingMethod(creds, express.shippingMethodId);
    expect(all.shipTotal).toBe((19.95 * all.shipments.length).toFixed(2));
    const standard = first.rates[1]!;
    const one = await h.client.selectShippingMethod(creds, standard.shippingMethodId, first.id);
    expect(one.shipments.find((s) => s.id === first.id)!.rates.find((r) => r.selected)!.shippingMethodId).toBe(standard.shippingMethodId);
    const viaUpdate = await h.client.updateCheckout(creds, { shipments: [{ id: first.id, selectedShippingRateId: first.rates[0]!.id }] });
    expect(viaUpdate.shipments.find((s) => s.id === first.id)!.selectedRateId).toBe(first.rates[0]!.id);
  });

  it('rejects an unknown shipping method (422) and shipping rates without a cart (404)', async () => {
    const creds = await cartInPayment(h);
    await rejection(h.client.selectShippingMethod(creds, '999999'), 'validation', 422);
    await rejection(h.client.shippingRates(NO_CART), 'not_found', 404);
    await rejection(h.client.selectShippingMethod(NO_CART, '1'), 'not_found', 404);
  });
});

describe('payments', () => {
  it('lists the payment methods', async () => {
    const { creds } = await cartWithItem(h);
    const methods = await h.client.paymentMethods(creds);
    expect(methods.map((m) => m.name)).toEqual(expect.arrayContaining(['Cash', 'Test card']));
    expect(methods.every((m) => m.id !== '' && m.type !== '')).toBe(true);
    await rejection(h.client.paymentMethods(NO_CART), 'not_found', 404);
  });

  it('pays by a new card token and completes the order', async () => {
    const creds = await cartInPayment(h);
    const card = await method(creds, 'Test card');
    const paid = await h.client.createPayment(creds, {
      paymentMethodId: card.id,
      sourceAttributes: { gatewayPaymentProfileId: 'tok_visa', name: 'Jordan Lee', ccType: 'visa', lastDigits: '4242', month: 12, year: 2030 },
    });
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ paymentMethodId: card.id, paymentMethodName: 'Test card', amount: paid.total });
    const order = await h.client.completeCheckout(creds);
    expect(order.state).toBe('complete');
    expect(order.completedAt).not.toBeNull();
    expect(order.paymentState).toBe('paid');
  });

  it('pays with a saved card of the signed-in customer (source_id)', async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const creds = await cartInPayment(h, 'packable-tote', { bearerToken: bearer });
    const saved = (await h.client.creditCards(bearer)).items[0]!;
    const paid = await h.client.createPayment(creds, { paymentMethodId: saved.paymentMethodId!, sourceId: saved.id });
    expect(paid.payments.at(-1)!.paymentMethodId).toBe(saved.paymentMethodId);
    expect((await h.client.completeCheckout(creds)).state).toBe('complete');
  });

  it('rejects an unknown payment method (422), a declined card at completion (422) and completion without payment (422)', async () => {
    const creds = await cartInPayment(h);
    await rejection(h.client.createPayment(creds, { paymentMethodId: '999999' }), 'validation', 422);
    const noPayment = await rejection(h.client.completeCheckout(creds), 'validation', 422);
    expect(noPayment.message).toMatch(/payment/i);
    const card = await method(creds, 'Test card');
    await h.client.createPayment(creds, { paymentMethodId: card.id, sourceAttributes: { gatewayPaymentProfileId: 'tok_decline', name: 'Jordan Lee' } });
    const declined = await rejection(h.client.completeCheckout(creds), 'validation', 422);
    expect(declined.message).toBe('Your card was declined.');
    await rejection(h.client.createPayment(NO_CART, { paymentMethodId: card.id }), 'not_found', 404);
  });
});

describe('store credit', () => {
  it("applies the demo customer's store credit, some or all of it, and removes it", async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await h.client.account(bearer)).storeCredits).toBe('25.00');
    const creds = await cartInPayment(h, 'roll-top-daypack', { bearerToken: bearer });
    const some = await h.client.addStoreCredit(creds, '10.00');
    const credit = some.payments.find((p) => p.paymentMethodName === 'Store credit');
    expect(credit?.amount).toBe('10.00');
    expect(Number(some.totalMinusStoreCredits)).toBeCloseTo(Number(some.total) - 10, 2);
    const all = await h.client.addStoreCredit(creds);
    expect(all.payments.find((p) => p.paymentMethodName === 'Store credit')?.amount).toBe('25.00');
    const none = await h.client.removeStoreCredit(creds);
    expect(none.payments.some((p) => p.paymentMethodName === 'Store credit')).toBe(false);
  });

  it('refuses store credit to a guest with the store message, and removes none', async () => {
    const creds = await cartInPayment(h);
    const error = await rejection(h.client.addStoreCredit(creds, '5.00'), 'validation', 422);
    expect(error.message).toMatch(/store credit/i);
    const cart = await h.client.removeStoreCredit(creds);
    expect(cart.payments).toEqual([]);
    await rejection(h.client.addStoreCredit(NO_CART), 'not_found', 404);
    await rejection(h.client.removeStoreCredit(NO_CART), 'not_found', 404);
  });
});

describe('validate order for payment', () => {
  it('answers ready for a cart in payment, and with skip_state for one that is not', async () => {
    const creds = await cartInPayment(h);
    const ready = await h.client.validateOrderForPayment(creds);
    expect(ready).toMatchObject({ ready: true, messages: [] });
    expect(ready.cart.state).toBe('payment');
    const { creds: fresh } = await cartWithItem(h);
    expect((await h.client.validateOrderForPayment(fresh, { skipState: true })).ready).toBe(true);
  });

  it("answers the cart with the store's messages when it changed", async () => {
    const { creds, cart } = await cartWithItem(h);
    const result = await h.client.validateOrderForPayment(creds);
    expect(result.ready).toBe(false);
    expect(result.cart.number).toBe(cart.number);
    expect(result.messages).toContain('Cart changed');
    await rejection(h.client.validateOrderForPayment(NO_CART), 'not_found', 404);
  });
});
