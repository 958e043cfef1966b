/**
 * The signed-in staff or customer session of one store. Tokens live in the keychain (through
 * the SecretStore) and in this module's memory, never anywhere else: the bridge only ever sees
 * whether someone is signed in, as whom, and whether the sign-in survives a restart.
 *
 * The access token is refreshed before it expires and after a 401; however many requests fail
 * at once, exactly one refresh is in flight and they all wait for it.
 */
import type { SessionStatus } from '../../../shared/bridge/bridge.js';
import type { OAuthToken } from '../../../shared/storefront/types/types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import type { SecretStore } from './secret-store.js';

const messages = defineMessages({
  notSignedIn: {
    id: 'customer.session.notSignedIn',
    defaultMessage: 'Sign the customer in to their account first (Settings → Customer account).',
  },
  signedOutByStore: {
    id: 'customer.session.signedOutByStore',
    defaultMessage: 'The store no longer accepts the sign-in of {email}, so it was signed out. Sign in again in Settings, or go on without the account.',
  },
});

export interface TokenIssuer {
  passwordGrant(username: string, password: string, scope?: string): Promise<OAuthToken>;
  refresh(refreshToken: string): Promise<OAuthToken>;
  revoke(token: string): Promise<void>;
}

export interface Session {
  status(): SessionStatus;
  /** Reads a saved sign-in from the keychain and refreshes it. */
  restore(): Promise<SessionStatus>;
  signIn(email: string, password: string): Promise<SessionStatus>;
  /** Keeps a token obtained another way (the browser sign-in) for the account it belongs to. */
  adopt(email: string, token: OAuthToken): Promise<SessionStatus>;
  signOut(): Promise<SessionStatus>;
  /** Runs a store call with the bearer token, refreshing once and retrying once after a 401. */
  withBearer<T>(call: (accessToken: string) => Promise<T>): Promise<T>;
}

interface Saved {
  email: string;
  token: OAuthToken;
}

/** Seconds before expiry at which the token is renewed. */
export const REFRESH_MARGIN_S = 300;

export function expiresAtMs(token: OAuthToken): number {
  return (token.createdAt + token.expiresIn) * 1000;
}

export function createSession(options: {
  issuer: TokenIssuer;
  secrets: SecretStore;
  /** Keychain account name, one per store (e.g. "session:https://shop.example.com"). */
  account: string;
  now?: () => number;
  log?: (line: string) => void;
  /**
   * Told each time who is signed in changes: a sign-in, a sign-out, and the store refusing the
   * sign-in (a refused refresh), so every screen shows it at once. Never given a token.
   */
  onChange?: (status: SessionStatus) => void;
}): Session {
  const { issuer, secrets, account } = options;
  const now = options.now ?? Date.now;
  let current: Saved | null = null;
  let refreshing: Promise<Saved | null> | null = null;

  const status = (): SessionStatus => ({
    signedIn: current !== null,
    email: current?.email ?? null,
    persistent: secrets.persistent,
  });

  const keep = async (saved: Saved | null) => {
    const before = status();
    current = saved;
    if (saved) await secrets.set(account, JSON.stringify(saved));
    else await secrets.delete(account);
    const after = status();
    if (after.signedIn !== before.signedIn || after.email !== before.email) options.onChange?.(after);
  };

  /** One refresh at a time; every caller that needs it waits for the same one. */
  const refreshOnce = (): Promise<Saved | null> => {
    refreshing ??= (async () => {
      const before = current;
      if (!before?.token.refreshToken) {
        await keep(null);
        return null;
      }
      try {
        const token = await issuer.refresh(before.token.refreshToken);
        const next = { email: before.email, token: { ...token, refreshToken: token.refreshToken ?? before.token.refreshToken } };
        await keep(next);
        return next;
      } catch (error) {
        if (isStorefrontError(error) && (error.kind === 'unauthorized' || error.kind === 'bad_request')) {
          // The store no longer accepts this sign-in.
          options.log?.('sign-in expired; signed out');
          await keep(null);
          return null;
        }
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  const validToken = async (): Promise<string | null> => {
    if (refreshing) return (await refreshing)?.token.accessToken ?? null;
    if (!current) return null;
    if (now() >= expiresAtMs(current.token) - REFRESH_MARGIN_S * 1000) {
      return (await refreshOnce())?.token.accessToken ?? null;
    }
    return current.token.accessToken;
  };

  const notSignedIn = () => new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.notSignedIn) });
  /** The store refused the sign-in and its refresh: the till is signed out and says so. */
  const signedOutByStore = (email: string) =>
    new TillRefusal({
      kind: 'not_signed_in',
      message: wordsOf(messages.signedOutByStore, { email }),
    });

  return {
    status,
    async restore() {
      try {
        const raw = await secrets.get(account);
        if (!raw) return status();
        current = JSON.parse(raw) as Saved;
        await validToken();
      } catch (error) {
        options.log?.(`saved sign-in could not be restored (${error instanceof Error ? error.name : 'error'})`);
      }
      return status();
    },
    async signIn(email, password) {
      const token = await issuer.passwordGrant(email, password);
      await keep({ email, token });
      return status();
    },
    async adopt(email, token) {
      await keep({ email, token });
      return status();
    },
    async signOut() {
      const saved = current;
      await keep(null);
      if (saved) {
        // Revoke both; a store that cannot be reached must not keep the cashier signed in here.
        await Promise.allSettled([saved.token.accessToken, saved.token.refreshToken].filter((t): t is string => Boolean(t)).map((t) => issuer.revoke(t)));
      }
      return status();
    },
    async withBearer(call) {
      const email = current?.email ?? null;
      const token = await validToken();
      if (!token) throw email ? signedOutByStore(email) : notSignedIn();
      try {
        return await call(token);
      } catch (error) {
        // Only a refused sign-in is refreshed (a refused publishable key or signature is the till's: its own kind).
        if (!(isStorefrontError(error) && error.kind === 'unauthorized')) throw error;
        // Another request may already have refreshed: only refresh if the token is still the one that failed.
        const fresh = current && current.token.accessToken !== token ? current : await refreshOnce();
        if (!fresh) throw email ? signedOutByStore(email) : notSignedIn();
        return call(fresh.token.accessToken);
      }
    },
  };
}
