/**
 * Small real HTTP servers on loopback for tests of what the app does with a store's odd answers:
 * listening on a free port, recording what reached them, closed at once when a test file ends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closeAll(...servers: http.Server[]): void {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

/** A server that records every request reaching it (method, path, headers, body) and answers with `answer`. */
export function recordingServer(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): { server: http.Server; reached: string[] } {
  const reached: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      reached.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`);
      answer(req, res);
    });
  });
  return { server, reached };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Settles `work` while collecting garbage every few milliseconds; fails if it is still waiting after `limitMs`. */
export async function underGarbageCollection<T>(work: Promise<T>, limitMs = 5_000): Promise<{ value?: T; error?: unknown }> {
  expect(gc, 'the integration project runs with --expose-gc').toBeTypeOf('function');
  const collecting = setInterval(() => gc!(), 5);
  let stillWaiting: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      new Promise<never>((_, reject) => {
        stillWaiting = setTimeout(() => reject(new Error(`still waiting for the store after ${limitMs} ms`)), limitMs);
      }),
    ]);
  } finally {
    clearInterval(collecting);
    clearTimeout(stillWaiting);
  }
}

/**
 * Passes a request a front server does not answer itself on to the store at `upstream` (at
 * `path`, by default the one asked for), with the store's own Host, and its answer back.
 */
export function passOn(req: http.IncomingMessage, res: http.ServerResponse, upstream: string, path = req.url): void {
  const target = new URL(upstream);
  const forwarded = http.request(
    { host: target.hostname, port: target.port, path, method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on('error', () => res.writeHead(502).end());
  req.pipe(forwarded);
}

/**
 * A server whose every answer is 64 MB of filler (after `prefix`), sent as fast as the client
 * reads it: `sent()` is what it managed to send before the client hung up, and `finished()`
 * settles when the answer under way has ended either way.
 */
export function floodingServer(contentType: string, prefix = ''): { server: http.Server; sent: () => number; finished: () => Promise<void> } {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sentBytes = 0;
  let finished = Promise.resolve();
  const server = http.createServer((req, res) => {
    req.resume();
    finished = new Promise<void>((resolve) => {
      res.writeHead(200, { 'Content-Type': contentType });
      if (prefix) res.write(prefix);
      let chunks = 0;
      const more = (): void => {
        while (chunks < 1024 && !res.destroyed) {
          chunks += 1;
          sentBytes += chunk.length;
          if (!res.write(chunk)) {
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
  return { server, sent: () => sentBytes, finished: () => finished };
}
