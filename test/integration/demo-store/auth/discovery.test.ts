/**
 * The demo store's /status and /.well-known/ documents: complete, true for this server, and the
 * signing keys made once per data directory with only their public halves published.
 */
import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { checkUcpDocument } from '../../../../shared/agentic/ucp-document.js';
import { call } from '../../../support/demo-store/store-client.js';

type Json = Record<string, unknown>;

let store: DemoStore;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-discovery-'));
  store = await startDemoStore({ dataDir });
});

afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function thumbprint(jwk: JsonWebKey): string {
  const members = jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

describe('/status', () => {
  it('gives the service state, the rate-limit policy in force and the incidents', async () => {
    const answer = await call<Json>(store, '/status');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'operational',
      rate_limit: { limit: 60, window_seconds: 60, policy: '60;w=60', per: 'client_ip' },
      incidents: [],
    });
    expect(answer.headers.get('x-ratelimit-policy')).toBe((answer.body.rate_limit as Json).policy);
    const open = await startDemoStore({ rateLimit: false });
    try {
      expect((await call<Json>(open, '/status')).body.rate_limit).toBeNull();
    } finally {
      await open.close();
    }
    const custom = await startDemoStore({ rateLimit: { limit: 10, windowSeconds: 30 } });
    try {
      expect((await call<Json>(custom, '/status')).body.rate_limit).toMatchObject({ limit: 10, window_seconds: 30, policy: '10;w=30' });
    } finally {
      await custom.close();
    }
  });
});

describe('OAuth discovery', () => {
  it('authorization server metadata names only what the server does', async () => {
    const meta = (await call<Json>(store, '/.well-known/oauth-authorization-server')).body;
    expect(meta).toMatchObject({
      issuer: store.url,
      authorization_endpoint: `${store.url}/shop_oauth/authorize`,
      token_endpoint: `${store.url}/shop_oauth/token`,
      revocation_endpoint: `${store.url}/shop_oauth/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['read', 'write', 'admin'],
      authorization_response_iss_parameter_supported: true,
    });
    expect([...(meta.grant_types_supported as string[])].sort()).toEqual(['authorization_code', 'client_credentials', 'password', 'refresh_token']);
    // Each endpoint it names is there.
    const page = await fetch(`${meta.authorization_endpoint as string}?client_id=storefront-pos`, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect((await call(store, '/shop_oauth/token', { method: 'POST', body: {} })).status).toBe(400);
    expect((await call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: 'x' } })).status).toBe(200);
    expect((await fetch(meta.service_documentation as string)).status).toBe(200);
  });

  it('protected resource metadata points at this authorization server', async () => {
    const meta = (await call<Json>(store, '/.well-known/oauth-protected-resource')).body;
    expect(meta).toMatchObject({
      resource: store.url,
      resource_name: 'Harbor & Pine Outfitters',
      authorization_servers: [store.url],
      scopes_supported: ['read', 'write', 'admin'],
    });
    expect(meta.bearer_methods_supported).toEqual(expect.arrayContaining(['header']));
    // The query method it names works: an account call with ?access_token=.
    const token = await call<Json>(store, '/shop_oauth/token', {
      method: 'POST',
      body: { grant_type: 'password', username: 'customer@demo.store', password: 'demo-customer-1' },
    });
    expect((await call(store, `/api/v2/storefront/account?access_token=${token.body.access_token as string}`)).status).toBe(200);
  });
});

describe('API catalog, agent card and MCP server card', () => {
  it('the API catalog links each API to its OpenAPI document, its docs and /status', async () => {
    const answer = await call<{ linkset: Json[] }>(store, '/.well-known/api-catalog');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(answer.headers.get('link')).toBe(`<${store.url}/.well-known/api-catalog>; rel="api-catalog"`);
    const anchors = answer.body.linkset.map((entry) => entry.anchor);
    expect(anchors).toEqual([`${store.url}/api/v2/storefront`, `${store.url}/api/v2/platform`, `${store.url}/shop_oauth`, `${store.url}/mcp`]);
    for (const entry of answer.body.linkset.slice(0, 3)) {
      const [desc] = entry['service-desc'] as { href: string; type: string }[];
      const res = await fetch(desc!.href);
      expect(res.status, desc!.href).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
      expect(await res.text()).toMatch(/^openapi: 3\.0\.3/);
    }
    const head = await fetch(`${store.url}/.well-known/api-catalog`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('link')).toContain('rel="api-catalog"');
  });

  it('the agent card and the MCP server card name the MCP endpoint on this origin and its OAuth', async () => {
    const card = (await call<Json>(store, '/.well-known/agent-card.json')).body;
    expect(card).toMatchObject({ name: 'Harbor & Pine Outfitters store agent', url: `${store.url}/mcp`, version: '2.0.0' });
    // Only what the MCP endpoint really offers.
    expect((card.skills as Json[]).map((s) => s.id)).toEqual(['catalog', 'product-updates']);
    const flows = ((card.securitySchemes as Json).shop_oauth as Json).flows as Record<string, Json>;
    expect(flows.authorizationCode).toMatchObject({ authorizationUrl: `${store.url}/shop_oauth/authorize`, tokenUrl: `${store.url}/shop_oauth/token` });
    expect(card.capabilities).toMatchObject({ streaming: false, pushNotifications: false });

    const server = (await call<Json>(store, '/.well-known/mcp/server-card.json')).body;
    expect(server.transport).toEqual({ type: 'streamable-http', endpoint: '/mcp', url: `${store.url}/mcp` });
    expect(server.capabilities).toMatchObject({ resources: { subscribe: true } });
    expect(server.authentication).toMatchObject({
      authorizationServer: store.url,
      protectedResourceMetadata: `${store.url}/.well-known/oauth-protected-resource`,
    });
  });
});

describe('signing keys', () => {
  async function directory(target: DemoStore) {
    const res = await fetch(`${target.url}/.well-known/http-message-signatures-directory`);
    return { res, body: (await res.json()) as { keys: (JsonWebKey & Json)[] } };
  }

  it('the UCP document lists the ES256 signing keys (public halves only)', async () => {
    const ucp = (await call<Json>(store, '/.well-known/ucp')).body;
    expect(ucp.ucp).toMatchObject({ version: '2026-01-23' });
    const services = (ucp.ucp as Json).services as Record<string, Json[]>;
    expect(services['dev.ucp.shopping']![0]).toMatchObject({ transport: 'mcp', endpoint: `${store.url}/mcp` });
    const keys = ucp.signing_keys as (JsonWebKey & Json)[];
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key.kid).toBe(thumbprint(key));
    expect(createPublicKey({ key, format: 'jwk' }).asymmetricKeyType).toBe('ec');
  });

  it('the UCP document passes the checks the app makes, as each host it is served as', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const agenticUrl = `http://${host}:${store.port}`;
      const ucp = (await (await fetch(`${agenticUrl}/.well-known/ucp`)).json()) as Json;
      const keys = ucp.signing_keys as Json[];
      expect(await checkUcpDocument(ucp, agenticUrl)).toEqual({ ok: true, kids: keys.map((key) => key.kid), mcpEndpoint: `${agenticUrl}/mcp` });
    }
  });

  it('the key directory publishes the Ed25519 key with kid, nbf and exp, and is signed with it', async () => {
    const { res, body } = await directory(store);
    expect(res.headers.get('content-type')).toMatch(/^application\/http-message-signatures-directory\+json/);
    expect(body.keys).toHaveLength(1);
    const key = body.keys[0]!;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.d).toBeUndefined();
    expect(key.kid).toBe(thumbprint(key));
    const now = Date.now() / 1000;
    expect(key.nbf as number).toBeLessThanOrEqual(now);
    expect(key.exp as number).toBeGreaterThan(now + 300 * 24 * 3600);

    // RFC 9421: rebuild the signature base and check the signature with the published key.
    const input = res.headers.get('signature-input')!;
    const signature = res.headers.get('signature')!;
    const params = /^sig1=(.+)$/.exec(input)![1]!;
    expect(params).toContain(`keyid="${key.kid as string}"`);
    expect(params).toContain('tag="http-message-signatures-directory"');
    const authority = new URL(store.url).host;
    const base = `"@authority";req: ${authority}\n"@signature-params": ${params}`;
    const bytes = Buffer.from(/^sig1=:([^:]+):$/.exec(signature)![1]!, 'base64');
    const publicKey = createPublicKey({ key, format: 'jwk' });
    expect(verify(null, Buffer.from(base), publicKey, bytes)).toBe(true);
    expect(verify(null, Buffer.from(base.replace(authority, 'evil.example')), publicKey, bytes)).toBe(false);
  });

  it('keys are made once per data directory and kept across restarts', async () => {
    const before = (await directory(store)).body.keys[0]!.kid;
    const beforeUcp = ((await call<Json>(store, '/.well-known/ucp')).body.signing_keys as Json[])[0]!.kid;
    await store.close();
    store = await startDemoStore({ dataDir });
    expect((await directory(store)).body.keys[0]!.kid).toBe(before);
    expect(((await call<Json>(store, '/.well-known/ucp')).body.signing_keys as Json[])[0]!.kid).toBe(beforeUcp);
    const other = await startDemoStore({ rateLimit: false });
    try {
      expect((await directory(other)).body.keys[0]!.kid).not.toBe(before);
    } finally {
      await other.close();
    }
  });
});
