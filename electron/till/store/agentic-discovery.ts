/**
 * Reads the store's agentic discovery document ({agentic_url}/.well-known/ucp) once per run and
 * says what live prices may use: the MCP endpoint a verified document names, the interface's
 * {agentic_url}/mcp where the store publishes no document (404), or nothing (polling) where the
 * document is refused or cannot be read. The read keeps the store client's rules for the wire:
 * no redirect is followed, and it has the client's timeout. A document the store could not serve
 * (no answer, a server error) is read again the next time it is asked for; any other outcome
 * holds for the run.
 */
import type { AgenticDocumentStatus } from '../../../shared/bridge/bridge.js';
import { checkUcpDocument, ucpDocumentUrl } from '../../../shared/agentic/ucp-document.js';
import { readCappedBody } from '../../../shared/storefront/capped-body.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { isRedirect, NO_REDIRECTS, redirectTarget } from '../../../shared/storefront/redirects.js';

/** A document larger than this is not read. */
const MAX_DOCUMENT_BYTES = 64 * 1024;

export interface AgenticDiscoveryOptions {
  /** The store's agentic URL; null: no document, live prices by polling. */
  agenticUrl: string | null;
  fetch: FetchLike;
  /** The read's timeout on the wire (default 15000 ms). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface AgenticDiscovery {
  /** What the document says (read at the first call, and again after a failed read). */
  status(): Promise<AgenticDocumentStatus>;
  /** The MCP endpoint live prices subscribe at, or null (polling), with the reason logged. */
  mcpEndpoint(): Promise<string | null>;
  /** The store changed its keys (the demo store was reset): read the document again next time. */
  forget(): void;
}

/** The MCP endpoint a discovery outcome allows. */
export function mcpEndpointOf(status: AgenticDocumentStatus): string | null {
  return status.state === 'verified' || status.state === 'absent' ? status.mcpEndpoint : null;
}

/** A status that is not the store's last word for this run. */
const readAgain = (status: AgenticDocumentStatus) => status.state === 'unreadable';

async function readDocument(agenticUrl: string, fetchImpl: FetchLike, timeoutMs: number): Promise<AgenticDocumentStatus> {
  const documentUrl = ucpDocumentUrl(agenticUrl);
  const refused = (reason: string): AgenticDocumentStatus => ({ state: 'refused', documentUrl, reason });
  const unreadable = (reason: string): AgenticDocumentStatus => ({ state: 'unreadable', documentUrl, reason });
  let res: Response;
  try {
    res = await fetchImpl(documentUrl, { ...NO_REDIRECTS, headers: { Accept: 'application/json' }, priority: 'sync', timeoutMs });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return unreadable(timedOut ? `the store did not answer within ${timeoutMs / 1000} s` : 'the store could not be reached');
  }
  if (isRedirect(res.status)) {
    await res.body?.cancel().catch(() => undefined);
    const target = redirectTarget(res.headers.get('location'), documentUrl);
    return refused(`the store sent it on to ${target ?? 'another address'}, and redirects are not followed`);
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel().catch(() => undefined);
    return { state: 'absent', documentUrl, mcpEndpoint: `${agenticUrl.replace(/\/+$/, '')}/mcp` };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return unreadable(`the store answered ${res.status}`);
  }
  // Read no further than the size the app reads: a store could send far more within the timeout.
  const read = await readCappedBody(res, MAX_DOCUMENT_BYTES);
  if (read.kind === 'broken') return unreadable('its answer broke off');
  if (read.kind === 'too_large') return refused(`it is larger than ${MAX_DOCUMENT_BYTES / 1024} KB`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return refused('it is not JSON');
  }
  // Whatever a document holds, it is refused in words, never a failure of the read.
  const check = await checkUcpDocument(body, agenticUrl).catch(() => ({ ok: false as const, reason: 'the app could not check it' }));
  if (!check.ok) return refused(check.reason);
  return { state: 'verified', documentUrl, signingKeys: check.kids, mcpEndpoint: check.mcpEndpoint };
}

/** The status in a line of the log. */
function described(status: AgenticDocumentStatus): string {
  switch (status.state) {
    case 'none':
      return 'no agentic URL; polling';
    case 'verified':
      return `verified ${status.signingKeys.length} signing key(s); ${status.mcpEndpoint ? `MCP at ${status.mcpEndpoint}` : 'it names no MCP endpoint; polling'}`;
    case 'absent':
      return `${status.documentUrl} is not published; MCP at ${status.mcpEndpoint}`;
    case 'refused':
      return `${status.documentUrl} refused: ${status.reason}; polling`;
    case 'unreadable':
      return `${status.documentUrl} could not be read: ${status.reason}; polling`;
  }
}

export function createAgenticDiscovery(options: AgenticDiscoveryOptions): AgenticDiscovery {
  const log = options.log ?? (() => {});
  let reading: Promise<AgenticDocumentStatus> | null = null;
  const status = (): Promise<AgenticDocumentStatus> => {
    if (options.agenticUrl === null) return Promise.resolve({ state: 'none' });
    const agenticUrl = options.agenticUrl;
    reading ??= readDocument(agenticUrl, options.fetch, options.timeoutMs ?? 15_000).then((found) => {
      if (readAgain(found)) reading = null;
      log(`agentic document: ${described(found)}`);
      return found;
    });
    return reading;
  };
  return {
    status,
    mcpEndpoint: async () => mcpEndpointOf(await status()),
    forget: () => {
      reading = null;
    },
  };
}
