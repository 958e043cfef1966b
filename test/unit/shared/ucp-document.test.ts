/**
 * The checks the app makes of a store's UCP discovery document before it believes it: the shape
 * (`ucp` with version and services, `signing_keys`), every key exactly as the interface lists it
 * (kid, kty EC, crv P-256, alg ES256, use sig, x and y a point on P-256, no private part, kids
 * unique), and an MCP endpoint on the agentic URL's origin or https. Each refusal says which
 * check failed.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkUcpDocument, mcpEndpointProblem, ucpDocumentUrl } from '../../../shared/agentic/ucp-document.js';
import { checkSigningKeys } from '../../../shared/agentic/ucp-signing-keys.js';

type Json = Record<string, unknown>;
const AGENTIC = 'http://127.0.0.1:4310';

function p256(kid = 'k1'): Json {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  const d = (privateKey.export({ format: 'jwk' }) as JsonWebKey).d;
  return Object.defineProperty({ kid, kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, alg: 'ES256', use: 'sig' }, 'privateD', { value: d, enumerable: false });
}

function doc(keys: unknown, endpoint: string | null = `${AGENTIC}/mcp`): Json {
  const service = endpoint === null ? { version: '1', transport: 'mcp' } : { version: '1', transport: 'mcp', endpoint };
  return { ucp: { version: '2026-01-23', services: { 'dev.ucp.shopping': [service] }, capabilities: {} }, signing_keys: keys };
}

describe('signing keys', () => {
  it('accepts P-256 ES256 signing keys and records their kids', async () => {
    const check = await checkSigningKeys([p256('a'), p256('b')]);
    expect(check.ok && check.keys.map((k) => k.kid)).toEqual(['a', 'b']);
  });

  it.each<[string, (key: Json) => unknown, RegExp]>([
    ['no kid', (k) => ({ ...k, kid: undefined }), /^signing key 1 has no kid$/],
    ['an RSA key', (k) => ({ ...k, kty: 'RSA' }), /signing key 1 \("k1"\) has kty "RSA", not EC/],
    ['another curve', (k) => ({ ...k, crv: 'P-384' }), /has crv "P-384", not P-256/],
    ['another algorithm', (k) => ({ ...k, alg: 'RS256' }), /has alg "RS256", not ES256/],
    ['an encryption key', (k) => ({ ...k, use: 'enc' }), /has use "enc", not sig/],
    ['no use', (k) => ({ ...k, use: undefined }), /has use missing, not sig/],
    ['its private part', (k) => ({ ...k, d: (k as { privateD?: string }).privateD }), /publishes a private key part \("d"\)/],
    ['a short x', (k) => ({ ...k, x: (k.x as string).slice(0, 20) }), /has a x that is not 32 bytes in base64url/],
    ['a y that is not base64url', (k) => ({ ...k, y: `${(k.y as string).slice(0, 42)}+/` }), /has a y that is not 32 bytes/],
    [
      'a point off the curve',
      (k) => {
        const y = Buffer.from(k.y as string, 'base64url');
        y[0] = y[0]! ^ 0x40;
        return { ...k, y: y.toString('base64url') };
      },
      /has x and y that are not a point on the P-256 curve/,
    ],
    ['not an object', () => 'k1', /signing key 1 is not a JSON object/],
  ])('refuses a key with %s, naming the check', async (_what, change, words) => {
    const check = await checkSigningKeys([change(p256())]);
    expect(check).toEqual({ ok: false, reason: expect.stringMatching(words) });
  });

  it('refuses a repeated kid, an empty list and no list', async () => {
    expect(await checkSigningKeys([p256('same'), p256('same')])).toEqual({ ok: false, reason: 'signing key 2 ("same") repeats a kid another key already has' });
    expect(await checkSigningKeys([])).toEqual({ ok: false, reason: 'its signing_keys list is empty' });
    expect(await checkSigningKeys(undefined)).toEqual({ ok: false, reason: 'it lists no signing_keys' });
  });
});

describe('the document', () => {
  it('verified: the kids and the MCP endpoint it names', async () => {
    expect(await checkUcpDocument(doc([p256('k1')]), AGENTIC)).toEqual({ ok: true, kids: ['k1'], mcpEndpoint: `${AGENTIC}/mcp` });
    expect(await checkUcpDocument(doc([p256('k1')], 'https://mcp.example.com/v1'), AGENTIC)).toMatchObject({
      ok: true,
      mcpEndpoint: 'https://mcp.example.com/v1',
    });
  });

  it('names no MCP endpoint when it has no MCP service', async () => {
    const rest = { ucp: { version: '1', services: { 'dev.ucp.shopping': [{ transport: 'rest', endpoint: `${AGENTIC}/api` }] } }, signing_keys: [p256()] };
    expect(await checkUcpDocument(rest, AGENTIC)).toMatchObject({ ok: true, mcpEndpoint: null });
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', [], /^it is not a JSON object$/],
    ['no ucp profile', { signing_keys: [] }, /^it has no ucp$/],
    ['no version', { ucp: { services: {} }, signing_keys: [] }, /^it has no ucp\.version$/],
    ['services that are not lists', { ucp: { version: '1', services: { x: 'mcp' } }, signing_keys: [] }, /its ucp\.services\.x is not what UCP lists/],
  ])('refuses a document with %s', async (_what, body, words) => {
    expect(await checkUcpDocument(body, AGENTIC)).toEqual({ ok: false, reason: expect.stringMatching(words) });
  });

  it('refuses an MCP service that names no endpoint', async () => {
    expect(await checkUcpDocument(doc([p256()], null), AGENTIC)).toEqual({ ok: false, reason: 'its MCP service names no endpoint' });
  });
});

describe('the MCP endpoint', () => {
  it("may be on the agentic URL's origin, or https anywhere", () => {
    expect(mcpEndpointProblem(`${AGENTIC}/agents/mcp`, `${AGENTIC}/agents`)).toBeNull();
    expect(mcpEndpointProblem('https://mcp.example.com/mcp', AGENTIC)).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:9999/mcp', /http:\/\/127\.0\.0\.1:9999\/mcp is on another address over plain http/],
    ['http://shop.example.com/mcp', /on another address over plain http/],
    ['https://user:pw@mcp.example.com/mcp', /carries a user name or password/],
    ['ftp://mcp.example.com/mcp', /is neither https nor http/],
    ['/mcp', /is not an absolute address/],
  ])('refuses %s', (endpoint, words) => {
    expect(mcpEndpointProblem(endpoint, AGENTIC)).toMatch(words);
  });

  it("is looked for at the agentic URL's /.well-known/ucp", () => {
    expect(ucpDocumentUrl('https://agents.example.com/shop/')).toBe('https://agents.example.com/shop/.well-known/ucp');
  });
});
