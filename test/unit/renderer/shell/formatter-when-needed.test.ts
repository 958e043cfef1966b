/**
 * A language's formatter (react-intl's, milliseconds to set up) is made when a message first needs
 * it, once: the page's first language is often replaced (by the till's, or by English in the
 * store's time zone) before anything is formatted in it, and plain words never need it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ formatters: 0 }));
vi.mock('react-intl', async (original) => {
  const real = await original<typeof import('react-intl')>();
  return {
    ...real,
    createIntl: (...args: Parameters<typeof real.createIntl>) => {
      made.formatters++;
      return real.createIntl(...args);
    },
  };
});

const { intlFor, useScreenLanguage } = await import('../../../../renderer/i18n/screen-language.js');
/** Made as the page's scripts loaded (the screen's first language). */
const madeAsLoaded = made.formatters;

beforeEach(() => {
  made.formatters = 0;
});

describe("a language's formatter", () => {
  it('is not made for the page’s first language until a message needs it', () => {
    expect(madeAsLoaded).toBe(0);
    const intl = useScreenLanguage.getState().intl;
    expect(intl.formatMessage({ id: 'test.plain.cart', defaultMessage: 'Cart' })).toBe('Cart');
    expect(made.formatters).toBe(0);
  });

  it('is made once, by the first message with placeholders, and serves the rest', () => {
    const intl = intlFor('en', {}, 'America/New_York');
    expect(made.formatters).toBe(0);
    expect(intl.formatMessage({ id: 'test.icu.items', defaultMessage: '{count, plural, one {# item} other {# items}}' }, { count: 2 })).toBe('2 items');
    expect(intl.formatNumber(1234.5)).toBe('1,234.5');
    expect(intl.locale).toBe('en');
    expect(intl.timeZone).toBe('America/New_York');
    expect(made.formatters).toBe(1);
  });
});
