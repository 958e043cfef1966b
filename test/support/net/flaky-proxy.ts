/**
 * A loopback HTTP proxy that misbehaves on purpose, for fault-injection tests: it may reset a
 * connection before the request reaches the store (nothing happened), forward it and then reset
 * before the answer gets back (it happened, but the caller cannot know), or delay either way.
 * Faults are drawn from a seeded generator, so a failing run can be replayed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../../../electron/demo-store/db/catalog-data.js';

export interface FaultPlan {
  /** Chance to reset before forwarding. */
  dropRequest: number;
  /** Chance to forward, then reset instead of answering. */
  dropResponse: number;
  /** Chance to delay by up to maxDelayMs. */
  delay: number;
  maxDelayMs: number;
}

export interface FlakyProxy {
  url: string;
  counts: { forwarded: number; droppedRequests: number; droppedResponses: number; delayed: number };
  /** Only requests whose path matches are subject to faults. */
  setTarget(match: (method: string, path: string) => boolean): void;
  /** Holds every request that matches (before it reaches the store) until the answered function is called. */
  hold(match: (method: string, path: string) => boolean): () => void;
  /** Answers every request that matches with `status` and an empty body, itself: the store never sees it (null: none). */
  refuse(match: ((method: string, path: string) => boolean) | null, status?: number): void;
  close(): Promise<void>;
}

/**
 * `keepHost`: requests reach the store naming the proxy's own address (the store answers as the
 * proxy, e.g. its sign-in settings; it must allow that host).
 */
export async function startFlakyProxy(upstream: string, plan: FaultPlan, seed = 1, keepHost = false): Promise<FlakyProxy> {
  const random = seededRandom(seed);
  const target = new URL(upstream);
  const counts = { forwarded: 0, droppedRequests: 0, droppedResponses: 0, delayed: 0 };
  let subject = (_m: string, _p: string) => true;
  let holding: { match: (method: string, path: string) => boolean; released: Promise<void> } | null = null;
  let refusing: { match: (method: string, path: string) => boolean; status: number } | null = null;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const held = holding?.match(req.method ?? 'GET', req.url ?? '/') ? holding.released : null;
    if (held) await held;
    if (refusing?.match(req.method ?? 'GET', req.url ?? '/')) {
      res.writeHead(refusing.status, { 'Content-Length': '0' }).end();
      return;
    }
    const faulty = subject(req.method ?? 'GET', req.url ?? '/');
    if (faulty && random() < plan.delay) {
      counts.delayed++;
      await sleep(random() * plan.maxDelayMs);
    }
    if (faulty && random() < plan.dropRequest) {
      counts.droppedRequests++;
      req.socket.destroy();
      return;
    }
    const dropAnswer = faulty && random() < plan.dropResponse;
    const upstreamReq = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: keepHost ? req.headers : { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        const body: Buffer[] = [];
        upstreamRes.on('data', (c: Buffer) => body.push(c));
        upstreamRes.on('end', () => {
          counts.forwarded++;
          if (dropAnswer) {
            counts.droppedResponses++;
            req.socket.destroy();
            return;
          }
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          res.end(Buffer.concat(body));
        });
      },
    );
    upstreamReq.on('error', () => req.socket.destroy());
    upstreamReq.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    setTarget: (match) => {
      subject = match;
    },
    hold: (match) => {
      let release = () => {};
      holding = { match, released: new Promise<void>((resolve) => (release = resolve)) };
      return () => {
        holding = null;
        release();
      };
    },
    refuse: (match, status = 422) => {
      refusing = match ? { match, status } : null;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
