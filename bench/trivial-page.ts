/**
 * The yardstick for the app's start-up: a trivial page with a search box and a price, served on
 * loopback by Node's HTTP server as the browser host serves the app, so what the browser itself
 * costs (a process, a document, a first frame) is measured the same way and can be taken away.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Trivial till</title></head>
  <body>
    <label>Search products <input type="search" /></label>
    <p>Trail Tee <span class="price">$19.99</span></p>
  </body>
</html>`;

export interface TrivialPage {
  url: string;
  close(): Promise<void>;
}

export async function serveTrivialPage(): Promise<TrivialPage> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
