/**
 * A request's body is read whole, refused past the limit (413, the request dropped), and a
 * request that closes before its body ends is an error, never a read that waits forever.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readBody } from '../../../electron/demo-store/http/http-io.js';

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server whose every request's body is read with `limit`; resolves with what the read did. */
function serve(limit: number): Promise<{ port: number; outcome: Promise<Buffer | Error> }> {
  let report!: (value: Buffer | Error) => void;
  const outcome = new Promise<Buffer | Error>((resolve) => (report = resolve));
  server = http.createServer((req, res) => {
    readBody(req, limit).then(
      (body) => {
        report(body);
        res.end('ok');
      },
      (error: Error) => {
        report(error);
        if (!res.destroyed) res.end();
      },
    );
  });
  return new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve({ port: (server!.address() as AddressInfo).port, outcome })));
}

function rawRequest(port: number, text: string, end: boolean): net.Socket {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.write(text);
    if (end) socket.end();
    else setTimeout(() => socket.destroy(), 50);
  });
  socket.on('error', () => undefined);
  return socket;
}

describe('readBody', () => {
  it('reads a chunked body whole', async () => {
    const { port, outcome } = await serve(100);
    rawRequest(port, 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n', false);
    expect(((await outcome) as Buffer).toString()).toBe('abcde');
  });

  it('refuses a chunked body past the limit with a 413', async () => {
    const { port, outcome } = await serve(4);
    rawRequest(port, 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n3\r\ndef\r\n0\r\n\r\n', false);
    expect(await outcome).toMatchObject({ status: 413 });
  });

  it('answers a chunked body far past the limit with a 413 the client receives, not a reset connection', async () => {
    server = http.createServer((req, res) => {
      readBody(req, 1024 * 1024).then(
        () => res.end('ok'),
        (error: { status?: number; headers?: Record<string, string> }) => {
          res.writeHead(error.status ?? 500, error.headers ?? {});
          res.end('refused');
        },
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const body = Buffer.alloc(3 * 1024 * 1024, 'a');
    const seen = await new Promise<string>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
        res.resume();
        res.on('end', () => resolve(`status ${res.statusCode}`));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
      for (let i = 0; i < 48; i++) req.write(body.subarray(i * 65536, (i + 1) * 65536));
      req.end();
    });
    expect(seen).toBe('status 413');
  });

  it('fails, and does not wait, when the request closes before its body ends', async () => {
    const { port, outcome } = await serve(1000);
    rawRequest(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\nonly part', false);
    const result = await outcome;
    expect(result).toBeInstanceOf(Error);
    expect((result as { status?: number }).status).toBeUndefined();
  });
});
