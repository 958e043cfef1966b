/**
 * The storefront client's account operations against the demo store over HTTP: sign-up, the
 * account, the address book, saved cards, completed orders and the guest order lookup, each
 * with its typed errors (403 without a bearer token, 401 for a revoked one, 404, 422 with
 * nested field errors).
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS, cartWithItem, DEMO_CUSTOMER, newShopper, rejection, toPayment, useHarness } from './harness.js';

const h = useHarness();

/** A completed cash order of the account; answers its number and order token. */
async function placeOrder(bearer: string): Promise<{ number: string; token: string }> {
  const { creds, cart } = await cartWithItem(h, 'packable-tote', { bearerToken: bearer });
  await toPayment(h, creds);
  const cash = (await h.client.paymentMethods(creds)).find((m) => m.name === 'Cash')!;
  await h.client.createPayment(creds, { paymentMethodId: cash.id });
  const order = await h.client.completeCheckout(creds);
  expect(order.state).toBe('complete');
  return { number: cart.number, token: order.token! };
}

describe('account', () => {
  it('signs up, reads and changes the account', async () => {
    const shopper = await newShopper(h);
    const account = await h.client.account(shopper.bearer);
    expect(account).toMatchObject({ id: shopper.id, email: shopper.email, firstName: 'Robin', lastName: 'Hale', completedOrders: 0 });
    expect(account.storeCredits).toMatch(/^\d+(\.\d+)?$/);
    const changed = await h.client.updateAccount(shopper.bearer, { firstName: 'Robyn', selectedLocale: 'en' });
    expect(changed).toMatchObject({ firstName: 'Robyn', lastName: 'Hale', selectedLocale: 'en' });
  });

  it('reads the demo customer with the default addresses', async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const account = await h.client.account(bearer);
    expect(account.email).toBe(DEMO_CUSTOMER.email);
    expect(account.defaultShippingAddress?.id).toMatch(/^\d+$/);
    expect(account.defaultShippingAddress?.countryIso3).toBe('USA');
  });

  it('rejects a sign-up whose details do not hold with field errors', async () => {
    const error = await rejection(
      h.client.createAccount({ email: 'not-an-email', password: 'harbor-pine-9', passwordConfirmation: 'something-else' }),
      'validation',
      422,
    );
    expect(error.reasonsFor('email').length).toBeGreaterThan(0);
    expect(error.reasonsFor('password_confirmation').length).toBeGreaterThan(0);
  });

  it('rejects an account change that does not hold (422), no bearer token (403) and a revoked one (401)', async () => {
    const shopper = await newShopper(h);
    const invalid = await rejection(h.client.updateAccount(shopper.bearer, { email: 'nope' }), 'validation', 422);
    expect(invalid.reasonsFor('email').length).toBeGreaterThan(0);
    const forbidden = await rejection(h.client.account(''), 'forbidden', 403);
    expect(forbidden.message).toBe('You are not authorized to access this page.');
    await rejection(h.client.updateAccount('', { firstName: 'X' }), 'forbidden', 403);
    await h.revoke(shopper.bearer);
    const revoked = await rejection(h.client.account(shopper.bearer), 'unauthorized', 401);
    expect(revoked.message).toBe('The access token was revoked');
  });

  it('uses address-book entries as the account defaults', async () => {
    const shopper = await newShopper(h);
    const address = await h.client.createAddress(shopper.bearer, { ...ADDRESS, label: 'Home' });
    const account = await h.client.updateAccount(shopper.bearer, { billAddressId: address.id, shipAddressId: address.id });
    expect(account.defaultBillingAddress?.id).toBe(address.id);
    expect(account.defaultShippingAddress?.label).toBe('Home');
  });
});

describe('address book', () => {
  it('lists, creates, changes and deletes addresses', async () => {
    const shopper = await newShopper(h);
    expect((await h.client.addresses(shopper.bearer)).items).toEqual([]);
    const created = await h.client.createAddress(shopper.bearer, { ...ADDRESS, label: 'Work' });
    expect(created).toMatchObject({ city: 'Portland', countryIso: 'US', countryName: 'United States', label: 'Work' });
    const changed = await h.client.updateAddress(shopper.bearer, created.id, { ...ADDRESS, city: 'Bangor', label: 'Work' });
    expect(changed).toMatchObject({ id: created.id, city: 'Bangor' });
    const listed = await h.client.addresses(shopper.bearer, { perPage: 10 });
    expect(listed.items.map((a) => a.id)).toEqual([created.id]);
    expect(listed.meta.totalCount).toBe(1);
    await h.client.deleteAddress(shopper.bearer, created.id);
    expect((await h.client.addresses(shopper.bearer)).items).toEqual([]);
    await rejection(h.client.deleteAddress(shopper.bearer, created.id), 'not_found', 404);
  });

  it('leaves out addresses from quick checkout when asked', async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const all = await h.client.addresses(bearer);
    const saved = await h.client.addresses(bearer, { excludeQuickCheckout: true });
    expect(all.items.length).toBeGreaterThan(saved.items.length);
    expect(saved.items.length).toBeGreaterThan(0);
  });

  it('rejects an address without a city with errors nested under the address, and guests', async () => {
    const shopper = await newShopper(h);
    const error = await rejection(h.client.createAddress(shopper.bearer, { ...ADDRESS, city: '' }), 'validation', 422);
    expect(error.reasonsFor('address.city').length).toBeGreaterThan(0);
    await rejection(h.client.updateAddress(shopper.bearer, '999999', ADDRESS), 'not_found', 404);
    await rejection(h.client.addresses(''), 'forbidden', 403);
    await rejection(h.client.createAddress('', ADDRESS), 'forbidden', 403);
  });
});

describe('saved cards', () => {
  it('lists the cards, filters by payment method, reads the default and deletes one', async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const cards = await h.client.creditCards(bearer);
    expect(cards.items.map((c) => c.lastDigits).sort()).toEqual(['4242', '4444']);
    const visa = cards.items.find((c) => c.lastDigits === '4242')!;
    expect(visa).toMatchObject({ ccType: 'visa', month: 12, year: 2030, isDefault: true, paymentMethodName: 'Test card' });
    expect(JSON.stringify(visa)).not.toContain('tok_');
    expect((await h.client.creditCards(bearer, { paymentMethodId: visa.paymentMethodId! })).items).toHaveLength(2);
    expect((await h.client.creditCards(bearer, { paymentMethodId: '999999' })).items).toEqual([]);
    expect((await h.client.defaultCreditCard(bearer))?.id).toBe(visa.id);
    const master = cards.items.find((c) => c.lastDigits === '4444')!;
    await h.client.deleteCreditCard(bearer, master.id);
    expect((await h.client.creditCards(bearer)).items.map((c) => c.id)).toEqual([visa.id]);
    await rejection(h.client.deleteCreditCard(bearer, master.id), 'not_found', 404);
  });

  it('answers null for an account without a default card, and refuses guests', async () => {
    const shopper = await newShopper(h);
    expect(await h.client.defaultCreditCard(shopper.bearer)).toBeNull();
    await rejection(h.client.creditCards(''), 'forbidden', 403);
    await rejection(h.client.defaultCreditCard(''), 'forbidden', 403);
    await rejection(h.client.deleteCreditCard('', '1'), 'forbidden', 403);
  });
});

describe('orders', () => {
  it("lists the account's completed orders page by page, newest first, and reads one", async () => {
    const shopper = await newShopper(h);
    const first = await placeOrder(shopper.bearer);
    const second = await placeOrder(shopper.bearer);
    const page = await h.client.accountOrders(shopper.bearer, { perPage: 1 });
    expect(page.items.map((o) => o.number)).toEqual([second.number]);
    expect(page.meta).toEqual({ count: 1, totalCount: 2, totalPages: 2 });
    expect(page.nextPage).toBe(2);
    const next = await h.client.accountOrders(shopper.bearer, { perPage: 1, page: 2 });
    expect(next.items.map((o) => o.number)).toEqual([first.number]);
    expect(next.nextPage).toBeNull();
    const oldestFirst = await h.client.accountOrders(shopper.bearer, { sort: 'completed_at' });
    expect(oldestFirst.items.map((o) => o.number)).toEqual([first.number, second.number]);
    const order = await h.client.accountOrder(shopper.bearer, first.number);
    expect(order).toMatchObject({ number: first.number, state: 'complete', itemCount: 1 });
    expect(order.lineItems[0]!.slug).toBe('packable-tote');
  });

  it("keeps other customers' orders out (404) and refuses guests (403)", async () => {
    const owner = await newShopper(h);
    const { number } = await placeOrder(owner.bearer);
    const other = await newShopper(h);
    await rejection(h.client.accountOrder(other.bearer, number), 'not_found', 404);
    await rejection(h.client.accountOrders(''), 'forbidden', 403);
    await rejection(h.client.accountOrder('', number), 'forbidden', 403);
  });
});

describe('order status', () => {
  it('reads a completed order by its token, in the header or as order_token', async () => {
    const shopper = await newShopper(h);
    const { number, token } = await placeOrder(shopper.bearer);
    const byHeader = await h.client.orderStatus(number, token);
    expect(byHeader).toMatchObject({ number, state: 'complete' });
    const byQuery = await h.client.orderStatus(number, token, undefined, { tokenIn: 'query' });
    expect(byQuery.number).toBe(number);
  });

  it('answers not_found for a wrong token and for a cart not yet completed', async () => {
    const { cart } = await cartWithItem(h);
    await rejection(h.client.orderStatus(cart.number, cart.token!), 'not_found', 404);
    await rejection(h.client.orderStatus(cart.number, 'wrong-token', undefined, { tokenIn: 'query' }), 'not_found', 404);
  });
});
