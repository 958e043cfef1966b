/**
 * Discovery documents under /.well-known/, each describing this server as it runs (addresses
 * come from the origin the client used):
 * - oauth-authorization-server (RFC 8414) and oauth-protected-resource (RFC 9728);
 * - api-catalog (RFC 9727): the three APIs with their OpenAPI documents, docs and status;
 * - agent-card.json (A2A agent card) and mcp/server-card.json (MCP server card): the agent
 *   interface is MCP over streamable HTTP at /mcp on this origin;
 * - ucp: the UCP profile with the store's ES256 `signing_keys`;
 * - http-message-signatures-directory: the Ed25519 keys of RFC 9421 signatures, the answer
 *   itself signed with each key.
 */
import { authorizationServerMetadata, protectedResourceMetadata } from '../auth/oauth.js';
import type { Handler, RequestContext } from './request-context.js';
import { routesWith, type EndpointRouter } from './endpoints.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from './route-declaration.js';
import { PUBLIC, SCOPES } from '../auth/scopes.js';
import { publishedKeys, signDirectoryResponse } from '../keys/signing-keys.js';

const MCP_PATH = '/mcp';
/** The MCP protocol revision the store's MCP endpoint speaks. */
const MCP_PROTOCOL_VERSION = '2025-06-18';
const UCP_VERSION = '2026-01-23';
const SERVICE_VERSION = '2.0.0';

const json = (body: unknown, contentType = 'application/json', headers: Record<string, string> = {}) => ({
  status: 200,
  body,
  contentType,
  headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*', ...headers },
});

function apiCatalog(origin: string): Record<string, unknown> {
  const api = (anchor: string, spec: string, title: string) => ({
    anchor: `${origin}${anchor}`,
    'service-desc': [{ href: `${origin}/api/openapi/${spec}`, type: 'application/yaml', title }],
    'service-doc': [{ href: `${origin}/docs/errors`, type: 'text/markdown', title: 'Errors and status codes' }],
    status: [{ href: `${origin}/status`, type: 'application/json' }],
  });
  return {
    linkset: [
      api('/api/v2/storefront', 'storefront.yaml', 'Storefront API'),
      api('/api/v2/platform', 'platform.yaml', 'Platform API'),
      api('/shop_oauth', 'oauth.yml', 'OAuth 2.0'),
      {
        anchor: `${origin}${MCP_PATH}`,
        'service-meta': [{ href: `${origin}/.well-known/mcp/server-card.json`, type: 'application/json', title: 'MCP server card' }],
        status: [{ href: `${origin}/status`, type: 'application/json' }],
      },
    ],
  };
}

function oauthScheme(origin: string) {
  return {
    type: 'oauth2',
    description: 'OAuth 2.0: authorization code with PKCE S256 for people, client credentials (admin) for servers.',
    flows: {
      authorizationCode: {
        authorizationUrl: `${origin}/shop_oauth/authorize`,
        tokenUrl: `${origin}/shop_oauth/token`,
        refreshUrl: `${origin}/shop_oauth/token`,
        scopes: { read: 'Read your own account, orders and cart', write: 'Change your account, cart and checkout' },
      },
      clientCredentials: { tokenUrl: `${origin}/shop_oauth/token`, scopes: { admin: 'The Platform API' } },
    },
    oauth2MetadataUrl: `${origin}/.well-known/oauth-authorization-server`,
  };
}

function agentCard(origin: string, storeName: string): Record<string, unknown> {
  return {
    protocolVersion: '0.3.0',
    name: `${storeName} store agent`,
    description:
      `The catalog of ${storeName} for agents: product search and product resources whose price, stock and ` +
      `content changes are notified, over MCP (JSON-RPC 2.0 on streamable HTTP) at ${MCP_PATH}. Carts, checkout and ` +
      'orders are the REST API under /api/v2/storefront, not this endpoint.',
    url: `${origin}${MCP_PATH}`,
    preferredTransport: 'JSONRPC',
    provider: { organization: storeName, url: origin },
    version: SERVICE_VERSION,
    documentationUrl: `${origin}/api/openapi/storefront.yaml`,
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    securitySchemes: { shop_oauth: oauthScheme(origin) },
    security: [{ shop_oauth: ['read', 'write'] }],
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: [
      {
        id: 'catalog',
        name: 'Browse the catalog',
        description: 'Find products by name, category, price, stock and options.',
        tags: ['catalog', 'search', 'products'],
      },
      {
        id: 'product-updates',
        name: 'Product updates',
        description: 'Subscribe to a product to hear of price and stock changes.',
        tags: ['notifications', 'prices', 'stock'],
      },
    ],
    supportsAuthenticatedExtendedCard: false,
  };
}

function mcpServerCard(origin: string, storeName: string): Record<string, unknown> {
  return {
    version: '1.0',
    protocolVersion: MCP_PROTOCOL_VERSION,
    serverInfo: { name: 'demo-store', title: `${storeName} (demo store)`, version: SERVICE_VERSION },
    description: `The catalog, carts, checkout and orders of ${storeName}; product resources can be subscribed to ` + 'for notifications/resources/updated.',
    transport: { type: 'streamable-http', endpoint: MCP_PATH, url: `${origin}${MCP_PATH}` },
    capabilities: { resources: { subscribe: true, listChanged: false } },
    authentication: {
      required: false,
      schemes: ['oauth2'],
      authorizationServer: origin,
      protectedResourceMetadata: `${origin}/.well-known/oauth-protected-resource`,
      scopes: [...SCOPES],
    },
    documentationUrl: `${origin}/api/openapi/storefront.yaml`,
  };
}

function ucpProfile(ctx: RequestContext): Record<string, unknown> {
  const origin = ctx.origin;
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [{ version: UCP_VERSION, spec: 'https://ucp.dev/specification/overview', transport: 'mcp', endpoint: `${origin}${MCP_PATH}` }],
      },
      capabilities: {},
    },
    signing_keys: publishedKeys(ctx.db, 'ucp').map(({ kid, kty, crv, x, y, alg, use }) => ({ kid, kty, crv, x, y, alg, use })),
  };
}

/** A discovery document: a GET under /.well-known answering one JSON document. */
function discovery(path: string, operationId: string, summary: string, handle: Handler, media = 'application/json'): DeclaredRoute {
  return declareRoute({
    method: 'get',
    path,
    operationId,
    summary,
    answers: { 200: { description: summary, content: { [media]: { schema: z.looseObject({}) } } } },
    handle,
  });
}

const WELL_KNOWN_ROUTES: readonly DeclaredRoute[] = [
  discovery('/oauth-authorization-server', 'authorizationServerMetadata', "The OAuth authorization server's metadata (RFC 8414).", (ctx) =>
    json(authorizationServerMetadata(ctx.origin)),
  ),
  discovery('/oauth-protected-resource', 'protectedResourceMetadata', "The protected resource's metadata (RFC 9728).", (ctx) =>
    json(protectedResourceMetadata(ctx.origin, ctx.store.name)),
  ),
  discovery(
    '/api-catalog',
    'apiCatalog',
    "The store's APIs and their descriptions (RFC 9727).",
    (ctx) =>
      json(apiCatalog(ctx.origin), 'application/linkset+json', {
        Link: `<${ctx.origin}/.well-known/api-catalog>; rel="api-catalog"`,
      }),
    'application/linkset+json',
  ),
  discovery('/agent-card.json', 'agentCard', "The store's agent card.", (ctx) => json(agentCard(ctx.origin, ctx.store.name))),
  discovery('/mcp/server-card.json', 'mcpServerCard', "The MCP server's card.", (ctx) => json(mcpServerCard(ctx.origin, ctx.store.name))),
  discovery('/ucp', 'ucpProfile', "The store's UCP profile, with its signing keys.", (ctx) => json(ucpProfile(ctx))),
  discovery(
    '/http-message-signatures-directory',
    'signaturesDirectory',
    'The keys the store signs its answers with (HTTP Message Signatures).',
    (ctx) =>
      json({ keys: publishedKeys(ctx.db, 'http-message-signatures') }, 'application/http-message-signatures-directory+json', {
        ...signDirectoryResponse(ctx.db, ctx.url.host),
        'Cache-Control': 'public, max-age=300',
      }),
    'application/http-message-signatures-directory+json',
  ),
];

export function registerWellKnownRoutes(endpoints: EndpointRouter): void {
  const router = routesWith(endpoints, PUBLIC, '/.well-known');
  for (const route of WELL_KNOWN_ROUTES) router.route(route);
}
