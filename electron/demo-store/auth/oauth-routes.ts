/** The OAuth endpoints under /shop_oauth: authorize (sign-in page, routes/authorize.ts), token and revoke. */
import { credentialInUrl, REVOKE_BODY_ONLY, revokeEndpoint, TOKEN_BODY_ONLY, tokenEndpoint } from './oauth.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { CLIENT_AUTHENTICATION, OAUTH_ERROR, OAUTH_TOO_MANY_REQUESTS } from '../openapi/oauth.js';
import { z } from '../openapi/zod.js';
import type { RequestContext } from '../http/request-context.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { PUBLIC } from './scopes.js';
import { authorizeRoutes } from './authorize-routes.js';

const OAUTH_BASE = '/shop_oauth';

const TokenRequest = z
  .object({
    grant_type: z.enum(['authorization_code', 'password', 'refresh_token', 'client_credentials']),
    code: z.string().optional(),
    redirect_uri: z.string().optional(),
    code_verifier: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/)
      .optional(),
    username: z.string().optional(),
    password: z.string().openapi({ format: 'password' }).optional(),
    refresh_token: z.string().optional(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
    scope: z.string().openapi({ description: 'Space-separated (read, write, admin).' }).optional(),
  })
  .openapi('TokenRequest', {
    description: [
      'authorization_code: code, redirect_uri (the same as in the authorization request), client_id, code_verifier.\n',
      'password: username (the email), password, optional scope (read write by default); admin only for a staff\n',
      '  account together with a confidential client registered for admin (client_id and client_secret, or HTTP Basic).\n',
      "refresh_token: refresh_token; a confidential client's token only with that client's secret (HTTP Basic or\n",
      "  client_id and client_secret), a public client's with its client_id or none.\n",
      'client_credentials: client_id and client_secret (or HTTP Basic), optional scope.\n',
    ].join(''),
  });

const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.enum(['Bearer']),
    expires_in: z.literal(7200).openapi({ type: 'integer', enum: [7200] }),
    refresh_token: z.string().openapi({ description: 'Not given for client_credentials.' }).optional(),
    scope: z.string().openapi({ example: 'read write' }),
    created_at: z.number().int().openapi({ description: 'Unix seconds.' }),
  })
  .openapi('TokenResponse');

const RevokeRequest = z
  .object({
    token: z.string(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
    token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  })
  .openapi('RevokeRequest');

/** The errors of the token and revoke endpoints: OAuth's, and the rate limit. */
const OAUTH_REFUSALS = { 400: OAUTH_ERROR, 401: OAUTH_ERROR, 429: OAUTH_TOO_MANY_REQUESTS };

/** The token and revoke endpoints take JSON or a form. */
const BODY_MEDIA = ['application/json', 'application/x-www-form-urlencoded'];

/** The Authorization header (client authentication by HTTP Basic), the first when sent twice. */
function authorizationOf(ctx: RequestContext): string | undefined {
  const auth = ctx.headers.authorization;
  return Array.isArray(auth) ? auth[0] : auth;
}

const TOKEN_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'post',
    path: '/token',
    operationId: 'token',
    summary: 'Get tokens',
    description:
      'Errors use the OAuth body {error, error_description}; invalid_client answers 401 with WWW-Authenticate, every other error ' +
      '400. An unknown client id, a wrong client secret and a missing one get the same invalid_client answer, after the same secret check. ' +
      'Credentials (password, client_secret, refresh_token, code, code_verifier) are taken from the body only; one in the query string is ' +
      'refused with 400 invalid_request naming it, and nothing is issued.',
    security: CLIENT_AUTHENTICATION,
    body: { schema: TokenRequest, media: BODY_MEDIA },
    input: 'handler',
    bodyOnly: { names: TOKEN_BODY_ONLY, refuse: credentialInUrl },
    answers: {
      200: {
        description: 'Tokens.',
        headers: { 'Cache-Control': { schema: { type: 'string', enum: ['no-store'] } } },
        content: { 'application/json': { schema: TokenResponse } },
      },
      ...OAUTH_REFUSALS,
    },
    handle: (ctx) => tokenEndpoint(ctx.db, ctx.params, authorizationOf(ctx)),
  }),
  declareRoute({
    method: 'post',
    path: '/revoke',
    operationId: 'revoke',
    summary: 'Revoke an access or refresh token (RFC 7009)',
    description:
      "Ends the token's whole family (every access and refresh token of that sign-in, those from before earlier refreshes " +
      'included). Answers 200 {} whether or not the token was known. The token and client_secret are taken from the body only (400 ' +
      'invalid_request, nothing revoked, when in the query string). A token issued to a confidential client is revoked only by that client ' +
      'with its secret (HTTP Basic, or client_id and client_secret in the body); without it or with a wrong one the answer is 401 ' +
      "invalid_client, and a token of another client is refused with 403 unauthorized_client. A public client's token and one issued " +
      'without a client need no secret. A refusal revokes nothing.',
    security: CLIENT_AUTHENTICATION,
    body: { schema: RevokeRequest, media: BODY_MEDIA },
    input: 'handler',
    bodyOnly: { names: REVOKE_BODY_ONLY, refuse: credentialInUrl },
    answers: {
      200: { description: 'Revoked (or never known).', content: { 'application/json': { schema: z.strictObject({}) } } },
      ...OAUTH_REFUSALS,
      403: OAUTH_ERROR,
    },
    handle: (ctx) => revokeEndpoint(ctx.db, ctx.params, authorizationOf(ctx)),
  }),
];

export function registerOAuthRoutes(endpoints: EndpointRouter): void {
  const router = routesWith(endpoints, PUBLIC, OAUTH_BASE);
  for (const route of [...authorizeRoutes(), ...TOKEN_ROUTES]) router.route(route);
}
