/**
 * The OAuth 2.0 server's OpenAPI document (served as /api/openapi/oauth.yml): the authorization
 * endpoint with its sign-in page, the token endpoint with each grant, and revocation. Its paths are
 * generated from the routes declared in routes/oauth.ts and routes/authorize.ts; this is the rest
 * of it, and the answers those routes share.
 */
import type { NamedAnswer } from '../http/route-declaration.js';
import type { DocumentFrame } from './generate.js';
import { z } from './zod.js';

const OAuthError = z
  .object({
    error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'invalid_scope', 'unauthorized_client', 'unsupported_grant_type']),
    error_description: z.string(),
  })
  .openapi('OAuthError');

/** An OAuth error body (RFC 6749 §5.2). */
export const OAUTH_ERROR: NamedAnswer = {
  name: 'OAuthError',
  response: { description: 'An OAuth error.', content: { 'application/json': { schema: OAuthError } } },
};

/** The rate limit's answer, as the OAuth endpoints give it. */
export const OAUTH_TOO_MANY_REQUESTS: NamedAnswer = {
  name: 'TooManyRequests',
  response: {
    description: 'Over the rate limit (60 calls in any 60 seconds per client IP); Retry-After says how long to wait.',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    content: {
      'application/vnd.api+json': {
        schema: z.object({
          error: z.enum(['rate_limit_exceeded']),
          code: z.number().int(),
          message: z.string(),
          documentation: z.string().optional(),
          retry_after_seconds: z.number().int(),
        }),
      },
    },
  },
};

/** Back to the app with a code or an error. */
export const REDIRECT_TO_CLIENT: NamedAnswer = {
  name: 'RedirectToClient',
  response: {
    description: "Back to the app's redirect_uri with code, state and iss, or with error, error_description and state.",
    headers: {
      Location: {
        schema: { type: 'string', format: 'uri', example: 'http://127.0.0.1:53682/callback?code=...&state=...&iss=http%3A%2F%2F127.0.0.1%3A4567' },
      },
    },
  },
};

/** A page of the sign-in that cannot go on. */
export const PROBLEM_PAGE: NamedAnswer = {
  name: 'ProblemPage',
  response: {
    description:
      'A page saying why the sign-in cannot go on (unknown app, redirect URI not registered, a used or foreign form); nothing is ' + 'sent back to the app.',
    content: { 'text/html': { schema: z.string() } },
  },
};

/** A confidential client's HTTP Basic authentication, or none. */
export const CLIENT_AUTHENTICATION: readonly Record<string, readonly string[]>[] = [{}, { clientBasic: [] }];

/** What the OAuth document says besides its routes. */
export const OAUTH_FRAME: DocumentFrame = {
  info: {
    title: 'OAuth 2.0',
    version: '2.0.0',
    description: [
      "The store's authorization server. Metadata: /.well-known/oauth-authorization-server (RFC 8414);\n",
      'protected resource metadata: /.well-known/oauth-protected-resource (RFC 9728).\n',
      '\n',
      'Grants: authorization_code with PKCE (S256 only) for apps that sign people in through the browser,\n',
      'password, refresh_token and client_credentials (the admin scope, for registered server-side clients).\n',
      'Scopes: read (own account, orders, wishlist and cart), write (changes, cart and checkout), admin (the\n',
      'Platform API). admin is granted only to a confidential client that authenticates with its secret:\n',
      'through client_credentials, or through the password grant of a user the store marks as admin when that\n',
      'client is presented with it. A password alone, or with a public client, never yields admin.\n',
      '\n',
      'Access tokens live 7200 seconds. Every token descended from one grant (a password grant, an\n',
      'authorization code, and each refresh after them) belongs to one family. Refresh tokens rotate: each\n',
      'works once, and the new pair replaces it; presenting a spent refresh token again revokes its whole\n',
      'family (RFC 9700). An authorization code works once, within 60 seconds, and a second use revokes the\n',
      'family it started.\n',
      '\n',
      "Public clients (no secret) send client_id only; the POS app's client is storefront-pos, whose redirect\n",
      'URI is http://127.0.0.1/callback on any port (RFC 8252). Confidential clients authenticate with HTTP\n',
      'Basic or client_id and client_secret in the body.\n',
    ].join(''),
  },
  base: '/shop_oauth',
  securitySchemes: {
    clientBasic: { type: 'http', scheme: 'basic', description: 'client_id and client_secret of a confidential client.' },
  },
  schemas: [],
  answers: [],
};
