/** Service-level endpoints: /status, the OpenAPI documents, the error documentation page, and placeholder product artwork. */
import { notFound } from './api-error.js';
import { conditionalReply } from './conditional-get.js';
import { COLORS } from '../db/catalog-data.js';
import { servedDocuments } from '../openapi/served-documents.js';
import { routesWith, type EndpointRouter } from './endpoints.js';
import { z } from '../openapi/zod.js';
import { declareRoute } from './route-declaration.js';
import { PUBLIC } from '../auth/scopes.js';
import type { RateLimitPolicy } from './rate-limit.js';

const ERROR_DOCUMENTATION = `# Demo store errors

Every error under /api answers {"error", "code", "message", "documentation"}.

- 400 bad_request: malformed JSON, a missing required parameter, an unknown include.
- 401: a bearer token that is presented but unknown, malformed, expired or revoked (on every route, with
  WWW-Authenticate: Bearer error="invalid_token"); on the Platform API also a missing token. On every route, a
  request signature (RFC 9421) that fails a check: "signature_error" names it (malformed, missing_parameter,
  unsupported_algorithm, missing_component, not_yet_valid, expired, window_too_long, unknown_key,
  bad_signature, content_digest_mismatch, replayed).
- 403 forbidden: no signed-in user on an account endpoint; a user's token without the scope the call needs
  (\`read\` for reads of the account, cart and wishlist, \`write\` for changes and checkout); a token without
  the \`admin\` scope on the Platform API.
- 403 host_not_allowed: the request's Host is not one the store is served as (127.0.0.1, localhost or [::1]
  on its port, or a name its operator added), on every route.
- 404 not_found: unknown or inaccessible cart, order, product, line item or shipment; a path not written in its
  one canonical spelling (an empty, "." or ".." segment, a trailing slash, ";", a percent-encoded letter, digit or slash).
- 413 payload_too_large: a request body over 1 MB.
- 422: validation failed; "errors" maps fields to reasons (nested for addresses).
- 429 rate_limit_exceeded: over the rate limit; wait "retry_after_seconds" (also the Retry-After header).
- 500 internal_server_error: a fault in the demo store itself.

OAuth endpoints under /shop_oauth answer errors as {"error", "error_description"} (RFC 6749):
invalid_request, invalid_grant, invalid_client (401), invalid_scope, unsupported_grant_type; the
authorization endpoint sends errors back to the app's redirect URI once that URI is known to be the app's.
`;

/** When the placeholder artwork was last drawn differently (its Last-Modified). */
const ARTWORK_DRAWN = new Date('2026-01-05T09:00:00Z');

const TEXT_FILE = z.object({ file: z.string() });

export function registerServiceRoutes(endpoints: EndpointRouter, policy: () => RateLimitPolicy | null): void {
  const router = routesWith(endpoints, PUBLIC);
  const documents = servedDocuments(endpoints);
  router.route(
    declareRoute({
      method: 'get',
      path: '/status',
      operationId: 'status',
      summary: 'Whether the store is up, its rate limit and the till a signed request came from.',
      answers: { 200: { description: 'The service status.', content: { 'application/json': { schema: z.looseObject({}) } } } },
      handle: (ctx) => {
        const limit = policy();
        const till = ctx.till;
        return {
          status: 200,
          contentType: 'application/json',
          body: {
            state: 'operational',
            service: 'demo-store',
            api_version: '2.0.0',
            checked_at: new Date().toISOString(),
            rate_limit: limit
              ? {
                  limit: limit.limit,
                  window_seconds: limit.windowSeconds,
                  policy: `${limit.limit};w=${limit.windowSeconds}`,
                  per: 'client_ip',
                  bucket: till ? 'till' : 'client_ip',
                }
              : null,
            till: till ? { id: till.id, name: till.name, key_id: till.keyId } : null,
            incidents: [],
          },
        };
      },
    }),
  );
  router.route(
    declareRoute({
      method: 'get',
      path: '/api/openapi/:file',
      operationId: 'openApiDocument',
      summary: 'An OpenAPI document: storefront.yaml, platform.yaml or oauth.yml.',
      pathParams: TEXT_FILE,
      answers: { 200: { description: 'The document.', content: { 'application/yaml': { schema: z.string() } } }, 404: { description: 'No such document.' } },
      handle: (ctx) => {
        const text = documents(ctx.pathParams.file ?? '');
        if (text === undefined) throw notFound();
        return { status: 200, contentType: 'application/yaml', body: text, headers: { 'Cache-Control': 'public, max-age=300' } };
      },
    }),
  );
  router.route(
    declareRoute({
      method: 'get',
      path: '/docs/errors',
      operationId: 'errorDocumentation',
      summary: 'What each error answer means.',
      answers: { 200: { description: 'The error documentation.', content: { 'text/markdown': { schema: z.string() } } } },
      handle: () => ({ status: 200, contentType: 'text/markdown', body: ERROR_DOCUMENTATION }),
    }),
  );
  router.route(
    declareRoute({
      method: 'get',
      path: '/media/products/:file',
      operationId: 'productArtwork',
      summary: "A product's placeholder picture (SVG), drawn from its name.",
      pathParams: TEXT_FILE,
      answers: {
        200: { description: 'The picture.', content: { 'image/svg+xml': { schema: z.string() } } },
        304: { description: 'Not changed.' },
        404: { description: 'No such picture.' },
      },
      handle: (ctx) => {
        const match = /^([a-z0-9-]+?)(?:--([a-z-]+))?\.svg$/.exec(ctx.pathParams.file ?? '');
        if (!match) return { status: 404, contentType: 'text/plain', body: 'not found' };
        const words = match[1]!.split('-').filter(Boolean);
        const color = COLORS.find((c) => c[0] === match[2])?.[3] ?? '#2c6e91';
        const initials = words
          .slice(0, 2)
          .map((w) => w[0]!.toUpperCase())
          .join('');
        const svg =
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
          `<rect width="400" height="400" fill="${color}"/>` +
          `<text x="200" y="230" font-family="sans-serif" font-size="120" text-anchor="middle" fill="#ffffff" fill-opacity="0.85">${initials}</text></svg>`;
        // The artwork is drawn the same from the name every time: validators a till can revalidate with.
        return conditionalReply(ctx.headers, { body: svg, contentType: 'image/svg+xml', lastModified: ARTWORK_DRAWN, cacheControl: 'public, max-age=86400' });
      },
    }),
  );
}
