import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { placeOrder, signIn, signUp, type Customer } from '../../../support/demo-store/account-client.js';
import { ADDRESS, SF, call, included, many, one, type Resource } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

let store: DemoStore;
let dataDir: string;
let db: Database.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-account-'));
  store = await startDemoStore({ dataDir, rateLimit: false });
  db = new Database(path.join(dataDir, 'demo-store.sqlite'));
});

afterAll(async () => {
  db.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const customerBearer = (): Promise<string> => signIn(store, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

function relationId(resource: Resource, name: string): string | null {
  const data = resource.relationships[name]?.data;
  return data && !Array.isArray(data) ? data.id : null;
}

async function saveAddress(customer: Customer, address: Record<string, unknown>): Promise<Resource> {
  const answer = await call(store, `${SF}/account/addresses`, { method: 'POST', bearer: customer.bearer, body: { address } });
  expect(answer.status).toBe(200);
  return one(answer.body);
}

describe('sign-up (POST /account)', () => {
  it('creates a customer account without a credential and answers 200 with the user', async () => {
    const email = `Jamie.North-${Date.now()}@Example.com`;
    const answer = await call(store, `${SF}/account`, {
      method: 'POST',
      body: {
        user: {
          email,
          password: 'lighthouse-7',
          password_confirmation: 'lighthouse-7',
          first_name: ' Jamie ',
          last_name: 'North',
          selected_locale: 'en',
          public_metadata: { segment: 'sailing club' },
          private_metadata: { referred_by: 'newsletter' },
        },
      },
    });
    expect(answer.status).toBe(200);
    const user = one(answer.body);
    expect(user.type).toBe('user');
    expect(user.attributes).toEqual({
      email,
      first_name: 'Jamie',
      last_name: 'North',
      selected_locale: 'en',
      store_credits: 0,
      completed_orders: 0,
      tags: [],
      public_metadata: { segment: 'sailing club' },
    });
    expect(user.relationships).toEqual({ default_billing_address: { data: null }, default_shipping_address: { data: null } });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('lighthouse-7');
    expect(text).not.toContain('referred_by');
    // The new account signs in with its password, whatever the case of the email.
    const bearer = await signIn(store, email.toLowerCase(), 'lighthouse-7');
    expect(one((await call(store, `${SF}/account`, { bearer })).body).id).toBe(user.id);
    const stored = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(Number(user.id)) as { password_hash: string };
    expect(stored.password_hash.startsWith('scrypt$')).toBe(true);
  });

  it('answers 422 with field errors for bad details and 400 without a user object', async () => {
    const attempt = (user: unknown) => call(store, `${SF}/account`, { method: 'POST', body: { user } });
    const blank = await attempt({ first_name: 'No email' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ code: 422, errors: { email: ["can't be blank"], password: ["can't be blank"] } });
    expect(typeof blank.body.error).toBe('string');
    expect(blank.body.error).toContain("Email can't be blank");

    const bad = await attempt({ email: 'not-an-email', password: 'abc', password_confirmation: 'abd', selected_locale: 'english!' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['is invalid'],
      password: ['is too short (minimum is 6 characters)'],
      password_confirmation: ["doesn't match Password"],
      selected_locale: ['is invalid'],
    });

    const taken = await attempt({ email: DEMO_CUSTOMER.email.toUpperCase(), password: 'long-enough-1' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['has already been taken'] });

    const metadata = await attempt({ email: 'meta@example.com', password: 'long-enough-1', public_metadata: 'vip' });
    expect(metadata.status).toBe(422);
    expect(metadata.body.errors).toEqual({ public_metadata: ['must be an object'] });
    // Nothing was saved by the failed attempts.
    expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE email IN ('meta@example.com', 'not-an-email')").get()).toEqual({ n: 0 });

    for (const body of [{}, { user: 'me' }, { user: {} }]) {
      const missing = await call(store, `${SF}/account`, { method: 'POST', body });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'bad_request', message: 'param is missing or the value is empty: user' });
    }
  });
});

describe('the account (GET and PATCH /account)', () => {
  it('needs a user bearer token: 403 for guests and client tokens, 401 for a revoked token, scopes per call', async () => {
    const none = await call(store, `${SF}/account`);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ error: 'forbidden', code: 403 });
    expect((await call(store, `${SF}/account`, { method: 'PATCH', body: { user: { first_name: 'X' } } })).status).toBe(403);
    expect((await call(store, `${SF}/account`, { bearer: await adminToken(store.url) })).status).toBe(403);

    const customer = await signUp(store);
    const readOnly = await signIn(store, customer.email, customer.password, 'read');
    expect((await call(store, `${SF}/account`, { bearer: readOnly })).status).toBe(200);
    expect((await call(store, `${SF}/account`, { method: 'PATCH', bearer: readOnly, body: { user: { first_name: 'X' } } })).status).toBe(403);
    expect((await call(store, `${SF}/account/addresses`, { method: 'POST', bearer: readOnly, body: { address: ADDRESS } })).status).toBe(403);
    const writeOnly = await signIn(store, customer.email, customer.password, 'write');
    expect((await call(store, `${SF}/account`, { bearer: writeOnly })).status).toBe(403);

    const revoked = await signIn(store, customer.email, customer.password);
    await call(store, '/shop_oauth/revoke', { method: 'POST', contentType: 'application/json', body: { token: revoked } });
    const refused = await call(store, `${SF}/account`, { bearer: revoked });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'The access token was revoked', code: 401 });
  });

  it('shows the signed-in customer with the default addresses on request, and sparse fields', async () => {
    const bearer = await customerBearer();
    const answer = await call(store, `${SF}/account?include=default_billing_address,default_shipping_address`, { bearer });
    expect(answer.status).toBe(200);
    const user = one(answer.body);
    expect(user.attributes).toMatchObject({ email: DEMO_CUSTOMER.email, first_name: DEMO_CUSTOMER.firstName, last_name: DEMO_CUSTOMER.lastName });
    const billing = relationId(user, 'default_billing_address');
    expect(billing).not.toBeNull();
    expect(included(answer.body, 'address')[0]).toMatchObject({ id: billing, attributes: { address1: '48 Fore Street', label: 'Home', country_iso: 'US' } });
    const sparse = one((await call(store, `${SF}/account?fields[user]=email`, { bearer })).body);
    expect(sparse.attributes).toEqual({ email: DEMO_CUSTOMER.email });
    expect(sparse.relationships).toEqual({});
    expect((await call(store, `${SF}/account?include=orders`, { bearer })).status).toBe(400);
  });

  it('changes only the fields sent; a taken email or bad values are 422 and change nothing', async () => {
    const customer = await signUp(store);
    const other = await signUp(store);
    const changed = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { first_name: 'Robyn', selected_locale: 'fr' } },
    });
    expect(changed.status).toBe(200);
    expect(one(changed.body).attributes).toMatchObject({ email: customer.email, first_name: 'Robyn', last_name: 'Hale', selected_locale: 'fr' });

    const taken = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { email: other.email, last_name: 'Changed' } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['has already been taken'] });
    const blank = await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { email: ' ' } } });
    expect(blank.body.errors).toEqual({ email: ["can't be blank"] });
    const after = one((await call(store, `${SF}/account`, { bearer: customer.bearer })).body);
    expect(after.attributes).toMatchObject({ email: customer.email, last_name: 'Hale' });

    const renamed = `renamed-${customer.email}`;
    const moved = await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { email: renamed } } });
    expect(one(moved.body).attributes.email).toBe(renamed);
    await signIn(store, renamed, customer.password);
  });

  it('a password change needs the sign-up rules and a matching confirmation, and signs other sessions out', async () => {
    const customer = await signUp(store);
    const elsewhere = await signIn(store, customer.email, customer.password);
    const short = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { password: 'abc', password_confirmation: 'abc' } },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: ['is too short (minimum is 6 characters)'] });
    const mismatch = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { password: 'new-secret-1', password_confirmation: 'new-secret-2' } },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ["doesn't match Password"] });
    // Nothing changed yet: the old password still works and so does the other session.
    await signIn(store, customer.email, customer.password);
    expect((await call(store, `${SF}/account`, { bearer: elsewhere })).status).toBe(200);

    const changed = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { password: 'new-secret-1', password_confirmation: 'new-secret-1' } },
    });
    expect(changed.status).toBe(200);
    const old = await call<{ error: string }>(store, '/shop_oauth/token', {
      method: 'POST',
      contentType: 'application/json',
      body: { grant_type: 'password', username: customer.email, password: customer.password },
    });
    expect(old.body.error).toBe('invalid_grant');
    await signIn(store, customer.email, 'new-secret-1');
    expect((await call(store, `${SF}/account`, { bearer: customer.bearer })).status).toBe(200);
    expect((await call(store, `${SF}/account`, { bearer: elsewhere })).status).toBe(401);
  });

  it('default addresses are set from the own address book only', async () => {
    const customer = await signUp(store);
    const other = await signUp(store);
    const mine = await saveAddress(customer, { ...ADDRESS, label: 'Studio' });
    const theirs = await saveAddress(other, { ...ADDRESS, label: 'Theirs' });
    const set = await call(store, `${SF}/account`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { user: { bill_address_id: mine.id, ship_address_id: mine.id } },
    });
    expect(set.status).toBe(200);
    expect(relationId(one(set.body), 'default_billing_address')).toBe(mine.id);
    expect(relationId(one(set.body), 'default_shipping_address')).toBe(mine.id);
    for (const id of [theirs.id, '999999', 'abc']) {
      const refused = await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { ship_address_id: id } } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ ship_address_id: ['is not an address of this account'] });
    }
    const cleared = await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { ship_address_id: null } } });
    expect(relationId(one(cleared.body), 'default_shipping_address')).toBeNull();
  });
});

describe('address book (/account/addresses)', () => {
  it('lists the saved addresses with meta and links; filter[exclude_quick_checkout] leaves out quick-checkout ones', async () => {
    const bearer = await customerBearer();
    const all = await call(store, `${SF}/account/addresses`, { bearer });
    expect(all.status).toBe(200);
    const rows = many(all.body);
    expect(rows.map((r) => r.attributes.address1)).toEqual(['48 Fore Street', '1 Monument Square']);
    expect(rows[0]).toMatchObject({
      type: 'address',
      attributes: {
        firstname: 'Casey',
        lastname: 'Morgan',
        city: 'Portland',
        zipcode: '04101',
        state_name: 'Maine',
        country_iso: 'US',
        country_iso3: 'USA',
        country_name: 'United States',
        label: 'Home',
      },
    });
    expect(all.body.meta).toEqual({ count: 2, total_count: 2, total_pages: 1 });
    expect(all.body.links!.self).toContain('/account/addresses');
    const filtered = await call(store, `${SF}/account/addresses?filter[exclude_quick_checkout]=true`, { bearer });
    expect(many(filtered.body).map((r) => r.attributes.address1)).toEqual(['48 Fore Street']);
    expect(filtered.body.meta).toMatchObject({ total_count: 1 });
    expect(filtered.body.links!.next).toContain('filter[exclude_quick_checkout]=true');
    const notTrue = await call(store, `${SF}/account/addresses?filter[exclude_quick_checkout]=false`, { bearer });
    expect(many(notTrue.body)).toHaveLength(2);
    const sparse = await call(store, `${SF}/account/addresses?fields[address]=city`, { bearer });
    expect(many(sparse.body)[0]!.attributes).toEqual({ city: 'Portland' });
    const paged = await call(store, `${SF}/account/addresses?per_page=1&page=2`, { bearer });
    expect(many(paged.body).map((r) => r.attributes.address1)).toEqual(['1 Monument Square']);
    expect(paged.body.meta).toEqual({ count: 1, total_count: 2, total_pages: 2 });
    expect((await call(store, `${SF}/account/addresses`)).status).toBe(403);
  });

  it('saves an address (200), checks it like checkout does and nests the errors under address', async () => {
    const customer = await signUp(store);
    const saved = await saveAddress(customer, { ...ADDRESS, company: 'Harbor Sailing Club', label: 'Club' });
    expect(saved.attributes).toMatchObject({ company: 'Harbor Sailing Club', label: 'Club', state_name: 'Maine', country_iso: 'US' });
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: customer.bearer })).body).map((r) => r.id)).toEqual([saved.id]);
    expect(one((await call(store, `${SF}/account/addresses/${saved.id}`, { bearer: customer.bearer })).body).id).toBe(saved.id);

    const { state_name: _state, ...withoutState } = ADDRESS;
    const noState = await call(store, `${SF}/account/addresses`, { method: 'POST', bearer: customer.bearer, body: { address: withoutState } });
    expect(noState.status).toBe(422);
    expect(noState.body).toMatchObject({ code: 422, errors: { address: { state: ["can't be blank"] } } });
    const broken = await call(store, `${SF}/account/addresses`, {
      method: 'POST',
      bearer: customer.bearer,
      body: { address: { firstname: 'Robin', country_iso: 'ZZ', city: 'x'.repeat(300) } },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual({
      address: { city: ['is too long (maximum is 255 characters)'], lastname: ["can't be blank"], address1: ["can't be blank"], country: ['is invalid'] },
    });
    const sameLabel = await call(store, `${SF}/account/addresses`, {
      method: 'POST',
      bearer: customer.bearer,
      body: { address: { ...ADDRESS, label: 'club' } },
    });
    expect(sameLabel.status).toBe(422);
    expect(sameLabel.body.errors).toEqual({ address: { label: ['has already been taken'] } });
    const missing = await call(store, `${SF}/account/addresses`, { method: 'POST', bearer: customer.bearer, body: { firstname: 'Robin' } });
    expect(missing.status).toBe(400);
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: customer.bearer })).body)).toHaveLength(1);
  });

  it('updates the fields sent and keeps the rest; bad values are 422 and change nothing', async () => {
    const customer = await signUp(store);
    const saved = await saveAddress(customer, { ...ADDRESS, label: 'Home' });
    const moved = await call(store, `${SF}/account/addresses/${saved.id}`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { address: { address1: '9 Exchange Street', address2: 'Floor 2' } },
    });
    expect(moved.status).toBe(200);
    expect(one(moved.body)).toMatchObject({
      id: saved.id,
      attributes: { address1: '9 Exchange Street', address2: 'Floor 2', city: 'Portland', label: 'Home' },
    });
    const abroad = await call(store, `${SF}/account/addresses/${saved.id}`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { address: { country_iso: 'IE', state_name: '', zipcode: '' } },
    });
    expect(one(abroad.body).attributes).toMatchObject({ country_iso: 'IE', state_name: null, zipcode: null });
    const bad = await call(store, `${SF}/account/addresses/${saved.id}`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { address: { country_iso: 'US', firstname: '' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ address: { firstname: ["can't be blank"], zipcode: ["can't be blank"], state: ["can't be blank"] } });
    const unchanged = one((await call(store, `${SF}/account/addresses/${saved.id}`, { bearer: customer.bearer })).body);
    expect(unchanged.attributes).toMatchObject({ firstname: 'Jordan', country_iso: 'IE' });
  });

  it('deletes softly (204): gone from the book and the defaults, answers 404 after, and orders keep their address', async () => {
    const customer = await signUp(store);
    const home = await saveAddress(customer, { ...ADDRESS, address1: '77 Pine Street', label: 'Home' });
    await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { bill_address_id: home.id, ship_address_id: home.id } } });
    const number = await placeOrder(store, customer.bearer);

    const removed = await call(store, `${SF}/account/addresses/${home.id}`, { method: 'DELETE', bearer: customer.bearer });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: customer.bearer })).body)).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const gone = await call(store, `${SF}/account/addresses/${home.id}`, {
        method,
        bearer: customer.bearer,
        body: method === 'PATCH' ? { address: { city: 'Bath' } } : undefined,
      });
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ error: 'not_found', code: 404 });
    }
    const account = one((await call(store, `${SF}/account`, { bearer: customer.bearer })).body);
    expect(relationId(account, 'default_billing_address')).toBeNull();
    expect(relationId(account, 'default_shipping_address')).toBeNull();
    // The row stays (soft delete) and the order still shows the address it was placed with.
    expect(db.prepare('SELECT deleted_at IS NOT NULL AS deleted FROM addresses WHERE id = ?').get(Number(home.id))).toEqual({ deleted: 1 });
    const order = await call(store, `${SF}/account/orders/${number}?include=billing_address,shipping_address`, { bearer: customer.bearer });
    expect(order.status).toBe(200);
    expect(included(order.body, 'address').map((a) => a.attributes.address1)).toEqual(['77 Pine Street', '77 Pine Street']);
  });

  it('changing an address that completed orders point at saves a new one; the orders keep the old one', async () => {
    const customer = await signUp(store);
    const home = await saveAddress(customer, { ...ADDRESS, address1: '5 Custom House Wharf', label: 'Home' });
    await call(store, `${SF}/account`, { method: 'PATCH', bearer: customer.bearer, body: { user: { bill_address_id: home.id } } });
    const number = await placeOrder(store, customer.bearer, ADDRESS);
    // An order placed with the book address itself (as stores that link orders to it do).
    db.prepare('UPDATE orders SET bill_address_id = ? WHERE number = ?').run(Number(home.id), number);

    const changed = await call(store, `${SF}/account/addresses/${home.id}`, {
      method: 'PATCH',
      bearer: customer.bearer,
      body: { address: { address1: '6 Custom House Wharf' } },
    });
    expect(changed.status).toBe(200);
    const replacement = one(changed.body);
    expect(replacement.id).not.toBe(home.id);
    expect(replacement.attributes).toMatchObject({ address1: '6 Custom House Wharf', label: 'Home' });
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: customer.bearer })).body).map((r) => r.id)).toEqual([replacement.id]);
    expect(relationId(one((await call(store, `${SF}/account`, { bearer: customer.bearer })).body), 'default_billing_address')).toBe(replacement.id);
    const order = await call(store, `${SF}/account/orders/${number}?include=billing_address`, { bearer: customer.bearer });
    expect(included(order.body, 'address')[0]).toMatchObject({ id: home.id, attributes: { address1: '5 Custom House Wharf' } });
  });

  it("never shows or changes another customer's addresses, nor the copies orders keep", async () => {
    const owner = await signUp(store);
    const stranger = await signUp(store);
    const saved = await saveAddress(owner, { ...ADDRESS, label: 'Private' });
    await placeOrder(store, owner.bearer, { ...ADDRESS, address1: '1 Checkout Lane' });
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: owner.bearer })).body).map((r) => r.id)).toEqual([saved.id]);
    expect(many((await call(store, `${SF}/account/addresses`, { bearer: stranger.bearer })).body)).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const answer = await call(store, `${SF}/account/addresses/${saved.id}`, {
        method,
        bearer: stranger.bearer,
        body: method === 'PATCH' ? { address: { city: 'Bath' } } : undefined,
      });
      expect(answer.status).toBe(404);
    }
    const still = one((await call(store, `${SF}/account/addresses/${saved.id}`, { bearer: owner.bearer })).body);
    expect(still.attributes).toMatchObject({ city: 'Portland', label: 'Private' });
  });
});

describe('saved cards (/account/credit_cards)', () => {
  function insertCard(userId: string, fields: { month: number; year: number; last: string; methodId?: number; isDefault?: boolean }): string {
    const now = new Date().toISOString();
    return String(
      db
        .prepare(
          `INSERT INTO credit_cards (payment_method_id, user_id, gateway_payment_profile_id, name, cc_type, last_digits, month, year, created_at, updated_at, is_default)
      VALUES (?, ?, 'tok_visa', 'Robin Hale', 'visa', ?, ?, ?, ?, ?, ?)`,
        )
        .run(fields.methodId ?? 2, Number(userId), fields.last, fields.month, fields.year, now, now, fields.isDefault ? 1 : 0).lastInsertRowid,
    );
  }

  it("lists the demo customer's two Test card cards, the default first, without processor tokens", async () => {
    const bearer = await customerBearer();
    const answer = await call(store, `${SF}/account/credit_cards?include=payment_method`, { bearer });
    expect(answer.status).toBe(200);
    const cards = many(answer.body);
    expect(cards.map((c) => c.attributes)).toEqual([
      { cc_type: 'visa', last_digits: '4242', month: 12, year: 2030, name: 'Casey Morgan', default: true, public_metadata: {} },
      { cc_type: 'mastercard', last_digits: '4444', month: 8, year: 2029, name: 'Casey Morgan', default: false, public_metadata: {} },
    ]);
    expect(answer.body.meta).toEqual({ count: 2, total_count: 2, total_pages: 1 });
    const method = included(answer.body, 'payment_method');
    expect(method).toHaveLength(1);
    expect(method[0]!.attributes.name).toBe('Test card');
    expect(cards[0]!.relationships.payment_method!.data).toEqual({ id: method[0]!.id, type: 'payment_method' });
    expect(JSON.stringify(cards)).not.toContain('tok_');
    expect(JSON.stringify(cards)).not.toContain('gateway_payment_profile_id');

    const byMethod = await call(store, `${SF}/account/credit_cards?filter[payment_method_id]=${method[0]!.id}`, { bearer });
    expect(many(byMethod.body)).toHaveLength(2);
    for (const other of ['1', 'abc']) {
      const none = await call(store, `${SF}/account/credit_cards?filter[payment_method_id]=${other}`, { bearer });
      expect(none.status).toBe(200);
      expect(many(none.body)).toEqual([]);
      expect(none.body.meta).toMatchObject({ total_count: 0 });
    }
    const fallback = await call(store, `${SF}/account/credit_cards/default?include=payment_method`, { bearer });
    expect(one(fallback.body)).toMatchObject({ id: cards[0]!.id, type: 'credit_card', attributes: { last_digits: '4242', default: true } });
    expect(included(fallback.body, 'payment_method')).toHaveLength(1);
    expect((await call(store, `${SF}/account/credit_cards`)).status).toBe(403);
    expect((await call(store, `${SF}/account/credit_cards/default`)).status).toBe(403);
  });

  it('leaves out expired cards; no default card answers data null', async () => {
    const customer = await signUp(store);
    expect(many((await call(store, `${SF}/account/credit_cards`, { bearer: customer.bearer })).body)).toEqual([]);
    const none = await call(store, `${SF}/account/credit_cards/default`, { bearer: customer.bearer });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    const now = new Date();
    insertCard(customer.id, { month: 1, year: now.getUTCFullYear() - 1, last: '1111', isDefault: true });
    const current = insertCard(customer.id, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear(), last: '2222' });
    const listed = many((await call(store, `${SF}/account/credit_cards`, { bearer: customer.bearer })).body);
    expect(listed.map((c) => c.id)).toEqual([current]);
    expect((await call(store, `${SF}/account/credit_cards/default`, { bearer: customer.bearer })).body.data).toBeNull();
  });

  it("removes a card softly (204), then 404; another customer's card is 404 and stays", async () => {
    const owner = await signUp(store);
    const stranger = await signUp(store);
    const first = insertCard(owner.id, { month: 10, year: 2031, last: '3333', isDefault: true });
    const second = insertCard(owner.id, { month: 11, year: 2031, last: '4444' });
    expect(many((await call(store, `${SF}/account/credit_cards`, { bearer: stranger.bearer })).body)).toEqual([]);
    expect((await call(store, `${SF}/account/credit_cards/${first}`, { method: 'DELETE', bearer: stranger.bearer })).status).toBe(404);
    expect((await call(store, `${SF}/account/credit_cards/${first}`, { method: 'DELETE' })).status).toBe(403);

    const removed = await call(store, `${SF}/account/credit_cards/${first}`, { method: 'DELETE', bearer: owner.bearer });
    expect(removed.status).toBe(204);
    expect(many((await call(store, `${SF}/account/credit_cards`, { bearer: owner.bearer })).body).map((c) => c.id)).toEqual([second]);
    expect((await call(store, `${SF}/account/credit_cards/default`, { bearer: owner.bearer })).body.data).toBeNull();
    const again = await call(store, `${SF}/account/credit_cards/${first}`, { method: 'DELETE', bearer: owner.bearer });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'not_found' });
    expect((await call(store, `${SF}/account/credit_cards/nope`, { method: 'DELETE', bearer: owner.bearer })).status).toBe(404);
    // Kept for the orders that were paid with it, but no longer usable as a saved source.
    expect(db.prepare('SELECT deleted_at IS NOT NULL AS deleted FROM credit_cards WHERE id = ?').get(Number(first))).toEqual({ deleted: 1 });
  });
});

describe('account orders (/account/orders)', () => {
  it("lists the customer's completed orders with paging, sorts and includes; one order by number", async () => {
    const customer = await signUp(store);
    const stranger = await signUp(store);
    const first = await placeOrder(store, customer.bearer, ADDRESS);
    const second = await placeOrder(store, customer.bearer, ADDRESS);
    await call(store, `${SF}/cart`, { method: 'POST', bearer: customer.bearer }); // an open cart is not an order yet

    const newest = await call(store, `${SF}/account/orders?sort=-completed_at&per_page=1`, { bearer: customer.bearer });
    expect(newest.status).toBe(200);
    expect(many(newest.body).map((o) => [o.type, o.attributes.number, o.attributes.state])).toEqual([['order', second, 'complete']]);
    expect(newest.body.meta).toEqual({ count: 1, total_count: 2, total_pages: 2 });
    expect(newest.body.links!.next).toContain('page=2');
    expect(newest.body.links!.next).toContain('sort=-completed_at');
    const page2 = await call(store, `${SF}/account/orders?sort=-completed_at&per_page=1&page=2`, { bearer: customer.bearer });
    expect(many(page2.body).map((o) => o.attributes.number)).toEqual([first]);
    const oldest = await call(store, `${SF}/account/orders?sort=number,bogus&include=line_items`, { bearer: customer.bearer });
    expect(many(oldest.body).map((o) => o.attributes.number)).toEqual([first, second].sort());
    expect(included(oldest.body, 'line_item')).toHaveLength(2);
    const sparse = await call(store, `${SF}/account/orders?fields[order]=number`, { bearer: customer.bearer });
    expect(many(sparse.body)[0]!.attributes).toEqual({ number: expect.any(String) });

    const one_ = await call(store, `${SF}/account/orders/${first}?include=line_items,payments`, { bearer: customer.bearer });
    expect(one_.status).toBe(200);
    expect(one(one_.body)).toMatchObject({ type: 'order', attributes: { number: first, payment_state: 'paid' } });
    expect(included(one_.body, 'payment')).toHaveLength(1);

    expect(many((await call(store, `${SF}/account/orders`, { bearer: stranger.bearer })).body)).toEqual([]);
    expect((await call(store, `${SF}/account/orders/${first}`, { bearer: stranger.bearer })).status).toBe(404);
    expect((await call(store, `${SF}/account/orders/R000000000`, { bearer: customer.bearer })).status).toBe(404);
    expect((await call(store, `${SF}/account/orders/${first}`)).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('never answers 5xx or shows internals on the account, wishlist and content paths', async () => {
    const customer = await signUp(store);
    const list = one((await call(store, `${SF}/wishlists`, { method: 'POST', bearer: customer.bearer, body: { name: 'Probe' } })).body);
    const token = String(list.attributes.token);
    const attempts: [string, string, unknown][] = [
      ['POST', `${SF}/account`, { user: { email: { $ne: '' }, password: 123456, password_confirmation: ['x'], first_name: { a: 1 } } }],
      ['POST', `${SF}/account`, { user: { email: "a'--@example.com", password: 'x'.repeat(5000), public_metadata: [1] } }],
      ['POST', `${SF}/account`, { user: { email: 'big@example.com', password: 'long-enough-1', private_metadata: { blob: 'x'.repeat(20_000) } } }],
      ['PATCH', `${SF}/account`, { user: { bill_address_id: { id: 1 }, ship_address_id: [1], selected_locale: 5, email: null } }],
      ['PATCH', `${SF}/account`, { user: 'x' }],
      ['POST', `${SF}/account/addresses`, { address: [] }],
      ['POST', `${SF}/account/addresses`, { address: { firstname: { x: 1 }, country_iso: ['US'], label: 7 } }],
      ['PATCH', `${SF}/account/addresses/1e3`, { address: {} }],
      ['DELETE', `${SF}/account/addresses/%00`, undefined],
      ['GET', `${SF}/account/addresses?filter=x&page=-4&per_page=1000&fields[address][]=city`, undefined],
      ['GET', `${SF}/account/credit_cards?filter[payment_method_id][]=1&include=payment_method.nothing`, undefined],
      ['DELETE', `${SF}/account/credit_cards/99999999999999999999`, undefined],
      ['POST', `${SF}/wishlists`, { name: ['a'], is_private: { a: 1 }, is_default: 'yes' }],
      ['PATCH', `${SF}/wishlists/${token}`, { wishlist: 'rename' }],
      ['POST', `${SF}/wishlists/${token}/add_item`, { variant_id: { $gt: 0 }, quantity: 1e12 }],
      ['POST', `${SF}/wishlists/${token}/add_item`, { variant_id: '1', quantity: 99_999_999 }],
      ['POST', `${SF}/wishlists/${token}/add_items`, { wished_items: ['x', null, { variant_id: '1' }] }],
      ['POST', `${SF}/wishlists/${token}/add_items`, { wished_items: 'x' }],
      ['PATCH', `${SF}/wishlists/${token}/set_item_quantity/abc`, { quantity: '1' }],
      ['DELETE', `${SF}/wishlists/${token}/remove_items`, { wished_items_ids: [{}, null] }],
      ['GET', `${SF}/wishlists?is_variant_included[]=1&per_page=abc`, undefined],
      ['GET', `${SF}/posts?filter[title][]=a&filter[ids]=x,y&filter[post_category_id]=99999999999999999999&sort[]=title`, undefined],
      ['GET', `${SF}/posts?filter[title]=%25%5F%5C&sort=-published_at,,--id`, undefined],
      ['GET', `${SF}/post_categories?filter[ids][a]=1&include=posts.post_category.posts`, undefined],
      ['GET', `${SF}/policies/%E0%A4%A`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(store, path, { method, bearer: customer.bearer, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toMatch(/SQLITE|at .*\.ts:\d+|TypeError|stack/i);
    }
  });
});

describe('older data files', () => {
  it("gain the account columns, the demo customer's cards and quick-checkout address, wishlists and content", async () => {
    const oldDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-upgrade-'));
    try {
      const first = await startDemoStore({ dataDir: oldDir, rateLimit: false });
      await first.close();
      // Make the file look like one written before these parts existed.
      const old = new Database(path.join(oldDir, 'demo-store.sqlite'));
      old.exec(`DROP TABLE wished_items; DROP TABLE wishlists; DROP TABLE posts; DROP TABLE post_categories; DROP TABLE policies;
        DELETE FROM credit_cards; DELETE FROM addresses WHERE quick_checkout = 1; DELETE FROM meta WHERE key = 'account_data_seeded_at';
        ALTER TABLE users DROP COLUMN public_metadata; ALTER TABLE users DROP COLUMN private_metadata;
        ALTER TABLE addresses DROP COLUMN in_address_book; ALTER TABLE addresses DROP COLUMN quick_checkout;
        ALTER TABLE credit_cards DROP COLUMN is_default;`);
      old.close();

      const upgraded = await startDemoStore({ dataDir: oldDir, rateLimit: false });
      try {
        const bearer = await signIn(upgraded, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        const addresses = many((await call(upgraded, `${SF}/account/addresses`, { bearer })).body);
        expect(addresses.map((a) => a.attributes.address1)).toEqual(['48 Fore Street', '1 Monument Square']);
        const cards = many((await call(upgraded, `${SF}/account/credit_cards`, { bearer })).body);
        expect(cards.map((c) => [c.attributes.last_digits, c.attributes.default])).toEqual([
          ['4242', true],
          ['4444', false],
        ]);
        expect(many((await call(upgraded, `${SF}/wishlists`, { bearer })).body)).toHaveLength(1);
        expect(many((await call(upgraded, `${SF}/policies`)).body)).toHaveLength(4);
        expect((await call(upgraded, `${SF}/posts`)).body.meta).toMatchObject({ total_count: 6 });
      } finally {
        await upgraded.close();
      }
      // A third start seeds nothing twice.
      const again = await startDemoStore({ dataDir: oldDir, rateLimit: false });
      try {
        const bearer = await signIn(again, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        expect(many((await call(again, `${SF}/account/credit_cards`, { bearer })).body)).toHaveLength(2);
        expect(many((await call(again, `${SF}/policies`)).body)).toHaveLength(4);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
