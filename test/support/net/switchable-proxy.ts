/**
 * A loopback proxy before the demo store that a test switches: every request passed on, or some
 * (the store away: all of them) cut before they reach the store, or passed on with their answer
 * lost (the till killed after its request went out). Requests keep the host they named: the store
 * answers as the proxy (it must allow that host).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Fate = 'pass' | 'cut' | 'lose_answer';

export interface SwitchableProxy {
  url: string;
  /** What becomes of each request from now on. */
  route(fate: (method: string, path: string) => Fate): void;
  close(): Promise<void>;
}

export async function startSwitchableProxy(upstream: string): Promise<SwitchableProxy> {
  const target = new URL(upstream);
  let fateOf: (method: string, path: string) => Fate = () => 'pass';
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const fate = fateOf(req.method ?? 'GET', req.url ?? '/');
    if (fate === 'cut') {
      req.socket.destroy();
      return;
    }
    const upstreamReq = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const body: Buffer[] = [];
      answer.on('data', (c: Buffer) => body.push(c));
      answer.on('end', () => {
        if (fate === 'lose_answer') {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(Buffer.concat(body));
      });
    });
    upstreamReq.on('error', () => req.socket.destroy());
    upstreamReq.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (fate) => {
      fateOf = fate;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
