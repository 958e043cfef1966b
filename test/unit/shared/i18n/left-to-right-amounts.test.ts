/**
 * Amounts in a right-to-left language are one left-to-right unit: Arabic's money is wrapped in a
 * left-to-right isolate (LRI … PDI) with no mark of its own left inside, so it stays "32.00 US$"
 * put into any Arabic sentence; every left-to-right language's money has no bidi control at all
 * (what goes to the store, the journal and the CSV files is unchanged); and a printer's or a
 * file's text can be freed of every bidi control. A signed amount keeps its sign inside, an hour
 * range ("09:00–10:00") is isolated too.
 */
import { describe, expect, it } from 'vitest';
import { hourRangeText, moneyText, signedMoneyText } from '../../../../shared/i18n/formats.js';
import { leftToRightIn, withoutBidiControls } from '../../../../shared/i18n/bidi.js';
import { amountWords } from '../../../../shared/money.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';

const LRI = '\u2066';
const PDI = '\u2069';
const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

describe('money in a right-to-left language', () => {
  it('is isolated left to right, with no other bidi control inside', () => {
    expect(moneyText(3200, 'USD', { locale: 'ar' })).toBe(`${LRI}32.00\u00a0US$${PDI}`);
    expect(moneyText(-3200, 'USD', { locale: 'ar' })).toBe(`${LRI}-32.00\u00a0US$${PDI}`);
    expect(amountWords('1234.50', 'EUR', { locale: 'ar' })).toBe(`${LRI}1,234.50\u00a0€${PDI}`);
    // A currency Intl does not know is isolated too.
    expect(moneyText(-500, 'XYZ1', { locale: 'ar' })).toBe(`${LRI}-5.00 XYZ1${PDI}`);
  });

  it('stays isolated inside an Arabic sentence', async () => {
    const say = await sayerIn('ar');
    const due = say({ id: 'checkout.cashKeys.exact', defaultMessage: 'Exact {amount}' }, { amount: moneyText(2200, 'USD', { locale: 'ar' }) });
    expect(due).toContain(`${LRI}22.00\u00a0US$${PDI}`);
  });

  it('leaves every left-to-right language’s money without any bidi control', () => {
    for (const locale of ['en', 'es', 'de', 'en-XA'] as const) {
      for (const cents of [2200, -2200, 123456]) expect(moneyText(cents, 'USD', { locale })).not.toMatch(BIDI_CONTROL);
    }
    expect(moneyText(2200, 'USD', { locale: 'en' })).toBe('$22.00');
  });
});

describe('signed amounts and hour ranges in a right-to-left language', () => {
  it('keep the sign inside the amount’s isolate', () => {
    expect(signedMoneyText(-300, 'USD', { locale: 'ar' })).toBe(`${LRI}−3.00\u00a0US$${PDI}`);
    expect(signedMoneyText(250, 'USD', { locale: 'ar' })).toBe(`${LRI}+2.50\u00a0US$${PDI}`);
    expect(signedMoneyText(-300, 'USD', { locale: 'en' })).toBe('−$3.00');
  });

  it('read an hour range left to right, never "10:00–09:00"', () => {
    expect(hourRangeText(9, { locale: 'ar' })).toBe(`${LRI}09:00–10:00${PDI}`);
    expect(hourRangeText(23, { locale: 'de' })).toBe('23:00–00:00');
  });
});

describe('bidi controls', () => {
  it('are all taken out of a printer’s or a file’s text', () => {
    const marked = '\u200f32.00 US$ \u200e-15\u200e% \u061cx \u202ay\u202c \u202bz\u202e \u202d' + leftToRightIn('ar', 'R123');
    expect(withoutBidiControls(marked)).toBe('32.00 US$ -15% x y z R123');
    expect(withoutBidiControls(marked)).not.toMatch(BIDI_CONTROL);
  });

  it('isolate a left-to-right piece only in a right-to-left language', () => {
    expect(leftToRightIn('ar', '•••• 4242')).toBe(`${LRI}•••• 4242${PDI}`);
    expect(leftToRightIn('es', '•••• 4242')).toBe('•••• 4242');
    expect(leftToRightIn('ar', '')).toBe('');
  });
});
