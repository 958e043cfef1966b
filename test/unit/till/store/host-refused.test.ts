/**
 * A store that refuses the host name this till sends it (403 `host_not_allowed`, e.g. a store
 * reached under a name it is not served as) is refusing the address, not the account: its own words.
 */
import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '../../../../shared/storefront/errors.js';
import { describeError } from '../../../../electron/till/runtime/error-words.js';

describe('a store that refuses the till’s host name', () => {
  it('says the address is refused, with the store’s reason, not that the account may not do it', () => {
    const error = errorFromAnswer(403, {
      error: 'host_not_allowed',
      code: 403,
      message: 'This store answers only as 127.0.0.1:4310, localhost:4310 or [::1]:4310; the Host of this request is not one of them.',
    });
    const words = describeError(error);
    expect(words.kind).toBe('forbidden');
    expect(words.message).not.toMatch(/account/i);
    expect(words.message).toMatch(/^The store does not answer at the address this till uses for it \(This store answers only as 127\.0\.0\.1:4310/);
    expect(words.message).toMatch(/Settings under Stores/);
  });

  it('keeps the account’s refusal for any other 403', () => {
    expect(describeError(errorFromAnswer(403, { error: 'forbidden', code: 403 })).message).toBe('This account is not allowed to do that.');
  });
});
