/**
 * The customer signed in at the store in use: the session (restored from the keychain), its sign-in
 * in the system browser, and the bridge's `session.*` and `customer.*` calls. The store's admin
 * client is restored from the keychain with the session.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { createBrowserSignIn } from './browser-sign-in.js';
import { customerCalls } from './customer-calls.js';
import { sessionCalls } from './session-calls.js';
import { createSession } from './session.js';

/** The app's public OAuth client at a store (no secret: it signs in with PKCE). */
const POS_OAUTH_CLIENT_ID = 'storefront-pos';

export async function wireAccount(deps: { till: TillParts; store: StoreWire; catalog: CatalogWire }) {
  const { options, log, emit, secrets } = deps.till;
  const { client, oauth, endpoints, target } = deps.store;
  const session = createSession({
    issuer: oauth,
    secrets,
    account: `session:${target.baseUrl}`,
    log,
    onChange: (status) => emit({ type: 'session.changed', session: status }),
  });
  // The saved sign-in and the store's admin client, from the keychain together.
  await Promise.all([session.restore(), deps.store.admin.restore()]);
  const browserSignIn = createBrowserSignIn({
    authorizationEndpoint: async () => (await endpoints).authorization,
    clientId: POS_OAUTH_CLIENT_ID,
    scope: 'read write',
    openExternal: options.openExternal ?? (async (url) => emit({ type: 'browser.open', url })),
    exchangeCode: (input) => oauth.exchangeCode(input),
  });
  const customer = customerCalls(client, session, (variantId) => deps.catalog.catalog.index.productOfVariant(variantId)?.name ?? null);
  return {
    calls: { session: sessionCalls({ session, browserSignIn, client }), customer } satisfies Pick<PosCalls, 'session' | 'customer'>,
    stop: async () => {},
    session,
    /** The signed-in account, for sales that belong to it and for reading its orders together. */
    signedInAccount: (): string | null => {
      const status = session.status();
      return status.signedIn && status.email ? status.email : null;
    },
  };
}

export type AccountWire = Awaited<ReturnType<typeof wireAccount>>;
