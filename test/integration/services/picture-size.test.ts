/**
 * A product picture larger than the 2 MB the app shows: the app stops reading once it has more
 * than that and shows no picture; it never takes the whole answer into memory first (a store
 * could send gigabytes within the request timeout). A real loopback server sends up to 64 MB and
 * counts what it managed to send before the app hung up.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductImages } from '../../../electron/services/product-images.js';
import type { Product } from '../../../shared/storefront/types.js';
import { closeAll, listen } from '../../support/loopback-servers.js';

const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const CHUNKS = 1024;

let server: http.Server;
let storeUrl = '';
let sentBytes = 0;
let finished: Promise<void>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    finished = new Promise<void>((resolve) => {
      res.writeHead(200, { 'Content-Type': 'image/png' });
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
  storeUrl = await listen(server);
});

afterAll(() => closeAll(server));

describe('a picture far over 2 MB', () => {
  it('is not shown, after reading little more than 2 MB of it', async () => {
    const pictures = createProductImages({ storeUrl, fetch: (url, init) => fetch(url, init as RequestInit) });
    const product = { name: 'Huge', images: [{ id: '1', url: '/pictures/huge.png', alt: null, position: 1 }] } as unknown as Product;
    expect(await pictures.of(product)).toEqual([]);
    await finished;
    expect(sentBytes).toBeLessThan(12 * 1024 * 1024);
  });
});
