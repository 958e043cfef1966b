/**
 * The browser host's customer display: the page at /customer-display and its own server-sent-event
 * stream of the display's view, and nothing else. The page carries a secret of its own, never the
 * bridge's session secret: whoever holds the display page can read what the customer sees and can
 * call no bridge method (the bridge refuses the display's secret).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type { CustomerDisplayView } from '../../shared/display/customer-display-view.js';
import type { DisplayHost } from '../till/display/customer-display.js';
import type { RequestTarget } from './request-target.js';

const DISPLAY_PAGE_PATH = '/customer-display';
const DISPLAY_EVENTS_PATH = '/display/events';

/** The till's display as the browser host needs it: its view, pushed on every change, and where to say the page's address. */
export interface DisplaySource {
  feed: { view(): CustomerDisplayView; subscribe(listener: (view: CustomerDisplayView) => void): () => void };
  useHost(host: DisplayHost): void;
}

export interface DisplayStream {
  /** Answers the display's page or stream; false for any other request. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: RequestTarget): Promise<boolean>;
  /** Tells the till the page's address, once the host listens. */
  listening(baseUrl: string): void;
  close(): void;
}

function sameKey(given: string | null, key: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function displayStream(source: DisplaySource, rendererDir: string): Promise<DisplayStream> {
  const key = randomBytes(32).toString('base64url');
  const html = await readFile(path.join(rendererDir, 'display', 'index.html'), 'utf8').catch(() => null);
  // Served at /customer-display, one level above the built file: its relative assets are rebased.
  const page = html?.replace('<head>', `<head>\n    <meta name="pos-display" content="${key}" />`).replaceAll('"../assets/', '"./assets/') ?? null;
  const streams = new Set<http.ServerResponse>();

  return {
    async handle(req, res, url) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (url.pathname === DISPLAY_PAGE_PATH) {
        if (!page) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The customer display page is not built. Run: npm run build:renderer');
          return true;
        }
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(page);
        return true;
      }
      if (url.pathname !== DISPLAY_EVENTS_PATH) return false;
      if (!sameKey(url.query.get('key'), key)) {
        res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'forbidden' }));
        return true;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      const write = (view: CustomerDisplayView) => {
        if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(view)}\n\n`);
      };
      write(source.feed.view());
      const unsubscribe = source.feed.subscribe(write);
      const heartbeat = setInterval(() => {
        if (!res.writableEnded && !res.destroyed) res.write(': keep-alive\n\n');
      }, 25_000);
      streams.add(res);
      req.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
      });
      return true;
    },
    listening(baseUrl) {
      const address = new URL(DISPLAY_PAGE_PATH, baseUrl).href;
      source.useHost({ screens: () => [], open: () => undefined, close: () => undefined, isOpen: () => false, address: () => address });
    },
    close() {
      for (const stream of streams) stream.end();
    },
  };
}
