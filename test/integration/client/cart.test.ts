/**
 * The storefront client's thirteen cart operations against the demo store over HTTP, each with
 * its typed result and its typed errors (404 without a cart, 422 with the store's reasons, 403
 * for a call that needs an account, 401 for a revoked sign-in).
 */
import { describe, expect, it } from 'vitest';
import { cartWithItem, inStockVariant, newShopper, rejection, useHarness } from './harness.js';

const h = useHarness();

describe('create, show, delete', () => {
  it('creates a guest cart with its token and metadata, reads it and deletes it', async () => {
    const cart = await h.client.createCart(undefined, { publicMetadata: { till: 'front' } });
    expect(cart.token).toMatch(/.{10,}/);
    expect(cart.number).toMatch(/^R\d+/);
    expect(cart).toMatchObject({ state: 'cart', currency: 'USD', itemCount: 0, total: '0.00', lineItems: [], promotions: [] });
    const creds = { orderToken: cart.token! };
    expect((await h.client.cart(creds)).number).toBe(cart.number);
    await h.client.deleteCart(creds);
    await rejection(h.client.cart(creds), 'not_found', 404);
  });

  it('creates a cart in another currency and finds it only with that currency', async () => {
    const cart = await h.client.createCart(undefined, { currency: 'EUR' });
    expect(cart.currency).toBe('EUR');
    expect((await h.client.cart({ orderToken: cart.token!, currency: 'EUR' })).number).toBe(cart.number);
    await rejection(h.client.cart({ orderToken: cart.token! }), 'not_found', 404);
  });

  it("creates an account's cart with a bearer token and reads it without an order token", async () => {
    const shopper = await newShopper(h);
    const cart = await h.client.createCart(undefined, { bearerToken: shopper.bearer });
    expect(cart.email).toBe(shopper.email);
    expect((await h.client.cart({ bearerToken: shopper.bearer })).number).toBe(cart.number);
  });

  it('answers not_found for an unknown token, and for deleting a cart twice', async () => {
    const error = await rejection(h.client.cart({ orderToken: 'no-such-token' }), 'not_found', 404);
    expect(error.message).toBe('The resource you were looking for could not be found.');
    const cart = await h.client.createCart();
    await h.client.deleteCart({ orderToken: cart.token! });
    await rejection(h.client.deleteCart({ orderToken: cart.token! }), 'not_found', 404);
  });

  it('answers unauthorized for a revoked bearer token', async () => {
    const shopper = await newShopper(h);
    await h.revoke(shopper.bearer);
    const error = await rejection(h.client.createCart(undefined, { bearerToken: shopper.bearer }), 'unauthorized', 401);
    expect(error.message).toBe('The access token was revoked');
  });
});

describe('line items', () => {
  it('adds an item, changes its quantity, removes it', async () => {
    const { creds, cart } = await cartWithItem(h);
    expect(cart.itemCount).toBe(1);
    const line = cart.lineItems[0]!;
    expect(line).toMatchObject({ quantity: 1, price: '19.00', displayPrice: '$19.00', total: '19.00', slug: 'packable-tote' });
    expect(line.sku).toMatch(/^HP-/);
    const three = await h.client.setQuantity(creds, line.id, 3);
    expect(three.lineItems[0]!.quantity).toBe(3);
    expect(three.itemTotal).toBe('57.00');
    const gone = await h.client.removeLineItem(creds, line.id);
    expect(gone.lineItems).toEqual([]);
    expect(gone.itemCount).toBe(0);
  });

  it('adds an item with metadata to an account cart', async () => {
    const shopper = await newShopper(h);
    const { cart } = await cartWithItem(h, 'roll-top-daypack', { bearerToken: shopper.bearer });
    expect(cart.lineItems[0]!.slug).toBe('roll-top-daypack');
  });

  it("rejects a quantity of 0 with the store's reason, an unknown variant and an unknown line item", async () => {
    const { creds, cart } = await cartWithItem(h);
    const zero = await rejection(h.client.setQuantity(creds, cart.lineItems[0]!.id, 0), 'validation', 422);
    expect(zero.message).toMatch(/greater than 0/i);
    await rejection(h.client.addItem(creds, { variantId: '999999', quantity: 1 }), 'not_found', 404);
    await rejection(h.client.removeLineItem(creds, '999999'), 'not_found', 404);
  });

  it('rejects more than is in stock with nested field errors', async () => {
    const { creds } = await cartWithItem(h);
    const skillet = await h.client.product('cast-iron-skillet');
    const error = await rejection(h.client.addItem(creds, { variantId: skillet.variants[0]!.id, quantity: 1 }), 'validation', 422);
    expect(error.message).toContain('Cast Iron Skillet');
    expect(error.reasonsFor('quantity').length).toBeGreaterThan(0);
  });

  it('rejects metadata that is not an object', async () => {
    const { creds } = await cartWithItem(h);
    const variantId = inStockVariant(await h.client.product('packable-tote'));
    const error = await rejection(
      h.client.addItem(creds, { variantId, quantity: 1, publicMetadata: 'x' as unknown as Record<string, unknown> }),
      'validation',
      422,
    );
    expect(error.reasonsFor('metadata')).toEqual(['must be an object']);
  });

  it('empties the cart', async () => {
    const { creds } = await cartWithItem(h);
    const empty = await h.client.emptyCart(creds);
    expect(empty.lineItems).toEqual([]);
    expect(empty.total).toBe('0.00');
    await rejection(h.client.emptyCart({ orderToken: 'no-such-token' }), 'not_found', 404);
  });
});

describe('coupon codes', () => {
  it('rejects an unknown code with the store message', async () => {
    const { creds } = await cartWithItem(h);
    const error = await rejection(h.client.applyCouponCode(creds, 'NOPE'), 'validation', 422);
    expect(error.message).toMatch(/coupon code/i);
    expect(error.reasonsFor('base').length).toBeGreaterThan(0);
  });

  it('applies a coupon code as a promotion on the cart, removes it, and removes all codes', async () => {
    const { creds } = await cartWithItem(h);
    const applied = await h.client.applyCouponCode(creds, 'WELCOME10');
    expect(applied.promotions).toEqual([expect.objectContaining({ code: 'WELCOME10', name: 'Welcome 10% off', amount: '-1.90' })]);
    expect(applied.promoTotal).toBe('-1.90');
    expect(applied.total).toBe('17.10');
    const removed = await h.client.removeCouponCode(creds, 'WELCOME10');
    expect(removed.promotions).toEqual([]);
    expect(removed.total).toBe('19.00');
    await h.client.applyCouponCode(creds, 'SAVE5');
    expect((await h.client.removeAllCouponCodes(creds)).promotions).toEqual([]);
  });

  it('applies a gift card code through the same operation, paying toward the order', async () => {
    const { creds } = await cartWithItem(h);
    const cart = await h.client.applyCouponCode(creds, 'GIFT-50-DEMO');
    expect(cart.payments.some((p) => /gift card/i.test(p.paymentMethodName) && Number(p.amount) > 0)).toBe(true);
    expect(Number(cart.totalMinusStoreCredits)).toBeLessThan(Number(cart.total));
  });

  it("refuses an expired code and one the order is too small for, in the store's words", async () => {
    const { creds } = await cartWithItem(h);
    expect((await rejection(h.client.applyCouponCode(creds, 'SPRING2025'), 'validation', 422)).message).toBe('The coupon code is expired');
    expect((await rejection(h.client.applyCouponCode(creds, 'BIG15'), 'validation', 422)).message).toMatch(/less than \$100\.00/);
  });

  it('removes one code (422 when it is not on the cart) and all codes', async () => {
    const { creds } = await cartWithItem(h);
    await rejection(h.client.removeCouponCode(creds, 'NOPE'), 'validation', 422);
    const cart = await h.client.removeAllCouponCodes(creds);
    expect(cart.promotions).toEqual([]);
    await rejection(h.client.removeAllCouponCodes({ orderToken: 'no-such-token' }), 'not_found', 404);
  });
});

describe('shipping estimates', () => {
  it("estimates every method's rate by ISO or ISO3 code, the cheapest selected", async () => {
    const { creds } = await cartWithItem(h);
    const rates = await h.client.estimateShippingRates(creds, 'US');
    expect(rates.map((r) => r.cost)).toEqual(['0.00', '6.95', '19.95']);
    expect(rates[0]).toMatchObject({ free: true, selected: true, displayCost: '$0.00', finalPrice: '0.00', taxAmount: '0.00' });
    expect(rates.every((r) => r.shippingMethodId !== '')).toBe(true);
    expect((await h.client.estimateShippingRates(creds, 'USA')).map((r) => r.name)).toEqual(rates.map((r) => r.name));
    expect(await h.client.estimateShippingRates(creds)).toHaveLength(3);
  });

  it('rejects an unknown country with a field error, and a missing cart', async () => {
    const { creds } = await cartWithItem(h);
    const error = await rejection(h.client.estimateShippingRates(creds, 'ZZZ'), 'validation', 422);
    expect(error.reasonsFor('country_iso')).toEqual(['is invalid']);
    await rejection(h.client.estimateShippingRates({ orderToken: 'no-such-token' }, 'US'), 'not_found', 404);
  });
});

describe('associate', () => {
  it('gives a guest cart to the signed-in account', async () => {
    const shopper = await newShopper(h);
    const { creds, cart } = await cartWithItem(h);
    const associated = await h.client.associateCart(shopper.bearer, creds.orderToken!);
    expect(associated.number).toBe(cart.number);
    expect(associated.email).toBe(shopper.email);
    expect((await h.client.cart({ bearerToken: shopper.bearer })).number).toBe(cart.number);
  });

  it('refuses a guest without a bearer token (403), an unknown cart (403) and a cart that already has an account (422)', async () => {
    const { creds } = await cartWithItem(h);
    await rejection(h.client.associateCart('', creds.orderToken!), 'forbidden', 403);
    const shopper = await newShopper(h);
    await rejection(h.client.associateCart(shopper.bearer, 'no-such-token'), 'forbidden', 403);
    await h.client.associateCart(shopper.bearer, creds.orderToken!);
    const other = await newShopper(h);
    await rejection(h.client.associateCart(other.bearer, creds.orderToken!), 'validation', 422);
  });
});

describe('change currency', () => {
  it('re-prices the cart; later calls carry the new currency', async () => {
    const { creds, cart } = await cartWithItem(h);
    const euro = await h.client.changeCurrency(creds, 'EUR');
    expect(euro.number).toBe(cart.number);
    expect(euro.currency).toBe('EUR');
    expect(euro.lineItems[0]!.displayPrice).toMatch(/€/);
    expect((await h.client.cart({ ...creds, currency: 'EUR' })).currency).toBe('EUR');
  });

  it('rejects a currency the store does not support', async () => {
    const { creds } = await cartWithItem(h);
    await rejection(h.client.changeCurrency(creds, 'JPY'), 'validation', 422);
  });
});
