/**
 * A store's UCP discovery document ({agentic_url}/.well-known/ucp), read before it is believed:
 * its shape (the `ucp` profile with its version and services, and `signing_keys`), every signing
 * key (./ucp-signing-keys), and the MCP endpoint it names. That endpoint must be on the agentic
 * URL's own origin, or https: the app sends no MCP request over plain http to another address
 * the document names (anyone on the way could answer in the store's name). Where anything fails,
 * the document is refused with the reason in words.
 */
import { z } from 'zod';
import { checkSigningKeys } from './ucp-signing-keys.js';

/** Where the interface puts the document, under the agentic URL. */
const UCP_DOCUMENT_PATH = '/.well-known/ucp';

/** The service a store sells through; its MCP transport is preferred over any other service's. */
const SHOPPING_SERVICE = 'dev.ucp.shopping';

const ucpService = z.looseObject({
  transport: z.string(),
  endpoint: z.string().optional(),
});

const ucpDocument = z.looseObject({
  ucp: z.looseObject({
    version: z.string().min(1),
    services: z.record(z.string(), z.array(ucpService)),
  }),
  signing_keys: z.unknown(),
});

export type UcpDocumentCheck = { ok: true; kids: string[]; mcpEndpoint: string | null } | { ok: false; reason: string };

/** The document's address for an agentic URL. */
export function ucpDocumentUrl(agenticUrl: string): string {
  return `${agenticUrl.replace(/\/+$/, '')}${UCP_DOCUMENT_PATH}`;
}

/** Where a shape problem is, in the document's own member names (e.g. "ucp.services"). */
function shapeProblem(error: z.ZodError, body: unknown): string {
  const where = error.issues[0]?.path ?? [];
  if (where.length === 0) return 'it is not a JSON object';
  let value: unknown = body;
  for (const key of where) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
  const name = where.join('.');
  return value === undefined ? `it has no ${name}` : `its ${name} is not what UCP lists`;
}

/** The first MCP endpoint the services name, the shopping service's first. */
function namedMcpEndpoint(services: Record<string, z.infer<typeof ucpService>[]>): string | null | undefined {
  const names = [SHOPPING_SERVICE, ...Object.keys(services).filter((name) => name !== SHOPPING_SERVICE)];
  for (const name of names) {
    const mcp = services[name]?.find((service) => service.transport === 'mcp');
    if (mcp) return mcp.endpoint ?? null;
  }
  return undefined;
}

/** The reason an MCP endpoint may not be used, or null when it may. */
export function mcpEndpointProblem(endpoint: string, agenticUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `its MCP endpoint ${JSON.stringify(endpoint.slice(0, 200))} is not an absolute address`;
  }
  const where = `${url.origin}${url.pathname}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `its MCP endpoint ${where} is neither https nor http`;
  if (url.username || url.password) return 'its MCP endpoint carries a user name or password';
  if (url.origin === new URL(agenticUrl).origin || url.protocol === 'https:') return null;
  return `its MCP endpoint ${where} is on another address over plain http (only https, or the agentic URL's own origin, is used)`;
}

/** Checks a parsed document for the store at `agenticUrl`. */
export async function checkUcpDocument(body: unknown, agenticUrl: string): Promise<UcpDocumentCheck> {
  const parsed = ucpDocument.safeParse(body);
  if (!parsed.success) return { ok: false, reason: shapeProblem(parsed.error, body) };
  const keys = await checkSigningKeys(parsed.data.signing_keys);
  if (!keys.ok) return keys;
  const endpoint = namedMcpEndpoint(parsed.data.ucp.services);
  if (endpoint === null) return { ok: false, reason: 'its MCP service names no endpoint' };
  if (endpoint !== undefined) {
    const problem = mcpEndpointProblem(endpoint, agenticUrl);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, kids: keys.keys.map((key) => key.kid), mcpEndpoint: endpoint ?? null };
}
