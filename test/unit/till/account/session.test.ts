import { describe, expect, it } from 'vitest';
import { errorFromAnswer, StorefrontError } from '../../../../shared/storefront/errors.js';
import type { OAuthToken } from '../../../../shared/storefront/types/types.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createSession, type TokenIssuer } from '../../../../electron/till/account/session.js';
import type { SessionStatus } from '../../../../shared/bridge/bridge.js';

/** An issuer that counts refreshes and issues numbered tokens. */
function countingIssuer(nowS: () => number) {
  let n = 0;
  const counts = { password: 0, refresh: 0, revoked: [] as string[] };
  const issue = (): OAuthToken => {
    n++;
    return { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, tokenType: 'Bearer', expiresIn: 7200, createdAt: nowS(), scope: null };
  };
  const issuer: TokenIssuer = {
    async passwordGrant(username, password) {
      counts.password++;
      if (password !== 'right') throw new StorefrontError({ kind: 'unauthorized', status: 400, message: 'The email or password is not right.' });
      return issue();
    },
    async refresh() {
      counts.refresh++;
      await new Promise((r) => setTimeout(r, 10));
      return issue();
    },
    async revoke(token) {
      counts.revoked.push(token);
    },
  };
  return { issuer, counts };
}

const unauthorized = () => new StorefrontError({ kind: 'unauthorized', status: 401, message: 'The access token expired' });

describe('session', () => {
  it('refreshes exactly once when many requests fail with 401 at the same time', async () => {
    const t = 1_800_000_000_000;
    const { issuer, counts } = countingIssuer(() => Math.floor(t / 1000));
    const session = createSession({ issuer, secrets: memorySecretStore(), account: 'a', now: () => t });
    await session.signIn('staff@demo.store', 'right');
    const seen: string[] = [];
    const call = (token: string) => {
      seen.push(token);
      if (token === 'access-1') return Promise.reject(unauthorized());
      return Promise.resolve(token);
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => session.withBearer(call)));
    expect(counts.refresh).toBe(1);
    expect(results).toEqual(Array(8).fill('access-2'));
    expect(seen.filter((s) => s === 'access-1')).toHaveLength(8);
  });

  it('neither refreshes nor signs out when the store refuses the till’s publishable key, not the sign-in', async () => {
    const t = 1_800_000_000_000;
    const { issuer, counts } = countingIssuer(() => Math.floor(t / 1000));
    const session = createSession({ issuer, secrets: memorySecretStore(), account: 'a', now: () => t });
    await session.signIn('staff@demo.store', 'right');
    // As the store client reads the store's refusal of the key.
    const refused = errorFromAnswer(401, { error: 'invalid_publishable_key', code: 401, message: 'The publishable key (X-Shop-Token) was revoked.' });
    const calls: string[] = [];
    await expect(
      session.withBearer((token) => {
        calls.push(token);
        return Promise.reject(refused);
      }),
    ).rejects.toBe(refused);
    expect(calls).toEqual(['access-1']);
    expect(counts.refresh).toBe(0);
    expect(session.status().signedIn).toBe(true);
  });

  it('refreshes before expiry without waiting for a 401', async () => {
    let t = 1_800_000_000_000;
    const { issuer, counts } = countingIssuer(() => Math.floor(t / 1000));
    const session = createSession({ issuer, secrets: memorySecretStore(), account: 'a', now: () => t });
    await session.signIn('staff@demo.store', 'right');
    t += (7200 - 299) * 1000;
    expect(await session.withBearer(async (token) => token)).toBe('access-2');
    expect(counts.refresh).toBe(1);
  });

  it('keeps tokens in the secret store only, restores them, and revokes both on sign-out', async () => {
    const t = 1_800_000_000_000;
    const { issuer, counts } = countingIssuer(() => Math.floor(t / 1000));
    const secrets = memorySecretStore();
    const first = createSession({ issuer, secrets, account: 'session:x', now: () => t });
    const status = await first.signIn('staff@demo.store', 'right');
    expect(status).toEqual({ signedIn: true, email: 'staff@demo.store', persistent: false });
    expect(JSON.stringify(status)).not.toContain('access-');
    const second = createSession({ issuer, secrets, account: 'session:x', now: () => t });
    expect((await second.restore()).signedIn).toBe(true);
    await second.signOut();
    expect(counts.revoked.sort()).toEqual(['access-1', 'refresh-1']);
    expect(await secrets.get('session:x')).toBeNull();
    await expect(second.withBearer(async (tok) => tok)).rejects.toThrow(/Sign the customer in/);
  });

  it('rejects a wrong password without keeping anything', async () => {
    const { issuer } = countingIssuer(() => 0);
    const secrets = memorySecretStore();
    const session = createSession({ issuer, secrets, account: 'a' });
    await expect(session.signIn('staff@demo.store', 'wrong')).rejects.toThrow(/not right/);
    expect(session.status().signedIn).toBe(false);
    expect(await secrets.get('a')).toBeNull();
  });

  it('tells its listener each time who is signed in changes, and at once when the store refuses the refresh', async () => {
    const t = 1_800_000_000_000;
    const { issuer } = countingIssuer(() => Math.floor(t / 1000));
    issuer.refresh = async () => {
      throw new StorefrontError({ kind: 'unauthorized', status: 400, code: 'invalid_grant', message: 'The sign-in has expired.' });
    };
    const changes: SessionStatus[] = [];
    const session = createSession({ issuer, secrets: memorySecretStore(), account: 'a', now: () => t, onChange: (status) => changes.push(status) });
    await session.signIn('customer@demo.store', 'right');
    expect(changes).toEqual([{ signedIn: true, email: 'customer@demo.store', persistent: false }]);
    // A 401, then a refused refresh: signed out by the store, and the listener is told.
    await expect(
      session.withBearer(async () => {
        throw unauthorized();
      }),
    ).rejects.toThrow(/no longer accepts the sign-in of customer@demo\.store/);
    expect(changes).toEqual([
      { signedIn: true, email: 'customer@demo.store', persistent: false },
      { signedIn: false, email: null, persistent: false },
    ]);
    // Signing out when already signed out changes nothing, so nothing is told.
    await session.signOut();
    expect(changes).toHaveLength(2);
  });
});
