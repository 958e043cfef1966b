/**
 * Plain words are answered as they are: a message with no ICU syntax ("Cart", "Checkout", most of
 * a screen's words) is neither parsed nor formatted, in English from the code or in a language
 * from its catalogue, while a message with placeholders, plurals, tags or a quoting apostrophe
 * still goes through ICU and reads as before.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../../../renderer/i18n/screen-language.js';

const originalParse = IntlMessageFormat.__parse;
/** Counts the messages ICU parses from now on. */
const parses = () => {
  const counted = { calls: 0 };
  IntlMessageFormat.__parse = (...args: Parameters<NonNullable<typeof originalParse>>) => {
    counted.calls++;
    return originalParse!(...args);
  };
  return counted;
};
afterEach(() => {
  IntlMessageFormat.__parse = originalParse;
});

describe('words on screen', () => {
  it('answers plain English words without parsing them, each time', () => {
    const spy = parses();
    const intl = intlFor('en', {}, undefined);
    expect(intl.formatMessage({ id: 'test.plain.cart', defaultMessage: 'Cart' })).toBe('Cart');
    expect(intl.formatMessage({ id: 'test.plain.sold', defaultMessage: 'Sold out — ask a colleague' })).toBe('Sold out — ask a colleague');
    expect(spy.calls).toBe(0);
  });

  it('answers a language’s plain words from its catalogue, and its English when the catalogue lacks them', () => {
    const spy = parses();
    const intl = intlFor('es', { 'test.plain.cart': 'Carrito' }, undefined);
    expect(intl.formatMessage({ id: 'test.plain.cart', defaultMessage: 'Cart' })).toBe('Carrito');
    expect(spy.calls).toBe(0);
    expect(intl.formatMessage({ id: 'test.plain.other', defaultMessage: 'Other' })).toBe('Other');
  });

  it('still formats placeholders, plurals, tags and apostrophes through ICU', () => {
    const spy = parses();
    const intl = intlFor('en', {}, undefined);
    expect(intl.formatMessage({ id: 'test.icu.items', defaultMessage: '{count, plural, one {# item} other {# items}}' }, { count: 1 })).toBe('1 item');
    expect(intl.formatMessage({ id: 'test.icu.name', defaultMessage: 'Hello {name}' }, { name: 'Ana' })).toBe('Hello Ana');
    expect(intl.formatMessage({ id: 'test.icu.quote', defaultMessage: "Type '{name}' here" })).toBe('Type {name} here');
    expect(intl.formatMessage({ id: 'test.icu.tag', defaultMessage: 'Press <b>F8</b>' }, { b: (chunks: unknown) => `[${String(chunks)}]` })).toBe('Press [F8]');
    expect(spy.calls).toBe(4);
  });
});
