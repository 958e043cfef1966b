/**
 * A store's OAuth authorization-server metadata (RFC 8414), read before it is believed: the
 * document must be issued for the store the app is configured for (its `issuer` identical to
 * the store's address, §3.3), and every endpoint it names must be https, or plain http on this
 * computer's loopback only. Otherwise sign-in is refused in words, rather than a password or a
 * token going wherever the document says.
 */
import { isHttpsOrLoopbackUrl } from '../external-urls.js';
import { StorefrontError } from '../storefront/errors.js';

export interface OAuthEndpoints {
  token: string;
  revocation: string;
  authorization: string;
}

/** The metadata members the app uses, and what each carries (for the words of a refusal). */
const MEMBERS: { key: string; endpoint: keyof OAuthEndpoints; carries: string }[] = [
  { key: 'token_endpoint', endpoint: 'token', carries: 'passwords and tokens' },
  { key: 'authorization_endpoint', endpoint: 'authorization', carries: 'the sign-in page' },
  { key: 'revocation_endpoint', endpoint: 'revocation', carries: 'tokens at sign-out' },
];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function refused(reason: string): StorefrontError {
  return new StorefrontError({
    kind: 'untrusted',
    status: 200,
    message: `${reason} Sign-in is refused; check the store address in Settings, or ask the store to correct its sign-in settings.`,
  });
}

/**
 * The endpoints a metadata document names (the fallback's where it names none); throws a
 * StorefrontError of kind `untrusted` when the document is not the store's own or names an
 * endpoint that is not safe to send a password to.
 */
export function endpointsFromMetadata(meta: Record<string, unknown>, storeUrl: string, fallback: OAuthEndpoints): OAuthEndpoints {
  const store = withoutTrailingSlash(storeUrl);
  const issuer = typeof meta.issuer === 'string' ? meta.issuer : null;
  if (issuer === null || withoutTrailingSlash(issuer) !== store) {
    throw refused(
      issuer === null
        ? `The store's sign-in settings do not say which store they belong to (no issuer), so they may not be ${store}'s.`
        : `The store's sign-in settings belong to ${issuer.slice(0, 200)}, not to this store (${store}).`,
    );
  }
  const endpoints = { ...fallback };
  for (const { key, endpoint, carries } of MEMBERS) {
    const value = meta[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isHttpsOrLoopbackUrl(value)) {
      const shown = typeof value === 'string' ? value.slice(0, 200) : 'something that is not an address';
      throw refused(`The store's sign-in settings send ${carries} to ${shown}, which is neither https nor this computer.`);
    }
    endpoints[endpoint] = value;
  }
  return endpoints;
}
