/**
 * The Customer and Store screens' calls through the runtime the app runs, against the demo
 * store: an account created at the counter, its address book, saved cards, orders and wishlist;
 * the store's details, policies and posts; and a receipt carrying the return policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
let runtime: PosRuntime;
/** What reached the demo store, one line per request. */
const storeLog: string[] = [];
beforeAll(async () => {
  app = await startTestRuntime({ demoStore: { log: (line) => storeLog.push(line) } });
  runtime = app.runtime;
});
afterAll(async () => {
  await app?.stop();
});

const home = { firstname: 'Nia', lastname: 'New', address1: '77 Fore Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' };

describe('customer at the counter', () => {
  it('refuses account calls without a sign-in, in words', async () => {
    await expect(runtime.calls.customer.profile()).rejects.toThrow(/Sign the customer in/);
  });

  it('creates an account, keeps addresses, and sells under it', async () => {
    const email = `nia-${Date.now()}@example.com`;
    const status = await runtime.calls.customer.signUp({ email, password: 'counter-pass-1', firstName: 'Nia', lastName: 'New' });
    expect(status).toMatchObject({ signedIn: true, email });
    expect(await runtime.calls.customer.profile()).toMatchObject({ email, firstName: 'Nia' });
    expect((await runtime.calls.customer.updateProfile({ lastName: 'Newer' })).lastName).toBe('Newer');

    const saved = await runtime.calls.customer.saveAddress({ label: 'Home', address: home });
    expect(saved).toHaveLength(1);
    const changed = await runtime.calls.customer.saveAddress({ id: saved[0]!.id, label: 'Home', address: { ...home, address1: '78 Fore Street' } });
    expect(changed[0]!.address1).toBe('78 Fore Street');
    await expect(runtime.calls.customer.saveAddress({ address: { ...home, stateName: '' } })).rejects.toThrow();

    const tee = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    await runtime.calls.customer.addToWishlist(tee!.variantId, 2);
    const wishlist = await runtime.calls.customer.wishlist();
    expect(wishlist.items.map((i) => i.variantId)).toContain(tee!.variantId);
    expect('token' in wishlist).toBe(false);
    expect((await runtime.calls.customer.removeFromWishlist(wishlist.items[0]!.id)).items).toHaveLength(0);

    await runtime.calls.sale.addLine(tee!.variantId, 1);
    await runtime.calls.sale.setCustomer({ email, ...home });
    const receipt = await runtime.calls.sale.payCash({ tendered: '500' });
    expect(receipt.returnPolicy?.name).toMatch(/return/i);
    const history = await runtime.calls.customer.orders(1);
    expect(history.items.map((o) => o.number)).toContain(receipt.order.number);

    expect(await runtime.calls.customer.deleteAddress(changed[0]!.id)).toHaveLength(0);
    expect(await runtime.calls.customer.cards()).toEqual([]);
    await runtime.calls.session.signOut();
  });

  it("shows the demo customer's saved cards, and deletes one", async () => {
    await runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    const reads = () => storeLog.filter((l) => l.startsWith('GET /api/v2/storefront/account/credit_cards')).length;
    const before = reads();
    const cards = await runtime.calls.customer.cards();
    // Checkout asks again for each sale: the list read a moment ago is reused, not read again.
    expect(await runtime.calls.customer.cards()).toEqual(cards);
    expect(reads()).toBe(before + 1);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.some((c) => c.isDefault)).toBe(true);
    expect(JSON.stringify(cards)).not.toMatch(/tok_/);
    const left = await runtime.calls.customer.deleteCard(cards.find((c) => !c.isDefault)!.id);
    expect(left).toHaveLength(cards.length - 1);
    expect(reads()).toBe(before + 2); // a change made here is read back at once
    await runtime.calls.session.signOut();
  });
});

describe('what the store publishes', () => {
  it('reads the store, its policies, posts and categories', async () => {
    expect((await runtime.calls.content.store()).name).toBe('Harbor & Pine Outfitters');
    const policies = await runtime.calls.content.policies();
    expect(policies.length).toBeGreaterThanOrEqual(4);
    const categories = await runtime.calls.content.postCategories();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const all = await runtime.calls.content.posts({});
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    const one = await runtime.calls.content.posts({ categoryId: categories[0]!.id });
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((p) => p.postCategoryId === categories[0]!.id)).toBe(true);
  });
});
