/**
 * The MCP endpoint at `/mcp` (JSON-RPC 2.0 over streamable HTTP, see mcp-sessions.ts). Like the
 * rest of the demo store it is for this machine only: the Host must name the loopback interface
 * and an Origin, when a browser sends one, must be a loopback origin (403 otherwise), which keeps
 * web pages elsewhere from reaching it through DNS rebinding.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpSessions } from '../mcp-sessions.js';

export const MCP_ENDPOINT_PATH = '/mcp';

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackRequest(req: IncomingMessage): boolean {
  const host = req.headers.host;
  if (typeof host !== 'string' || !LOOPBACK_HOST.test(host)) return false;
  const origin = req.headers.origin;
  return origin === undefined || LOOPBACK_ORIGIN.test(origin);
}

/** Answers a request to /mcp; resolves with the status sent. */
export async function handleMcpRequest(sessions: McpSessions, req: IncomingMessage, res: ServerResponse, origin: string): Promise<number> {
  if (!isLoopbackRequest(req)) {
    const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Forbidden: the MCP endpoint answers loopback hosts and origins only' }, id: null });
    res.writeHead(403, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
    return 403;
  }
  return sessions.handle(req, res, origin);
}
