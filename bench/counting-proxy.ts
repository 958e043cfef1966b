/**
 * A loopback HTTP proxy in front of a store that counts the requests the store receives, for
 * figures taken through the app as it runs (which talks to the store over the network only).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests forwarded so far. */
  count(): number;
  /** Answers 429 (the store's budget spent) so far. */
  refused(): number;
  /** Waits until no request has arrived for `quietMs` (at most `withinMs`). */
  settled(quietMs?: number, withinMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const target = new URL(upstream);
  let count = 0;
  let refused = 0;
  const server = http.createServer((req, res) => {
    count++;
    const forwarded = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (answer.statusCode === 429) refused++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    refused: () => refused,
    async settled(quietMs = 500, withinMs = 20_000) {
      const until = Date.now() + withinMs;
      let seen = -1;
      while (seen !== count && Date.now() < until) {
        seen = count;
        await new Promise((r) => setTimeout(r, quietMs));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
