/**
 * MCP sessions over streamable HTTP (the official SDK's transport, JSON answers to POSTs, a GET
 * stream per session for notifications). An `initialize` POST without a session id opens a
 * session and answers its id in `Mcp-Session-Id`; every later request carries it. Opening a
 * session needs no credential, so anyone may ask for many: at most `maxSessionsPerAddress` live
 * per client address and `maxSessions` in all. To open one more, the least recently used idle
 * session (no notification stream open) is closed, of that address first; a session in use (its
 * stream open, as the till's is) is never closed for a newcomer, who is refused with 503 when
 * every session is in use. A session idle (no stream open) for `idleMinutes` is closed. Product changes told to the store's event bus become
 * `notifications/resources/updated` to the sessions subscribed to that product.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { productById } from '../catalog/catalog.js';
import type { DemoDb } from '../db/database.js';
import type { StoreRow } from '../db/rows.js';
import { storeEvents } from '../process/events.js';
import { createStoreMcpServer, productUri, type McpSessionState } from './mcp-server.js';
import { productIdsOfOrder } from '../catalog/platform-catalog.js';

const MAX_MCP_BODY_BYTES = 1024 * 1024;

export interface McpSessionOptions {
  maxSessions?: number;
  maxSessionsPerAddress?: number;
  idleMinutes?: number;
  log?: (line: string) => void;
}

interface Session extends McpSessionState {
  id: string;
  server: McpServer;
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
  /** The client address that opened it. */
  address: string;
  /** Notification (GET) streams open now: a session with one is in use. */
  streams: number;
}

export interface McpSessions {
  /**
   * Answers one HTTP request to the MCP endpoint; resolves with the status sent. `checkBody`, for
   * a signed request, says why its body is refused (null when it is not).
   */
  handle(req: IncomingMessage, res: ServerResponse, origin: string, checkBody?: BodyCheck): Promise<number>;
  readonly size: number;
  close(): Promise<void>;
}

function rpcError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): number {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
  return status;
}

/** Why a request body is refused (a signed request's Content-Digest: 401, or 429 once it counts against its address), or null. */
export type BodyCheck = (raw: Buffer) => Promise<{ status: number; message: string } | null>;

async function readJsonBody(
  req: IncomingMessage,
  checkBody?: BodyCheck,
): Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_MCP_BODY_BYTES) return { ok: false, status: 413, message: 'Request body too large' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_MCP_BODY_BYTES) return { ok: false, status: 413, message: 'Request body too large' };
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  const refusal = checkBody ? await checkBody(raw) : null;
  if (refusal !== null) return { ok: false, status: refusal.status, message: refusal.message };
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'Parse error: Invalid JSON' };
  }
}

/** The client address of a request (IPv4-mapped IPv6 written as IPv4). */
function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The least recently used of `sessions` without an open stream, if any. */
function leastRecentlyUsedIdle(sessions: Iterable<Session>): Session | undefined {
  let found: Session | undefined;
  for (const session of sessions) {
    if (session.streams === 0 && (!found || session.lastSeen < found.lastSeen)) found = session;
  }
  return found;
}

export function startMcpSessions(db: DemoDb, store: StoreRow, options: McpSessionOptions = {}): McpSessions {
  const maxSessions = options.maxSessions ?? 32;
  const maxPerAddress = options.maxSessionsPerAddress ?? 16;
  const idleMs = (options.idleMinutes ?? 30) * 60_000;
  const log = options.log ?? (() => {});
  const sessions = new Map<string, Session>();

  const closeSession = (session: Session): void => {
    sessions.delete(session.id);
    void session.server.close().catch(() => {});
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      // A session with its notification stream open is in use, however long since its last request.
      for (const session of [...sessions.values()]) if (session.streams === 0 && now - session.lastSeen > idleMs) closeSession(session);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  const notify = (productIds: number[]): void => {
    for (const productId of productIds) {
      const product = productById(db, productId);
      if (!product) continue;
      const uri = productUri(product.slug);
      for (const session of sessions.values()) {
        if (!session.subscriptions.has(uri)) continue;
        session.server.server.sendResourceUpdated({ uri }).catch((error: unknown) => {
          log(`mcp: could not notify session ${session.id}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    }
  };
  const bus = storeEvents(db);
  const unsubscribe = [
    bus.on('product.changed', ({ productId }) => notify([productId])),
    bus.on('order.completed', ({ orderId }) => notify(productIdsOfOrder(db, orderId))),
  ];

  /** Closes idle sessions until `address` may open one more; false when only sessions in use stand in the way. */
  const makeRoom = (address: string): boolean => {
    for (;;) {
      const own = [...sessions.values()].filter((s) => s.address === address);
      const pool = own.length >= maxPerAddress ? own : sessions.size >= maxSessions ? [...sessions.values()] : null;
      if (!pool) return true;
      const idle = leastRecentlyUsedIdle(pool);
      if (!idle) return false;
      log(`mcp: closing session ${idle.id}, the least recently used idle one, to open a new one`);
      closeSession(idle);
    }
  };

  const open = async (req: IncomingMessage, res: ServerResponse, origin: string, body: unknown): Promise<number> => {
    const address = clientAddress(req);
    if (!makeRoom(address)) {
      return rpcError(res, 503, -32000, 'Every MCP session is in use; close one before opening another', { 'Retry-After': '60' });
    }
    const state: McpSessionState = { subscriptions: new Set() };
    const server = createStoreMcpServer(db, store, origin, state);
    let session: Session | undefined;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (id) => {
        session = { id, server, transport, subscriptions: state.subscriptions, lastSeen: Date.now(), address, streams: 0 };
        sessions.set(id, session);
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    transport.onclose = () => {
      if (session) sessions.delete(session.id);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
    if (!session) void server.close().catch(() => {});
    return res.statusCode;
  };

  return {
    get size() {
      return sessions.size;
    },
    async handle(req, res, origin, checkBody) {
      const method = (req.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') {
        return rpcError(res, 405, -32000, 'Method not allowed', { Allow: 'GET, POST, DELETE' });
      }
      const header = req.headers['mcp-session-id'];
      const sessionId = typeof header === 'string' ? header : undefined;
      let body: unknown;
      if (method === 'POST') {
        const read = await readJsonBody(req, checkBody);
        if (!read.ok) return rpcError(res, read.status, read.status === 400 ? -32700 : -32000, read.message);
        body = read.value;
      }
      if (sessionId === undefined) {
        if (method === 'POST' && isInitializeRequest(body)) return open(req, res, origin, body);
        return rpcError(res, 400, -32000, 'Bad Request: No valid session ID provided');
      }
      const session = sessions.get(sessionId);
      if (!session) return rpcError(res, 404, -32001, 'Session not found');
      session.lastSeen = Date.now();
      if (method === 'GET') {
        session.streams++;
        res.once('close', () => {
          session.streams--;
          session.lastSeen = Date.now();
        });
      }
      await session.transport.handleRequest(req, res, body);
      return res.statusCode;
    },
    async close() {
      clearInterval(sweep);
      for (const off of unsubscribe) off();
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((s) => s.server.close().catch(() => {})));
    },
  };
}
