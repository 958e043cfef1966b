/**
 * A store's refusal is shown in the store's own words when it gave some (they are meant for
 * people); when it gave none, the till's own words are shown, from the catalogue, so a Spanish
 * till says them in Spanish rather than the client's English stand-in.
 */
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import { errorFromAnswer } from '../../../../shared/storefront/errors.js';
import { isWords } from '../../../../shared/i18n/words.js';

describe('a store refusal on the till', () => {
  it('keeps the store’s own words', () => {
    const info = describeError(errorFromAnswer(422, { error: 'Email is invalid', errors: { email: ['is invalid'] } }));
    expect(info.message).toBe('Email is invalid');
    expect(info.words).toBeUndefined();
    expect(info.fieldErrors).toEqual({ email: ['is invalid'] });
  });

  it('keeps the messages the store listed about the request', () => {
    expect(describeError(errorFromAnswer(422, { meta: { messages: ['Harbor Mug was removed: sold out'] } })).message).toBe('Harbor Mug was removed: sold out');
  });

  it('says the till’s own catalogue words when the store gave none', () => {
    const info = describeError(errorFromAnswer(422, {}));
    expect(info.kind).toBe('validation');
    expect(isWords(info.words) && info.words.id).toBe('app.errors.notAccepted');
    const bare = describeError(errorFromAnswer(422, { error: 'invalid_record' }));
    expect(isWords(bare.words) && bare.words.id).toBe('app.errors.notAccepted');
  });
});
