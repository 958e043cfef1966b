/** What a route handler gets: the request, parsed, and the store it runs against. */
import type { IncomingHttpHeaders } from 'node:http';
import { forbidden, unauthorized } from './api-error.js';
import type { DemoDb } from '../db/database.js';
import type { StoreRow } from '../db/rows.js';
import type { Reply } from './http-io.js';
import type { SerializeContext } from '../jsonapi/jsonapi.js';
import { BEARER_MESSAGES, type BearerResult, type Principal } from '../auth/oauth.js';
import type { Params } from './params.js';
import type { PathParams } from './router.js';
import type { Access, Scope } from '../auth/scopes.js';
import type { SignedTill } from '../keys/request-signatures.js';

export interface RequestContext {
  db: DemoDb;
  method: string;
  url: URL;
  /** `http://host:port` as the client addressed us. */
  origin: string;
  headers: IncomingHttpHeaders;
  /** Query and body parameters, merged (body wins). */
  params: Params;
  pathParams: PathParams;
  bearer: BearerResult;
  /** The till a verified request signature (RFC 9421) authenticated, or null for an unsigned request. */
  till: SignedTill | null;
  store: StoreRow;
  /** The request currency (a supported one, else the store default). */
  currency: string;
  serialize: SerializeContext;
  log: (line: string) => void;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

/** The signed-in user's id, or null for a guest (tokens without a user count as guests). */
export function currentUserId(ctx: RequestContext): number | null {
  return ctx.bearer.kind === 'valid' ? ctx.bearer.principal.userId : null;
}

/** Account endpoints: a user's bearer token is required, else 403. */
export function requireUser(ctx: RequestContext): number {
  const userId = currentUserId(ctx);
  if (userId === null) throw forbidden();
  return userId;
}

/** Platform endpoints: a valid token with the `admin` scope (401 without one, 403 with another scope). */
export function requireAdmin(ctx: RequestContext): Principal {
  const bearer = ctx.bearer;
  if (bearer.kind === 'none') throw unauthorized('A bearer token with the admin scope is required');
  if (bearer.kind !== 'valid') throw unauthorized(BEARER_MESSAGES[bearer.kind]);
  if (!bearer.principal.scopes.has('admin')) throw forbidden();
  return bearer.principal;
}

/** True when the request carries a valid token with `scope`. */
function hasScope(ctx: RequestContext, scope: Scope): boolean {
  return ctx.bearer.kind === 'valid' && ctx.bearer.principal.scopes.has(scope);
}

/**
 * The check every operation goes through before its handler, with the access its route declares
 * (scopes.ts): `always` needs a token with the scope (for `admin`: 401 without a good token, 403
 * with another scope); `user` needs the scope when the request acts as a signed-in user (403
 * without). Guests with an order token and tokens without a user (client credentials) are not
 * held to user scopes.
 */
export function enforceAccess(ctx: RequestContext, access: Access): void {
  if (access.kind === 'public') return;
  if (access.kind === 'always') {
    if (access.scope === 'admin') requireAdmin(ctx);
    else if (!hasScope(ctx, access.scope)) throw forbidden();
    return;
  }
  if (currentUserId(ctx) !== null && !hasScope(ctx, access.scope)) throw forbidden();
}
