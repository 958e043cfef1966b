/**
 * The OAuth scopes of the demo store and which operation needs which:
 * - `read`: a signed-in user's reads of their own account, address book, cards, orders, wishlist and cart;
 * - `write`: a signed-in user's changes: account updates, addresses, cards, wishlist, cart and checkout;
 * - `admin`: the whole Platform API.
 * Catalog, store and content reads, sign-up, order status by order token and guest carts need no scope.
 */
export const SCOPES = ['read', 'write', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

/** What a token gets when the request names no scope: a customer's everyday access. */
export const DEFAULT_USER_SCOPE = 'read write';

/** Roles the store marks as administrators: the only users who may ever hold `admin`. */
const ADMIN_ROLES: ReadonlySet<string> = new Set(['staff']);

/** Who asks for a user's token, as far as the grant rules care. */
export type TokenRequester =
  /** No client was presented (a bare password grant, or a refresh without client authentication). */
  | { kind: 'none' }
  /** A public client: it has no secret, so it proves nothing about where it runs. */
  | { kind: 'public'; scopes: readonly string[] }
  /** A confidential client that authenticates with its secret (kept server-side). */
  | { kind: 'confidential'; scopes: readonly string[] };

/**
 * The scopes a user may be granted: `read` and `write` for anyone; `admin` only for a user the
 * store marks as admin and only through a confidential client registered for `admin` (a password
 * alone, or a public client, never yields it). A client narrows the grant to its own scopes.
 */
export function userGrantScopes(role: string, requester: TokenRequester): Scope[] {
  const scopes: Scope[] = ['read', 'write'];
  if (ADMIN_ROLES.has(role) && requester.kind === 'confidential') scopes.push('admin');
  return requester.kind === 'none' ? scopes : scopes.filter((s) => requester.scopes.includes(s));
}

/** `"read write"`, `"read+write"` or `"read,write"` -> `["read", "write"]` (duplicates dropped). */
export function parseScope(text: string | undefined | null): string[] {
  return [...new Set((text ?? '').split(/[\s,+]+/).filter(Boolean))];
}

/**
 * The scope to grant: the requested scopes when every one is allowed (null when one is not), or
 * `fallback` when none were requested.
 */
export function grantScope(requested: string | undefined, allowed: readonly string[], fallback: string): string | null {
  const wanted = parseScope(requested);
  if (wanted.length === 0) return fallback;
  if (wanted.some((s) => !allowed.includes(s))) return null;
  return wanted.join(' ');
}

/**
 * What a route needs from the caller's token, declared with the route where it is routed
 * (routes/*.ts), so it is a property of the matched route and never of how its path was spelled.
 * - `public`: no scope (a token that is presented must still be good);
 * - `user`: the scope is needed only when the request acts as a signed-in user (a guest with an
 *   order token and client-credentials tokens need none);
 * - `always`: any token must carry it, and a token is required.
 */
export type Access = { kind: 'public' } | { kind: 'user'; scope: Scope } | { kind: 'always'; scope: Scope };

/** Which access a route of an area gets for its method. */
export type AccessRule = (method: string) => Access;

/** Catalog, store, content, order status, sign-up, OAuth, discovery and service routes. */
export const PUBLIC: AccessRule = () => ({ kind: 'public' });

/** A signed-in user's own data (account, addresses, cards, wishlists, cart, checkout): `read` to read, `write` to change. */
export const OWN_DATA: AccessRule = (method) => ({ kind: 'user', scope: method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : 'write' });

/** The Platform API. */
export const ADMIN: AccessRule = () => ({ kind: 'always', scope: 'admin' });
