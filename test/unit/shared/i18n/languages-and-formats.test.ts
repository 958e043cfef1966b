/**
 * The languages' building blocks: a store's locale tag mapped to a shipped language, Arabic
 * written right to left with Latin digits, one format each for money, numbers, percentages,
 * dates and times per language and time zone, the pseudo-locale 40% longer with its placeholders
 * kept, and words from the services said in the page's language or else English.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { amountText, dateText, moneyText, setScreenPlace, timeText, dayKey, wholeMoneyText } from '../../../../shared/i18n/formats.js';
import { appLocaleFor, directionOf } from '../../../../shared/i18n/locales.js';
import { PSEUDO_GROWTH, pseudoCatalogue } from '../../../../shared/i18n/pseudo-locale.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import { englishOf, sayWords, setWordsTranslator, wordsOf } from '../../../../shared/i18n/words.js';

/** Intl's no-break spaces as plain ones, so the expectations read as text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('languages', () => {
  it('maps a store locale to a shipped language, else English', () => {
    expect(['es', 'es-MX', 'de_DE', 'ar-SA', 'pt-BR', '', null].map(appLocaleFor)).toEqual(['es', 'es', 'de', 'ar', 'en', 'en', 'en']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });

  it('formats money as each language writes it, Arabic with Latin digits', () => {
    expect(plain(moneyText(123456, 'EUR', { locale: 'de' }))).toBe('1.234,56 €');
    expect(moneyText(123456, 'USD', { locale: 'en' })).toBe('$1,234.56');
    expect(plain(moneyText(123456, 'EUR', { locale: 'es' }))).toBe('1234,56 €');
    expect(moneyText(123456, 'USD', { locale: 'ar' })).toMatch(/1,234\.56/);
    expect(moneyText(-500, 'XYZ1', { locale: 'en' })).toBe('-5.00 XYZ1');
  });

  it('formats dates and times in the store’s time zone', () => {
    const at = '2026-11-27T23:30:00Z';
    expect(timeText(at, { locale: 'de', timeZone: 'Europe/Berlin' })).toBe('00:30');
    expect(plain(dateText(at, { locale: 'de', timeZone: 'Europe/Berlin' }))).toBe('28. Nov. 2026');
    expect(plain(dateText(at, { locale: 'en', timeZone: 'America/New_York' }))).toBe('Nov 27, 2026');
    expect(dayKey(at, { locale: 'ar', timeZone: 'Asia/Tokyo' })).toBe('2026-11-28');
  });

  it('makes the pseudo-locale about 40% longer, accented, with placeholders and plurals kept', () => {
    const english = { 'app.x': 'Paid {amount} for {count, plural, one {# item} other {# items}}', 'app.y': 'Search products' };
    const pseudo = pseudoCatalogue(english);
    const paid = String(new IntlMessageFormat(pseudo['app.x']!, 'en').format({ amount: '$5.00', count: 2 }));
    expect(paid).toMatch(/^⟦Þáíð \$5\.00 ƒöŕ 2 íţéɱš .*⟧$/);
    const search = String(new IntlMessageFormat(pseudo['app.y']!, 'en').format());
    expect(search.length).toBeGreaterThanOrEqual(Math.floor('Search products'.length * (1 + PSEUDO_GROWTH)));
  });

  it('says the services’ words in English, or in the language the page set', async () => {
    const words = wordsOf({ id: 'app.connection.lastCheck', defaultMessage: 'Last successful check {time}.' }, { time: '10:00' });
    expect(englishOf(words)).toBe('Last successful check 10:00.');
    expect(sayWords(words)).toBe('Last successful check 10:00.');
    const spanish = await sayerIn('es');
    expect(spanish({ id: words.id, defaultMessage: words.defaultMessage }, words.values)).toBe('Última comprobación correcta: 10:00.');
  });

  it('carries amounts in words as the store’s decimals, written in the language the words are said in', async () => {
    expect(plain(amountText('22.00', 'USD', { locale: 'es' }))).toBe('22,00 US$');
    expect(amountText('1234.5', null, { locale: 'de' })).toBe('1234,50');
    expect(amountText('1234.5', null, { locale: 'en' })).toBe('1234.50');
    expect(amountText('about 5', 'USD', { locale: 'en' })).toBe('about 5 USD');
    const words = wordsOf(
      { id: 'returns.cash.moreThanDrawer', defaultMessage: 'Up to {cash} of {expected}.' },
      {},
      {
        cash: { amount: '22.00', currency: 'USD' },
        expected: { amount: '5.00', currency: null },
      },
    );
    // The English goes among the values, for anything that reads them as they are.
    expect(words.values).toEqual({ cash: '$22.00', expected: '5.00' });
    expect(englishOf(words)).toBe('Up to $22.00 of 5.00.');
    const spanish = await sayerIn('es');
    setWordsTranslator((w) => spanish(w, w.values));
    setScreenPlace({ locale: 'es' });
    try {
      expect(plain(sayWords({ ...words, id: 'x.notInTheCatalogue' }))).toBe('Up to 22,00 US$ of 5,00.');
    } finally {
      setWordsTranslator(null);
      setScreenPlace({ locale: 'en' });
    }
  });

  it('writes a whole amount without its cents on keys, in each language, and any other amount in full', () => {
    expect(wholeMoneyText(5000, 'USD', { locale: 'en' })).toBe('$50');
    expect(wholeMoneyText(5000, 'EUR', { locale: 'de' })).toBe('50\u00a0€');
    expect(wholeMoneyText(2450, 'USD', { locale: 'en' })).toBe('$24.50');
    expect(wholeMoneyText(10000, 'USD', { locale: 'ar' })).toBe(`\u2066100\u00a0US$\u2069`);
  });
});
