/**
 * Plain words are answered as they are: a message with no ICU syntax ("Cart", "Checkout", most of
 * a screen's words) is neither parsed nor formatted, in English from the code or in a language
 * from its catalogue, while a message with placeholders, plurals, tags or a quoting apostrophe
 * still goes through ICU and reads as before.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlFor } from '../../../../renderer/i18n/screen-language.js';

const parses = () => {
  const original = IntlMessageFormat.__parse!;
  return vi.spyOn(IntlMessageFormat, '__parse').mockImplementation((message, options) => original(message, options));
};
afterEach(() => vi.restoreAllMocks());

describe('words on screen', () => {
  it('answers plain English words without parsing them, each time', () => {
    const spy = parses();
    const intl = intlFor('en', {}, undefined);
    expect(intl.formatMessage({ id: 'test.plain.cart', defaultMessage: 'Cart' })).toBe('Cart');
    expect(intl.formatMessage({ id: 'test.plain.sold', defaultMessage: 'Sold out — ask a colleague' })).toBe('Sold out — ask a colleague');
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers a language’s plain words from its catalogue, and its English when the catalogue lacks them', () => {
    const spy = parses();
    const intl = intlFor('es', { 'test.plain.cart': 'Carrito' }, undefined);
    expect(intl.formatMessage({ id: 'test.plain.cart', defaultMessage: 'Cart' })).toBe('Carrito');
    expect(spy).not.toHaveBeenCalled();
    expect(intl.formatMessage({ id: 'test.plain.other', defaultMessage: 'Other' })).toBe('Other');
  });

  it('still formats placeholders, plurals, tags and apostrophes through ICU', () => {
    const spy = parses();
    const intl = intlFor('en', {}, undefined);
    expect(intl.formatMessage({ id: 'test.icu.items', defaultMessage: '{count, plural, one {# item} other {# items}}' }, { count: 1 })).toBe('1 item');
    expect(intl.formatMessage({ id: 'test.icu.name', defaultMessage: 'Hello {name}' }, { name: 'Ana' })).toBe('Hello Ana');
    expect(intl.formatMessage({ id: 'test.icu.quote', defaultMessage: "Type '{name}' here" })).toBe('Type {name} here');
    expect(intl.formatMessage({ id: 'test.icu.tag', defaultMessage: 'Press <b>F8</b>' }, { b: (chunks: unknown) => `[${String(chunks)}]` })).toBe('Press [F8]');
    expect(spy).toHaveBeenCalledTimes(4);
  });
});
