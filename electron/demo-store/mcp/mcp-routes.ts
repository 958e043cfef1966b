/**
 * The MCP endpoint at `/mcp` (JSON-RPC 2.0 over streamable HTTP, see mcp-sessions.ts). Like the
 * rest of the demo store it answers only the hosts the store is served as (the server checks the
 * Host before anything, allowed-hosts.ts), and an Origin, when a browser sends one, must be a
 * loopback origin or one of those hosts (403 otherwise), which keeps web pages elsewhere from
 * reaching it through DNS rebinding or from another site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostAllowList } from '../http/allowed-hosts.js';
import type { BodyCheck, McpSessions } from './mcp-sessions.js';

export const MCP_ENDPOINT_PATH = '/mcp';

const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
const HTTP_ORIGIN = /^https?:\/\/([^/?#]+)$/i;

/** True when a browser's Origin (absent for other clients) may use the endpoint. */
function isAllowedOrigin(origin: string | undefined, hosts: HostAllowList): boolean {
  if (origin === undefined || LOOPBACK_ORIGIN.test(origin)) return true;
  const authority = HTTP_ORIGIN.exec(origin)?.[1];
  return authority !== undefined && hosts.allows(authority);
}

/** The JSON-RPC error answer of the endpoint; resolves with the status sent. */
export function mcpRefusal(res: ServerResponse, status: number, message: string): number {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
  return status;
}

/** Answers a request to /mcp whose Host is allowed; resolves with the status sent. */
export async function handleMcpRequest(
  sessions: McpSessions,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  hosts: HostAllowList,
  checkBody?: BodyCheck,
): Promise<number> {
  if (!isAllowedOrigin(req.headers.origin, hosts)) {
    return mcpRefusal(res, 403, "Forbidden: the MCP endpoint answers loopback origins and the store's own hosts only");
  }
  return sessions.handle(req, res, origin, checkBody);
}
