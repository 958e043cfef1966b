/**
 * The browser host: serves the built renderer to a normal browser on loopback and carries the
 * PosBridge over HTTP to the same main-process services Electron runs.
 *
 * Only this machine's pages may drive it: it listens on 127.0.0.1, accepts only its own Host
 * (no DNS rebinding), requires the per-run session secret it writes into the page (so another
 * site open in the browser cannot call the bridge), and sends a strict CSP.
 *
 * No request can end the process: every request runs inside one error boundary, a target that
 * cannot be read is answered 400 and a body over the limit 413.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pageFiles } from '../page-files.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BridgeResult, PosCalls } from '../../shared/bridge/bridge.js';
import { dispatchBridgeCall, type BridgeCallRecord, type BridgeGate } from '../till/runtime/bridge-dispatch.js';
import type { EventHub } from '../till/runtime/event-hub.js';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy.js';
import { discardRequestBody, readRequestBody } from './request-body.js';
import { readRequestTarget } from './request-target.js';
import { displayStream, type DisplaySource } from './display-stream.js';
import { cacheControlFor } from './asset-caching.js';
import { pageInTheme } from '../page-theme.js';
import type { TillTheme } from '../../shared/bridge/app.js';

export interface WebHostOptions {
  /** The services in this process (with `gate`); or, with `dispatch`, none here. */
  calls?: PosCalls;
  /** The till's lock and manager rules, checked before every call (the runtime's `gate`). */
  gate?: BridgeGate;
  /** Carries each call to the services in a process of their own, which validate and gate it (runtime-process/runtime-host.ts). */
  dispatch?: (method: string, args: unknown[]) => Promise<BridgeResult<unknown>>;
  events: Pick<EventHub, 'subscribe'>;
  rendererDir: string;
  port?: number;
  /** Errors (a call that failed inside, a request that could not be answered). */
  log?: (line: string) => void;
  /** Each bridge call's method, duration and outcome (the runtime's log: `runtime.log.call`). */
  onCall?: (call: BridgeCallRecord) => void;
  /** The customer display (the runtime's `display`): its page and its own stream; absent, no display page. */
  display?: DisplaySource;
  /** The theme kept for the till, read as the page is served (its first frame is in it); absent: the system's. */
  theme?: () => TillTheme | null;
}

export interface WebHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

function sameSecret(given: string | undefined | null, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function securityHeaders(res: http.ServerResponse) {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * Answers in JSON once what is left of the request's body has been read and dropped, so a client
 * still sending (a refusal answered before its body was read) gets the answer, not a broken pipe.
 */
async function sendJson(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown): Promise<void> {
  await discardRequestBody(req);
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  if (!options.dispatch && !options.calls) throw new Error('The web host needs the services’ calls or a way to reach them.');
  const log = options.log ?? (() => {});
  const secret = randomBytes(32).toString('base64url');
  const root = path.resolve(options.rendererDir);
  let indexHtml: string;
  try {
    indexHtml = await readFile(path.join(root, 'index.html'), 'utf8');
  } catch {
    throw new Error(`The app's pages are not built (no ${path.join(root, 'index.html')}). Run: npm run build:renderer`);
  }
  const files = pageFiles(root, indexHtml);
  const page = indexHtml.replace('<head>', `<head>\n    <meta name="pos-session" content="${secret}" />`);
  const streams = new Set<http.ServerResponse>();
  const display = options.display ? await displayStream(options.display, root) : null;
  let allowedHosts: Set<string> = new Set();

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    securityHeaders(res);
    if (!allowedHosts.has(req.headers.host ?? '')) {
      await sendJson(req, res, 421, { error: 'This app is only served at its own address.' });
      return;
    }
    const url = readRequestTarget(req.url);
    if (!url) {
      await sendJson(req, res, 400, { error: 'The address of this request is not valid.' });
      return;
    }

    if (display && (await display.handle(req, res, url))) return;
    if (url.pathname.startsWith('/bridge/')) {
      const origin = req.headers.origin;
      if (origin && !allowedHosts.has(origin.replace(/^http:\/\//, ''))) {
        await sendJson(req, res, 403, { error: 'forbidden' });
        return;
      }
      if (url.pathname === '/bridge/events' && req.method === 'GET') {
        if (!sameSecret(url.query.get('session'), secret)) {
          await sendJson(req, res, 403, { error: 'forbidden' });
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        // A stream the browser has left is never written to again.
        const write = (text: string) => {
          if (!res.writableEnded && !res.destroyed) res.write(text);
        };
        write(': connected\n\n');
        const unsubscribe = options.events.subscribe((event) => write(`data: ${JSON.stringify(event)}\n\n`));
        const heartbeat = setInterval(() => write(': keep-alive\n\n'), 25_000);
        streams.add(res);
        req.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(res);
        });
        return;
      }
      if (req.method !== 'POST') {
        await sendJson(req, res, 405, { error: 'method not allowed' });
        return;
      }
      const header = req.headers['x-pos-session'];
      if (!sameSecret(Array.isArray(header) ? header[0] : header, secret)) {
        await sendJson(req, res, 403, { error: 'forbidden' });
        return;
      }
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        await sendJson(req, res, 415, { error: 'expected JSON' });
        return;
      }
      const body = await readRequestBody(req, MAX_BODY);
      if (!body.ok && body.reason === 'too_large') {
        await sendJson(req, res, 413, { ok: false, error: { kind: 'invalid_input', message: 'The request is too large.' } });
        return;
      }
      let args: unknown;
      try {
        if (!body.ok) throw new Error('broken body');
        args = (JSON.parse(body.text) as { args?: unknown } | null)?.args;
      } catch {
        await sendJson(req, res, 400, { ok: false, error: { kind: 'invalid_input', message: 'The request could not be read.' } });
        return;
      }
      const method = url.pathname.slice('/bridge/'.length);
      const answer = options.dispatch
        ? await options.dispatch(method, Array.isArray(args) ? args : [])
        : await dispatchBridgeCall(options.calls!, method, args, log, options.gate, options.onCall);
      await sendJson(req, res, 200, answer);
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendJson(req, res, 405, { error: 'method not allowed' });
      return;
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' });
      res.end(pageInTheme(page, options.theme?.() ?? null));
      return;
    }
    const file = path.resolve(root, '.' + url.pathname);
    if (!file.startsWith(root + path.sep)) {
      await sendJson(req, res, 404, { error: 'not found' });
      return;
    }
    try {
      const content = await files.read(file);
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(url.pathname),
      });
      res.end(content);
    } catch {
      await sendJson(req, res, 404, { error: 'not found' });
    }
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`web host: request failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
      if (!res.headersSent) void sendJson(req, res, 500, { error: 'The app could not answer this request.' });
      else res.destroy();
    });
  });

  // The page's first files are in memory before the host gives its address (page-files.ts).
  await files.ready;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  display?.listening(`http://127.0.0.1:${port}/`);

  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    async close() {
      for (const stream of streams) stream.end();
      display?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
