/**
 * A store that refuses this till's request signature (401 naming `signature_error`) is refusing
 * the till's key, not the cashier's sign-in: the answer is its own kind, the session neither
 * refreshes nor signs out for it, and the words point at Settings. Settings' status reads what
 * the store said of the till from its `/status` answer.
 */
import { describe, expect, it } from 'vitest';
import { errorFromAnswer, StorefrontError } from '../../../../shared/storefront/errors.js';
import type { OAuthToken } from '../../../../shared/storefront/types/types.js';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createSession } from '../../../../electron/till/account/session.js';
import { readServiceStatus, readTillAuthentication } from '../../../../electron/till/store/store-status.js';

const refusal = {
  error: 'Signature refused',
  code: 401,
  signature_error: 'unknown_key',
  message: 'The key "abc" is not registered for a till.',
  documentation: 'http://s/docs/errors#401',
};

describe('a refused till signature', () => {
  it('is its own kind of error, not an expired sign-in', () => {
    const error = errorFromAnswer(401, refusal);
    expect(error.kind).toBe('signature_refused');
    expect(errorFromAnswer(401, { error: 'The access token is invalid', code: 401 }).kind).toBe('unauthorized');
    const words = describeError(error);
    expect(words.message).toMatch(/^The key "abc" is not registered for a till\./);
    expect(words.message).toMatch(/Settings/);
  });

  it('neither refreshes nor signs the cashier out', async () => {
    const token: OAuthToken = {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenType: 'Bearer',
      expiresIn: 7200,
      createdAt: Math.floor(Date.now() / 1000),
      scope: null,
    };
    let refreshes = 0;
    const session = createSession({
      issuer: {
        passwordGrant: async () => token,
        refresh: async () => {
          refreshes++;
          throw errorFromAnswer(401, refusal);
        },
        revoke: async () => undefined,
      },
      secrets: memorySecretStore(),
      account: 'a',
    });
    await session.signIn('staff@demo.store', 'right');
    await expect(session.withBearer(() => Promise.reject(errorFromAnswer(401, refusal)))).rejects.toBeInstanceOf(StorefrontError);
    expect(refreshes).toBe(0);
    expect(session.status()).toMatchObject({ signedIn: true, email: 'staff@demo.store' });
  });

  it("reads in the store's /status answer as whom it authenticated the till, or which check failed", () => {
    expect(readTillAuthentication(200, { state: 'operational', till: { id: '1', name: 'Front counter', key_id: 'k' } })).toEqual({
      state: 'authenticated',
      as: 'Front counter',
      message: null,
    });
    expect(readTillAuthentication(401, refusal)).toEqual({ state: 'refused', as: null, message: refusal.message });
    // Without the store's words, the check it names: the page says it in the clerk's language (no English made here).
    expect(readTillAuthentication(401, { ...refusal, message: undefined })).toEqual({ state: 'refused', as: null, message: null, check: 'unknown_key' });
    expect(readTillAuthentication(200, { state: 'operational', till: null })).toMatchObject({ state: 'unknown' });
    expect(readTillAuthentication(503, null)).toMatchObject({ state: 'unknown' });
  });

  it("reads whose rate-limit budget it is: the till's own or the address's", () => {
    expect(readServiceStatus({ state: 'operational', rate_limit: { policy: '60;w=60', bucket: 'till' } })).toMatchObject({ policy: '60;w=60', bucket: 'till' });
    expect(readServiceStatus({ state: 'operational', rate_limit: { policy: '60;w=60', bucket: 'client_ip' } })).toMatchObject({ bucket: 'address' });
    expect(readServiceStatus({ state: 'operational', rate_limit: { policy: '60;w=60' } })).toMatchObject({ bucket: null });
  });
});
