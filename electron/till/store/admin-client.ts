/**
 * A manager's admin client at the store (OAuth client_credentials with the `admin` scope),
 * where the operator provides one: it lets this till read every order of the store, not only
 * its own. The client id and secret rest in the OS keychain (memory only where there is none);
 * the access token lives in this module's memory and is asked for again when it expires or the
 * store refuses it. Nothing of it reaches the renderer but whether it is connected, and as whom.
 */
import type { AdminStatus, PosCalls } from '../../../shared/bridge/bridge.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { OAuthToken } from '../../../shared/storefront/types/types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import type { SecretStore } from '../account/secret-store.js';
import { expiresAtMs, REFRESH_MARGIN_S } from '../account/session.js';

const messages = defineMessages({
  noAdminScope: { id: 'settings.admin.noAdminScope', defaultMessage: 'The store accepted this client but did not grant it the admin scope.' },
  notConnected: { id: 'settings.admin.notConnected', defaultMessage: 'Connect the store’s admin client in Settings to see every order of the store.' },
});

export interface AdminConnection {
  status(): AdminStatus;
  restore(): Promise<AdminStatus>;
  connect(clientId: string, clientSecret: string): Promise<AdminStatus>;
  disconnect(): Promise<AdminStatus>;
  /** Runs a Platform API call with a valid admin token, asking for a new one once after a 401. */
  withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T>;
}

interface Credentials {
  clientId: string;
  clientSecret: string;
}

export function createAdminConnection(options: {
  grant(clientId: string, clientSecret: string, scope: string): Promise<OAuthToken>;
  /** Revokes a token issued to this client, authenticated with its id and secret. */
  revoke(token: string, clientId: string, clientSecret: string): Promise<void>;
  secrets: SecretStore;
  /** Keychain account name, one per store. */
  account: string;
  now?: () => number;
}): AdminConnection {
  const now = options.now ?? Date.now;
  let credentials: Credentials | null = null;
  let token: OAuthToken | null = null;
  let asking: Promise<OAuthToken> | null = null;

  const status = (): AdminStatus => ({ connected: credentials !== null, clientId: credentials?.clientId ?? null, persistent: options.secrets.persistent });

  const newToken = (creds: Credentials): Promise<OAuthToken> => {
    asking ??= options
      .grant(creds.clientId, creds.clientSecret, 'admin')
      .then((t) => {
        // A token answered without a scope has the one asked for (RFC 6749 §5.1).
        if (t.scope && !t.scope.split(/\s+/).includes('admin')) {
          throw new TillRefusal({ kind: 'forbidden', message: wordsOf(messages.noAdminScope) });
        }
        token = t;
        return t;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };

  const validToken = async (): Promise<string> => {
    if (!credentials) throw new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.notConnected) });
    if (token && now() < expiresAtMs(token) - REFRESH_MARGIN_S * 1000) return token.accessToken;
    return (await newToken(credentials)).accessToken;
  };

  return {
    status,
    async restore() {
      const raw = await options.secrets.get(options.account).catch(() => null);
      if (raw) {
        try {
          const saved = JSON.parse(raw) as Credentials;
          if (typeof saved.clientId === 'string' && typeof saved.clientSecret === 'string') credentials = saved;
        } catch {
          // An unreadable entry is treated as none.
        }
      }
      return status();
    },
    async connect(clientId, clientSecret) {
      const creds = { clientId: clientId.trim(), clientSecret };
      await newToken(creds); // proves the client before it is kept
      credentials = creds;
      await options.secrets.set(options.account, JSON.stringify(creds));
      return status();
    },
    async disconnect() {
      const held = token;
      const creds = credentials;
      credentials = null;
      token = null;
      await options.secrets.delete(options.account);
      // The store revokes a confidential client's token only for that client with its secret.
      if (held && creds) await options.revoke(held.accessToken, creds.clientId, creds.clientSecret).catch(() => undefined);
      return status();
    },
    async withToken(call) {
      const first = await validToken();
      try {
        return await call(first);
      } catch (error) {
        if (!(isStorefrontError(error) && error.kind === 'unauthorized') || !credentials) throw error;
        token = token?.accessToken === first ? null : token;
        return call(await validToken());
      }
    },
  };
}

/**
 * The bridge's `admin.*` calls: the manager's admin client and every order of the store through
 * it (Platform API, at tracking priority). `onConnected`: a client just connected (alerts check at once).
 */
export function adminCalls(options: { admin: AdminConnection; platform: Pick<PlatformClient, 'orders'>; onConnected: () => void }) {
  const { admin, platform } = options;
  return {
    status: async () => admin.status(),
    connect: async (details) => {
      const status = await admin.connect(details.clientId, details.clientSecret);
      options.onConnected();
      return status;
    },
    disconnect: () => admin.disconnect(),
    storeOrders: (query) => admin.withToken((token) => platform.orders(token, query, { priority: 'tracking' })),
  } satisfies PosCalls['admin'];
}
