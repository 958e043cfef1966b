// @vitest-environment happy-dom
/**
 * Refusals the services used to write in English, said in the clerk's language: a change refused
 * on a sale with money taken (why, and the amount taken as Spanish writes it), the discard a
 * manager approves, and the orders board's range. The English reads as it did.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { discardWords, refusedChangeWords } from '../../../../electron/till/sale/service/sale-change-words.js';
import { englishOf, sayWords } from '../../../../shared/i18n/words.js';
import { dateRange } from '../../../../shared/orders/orders-board.js';
import { judgeSaleChange } from '../../../../shared/sale/sale-with-tenders-rules.js';
import { sayComposed } from '../../../../shared/staff/composed-words.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const paid = { payments: [{ paymentMethodName: 'Cash', amount: '1234.50', state: 'completed' }], currency: 'EUR' };

/** The words the orders board refuses a range with. */
function rangeRefusal() {
  try {
    dateRange({ range: 'custom', from: '2026-11-10', to: '2026-11-01' }, new Date('2026-11-20T12:00:00Z'));
  } catch (error) {
    return (error as { words: Parameters<typeof sayWords>[0] }).words;
  }
  throw new Error('the range was not refused');
}

afterEach(async () => {
  await showScreenLanguage('en');
});

describe('the services’ refusals of a sale in Spanish', () => {
  it('say why a change is refused, the discard and the board’s range in the clerk’s language, and the same English as before', async () => {
    const refused = refusedChangeWords('address.other', paid)!;
    const judged = judgeSaleChange('address.other', paid);
    expect(judged.verdict === 'refused' && judged.message).toBe(englishOf(refused));
    expect(englishOf(discardWords('sale', 'R100'))).toBe('Discard the sale that has a payment (R100)');
    expect(englishOf(rangeRefusal())).toBe('The range ends before it starts: choose a last day on or after the first.');

    await showScreenLanguage('es');
    expect(plain(sayComposed(refused))).toBe(
      'Ya se han cobrado pagos en esta venta (1234,50 EUR), así que no se puede hacer: los impuestos y el envío dependen de la dirección y podrían quedar por debajo de lo cobrado. Termine la venta, o pida a un encargado que la descarte (sus pagos se anulan) y vuelva a registrarla.',
    );
    expect(sayWords(discardWords('parked', 'R7'))).toBe('Descartar un carrito aparcado que tiene un pago (R7)');
    expect(sayWords(rangeRefusal())).toBe('El periodo termina antes de empezar: elija un último día igual o posterior al primero.');
  });
});
