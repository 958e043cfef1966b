/**
 * A store that answers a product's pictures with a redirect to another server: the product
 * dialog opens with its details and no picture, nothing is fetched from the other server, and a
 * picture the store moves within its own address still shows. The store is the demo store behind
 * a small proxy that redirects some picture requests.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { closeAll, listen, recordingServer } from '../../support/net/loopback-servers.js';
import { startApp, type RunningApp } from '../support/app.js';
import { productTile } from '../support/product-tile.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const elsewhere = recordingServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(SVG));
let demo: DemoStore;
let proxy: http.Server;
let app: RunningApp;

beforeAll(async () => {
  const elsewhereUrl = await listen(elsewhere.server);
  // The store is served as the proxy's address too: its operator allows that host on any port.
  demo = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/media/products/harbor-logo-tee')) {
      req.resume();
      return void res.writeHead(302, { Location: `${elsewhereUrl}/stolen.svg` }).end();
    }
    if (path.startsWith('/media/products/canvas-market-tote')) {
      req.resume();
      return void res.writeHead(302, { Location: `/moved${path}` }).end();
    }
    // Everything else goes to the demo store as it was asked (its Host too, so its links name the proxy).
    const upstream = http.request(`${demo.url}${path.replace(/^\/moved\//, '/')}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  app = await startApp({ storeUrl: await listen(proxy) });
});

afterAll(async () => {
  await app?.stop();
  closeAll(proxy, elsewhere.server);
  await demo?.close();
});

describe('a product whose pictures the store redirects', () => {
  it('shows no picture when they are sent to another server, and the one moved within the store', async () => {
    const { page } = app;
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('harbor logo tee');
    // The dialog asks the app for the product's pictures as it opens: wait for that answer.
    const picturesAnswered = page.waitForResponse((r) => r.url().includes('/bridge/catalog.images'));
    await productTile(page, /Harbor Logo Tee/).click();
    const tee = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
    await tee.waitFor();
    expect((await picturesAnswered).ok()).toBe(true);
    await tee.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await tee.getByRole('img').count()).toBe(0);
    expect(await tee.getByRole('alert').count()).toBe(0);
    expect(elsewhere.reached).toEqual([]);
    await page.keyboard.press('Escape');
    await tee.waitFor({ state: 'detached' });

    await search.fill('market tote');
    await page
      .getByRole('button', { name: /Canvas Market Tote/ })
      .first()
      .click();
    const tote = page.getByRole('dialog', { name: 'Canvas Market Tote' });
    await tote.getByRole('img', { name: 'Canvas Market Tote' }).waitFor();
    expect(elsewhere.reached).toEqual([]);
  });
});
