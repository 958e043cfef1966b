/**
 * GET and POST /shop_oauth/authorize: the authorization code grant with PKCE (RFC 6749 §4.1,
 * RFC 7636 S256 only, RFC 8252 loopback redirects). GET checks the request and shows the sign-in
 * page; its POST signs the user in and sends the browser back to the client with `code`, `state`
 * and `iss`. Errors go back to the client only once its redirect URI is known to be its own;
 * before that the browser is shown a page.
 *
 * CSRF: every page carries a one-time form id, kept here with the authorization request it stands
 * for and the hash of a browser-binding cookie (HttpOnly, SameSite=Strict). A POST needs both.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createAuthorizationCode, S256_CHALLENGE_PATTERN } from './authorization-codes.js';
import { problemPage, signInPage } from './authorize-page.js';
import type { OAuthClientRow } from '../db/rows.js';
import type { Reply } from '../http/http-io.js';
import { checkPassword } from './oauth.js';
import { clientScopes, findClient, redirectUriAllowed, tokenRequester } from './oauth-clients.js';
import { bodyOnlyWords } from '../http/body-only-params.js';
import { asString } from '../http/params.js';
import type { RequestContext } from '../http/request-context.js';
import { grantScope, parseScope, userGrantScopes } from './scopes.js';
import { PROBLEM_PAGE, REDIRECT_TO_CLIENT } from '../openapi/oauth.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';

const FORM_LIFETIME_MS = 10 * 60_000;
const MAX_PENDING = 500;
const MAX_ATTEMPTS = 5;
const COOKIE = 'shop_oauth_browser';

interface AuthorizationRequest {
  client: OAuthClientRow;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string;
}

interface PendingForm {
  request: AuthorizationRequest;
  browserHash: string;
  expiresAt: number;
  failedAttempts: number;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What an unknown client id is checked against: a client with no redirect URI. */
const NO_CLIENT: OAuthClientRow = {
  id: 0,
  client_id: '',
  secret_hash: '',
  name: '',
  scopes: '',
  created_at: '',
  redirect_uris: '',
  public_client: 1,
};

function single(value: unknown): string | undefined {
  return Array.isArray(value) ? undefined : asString(value);
}

function readCookie(ctx: RequestContext, name: string): string | null {
  const header = ctx.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Where the browser goes back to the client: the redirect URI with the answer in its query. */
function redirectBack(ctx: RequestContext, redirectUri: string, answer: Record<string, string | undefined>): Reply {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries({ ...answer, iss: ctx.origin })) {
    if (value !== undefined) target.searchParams.set(key, value);
  }
  return { status: 303, headers: { Location: target.toString(), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } };
}

function redirectError(ctx: RequestContext, request: { redirectUri: string; state: string | undefined }, error: string, description: string): Reply {
  return redirectBack(ctx, request.redirectUri, { error, error_description: description, state: request.state });
}

/** The GET's query: what an app sends to start a sign-in. */
const AUTHORIZE_QUERY = z.object({
  response_type: z.enum(['code']),
  client_id: z.string().openapi({ example: 'storefront-pos' }),
  redirect_uri: z.string().openapi({ example: 'http://127.0.0.1:53682/callback' }),
  scope: z
    .string()
    .openapi({ example: 'read write', param: { description: "Space- or plus-separated; the client's own scopes when omitted." } })
    .optional(),
  state: z
    .string()
    .openapi({ param: { description: 'Returned unchanged; the app checks it.' } })
    .optional(),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .openapi({ param: { description: 'BASE64URL(SHA-256(code_verifier)), 43 characters.' } }),
  code_challenge_method: z.enum(['S256']),
});

/** The POST's form: the sign-in page's fields. */
const SUBMIT_BODY = z.object({
  form_id: z.string(),
  email: z.string().optional(),
  password: z.string().openapi({ format: 'password' }).optional(),
  decision: z.enum(['allow', 'deny']).openapi({ default: 'allow' }).optional(),
});

const reply = (answer: Reply): { reply: Reply } => ({ reply: answer });

/**
 * Checks a sign-in request: a page when the client or its redirect URI is not known (nothing goes
 * back to an app then), an error sent back to the app for anything else wrong, else the request.
 */
function checkAuthorizationRequest(ctx: RequestContext): { request: AuthorizationRequest } | { reply: Reply } {
  const p = ctx.params;
  // An unknown client and a redirect URI the client does not have take the same path and get
  // the same page, so the page does not tell which client ids exist.
  const client = findClient(ctx.db, single(p.client_id));
  const redirectUri = single(p.redirect_uri);
  const redirectOk = redirectUriAllowed(client ?? NO_CLIENT, redirectUri ?? '');
  if (!client || !redirectUri || !redirectOk) {
    return reply(
      problemPage(
        ctx.store.name,
        'This sign-in link is not valid',
        'The link names no app registered with this store, or an address to return to (redirect_uri) that is not registered for it. Start the sign-in again from the app.',
      ),
    );
  }
  const state = single(p.state);
  const back = { redirectUri, state };
  if (Array.isArray(p.state) || Array.isArray(p.response_type) || Array.isArray(p.code_challenge) || Array.isArray(p.scope)) {
    return reply(redirectError(ctx, back, 'invalid_request', 'A parameter was sent more than once.'));
  }
  const responseType = single(p.response_type);
  if (!responseType) return reply(redirectError(ctx, back, 'invalid_request', 'Missing required parameter: response_type.'));
  if (responseType !== 'code') return reply(redirectError(ctx, back, 'unsupported_response_type', 'Only response_type=code is supported.'));
  const challenge = single(p.code_challenge);
  if (!challenge) return reply(redirectError(ctx, back, 'invalid_request', 'PKCE is required: send code_challenge and code_challenge_method=S256.'));
  if (single(p.code_challenge_method) !== 'S256') {
    return reply(redirectError(ctx, back, 'invalid_request', 'Only code_challenge_method=S256 is supported.'));
  }
  if (!S256_CHALLENGE_PATTERN.test(challenge)) {
    return reply(redirectError(ctx, back, 'invalid_request', 'The code_challenge must be 43 base64url characters (an S256 hash).'));
  }
  const allowed = clientScopes(client);
  const scope = grantScope(single(p.scope), allowed, client.scopes);
  if (!scope) return reply(redirectError(ctx, back, 'invalid_scope', `This app may ask only for: ${allowed.join(', ')}.`));
  return { request: { client, redirectUri, scope, state, codeChallenge: challenge } };
}

const PAGE = { 'text/html': { schema: z.string() } };

/**
 * The two routes of the sign-in, sharing the forms they have shown (one set per store). They answer
 * bad input themselves, in the protocol's words: a page, or an error sent back to the app.
 */
export function authorizeRoutes(): DeclaredRoute[] {
  const pending = new Map<string, PendingForm>();

  const sweep = (now: number): void => {
    for (const [id, form] of pending) if (form.expiresAt <= now) pending.delete(id);
    while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
  };

  /** A sign-in page with a fresh form id for `request`, bound to this browser's cookie. */
  const showForm = (ctx: RequestContext, request: AuthorizationRequest, more: { email?: string; error?: string; failedAttempts?: number } = {}): Reply => {
    const now = Date.now();
    sweep(now);
    const existing = readCookie(ctx, COOKIE);
    const browser = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomBytes(32).toString('base64url');
    const formId = randomBytes(32).toString('base64url');
    pending.set(formId, { request, browserHash: sha256(browser), expiresAt: now + FORM_LIFETIME_MS, failedAttempts: more.failedAttempts ?? 0 });
    const cookie = `${COOKIE}=${browser}; Path=/shop_oauth/authorize; HttpOnly; SameSite=Strict; Max-Age=${FORM_LIFETIME_MS / 1000}`;
    return signInPage(
      {
        storeName: ctx.store.name,
        clientName: request.client.name,
        scopes: request.scope.split(' '),
        formId,
        email: more.email,
        error: more.error,
        redirectOrigin: new URL(request.redirectUri).origin,
      },
      200,
      { 'Set-Cookie': cookie },
    );
  };

  const start = declareRoute({
    method: 'get',
    path: '/authorize',
    operationId: 'authorize',
    summary: 'Start a sign-in (authorization code with PKCE)',
    description: [
      "Shows the store's sign-in page (HTML). When client_id or redirect_uri is missing, unknown or not\n",
      'registered, one and the same page says the link is not valid (it does not tell which, so it does not\n',
      'tell which client ids exist) and nothing is sent back to the app. Other errors are sent back to\n',
      'redirect_uri as error, error_description and state (invalid_request, unsupported_response_type,\n',
      'invalid_scope, access_denied).\n',
    ].join(''),
    query: AUTHORIZE_QUERY,
    input: 'handler',
    answers: {
      200: {
        description: 'The sign-in page (email and password), with a one-time form id and a browser cookie.',
        headers: { 'Content-Security-Policy': { schema: { type: 'string' } }, 'Set-Cookie': { schema: { type: 'string' } } },
        content: PAGE,
      },
      303: REDIRECT_TO_CLIENT,
      400: PROBLEM_PAGE,
    },
    handle: (ctx) => {
      const checked = checkAuthorizationRequest(ctx);
      return 'reply' in checked ? checked.reply : showForm(ctx, checked.request);
    },
  });

  const submit = declareRoute({
    method: 'post',
    path: '/authorize',
    operationId: 'authorizeSubmit',
    summary: 'Submit the sign-in page',
    description:
      "Needs the page's form_id and the cookie set with it (one use each). A wrong password shows the page again with the " +
      'reason; after five, access_denied is sent back. Cancel sends access_denied back. On success the browser is sent to redirect_uri ' +
      'with code, state and iss. A password in the query string is refused (400).',
    body: {
      schema: SUBMIT_BODY,
      media: ['application/x-www-form-urlencoded'],
    },
    input: 'handler',
    bodyOnly: {
      names: ['password'],
      refuse: (name, store) => problemPage(store.name, 'This sign-in form cannot be used', `${bodyOnlyWords(name)} Start the sign-in again from the app.`),
    },
    answers: {
      200: { description: 'The sign-in page again, with the reason the sign-in failed.', content: PAGE },
      303: REDIRECT_TO_CLIENT,
      400: PROBLEM_PAGE,
      403: PROBLEM_PAGE,
    },
    handle: async (ctx) => {
      const formId = single(ctx.params.form_id) ?? '';
      const form = pending.get(formId);
      const now = Date.now();
      if (!form || form.expiresAt <= now) {
        pending.delete(formId);
        return problemPage(ctx.store.name, 'This sign-in form has expired', 'The form was already used or is too old. Start the sign-in again from the app.');
      }
      const browser = readCookie(ctx, COOKIE) ?? '';
      const expected = Buffer.from(form.browserHash);
      const actual = Buffer.from(sha256(browser));
      if (!browser || !timingSafeEqual(expected, actual)) {
        pending.delete(formId);
        return problemPage(
          ctx.store.name,
          'This sign-in form cannot be used',
          'The form was not opened in this browser, or its cookie was blocked. Start the sign-in again from the app.',
          403,
        );
      }
      // One form, one submission: a new page gets a new form id.
      pending.delete(formId);
      const { request } = form;
      if (single(ctx.params.decision) === 'deny') {
        return redirectError(ctx, request, 'access_denied', 'The user cancelled the sign-in.');
      }
      const email = single(ctx.params.email)?.trim() ?? '';
      const password = single(ctx.params.password) ?? '';
      if (!email || !password) {
        return showForm(ctx, request, { email, error: 'Enter your email and your password.', failedAttempts: form.failedAttempts });
      }
      const user = await checkPassword(ctx.db, email, password);
      if (!user) {
        const failedAttempts = form.failedAttempts + 1;
        if (failedAttempts >= MAX_ATTEMPTS) {
          return redirectError(ctx, request, 'access_denied', 'Too many failed sign-in attempts.');
        }
        return showForm(ctx, request, { email, error: 'The email or password is not right. Try again.', failedAttempts });
      }
      // A confidential client's code is exchanged only with its secret, so the same rule as the
      // password grant holds: admin for an admin user through a confidential client only.
      const userScopes: readonly string[] = userGrantScopes(user.role, tokenRequester(request.client));
      const scope = parseScope(request.scope)
        .filter((s) => userScopes.includes(s))
        .join(' ');
      if (!scope) return redirectError(ctx, request, 'invalid_scope', 'This account may not have the access the app asked for.');
      const code = createAuthorizationCode(
        ctx.db,
        {
          clientId: request.client.id,
          userId: user.id,
          redirectUri: request.redirectUri,
          codeChallenge: request.codeChallenge,
          scope,
        },
        now,
      );
      return redirectBack(ctx, request.redirectUri, { code, state: request.state });
    },
  });
  return [start, submit];
}
