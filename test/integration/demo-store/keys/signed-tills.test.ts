/**
 * Tills that sign their requests (RFC 9421, Ed25519): the operator registers a till's public key
 * through the Platform API, the store authenticates the till's signed requests, and refuses a bad
 * one with 401 naming the check that failed. Signed with the app's own signing module.
 */
import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { ed25519Thumbprint, signRequest, type Ed25519PublicJwk } from '../../../../shared/http-signatures/index.js';
import type { Ed25519PrivateJwk } from '../../../../shared/http-signatures/ed25519.js';
import { generateEd25519Key } from '../../../support/net/ed25519-key-pair.js';
import { SF, call, many, one } from '../../../support/demo-store/store-client.js';

const PF = '/api/v2/platform';

interface Till {
  publicJwk: Ed25519PublicJwk;
  privateJwk: Ed25519PrivateJwk;
  keyid: string;
}

interface SignedOptions {
  method?: string;
  body?: string;
  now?: number;
  lifetimeSeconds?: number;
  keyid?: string;
  /** Sends this body instead of the one signed. */
  sendBody?: string;
}

interface StatusBody {
  till: { id: string; name: string; key_id: string } | null;
  rate_limit: { bucket: string } | null;
}

/** The identity point's encoding as a JWK `x`: a key of order 1, "verified" by one fixed signature for any message. */
const IDENTITY_X = Buffer.from(Uint8Array.from([1, ...new Array<number>(31).fill(0)])).toString('base64url');

async function newTill(): Promise<Till> {
  const { publicJwk, privateJwk } = await generateEd25519Key();
  return { publicJwk, privateJwk, keyid: await ed25519Thumbprint(publicJwk) };
}

async function adminToken(store: DemoStore): Promise<string> {
  const answer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret, scope: 'admin' },
  });
  return answer.body.access_token;
}

async function register(store: DemoStore, admin: string, name: string, publicJwk: unknown) {
  return call(store, `${PF}/till_keys`, { method: 'POST', bearer: admin, body: { till_key: { name, public_jwk: publicJwk } } });
}

/** Signs and sends exactly as a till would. */
async function signed(store: DemoStore, till: Till, path: string, options: SignedOptions = {}) {
  const method = options.method ?? 'GET';
  const url = `${store.url}${path}`;
  const headers: Record<string, string> = options.body === undefined ? {} : { 'Content-Type': 'application/vnd.api+json' };
  const signature = await signRequest(
    { method, url, headers, body: options.body },
    { keyid: options.keyid ?? till.keyid, privateKey: till.privateJwk },
    { now: options.now, lifetimeSeconds: options.lifetimeSeconds },
  );
  return send(url, method, { ...headers, ...signature }, options.sendBody ?? options.body);
}

async function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

describe('signed tills', () => {
  let store: DemoStore;
  let admin: string;
  let till: Till;

  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: false });
    admin = await adminToken(store);
    till = await newTill();
    expect((await register(store, admin, 'Front counter', till.publicJwk)).status).toBe(201);
  });

  afterAll(async () => {
    await store.close();
  });

  const refusal = (reason: string) => expect.objectContaining({ code: 401, signature_error: reason, documentation: expect.stringMatching(/#401$/) });

  describe('registering a till key (Platform API, admin scope)', () => {
    it("registers, lists and shows a till's public key under its thumbprint", async () => {
      const other = await newTill();
      const created = await register(store, admin, 'Back office', other.publicJwk);
      expect(created.status).toBe(201);
      const resource = one(created.body);
      expect(resource.type).toBe('till_key');
      expect(resource.attributes).toMatchObject({ name: 'Back office', key_id: other.keyid, public_jwk: other.publicJwk, active: true, revoked_at: null });
      const list = await call(store, `${PF}/till_keys`, { bearer: admin });
      expect(many(list.body).map((r) => r.attributes.key_id)).toEqual(expect.arrayContaining([till.keyid, other.keyid]));
      expect((await call(store, `${PF}/till_keys/${resource.id}`, { bearer: admin })).status).toBe(200);
    });

    it('refuses a key that is not an Ed25519 public JWK, a private key, a blank name and a key registered twice', async () => {
      const other = await newTill();
      const bad = await register(store, admin, 'Till', { kty: 'EC', crv: 'P-256', x: 'a', y: 'b' });
      expect(bad.status).toBe(422);
      expect((bad.body as unknown as { errors: Record<string, string[]> }).errors.public_jwk).toBeDefined();
      const withPrivate = await register(store, admin, 'Till', other.privateJwk);
      expect(withPrivate.status).toBe(422);
      expect((withPrivate.body as unknown as { errors: Record<string, string[]> }).errors.public_jwk).toEqual(['must not contain the private key']);
      expect((await register(store, admin, ' ', other.publicJwk)).status).toBe(422);
      const twice = await register(store, admin, 'Again', till.publicJwk);
      expect(twice.status).toBe(422);
      expect((twice.body as unknown as { errors: Record<string, string[]> }).errors.public_jwk).toEqual(['has already been registered']);
    });

    it('refuses a small-order key, with which anyone could sign, and another spelling of a key already registered', async () => {
      for (const x of [IDENTITY_X, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `7${'_'.repeat(41)}3`]) {
        const weak = await register(store, admin, 'Anyone', { kty: 'OKP', crv: 'Ed25519', x });
        expect(weak.status, x).toBe(422);
        expect((weak.body as unknown as { errors: Record<string, string[]> }).errors.public_jwk).toEqual([
          'must be the canonical base64url x of an Ed25519 point that is not of small order',
        ]);
      }
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = till.publicJwk.x.at(-1)!;
      const respelled = { ...till.publicJwk, x: till.publicJwk.x.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1]! };
      expect((await register(store, admin, 'Front counter, again', respelled)).status).toBe(422);
    });

    it('needs the admin scope', async () => {
      expect((await call(store, `${PF}/till_keys`)).status).toBe(401);
      expect((await register(store, '', 'Till', till.publicJwk)).status).toBe(401);
    });
  });

  it('a signed request is authenticated as its till', async () => {
    const status = await signed(store, till, '/status');
    expect(status.status).toBe(200);
    expect((status.body as unknown as StatusBody).till).toMatchObject({ name: 'Front counter', key_id: till.keyid });
    const cart = await signed(store, till, `${SF}/cart`, { method: 'POST', body: '{}' });
    expect(cart.status).toBe(201);
  });

  it('a request signed with a key the store lists in its key directory is authenticated too', async () => {
    const directory = await call<{ keys: { kid: string }[] }>(store, '/.well-known/http-message-signatures-directory');
    const kid = directory.body.keys[0]!.kid;
    const db = new Database(path.join(store.dataDir, 'demo-store.sqlite'), { readonly: true });
    const { private_pkcs8: pem } = db.prepare('SELECT private_pkcs8 FROM signing_keys WHERE kid = ?').get(kid) as { private_pkcs8: string };
    db.close();
    const jwk = createPrivateKey(pem).export({ format: 'jwk' }) as Ed25519PrivateJwk;
    const status = await signed(store, { publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, privateJwk: jwk, keyid: kid }, '/status');
    expect(status.status).toBe(200);
    expect((status.body as unknown as StatusBody).till).toMatchObject({ id: 'directory', key_id: kid });
  });

  it('an unsigned request is served as before, as no till', async () => {
    const status = await call<StatusBody>(store, '/status');
    expect(status.status).toBe(200);
    expect(status.body.till).toBeNull();
  });

  it('a tampered body is refused: its Content-Digest does not match', async () => {
    const answer = await signed(store, till, `${SF}/cart/add_item`, {
      method: 'POST',
      body: JSON.stringify({ variant_id: '1', quantity: 1 }),
      sendBody: JSON.stringify({ variant_id: '1', quantity: 50 }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal('content_digest_mismatch'));
    expect(answer.body.message).toMatch(/Content-Digest/);
  });

  it('a tampered body is refused at the MCP endpoint too', async () => {
    const initialize = (name: string) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name, version: '1' } },
      });
    const url = `${store.url}/mcp`;
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const signature = await signRequest({ method: 'POST', url, headers, body: initialize('till') }, { keyid: till.keyid, privateKey: till.privateJwk });
    const tampered = await fetch(url, { method: 'POST', headers: { ...headers, ...signature }, body: initialize('intruder') });
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toMatch(/Content-Digest/);
    const honest = await fetch(url, {
      method: 'POST',
      headers: {
        ...headers,
        ...(await signRequest({ method: 'POST', url, headers, body: initialize('till') }, { keyid: till.keyid, privateKey: till.privateJwk })),
      },
      body: initialize('till'),
    });
    expect(honest.status).toBe(200);
    const session = honest.headers.get('mcp-session-id');
    await honest.text();
    if (session) await fetch(url, { method: 'DELETE', headers: { 'Mcp-Session-Id': session } });
  });

  it('a body the signature does not cover is refused', async () => {
    const url = `${store.url}${SF}/cart`;
    const signature = await signRequest({ method: 'POST', url }, { keyid: till.keyid, privateKey: till.privateJwk });
    const answer = await send(url, 'POST', { 'Content-Type': 'application/json', ...signature }, '{"x":1}');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal('missing_component'));
  });

  it('a signature made with another key than the one it names is refused', async () => {
    const impostor = await newTill();
    const answer = await signed(store, impostor, '/status', { keyid: till.keyid });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal('bad_signature'));
  });

  it('a key the store does not know is refused', async () => {
    const stranger = await newTill();
    const answer = await signed(store, stranger, '/status');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal('unknown_key'));
  });

  it('an expired signature, and one created in the future, are refused', async () => {
    const expired = await signed(store, till, '/status', { now: Date.now() - 10 * 60_000, lifetimeSeconds: 60 });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(refusal('expired'));
    const future = await signed(store, till, '/status', { now: Date.now() + 10 * 60_000 });
    expect(future.status).toBe(401);
    expect(future.body).toEqual(refusal('not_yet_valid'));
  });

  it('a replayed request is refused within its window', async () => {
    const url = `${store.url}${SF}/cart`;
    const headers = {
      'Content-Type': 'application/vnd.api+json',
      ...(await signRequest({ method: 'POST', url, body: '{}' }, { keyid: till.keyid, privateKey: till.privateJwk })),
    };
    expect((await send(url, 'POST', headers, '{}')).status).toBe(201);
    const replay = await send(url, 'POST', headers, '{}');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(refusal('replayed'));
  });

  it('a small-order key already in a store\'s file does not authenticate the one signature it "verifies" for every request', async () => {
    const db = new Database(path.join(store.dataDir, 'demo-store.sqlite'));
    try {
      db.prepare('INSERT INTO till_keys (name, kid, public_jwk, created_at) VALUES (?, ?, ?, ?)').run(
        'Weak',
        'weak-identity-key',
        JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: IDENTITY_X }),
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }
    const created = Math.floor(Date.now() / 1000);
    const forged = await send(`${store.url}/status`, 'GET', {
      'Signature-Input': `sig1=("@method" "@target-uri");created=${created};expires=${created + 60};keyid="weak-identity-key"`,
      Signature: `sig1=:${Buffer.from(Uint8Array.from([1, ...new Array<number>(63).fill(0)])).toString('base64')}:`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual(refusal('unknown_key'));
  });

  it('a revoked till key is refused from then on', async () => {
    const leaving = await newTill();
    const id = one((await register(store, admin, 'Leaving', leaving.publicJwk)).body).id;
    expect((await signed(store, leaving, '/status')).status).toBe(200);
    expect((await call(store, `${PF}/till_keys/${id}`, { method: 'DELETE', bearer: admin })).status).toBe(204);
    const after = await signed(store, leaving, '/status');
    expect(after.status).toBe(401);
    expect(after.body).toEqual(refusal('unknown_key'));
    expect(one((await call(store, `${PF}/till_keys/${id}`, { bearer: admin })).body).attributes).toMatchObject({
      active: false,
      revoked_at: expect.any(String),
    });
  });
});

describe("a registered till's own rate-limit bucket", () => {
  let store: DemoStore;

  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: { limit: 5, windowSeconds: 60 } });
  });

  afterAll(async () => {
    await store.close();
  });

  it('the till keeps its own 5 per 60 s while an unsigned client on the same address is refused first', async () => {
    const admin = await adminToken(store); // 1 of the address's 5
    const till = await newTill();
    expect((await register(store, admin, 'Front counter', till.publicJwk)).status).toBe(201); // 2
    for (let i = 0; i < 3; i += 1) expect((await call(store, '/status')).status).toBe(200); // 3..5
    const unsigned = await call(store, '/status');
    expect(unsigned.status).toBe(429);

    for (let i = 0; i < 5; i += 1) {
      const answer = await signed(store, till, '/status');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
      expect(answer.headers.get('x-ratelimit-limit')).toBe('5');
      expect((answer.body as unknown as StatusBody).rate_limit?.bucket).toBe('till');
    }
    const over = await signed(store, till, '/status');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a signature refused for its body (Content-Digest) is counted against the address, not the till it names', async () => {
    const other = await startDemoStore({ rateLimit: { limit: 3, windowSeconds: 60 } });
    try {
      const admin = await adminToken(other); // 1 of the address's 3
      const till = await newTill();
      expect((await register(other, admin, 'Front counter', till.publicJwk)).status).toBe(201); // 2
      const tampered = { method: 'POST', body: '{}', sendBody: '{"email":"someone@else.example"}' };
      const first = await signed(other, till, `${SF}/cart`, tampered); // the address's 3rd
      expect(first.status).toBe(401);
      expect(first.body).toEqual(expect.objectContaining({ signature_error: 'content_digest_mismatch' }));
      expect((await signed(other, till, `${SF}/cart`, tampered)).status).toBe(429);
      const good = await signed(other, till, '/status');
      expect(good.status).toBe(200);
      expect(good.headers.get('x-ratelimit-remaining')).toBe('2');
      // At the MCP endpoint too: the address has nothing left, so the tampered call is its 429.
      const initialize = (name: string) =>
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name, version: '1' } },
        });
      const url = `${other.url}/mcp`;
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
      const signature = await signRequest({ method: 'POST', url, headers, body: initialize('till') }, { keyid: till.keyid, privateKey: till.privateJwk });
      const mcp = await fetch(url, { method: 'POST', headers: { ...headers, ...signature }, body: initialize('intruder') });
      expect(mcp.status).toBe(429);
      expect(mcp.headers.get('mcp-session-id')).toBeNull();
      const after = await signed(other, till, '/status');
      expect(after.headers.get('x-ratelimit-remaining')).toBe('1');
    } finally {
      await other.close();
    }
  });

  it('a refused signature is counted against the address, not a till', async () => {
    const other = await startDemoStore({ rateLimit: { limit: 2, windowSeconds: 60 } });
    try {
      const stranger = await newTill();
      expect((await signed(other, stranger, '/status')).status).toBe(401);
      expect((await signed(other, stranger, '/status')).status).toBe(401);
      expect((await call(other, '/status')).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
