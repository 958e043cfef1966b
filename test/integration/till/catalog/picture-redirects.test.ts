/**
 * Product pictures come from the store's own origin only, also when the store answers a picture
 * with a redirect: a redirect to another origin (another server, or the same machine under
 * another name) is never followed, and the product simply shows no picture. A redirect within
 * the store's origin is followed a few hops at most, each hop checked again. A picture the store
 * never sends ends on time, also while the engine collects garbage. Real servers on loopback,
 * sent through the request scheduler as the app sends them.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProductImages } from '../../../../electron/till/catalog/product-images.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { closeAll, listen, recordingServer, underGarbageCollection } from '../../../support/net/loopback-servers.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const elsewhere = recordingServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG));
/** What reached the store, path by path. */
const storeAsked: string[] = [];
let store: http.Server;
let storeUrl: string;
let elsewhereUrl: string;
let storeOnLocalhost: string;

beforeAll(async () => {
  elsewhereUrl = await listen(elsewhere.server);
  store = http.createServer((req, res) => {
    req.resume();
    const path = req.url ?? '/';
    storeAsked.push(path);
    const away = /^\/pictures\/away-(\d{3})\.png$/.exec(path);
    if (away) return void res.writeHead(Number(away[1]), { Location: `${elsewhereUrl}/stolen.png` }).end();
    switch (path) {
      case '/pictures/own.png':
        return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      case '/pictures/moved.png':
        return void res.writeHead(301, { Location: '/pictures/own.png' }).end();
      case '/pictures/moved-then-away.png':
        return void res.writeHead(302, { Location: '/pictures/away-307.png' }).end();
      case '/pictures/localhost.png':
        return void res.writeHead(302, { Location: `${storeOnLocalhost}/pictures/own.png` }).end();
      case '/pictures/loop.png':
        return void res.writeHead(302, { Location: '/pictures/loop.png' }).end();
      case '/pictures/half.png':
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return void res.write(PNG.subarray(0, 4));
      case '/pictures/silent.png':
        return; // takes the request and never answers
      default:
        return void res.writeHead(404).end();
    }
  });
  storeUrl = await listen(store);
  storeOnLocalhost = storeUrl.replace('127.0.0.1', 'localhost');
});

afterEach(() => {
  elsewhere.reached.length = 0;
  storeAsked.length = 0;
});

afterAll(() => closeAll(store, elsewhere.server));

function product(...paths: string[]): Product {
  return {
    name: 'Harbor Logo Tee',
    images: paths.map((url, i) => ({ id: String(i), url, alt: null, position: i + 1 })),
  } as unknown as Product;
}

const pictures = (timeoutMs?: number) =>
  createProductImages({
    storeUrl,
    fetch: createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) }).fetch,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('a picture the store redirects', () => {
  it.each([301, 302, 303, 307, 308])('to another origin (%i) is not fetched there: the product shows no picture', async (status) => {
    const shown = await pictures().of(product(`/pictures/away-${status}.png`, '/pictures/own.png'));
    expect(elsewhere.reached).toEqual([]);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('to the same machine under another name (localhost) is not followed', async () => {
    expect(await pictures().of(product('/pictures/localhost.png'))).toEqual([]);
    expect(storeAsked).toEqual(['/pictures/localhost.png']);
  });

  it('within the store is followed, and each hop is checked again', async () => {
    const shown = await pictures().of(product('/pictures/moved.png'));
    expect(shown.map((p) => p.dataUrl)).toEqual([`data:image/png;base64,${PNG.toString('base64')}`]);
    expect(await pictures().of(product('/pictures/moved-then-away.png'))).toEqual([]);
    expect(elsewhere.reached).toEqual([]);
  });

  it('round in circles is given up after a few hops', async () => {
    expect(await pictures().of(product('/pictures/loop.png'))).toEqual([]);
    expect(storeAsked.length).toBeLessThanOrEqual(4);
  });
});

describe('a picture the store never sends', () => {
  it('is given up on time, also while garbage is collected, and the product shows no picture', async () => {
    const outcome = await underGarbageCollection(pictures(200).of(product('/pictures/silent.png', '/pictures/half.png', '/pictures/own.png')));
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toHaveLength(1);
  });
});
