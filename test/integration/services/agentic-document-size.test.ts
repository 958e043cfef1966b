/**
 * A store's UCP document larger than the 64 KB the app reads: the app stops reading once it has
 * more than that and refuses the document in words; it never takes the whole answer into memory
 * first (a store could send gigabytes within the request timeout). A real loopback server sends
 * up to 64 MB and counts what it managed to send before the app hung up.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgenticDiscovery } from '../../../electron/services/agentic-discovery.js';
import { closeAll, listen } from '../../support/loopback-servers.js';

const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const CHUNKS = 1024;

let server: http.Server;
let base = '';
let sentBytes = 0;
let finished: Promise<void>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    finished = new Promise<void>((resolve) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"ucp":');
      let sent = 0;
      const more = (): void => {
        while (sent < CHUNKS) {
          if (res.destroyed) break;
          sent += 1;
          sentBytes += CHUNK.length;
          if (!res.write(CHUNK)) {
            res.once('drain', more);
            return;
          }
        }
        res.end();
        resolve();
      };
      res.once('close', () => resolve());
      more();
    });
  });
  base = await listen(server);
});

afterAll(() => closeAll(server));

describe('a UCP document far over 64 KB', () => {
  it('is refused as too large after reading little more than 64 KB of it', async () => {
    const discovery = createAgenticDiscovery({ agenticUrl: `${base}/huge`, fetch: (url, init) => fetch(url, init as RequestInit) });
    const status = await discovery.status();
    expect(status).toMatchObject({ state: 'refused', reason: 'it is larger than 64 KB' });
    await finished;
    expect(sentBytes).toBeLessThan(8 * 1024 * 1024);
  });
});
