/**
 * Redirects from a store are never followed. Fetch would repeat the request, its order-token
 * header and its body (a password, a client secret, a refresh token, a code) included, at
 * whatever address the answer names. The Storefront interface and its OAuth server answer
 * without redirects, so the store client, the Platform client and the OAuth client send every
 * request with `redirect: 'manual'`, and a redirect answer becomes an error saying where it
 * pointed, for the cashier to check the store's address. The app's transport to the store
 * sends everything so (`withoutRedirects`), whoever asks.
 */
import type { FetchLike } from './types/client-types.js';
import { StorefrontError } from './errors.js';

/** The fetch option that keeps a request where it was sent. */
export const NO_REDIRECTS = { redirect: 'manual' } as const;

/**
 * The app's transport to a store, made to follow no redirect whatever a request asked: every
 * request goes out with `redirect: 'manual'`, and a redirect answer comes back to its caller as
 * it is. Callers that never ask (a picture, the service status, the MCP SDK) are covered too.
 */
export function withoutRedirects(fetchImpl: FetchLike): FetchLike {
  return (input, init = {}) => fetchImpl(input, { ...init, ...NO_REDIRECTS });
}

/** Is this answer a redirect (one that fetch would have followed)? */
export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

/** Where a redirect answer pointed, without query, fragment or user info; null when it named nothing usable. */
export function redirectTarget(location: string | null, requestUrl: string): string | null {
  if (!location) return null;
  try {
    const target = new URL(location, requestUrl);
    return `${target.origin}${target.pathname}`;
  } catch {
    return null;
  }
}

/**
 * Where a redirect answer may be followed to when only the store's own origin is allowed: the
 * absolute address it names when that has exactly `origin` (scheme, host and port) and no user
 * info; null for any other place, or when it names none.
 */
export function sameOriginTarget(location: string | null, requestUrl: string, origin: string): string | null {
  if (!location) return null;
  try {
    const target = new URL(location, requestUrl);
    if (target.origin !== origin || target.username || target.password) return null;
    return target.toString();
  } catch {
    return null;
  }
}

/** The error for a redirect answer to `requestUrl`; `what` says what was kept back ("this sign-in"). */
function redirectRefused(response: Response, requestUrl: string, what: string): StorefrontError {
  const from = (() => {
    try {
      return new URL(requestUrl).host;
    } catch {
      return 'the store';
    }
  })();
  const target = redirectTarget(response.headers.get('location'), requestUrl);
  return new StorefrontError({
    kind: 'redirected',
    status: response.status,
    message:
      `The store at ${from} sent ${what} on to ${target ?? 'another address (it did not say which)'}. ` +
      'The app does not follow it, so no token or password went there. Check the store address in Settings.',
  });
}

/** Refuses a redirect answer: its body is let go and the error says where it pointed. Any other answer passes. */
export async function refuseRedirect(response: Response, requestUrl: string, what: string): Promise<void> {
  if (!isRedirect(response.status)) return;
  await response.body?.cancel().catch(() => undefined);
  throw redirectRefused(response, requestUrl, what);
}
