import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { signIn, signUp, type Customer } from '../../../support/demo-store/account-client.js';
import { SF, call, inStockVariantId, included, many, one, productWithVariants, type Resource } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tote: string;
let beanie: string;
let skillet: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  tote = await inStockVariantId(store, 'packable-tote');
  beanie = await inStockVariantId(store, 'harbor-wool-beanie');
  skillet = (await productWithVariants(store, 'cast-iron-skillet')).variants[0]!.id;
});

afterAll(async () => {
  await store.close();
});

async function createList(customer: Customer, body: Record<string, unknown>): Promise<Resource> {
  const answer = await call(store, `${SF}/wishlists`, { method: 'POST', bearer: customer.bearer, body });
  expect(answer.status).toBe(201);
  return one(answer.body);
}

const itemIds = (list: Resource): string[] => (list.relationships.wished_items!.data as { id: string }[]).map((d) => d.id);

describe('wishlists of the signed-in customer', () => {
  it('needs a user bearer token for the account paths', async () => {
    for (const [method, path] of [
      ['GET', '/wishlists'],
      ['POST', '/wishlists'],
      ['GET', '/wishlists/default'],
      ['GET', '/wishlist'],
      ['POST', '/wishlist/wished_items'],
    ]) {
      const answer = await call(store, `${SF}${path}`, { method, body: method === 'POST' ? { name: 'x', variant_id: tote } : undefined });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'forbidden', code: 403 });
    }
    const customer = await signUp(store);
    const readOnly = await signIn(store, customer.email, customer.password, 'read');
    expect((await call(store, `${SF}/wishlists`, { bearer: readOnly })).status).toBe(200);
    expect((await call(store, `${SF}/wishlists`, { method: 'POST', bearer: readOnly, body: { name: 'Gifts' } })).status).toBe(403);
  });

  it("shows the demo customer's seeded default list with its items and their prices", async () => {
    const bearer = await signIn(store, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const answer = await call(store, `${SF}/wishlists?include=wished_items.variant`, { bearer });
    expect(answer.status).toBe(200);
    const [list] = many(answer.body);
    expect(list!.attributes).toMatchObject({ name: 'Wishlist', is_private: true, is_default: true, variant_included: false });
    expect(String(list!.attributes.token).length).toBeGreaterThan(15);
    expect(answer.body.meta).toEqual({ count: 1, total_count: 1, total_pages: 1 });
    const items = included(answer.body, 'wished_item');
    expect(items).toHaveLength(2);
    expect(items[0]!.attributes).toMatchObject({ quantity: 1, price: '128.00', total: '128.00', display_price: '$128.00', display_total: '$128.00' });
    expect(included(answer.body, 'variant')).toHaveLength(2);
  });

  it('the default list is created on first read, private and named Wishlist, and stays the same list', async () => {
    const customer = await signUp(store);
    expect(many((await call(store, `${SF}/wishlists`, { bearer: customer.bearer })).body)).toEqual([]);
    const first = one((await call(store, `${SF}/wishlists/default`, { bearer: customer.bearer })).body);
    expect(first).toMatchObject({ type: 'wishlist', attributes: { name: 'Wishlist', is_private: true, is_default: true } });
    expect(first.relationships.wished_items).toEqual({ data: [] });
    const again = one((await call(store, `${SF}/wishlists/default`, { bearer: customer.bearer })).body);
    expect(again.id).toBe(first.id);
    const short = one((await call(store, `${SF}/wishlist`, { bearer: customer.bearer })).body);
    expect(short.id).toBe(first.id);
    expect(many((await call(store, `${SF}/wishlists`, { bearer: customer.bearer })).body)).toHaveLength(1);
  });

  it('creates lists (201) from top-level or wishlist fields; a new default unmarks the old one; bad fields are 422', async () => {
    const customer = await signUp(store);
    const first = await createList(customer, { name: 'Camping', is_private: false, is_default: true });
    expect(first.attributes).toMatchObject({ name: 'Camping', is_private: false, is_default: true });
    const second = await createList(customer, { wishlist: { name: ' Birthday ideas ', is_default: 'true' } });
    expect(second.attributes).toMatchObject({ name: 'Birthday ideas', is_private: true, is_default: true });
    const lists = many((await call(store, `${SF}/wishlists`, { bearer: customer.bearer })).body);
    expect(lists.map((l) => [l.attributes.name, l.attributes.is_default])).toEqual([
      ['Camping', false],
      ['Birthday ideas', true],
    ]);
    expect(one((await call(store, `${SF}/wishlists/default`, { bearer: customer.bearer })).body).id).toBe(second.id);

    const blank = await call(store, `${SF}/wishlists`, { method: 'POST', bearer: customer.bearer, body: { name: '  ', is_private: 'maybe' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ code: 422, errors: { name: ["can't be blank"], is_private: ['is not a boolean'] } });
    expect(many((await call(store, `${SF}/wishlists`, { bearer: customer.bearer })).body)).toHaveLength(2);
  });

  it('is_variant_included tells whether a variant is on each list', async () => {
    const customer = await signUp(store);
    const list = await createList(customer, { name: 'Gear' });
    const token = String(list.attributes.token);
    await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: customer.bearer, body: { variant_id: tote } });
    const yes = await call(store, `${SF}/wishlists?is_variant_included=${tote}`, { bearer: customer.bearer });
    expect(many(yes.body)[0]!.attributes.variant_included).toBe(true);
    const no = await call(store, `${SF}/wishlists/${token}?is_variant_included=${beanie}`, { bearer: customer.bearer });
    expect(one(no.body).attributes.variant_included).toBe(false);
  });
});

describe('reading and changing a list by its token', () => {
  it("a private list is its owner's only (403 for others and guests); a public one anyone can read; unknown tokens are 404", async () => {
    const owner = await signUp(store);
    const stranger = await signUp(store);
    const privateList = await createList(owner, { name: 'Secret' });
    const publicList = await createList(owner, { name: 'Shared', is_private: false });
    const privateToken = String(privateList.attributes.token);
    const publicToken = String(publicList.attributes.token);

    expect((await call(store, `${SF}/wishlists/${privateToken}`, { bearer: owner.bearer })).status).toBe(200);
    for (const bearer of [stranger.bearer, undefined]) {
      const refused = await call(store, `${SF}/wishlists/${privateToken}`, { bearer });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('Secret');
      const shared = await call(store, `${SF}/wishlists/${publicToken}?include=wished_items`, { bearer });
      expect(shared.status).toBe(200);
      expect(one(shared.body).attributes).toMatchObject({ name: 'Shared', is_private: false });
    }
    expect((await call(store, `${SF}/wishlists/no-such-token`)).status).toBe(404);
    expect(many((await call(store, `${SF}/wishlists`, { bearer: stranger.bearer })).body)).toEqual([]);
  });

  it('only the owner updates (name, privacy, default) or deletes (204) a list', async () => {
    const owner = await signUp(store);
    const stranger = await signUp(store);
    const list = await createList(owner, { name: 'Kitchen', is_private: false });
    const token = String(list.attributes.token);
    for (const bearer of [stranger.bearer, undefined]) {
      expect((await call(store, `${SF}/wishlists/${token}`, { method: 'PATCH', bearer, body: { wishlist: { name: 'Mine now' } } })).status).toBe(403);
      expect((await call(store, `${SF}/wishlists/${token}`, { method: 'DELETE', bearer })).status).toBe(403);
      expect((await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer, body: { variant_id: tote } })).status).toBe(403);
    }
    const updated = await call(store, `${SF}/wishlists/${token}`, {
      method: 'PATCH',
      bearer: owner.bearer,
      body: { wishlist: { name: 'Kitchen & table', is_private: true, is_default: true } },
    });
    expect(updated.status).toBe(200);
    expect(one(updated.body).attributes).toMatchObject({ name: 'Kitchen & table', is_private: true, is_default: true, token });
    const bad = await call(store, `${SF}/wishlists/${token}`, { method: 'PATCH', bearer: owner.bearer, body: { wishlist: { name: '' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ["can't be blank"] });
    expect((await call(store, `${SF}/wishlists/${token}`, { bearer: stranger.bearer })).status).toBe(403);
    expect((await call(store, `${SF}/wishlists/unknown`, { method: 'PATCH', bearer: owner.bearer, body: { wishlist: { name: 'x' } } })).status).toBe(404);

    await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: owner.bearer, body: { variant_id: tote } });
    const removed = await call(store, `${SF}/wishlists/${token}`, { method: 'DELETE', bearer: owner.bearer });
    expect(removed.status).toBe(204);
    expect((await call(store, `${SF}/wishlists/${token}`, { bearer: owner.bearer })).status).toBe(404);
    expect((await call(store, `${SF}/wishlists/${token}`, { method: 'DELETE', bearer: owner.bearer })).status).toBe(404);
  });
});

describe('wished items', () => {
  it('add_item adds a variant (quantity 1 by default); adding it again sets the quantity; prices follow the currency', async () => {
    const customer = await signUp(store);
    const token = String((await createList(customer, { name: 'Tote bags' })).attributes.token);
    const added = await call(store, `${SF}/wishlists/${token}/add_item?include=variant`, {
      method: 'POST',
      bearer: customer.bearer,
      body: { variant_id: tote },
    });
    expect(added.status).toBe(200);
    const item = one(added.body);
    expect(item).toMatchObject({
      type: 'wished_item',
      attributes: { quantity: 1, price: '19.00', total: '19.00', display_price: '$19.00', display_total: '$19.00' },
    });
    expect(item.relationships.variant!.data).toEqual({ id: tote, type: 'variant' });
    expect(included(added.body, 'variant')[0]!.id).toBe(tote);

    const again = await call(store, `${SF}/wishlists/${token}/add_item`, {
      method: 'POST',
      bearer: customer.bearer,
      body: { variant_id: Number(tote), quantity: 3 },
    });
    expect(one(again.body)).toMatchObject({ id: item.id, attributes: { quantity: 3, total: '57.00' } });
    const euro = await call(store, `${SF}/wishlists/${token}?currency=EUR&include=wished_items`, { bearer: customer.bearer });
    const euroItem = included(euro.body, 'wished_item')[0]!;
    expect(euroItem.attributes.display_price).toMatch(/^€/);
    expect(Number(euroItem.attributes.total)).toBeCloseTo(Number(euroItem.attributes.price) * 3, 2);
    expect(itemIds(one(euro.body))).toEqual([item.id]);
  });

  it('add_item refuses bad input: 422 for no variant or a quantity under 1, 404 for an unknown variant', async () => {
    const customer = await signUp(store);
    const token = String((await createList(customer, { name: 'Tries' })).attributes.token);
    const add = (body: Record<string, unknown>) => call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: customer.bearer, body });
    const noVariant = await add({ quantity: 2 });
    expect(noVariant.status).toBe(422);
    expect(noVariant.body.errors).toEqual({ variant_id: ["can't be blank"] });
    for (const quantity of [0, -2, 'lots', 1.5]) {
      const bad = await add({ variant_id: tote, quantity });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ error: 'Quantity has to be greater than 0', errors: { quantity: ['must be greater than 0'] } });
    }
    expect((await add({ variant_id: '999999' })).status).toBe(404);
    expect((await add({ variant_id: 'abc' })).status).toBe(404);
    // A sold-out product can still be wished for.
    expect((await add({ variant_id: skillet })).status).toBe(200);
    expect(itemIds(one((await call(store, `${SF}/wishlists/${token}`, { bearer: customer.bearer })).body))).toHaveLength(1);
  });

  it('add_items adds several at once, all or nothing', async () => {
    const customer = await signUp(store);
    const token = String((await createList(customer, { name: 'Bulk' })).attributes.token);
    const bad = await call(store, `${SF}/wishlists/${token}/add_items`, {
      method: 'POST',
      bearer: customer.bearer,
      body: {
        wished_items: [
          { variant_id: tote, quantity: 2 },
          { variant_id: beanie, quantity: 0 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(itemIds(one((await call(store, `${SF}/wishlists/${token}`, { bearer: customer.bearer })).body))).toEqual([]);
    expect((await call(store, `${SF}/wishlists/${token}/add_items`, { method: 'POST', bearer: customer.bearer, body: { wished_items: [] } })).status).toBe(422);

    const added = await call(store, `${SF}/wishlists/${token}/add_items?include=wished_items`, {
      method: 'POST',
      bearer: customer.bearer,
      body: { wished_items: [{ variant_id: tote, quantity: 2 }, { variant_id: beanie }] },
    });
    expect(added.status).toBe(200);
    expect(one(added.body).type).toBe('wishlist');
    expect(included(added.body, 'wished_item').map((i) => i.attributes.quantity)).toEqual([2, 1]);
  });

  it("set_item_quantity and remove_item work on the list's own items only", async () => {
    const customer = await signUp(store);
    const other = await signUp(store);
    const token = String((await createList(customer, { name: 'Mine' })).attributes.token);
    const otherToken = String((await createList(other, { name: 'Theirs' })).attributes.token);
    const item = one((await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: customer.bearer, body: { variant_id: tote } })).body);
    const otherItem = one(
      (await call(store, `${SF}/wishlists/${otherToken}/add_item`, { method: 'POST', bearer: other.bearer, body: { variant_id: tote } })).body,
    );

    const set = await call(store, `${SF}/wishlists/${token}/set_item_quantity/${item.id}`, { method: 'PATCH', bearer: customer.bearer, body: { quantity: 4 } });
    expect(set.status).toBe(200);
    expect(one(set.body).attributes).toMatchObject({ quantity: 4, total: '76.00' });
    for (const body of [{ quantity: 0 }, {}]) {
      const bad = await call(store, `${SF}/wishlists/${token}/set_item_quantity/${item.id}`, { method: 'PATCH', bearer: customer.bearer, body });
      expect(bad.status).toBe(422);
      expect(bad.body.error).toBe('Quantity has to be greater than 0');
    }
    // Another list's item through this list, or another owner's list: not found / forbidden.
    expect(
      (await call(store, `${SF}/wishlists/${token}/set_item_quantity/${otherItem.id}`, { method: 'PATCH', bearer: customer.bearer, body: { quantity: 9 } }))
        .status,
    ).toBe(404);
    expect((await call(store, `${SF}/wishlists/${otherToken}/remove_item/${otherItem.id}`, { method: 'DELETE', bearer: customer.bearer })).status).toBe(403);

    const removed = await call(store, `${SF}/wishlists/${token}/remove_item/${item.id}`, { method: 'DELETE', bearer: customer.bearer });
    expect(removed.status).toBe(200);
    expect(one(removed.body)).toMatchObject({ id: item.id, type: 'wished_item', attributes: { quantity: 4 } });
    expect((await call(store, `${SF}/wishlists/${token}/remove_item/${item.id}`, { method: 'DELETE', bearer: customer.bearer })).status).toBe(404);
    const theirs = one((await call(store, `${SF}/wishlists/${otherToken}`, { bearer: other.bearer })).body);
    expect(itemIds(theirs)).toEqual([otherItem.id]);
  });

  it('remove_items removes the listed items, or none when one is not on the list', async () => {
    const customer = await signUp(store);
    const token = String((await createList(customer, { name: 'Cleanup' })).attributes.token);
    const a = one((await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: customer.bearer, body: { variant_id: tote } })).body);
    const b = one((await call(store, `${SF}/wishlists/${token}/add_item`, { method: 'POST', bearer: customer.bearer, body: { variant_id: beanie } })).body);
    const wrong = await call(store, `${SF}/wishlists/${token}/remove_items`, {
      method: 'DELETE',
      bearer: customer.bearer,
      body: { wished_items_ids: [a.id, '999999'] },
    });
    expect(wrong.status).toBe(404);
    expect(itemIds(one((await call(store, `${SF}/wishlists/${token}`, { bearer: customer.bearer })).body))).toEqual([a.id, b.id]);
    const done = await call(store, `${SF}/wishlists/${token}/remove_items`, {
      method: 'DELETE',
      bearer: customer.bearer,
      body: { wished_items_ids: [a.id, b.id] },
    });
    expect(done.status).toBe(200);
    expect(itemIds(one(done.body))).toEqual([]);
    expect((await call(store, `${SF}/wishlists/${token}/remove_items`, { method: 'DELETE', bearer: customer.bearer, body: {} })).status).toBe(422);
  });

  it("the interface's short paths add to and remove from the default list", async () => {
    const customer = await signUp(store);
    const other = await signUp(store);
    const added = await call(store, `${SF}/wishlist/wished_items`, { method: 'POST', bearer: customer.bearer, body: { variant_id: beanie, quantity: 2 } });
    expect(added.status).toBe(200);
    const item = one(added.body);
    expect(item.attributes.quantity).toBe(2);
    const nested = await call(store, `${SF}/wishlist/wished_items`, { method: 'POST', bearer: customer.bearer, body: { wished_item: { variant_id: tote } } });
    expect(nested.status).toBe(200);
    const list = await call(store, `${SF}/wishlist?include=wished_items`, { bearer: customer.bearer });
    expect(one(list.body).attributes.is_default).toBe(true);
    expect(included(list.body, 'wished_item').map((i) => i.id)).toEqual([item.id, one(nested.body).id]);

    expect((await call(store, `${SF}/wishlist/wished_items/${item.id}`, { method: 'DELETE', bearer: other.bearer })).status).toBe(404);
    const removed = await call(store, `${SF}/wishlist/wished_items/${item.id}`, { method: 'DELETE', bearer: customer.bearer });
    expect(removed.status).toBe(200);
    expect(one(removed.body).id).toBe(item.id);
    expect(itemIds(one((await call(store, `${SF}/wishlist`, { bearer: customer.bearer })).body))).toEqual([one(nested.body).id]);
    expect((await call(store, `${SF}/wishlist/wished_items`, { method: 'POST', bearer: customer.bearer, body: { quantity: 1 } })).status).toBe(422);
    expect(many((await call(store, `${SF}/wishlists`, { bearer: other.bearer })).body)).toEqual([]);
  });
});
