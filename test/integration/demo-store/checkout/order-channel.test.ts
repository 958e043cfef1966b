/**
 * Where an order was placed, as the store records it in Spree's `channel`: an order completed
 * with a registered till's signature is `pos` with that till's id; any other is `spree` (the
 * web store). The Platform API shows both and filters on them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { ed25519Thumbprint, signRequest } from '../../../../shared/http-signatures/index.js';
import type { Ed25519PrivateJwk } from '../../../../shared/http-signatures/ed25519.js';
import { generateEd25519Key } from '../../../support/net/ed25519-key-pair.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { SF, addItem, call, inStockVariantId, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';

const PF = '/api/v2/platform';
let store: DemoStore;
let admin: string;
let till: { id: string; keyid: string; privateJwk: Ed25519PrivateJwk };

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  admin = await adminToken(store.url);
  const { publicJwk, privateJwk } = await generateEd25519Key();
  const registered = await call(store, `${PF}/till_keys`, {
    method: 'POST',
    bearer: admin,
    body: { till_key: { name: 'Front counter', public_jwk: publicJwk } },
  });
  expect(registered.status).toBe(201);
  till = { id: one(registered.body).id, keyid: await ed25519Thumbprint(publicJwk), privateJwk };
});

afterAll(async () => {
  await store.close();
});

/** A cash sale up to payment; completed signed by the till or unsigned. */
async function sale(signed: boolean): Promise<string> {
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, await inStockVariantId(store, 'classic-crew-tee'))).status).toBe(200);
  await toPayment(store, cart.token);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  const url = `${store.url}${SF}/checkout/complete`;
  const headers: Record<string, string> = { 'X-Shop-Order-Token': cart.token };
  const signature = signed ? await signRequest({ method: 'PATCH', url, headers }, { keyid: till.keyid, privateKey: till.privateJwk }) : {};
  const answer = await fetch(url, { method: 'PATCH', headers: { ...headers, ...signature } });
  expect(answer.status).toBe(200);
  return cart.number;
}

const attributesOf = async (number: string) => one((await call(store, `${PF}/orders/${number}`, { bearer: admin })).body).attributes;

describe('the channel an order was placed through', () => {
  it("is pos with the till's id for an order completed with a registered till's signature, spree for any other", async () => {
    const atTill = await sale(true);
    const online = await sale(false);
    expect(await attributesOf(atTill)).toMatchObject({ channel: 'pos', till_id: till.id });
    expect(await attributesOf(online)).toMatchObject({ channel: 'spree', till_id: null });

    const pos = many((await call(store, `${PF}/orders?filter[channel_eq]=pos&per_page=100`, { bearer: admin })).body).map((o) => o.attributes.number);
    expect(pos).toContain(atTill);
    expect(pos).not.toContain(online);
    const web = many((await call(store, `${PF}/orders?filter[channel_not_eq]=pos&filter[state_eq]=complete&per_page=100`, { bearer: admin })).body).map(
      (o) => o.attributes.number,
    );
    expect(web).toContain(online);
    expect(web).not.toContain(atTill);
    const byTill = many((await call(store, `${PF}/orders?filter[till_id_eq]=${till.id}`, { bearer: admin })).body).map((o) => o.attributes.number);
    expect(byTill).toEqual([atTill]);
  });
});
