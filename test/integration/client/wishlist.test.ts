/**
 * The storefront client's wishlist operations against the demo store over HTTP: the interface's
 * `/wishlist` paths on the default list and `/wishlists/<token>` on any list, with their typed
 * errors (403 for guests and for another's private list, 404, 422 with field errors).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, inStockVariant, newShopper, rejection, useHarness } from './harness.js';

const h = useHarness();

const variantOf = async (slug: string) => inStockVariant(await h.client.product(slug));

describe('the default wishlist', () => {
  it("reads the demo customer's list with its items and variants", async () => {
    const bearer = await h.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const list = await h.client.wishlist(bearer);
    expect(list).toMatchObject({ name: 'Wishlist', isDefault: true, isPrivate: true });
    expect(list.items).toHaveLength(2);
    expect(list.items[0]!.variant?.sku).toMatch(/^HP-/);
    expect(list.items[0]!.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('adds and removes wished items', async () => {
    const shopper = await newShopper(h);
    const variantId = await variantOf('bucket-hat');
    const item = await h.client.addWishedItem(shopper.bearer, { variantId, quantity: 2 });
    expect(item).toMatchObject({ variantId, quantity: 2 });
    expect(item.total).toBe((Number(item.price) * 2).toFixed(2));
    expect((await h.client.wishlist(shopper.bearer)).items.map((i) => i.id)).toEqual([item.id]);
    const removed = await h.client.removeWishedItem(shopper.bearer, item.id);
    expect(removed.id).toBe(item.id);
    expect((await h.client.wishlist(shopper.bearer)).items).toEqual([]);
  });

  it('rejects guests (403), a quantity of 0 (422) and an unknown item (404)', async () => {
    await rejection(h.client.wishlist(''), 'forbidden', 403);
    const shopper = await newShopper(h);
    const error = await rejection(h.client.addWishedItem(shopper.bearer, { variantId: await variantOf('bucket-hat'), quantity: 0 }), 'validation', 422);
    expect(error.reasonsFor('quantity').length).toBeGreaterThan(0);
    await rejection(h.client.removeWishedItem(shopper.bearer, '999999'), 'not_found', 404);
  });
});

describe('wishlists by token', () => {
  it('creates, lists, reads, renames and deletes lists', async () => {
    const shopper = await newShopper(h);
    const list = await h.client.createWishlist(shopper.bearer, { name: 'Camping', isPrivate: false });
    expect(list).toMatchObject({ name: 'Camping', isPrivate: false, isDefault: false, items: [] });
    expect(list.token.length).toBeGreaterThan(8);
    const listed = await h.client.wishlists(shopper.bearer);
    expect(listed.items.map((l) => l.token)).toContain(list.token);
    expect(listed.meta.totalCount).toBe(listed.items.length);
    const renamed = await h.client.updateWishlist(shopper.bearer, list.token, { name: 'Camp kit' });
    expect(renamed.name).toBe('Camp kit');
    expect((await h.client.defaultWishlist(shopper.bearer)).isDefault).toBe(true);
    await h.client.deleteWishlist(shopper.bearer, list.token);
    await rejection(h.client.wishlistByToken(list.token, { bearerToken: shopper.bearer }), 'not_found', 404);
  });

  it('adds, re-quantifies and removes items, one or several, and says whether a variant is on a list', async () => {
    const shopper = await newShopper(h);
    const list = await h.client.createWishlist(shopper.bearer, { name: 'Gifts' });
    const hat = await variantOf('bucket-hat');
    const mug = await variantOf('enamel-camp-mug');
    const tote = await variantOf('packable-tote');
    const item = await h.client.wishlistAddItem(shopper.bearer, list.token, { variantId: hat });
    expect(item.quantity).toBe(1);
    expect((await h.client.wishlistSetItemQuantity(shopper.bearer, list.token, item.id, 4)).quantity).toBe(4);
    const many = await h.client.wishlistAddItems(shopper.bearer, list.token, [{ variantId: mug, quantity: 2 }, { variantId: tote }]);
    expect(many.items.map((i) => i.variantId).sort()).toEqual([hat, mug, tote].sort());
    const included = await h.client.wishlistByToken(list.token, { bearerToken: shopper.bearer, isVariantIncluded: mug });
    expect(included.variantIncluded).toBe(true);
    const byList = await h.client.wishlists(shopper.bearer, { isVariantIncluded: mug });
    expect(byList.items.find((l) => l.token === list.token)?.variantIncluded).toBe(true);
    expect((await h.client.wishlistRemoveItem(shopper.bearer, list.token, item.id)).id).toBe(item.id);
    const rest = many.items.filter((i) => i.variantId !== hat).map((i) => i.id);
    expect((await h.client.wishlistRemoveItems(shopper.bearer, list.token, rest)).items).toEqual([]);
  });

  it('shows a public list to anyone, keeps a private one to its owner (403), and checks what is sent (422)', async () => {
    const owner = await newShopper(h);
    const open = await h.client.createWishlist(owner.bearer, { name: 'Open', isPrivate: false });
    expect((await h.client.wishlistByToken(open.token)).name).toBe('Open');
    const closed = await h.client.createWishlist(owner.bearer, { name: 'Closed', isPrivate: true });
    await rejection(h.client.wishlistByToken(closed.token), 'forbidden', 403);
    const error = await rejection(h.client.createWishlist(owner.bearer, { name: '' }), 'validation', 422);
    expect(error.reasonsFor('name').length).toBeGreaterThan(0);
    await rejection(h.client.wishlistSetItemQuantity(owner.bearer, open.token, '999999', 2), 'not_found', 404);
    await rejection(h.client.wishlists(''), 'forbidden', 403);
    const other = await newShopper(h);
    await rejection(h.client.wishlistAddItem(other.bearer, open.token, { variantId: await variantOf('bucket-hat') }), 'forbidden', 403);
  });
});
