/**
 * A store's UCP document that is valid JSON under 64 KB but nested as deep as that allows: the
 * app's checks never fail on it (no stack overflow from describing a member), the document is
 * refused in words naming the member, and the answer holds for the run like any other refusal.
 * A real loopback server serves the documents.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgenticDiscovery } from '../../../../electron/till/store/agentic-discovery.js';
import { closeAll, listen } from '../../../support/net/loopback-servers.js';

const DEPTH = 30_000;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH / 5)}1${'}'.repeat(DEPTH / 5)}`;
const GOOD_KEY = '"kid":"k1","crv":"P-256","alg":"ES256","use":"sig","x":"AAAA","y":"AAAA"';

/** The documents the server answers, by the first path segment of the agentic URL. */
const DOCUMENTS: Record<string, string> = {
  'deep-kty': `{"ucp":{"version":"1","services":{}},"signing_keys":[{${GOOD_KEY},"kty":${deep}}]}`,
  'deep-object-alg': `{"ucp":{"version":"1","services":{}},"signing_keys":[{"kid":"k1","kty":"EC","crv":"P-256","alg":${deepObject}}]}`,
};

let server: http.Server;
let base = '';
let reads = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    reads += 1;
    const name = req.url?.split('/')[1] ?? '';
    const body = DOCUMENTS[name];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  base = await listen(server);
});

afterAll(() => closeAll(server));

describe('a UCP document nested as deep as 64 KB of JSON allows', () => {
  for (const [name, member] of [
    ['deep-kty', 'kty'],
    ['deep-object-alg', 'alg'],
  ] as const) {
    it(`(${name}) is refused in words naming ${member}, once for the run, and live prices poll`, async () => {
      expect(Buffer.byteLength(DOCUMENTS[name]!)).toBeLessThan(64 * 1024);
      const logLines: string[] = [];
      const discovery = createAgenticDiscovery({
        agenticUrl: `${base}/${name}`,
        fetch: (url, init) => fetch(url, init as RequestInit),
        log: (line) => logLines.push(line),
      });
      const status = await discovery.status();
      expect(status).toMatchObject({ state: 'refused', reason: expect.stringContaining(`has ${member} `) });
      expect(status.state === 'refused' && status.reason.length).toBeLessThan(300);
      expect(await discovery.mcpEndpoint()).toBeNull();
      const before = reads;
      await discovery.status();
      expect(reads).toBe(before);
      expect(logLines.some((line) => line.includes('refused'))).toBe(true);
    });
  }
});
