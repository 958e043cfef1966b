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

export interface ScopeRule {
  scope: Scope;
  /**
   * `user`: needed only when the request acts as a signed-in user (a guest with an order token
   * needs none). `always`: any token must carry it.
   */
  applies: 'user' | 'always';
}

const STOREFRONT = '/api/v2/storefront';
const PLATFORM = '/api/v2/platform';
/** Storefront areas where a signed-in user acts on their own data. */
const USER_AREAS = ['/account', '/wishlist', '/wishlists', '/cart', '/checkout'];

/** The scope an operation needs, or null when it needs none. */
export function requiredScope(method: string, pathname: string): ScopeRule | null {
  const upper = method.toUpperCase();
  // Payment processors post their events here with their own signatures, not with a token.
  if (/^\/api\/v2\/platform\/payment_gateways\/[^/]+\/webhook$/.test(pathname)) return null;
  if (pathname === PLATFORM || pathname.startsWith(`${PLATFORM}/`)) return { scope: 'admin', applies: 'always' };
  if (!pathname.startsWith(`${STOREFRONT}/`)) return null;
  const rest = pathname.slice(STOREFRONT.length);
  if (!USER_AREAS.some((area) => rest === area || rest.startsWith(`${area}/`))) return null;
  // Sign-up is open to anyone.
  if (rest === '/account' && upper === 'POST') return null;
  const reading = upper === 'GET' || upper === 'HEAD';
  return { scope: reading ? 'read' : 'write', applies: 'user' };
}
