/**
 * MCP sessions left idle are closed after the idle time; a session whose notification stream is
 * open (the till's, waiting for price changes) is in use, however long it goes without a request.
 * Runs the sessions behind a plain HTTP server with an idle time of a fraction of a second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, openDemoDb, type DemoDb } from '../../../../electron/demo-store/db/database.js';
import type { StoreRow } from '../../../../electron/demo-store/db/rows.js';
import { seedIfEmpty } from '../../../../electron/demo-store/db/seed.js';
import { startMcpSessions, type McpSessions } from '../../../../electron/demo-store/mcp/mcp-sessions.js';

const IDLE_MINUTES = 0.003; // 180 ms
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcp-idle-'));
let db: DemoDb;
let sessions: McpSessions;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  db = openDemoDb(dataDir);
  await seedIfEmpty(db);
  const store = get<StoreRow>(db, 'SELECT * FROM stores ORDER BY id LIMIT 1')!;
  sessions = startMcpSessions(db, store, { idleMinutes: IDLE_MINUTES });
  server = http.createServer((req, res) => void sessions.handle(req, res, `http://127.0.0.1:${port}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await sessions.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function request(method: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; sessionId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/mcp', method, headers: { Accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sessionId: res.headers['mcp-session-id'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function initialize(): Promise<string> {
  const opened = await request(
    'POST',
    { 'Content-Type': 'application/json' },
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    },
  );
  expect(opened.status).toBe(200);
  return opened.sessionId!;
}

const ping = async (id: string) =>
  (
    await request(
      'POST',
      { 'Content-Type': 'application/json', 'Mcp-Session-Id': id, 'Mcp-Protocol-Version': '2025-06-18' },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
    )
  ).status;

describe('idle MCP sessions', () => {
  it('are closed after the idle time, while one with its stream open stays', async () => {
    const idle = await initialize();
    const listening = await initialize();
    const stream = await new Promise<http.ClientRequest>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'GET',
          headers: { Accept: 'text/event-stream', 'Mcp-Session-Id': listening, 'Mcp-Protocol-Version': '2025-06-18' },
        },
        (res) => (res.statusCode === 200 ? resolve(req) : reject(new Error(`stream answered ${res.statusCode}`))),
      );
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
      req.end();
    });
    try {
      // Several idle periods pass without a request from either.
      await new Promise((resolve) => setTimeout(resolve, IDLE_MINUTES * 60_000 * 4));
      expect(await ping(idle)).toBe(404);
      expect(await ping(listening)).toBe(200);
    } finally {
      stream.destroy();
    }
  });
});
