/**
 * The bridge's `session.*` calls: the customer's sign-in on this till, with their password or on
 * the store's own page in the system browser (PKCE), whose token is kept for the account the
 * store answers for it.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { BrowserSignIn } from './browser-sign-in.js';
import type { Session } from './session.js';

export function sessionCalls(options: { session: Session; browserSignIn: BrowserSignIn; client: Pick<StorefrontClient, 'account'> }) {
  const { session, browserSignIn, client } = options;
  return {
    status: async () => session.status(),
    signIn: (details) => session.signIn(details.email, details.password),
    signInWithBrowser: async () => {
      const token = await browserSignIn.run();
      // Whose token it is: the account the store answers for it.
      const account = await client.account(token.accessToken, { priority: 'sale' });
      return session.adopt(account.email, token);
    },
    cancelBrowserSignIn: async () => browserSignIn.cancel(),
    signOut: () => session.signOut(),
  } satisfies PosCalls['session'];
}
