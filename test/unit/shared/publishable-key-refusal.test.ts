/**
 * A store that refuses the till's publishable key (401 `invalid_publishable_key`) is refusing the
 * till, not the cashier's sign-in: the store client's error is its own kind, so nothing that
 * handles an expired sign-in (refresh, sign-out, "sign in again") takes it for one.
 */
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../electron/till/runtime/error-words.js';
import { errorFromAnswer } from '../../../shared/storefront/errors.js';

const refusal = { error: 'invalid_publishable_key', code: 401, message: 'The publishable key (X-Shop-Token) was revoked.' };

describe('a refused publishable key', () => {
  it('is its own kind of error, not an expired sign-in', () => {
    const error = errorFromAnswer(401, refusal);
    expect(error.kind).toBe('publishable_key_refused');
    expect(errorFromAnswer(401, { error: 'invalid_token', code: 401 }).kind).toBe('unauthorized');
  });

  it('is told as the till’s key, in the store’s words, pointing at Settings', () => {
    const words = describeError(errorFromAnswer(401, refusal));
    expect(words.kind).toBe('unauthorized');
    expect(words.message).toMatch(/^The store refused this till’s publishable key \(The publishable key \(X-Shop-Token\) was revoked\)\./);
    expect(words.message).toMatch(/Settings/);
  });
});
