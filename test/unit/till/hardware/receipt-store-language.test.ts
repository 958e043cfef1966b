/**
 * The printed receipt is in the store's language: the receipt printing asks for the store's locale
 * and prints the receipt's own words from the store's catalogue, its amounts and date as the
 * store's locale writes them (read back through the simulated printer's decoder, as a printer would);
 * an Arabic store's amounts whole on paper, no bidi control printed beside them.
 */
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import type { PrintOutcome } from '../../../../shared/hardware/hardware-calls.js';
import type { AppLocale } from '../../../../shared/i18n/locales.js';
import { receiptPrinting } from '../../../../electron/till/hardware/receipt-printing.js';
import { createEscPosDecoder } from '../../../../electron/till/hardware/simulated-printer/escpos-decoder.js';

const receipt = {
  order: {
    number: 'R123456789',
    currency: 'USD',
    lineItems: [
      { id: '1', variantId: 'v1', name: 'Camiseta', slug: null, sku: null, optionsText: '', quantity: 2, price: '20.00', displayPrice: '$20.00' },
      {
        id: '2',
        variantId: 'v2',
        name: 'Bolsa',
        slug: null,
        sku: null,
        optionsText: '',
        quantity: 1,
        price: '30.00',
        displayPrice: '$30.00',
        discountTotal: '-3.00',
      },
    ],
    shipments: [],
    itemTotal: '70.00',
    shipTotal: '0.00',
    taxTotal: '4.20',
    total: '71.20',
    displayItemTotal: '$70.00',
    promoTotal: '0.0',
    displayPromoTotal: '$0.00',
    displayShipTotal: '$0.00',
    displayTaxTotal: '$4.20',
    displayTotal: '$71.20',
    completedAt: '2026-11-23T19:00:00Z',
    payments: [],
  },
  storeName: 'Tienda',
  paymentMethodName: 'Cash',
  tendered: '80.00',
  change: '8.80',
  printedAt: '2026-11-23T19:00:00Z',
  servedBy: 'Alex',
  giftCards: [
    { lineItemId: '3', kind: 'issue', code: 'GC-1', currency: 'USD', loaded: '25.00', displayLoaded: '$25.00', balance: '25.00', displayBalance: '$25.00' },
  ],
} as unknown as Receipt;

/** Prints the receipt on a store in `locale`; answers the printed text, lines joined by a space. */
async function printedIn(locale: AppLocale): Promise<string> {
  let sent: Uint8Array | null = null;
  const done = new Promise<PrintOutcome>((resolve) => {
    const printing = receiptPrinting({
      printer: () => ({
        settings: { paperWidth: 80, barcode: 'code128' } as never,
        link: {
          send: async (bytes) => {
            sent = bytes;
            return { ok: true };
          },
          status: async () => ({ ok: true }),
        },
      }),
      printed: (_number, outcome) => resolve(outcome),
      log: () => undefined,
      storeLocale: async () => locale,
    });
    printing.shown(receipt);
  });
  expect(await done).toEqual({ ok: true });
  const decoder = createEscPosDecoder();
  const items = [...decoder.push(sent!), ...decoder.end()];
  return items
    .flatMap((i) => (i.kind === 'text' ? [i.text.trim()] : []))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('the printed receipt in the store’s language', () => {
  it('prints a Spanish store’s receipt in Spanish, every amount as Spanish writes it', async () => {
    const text = await printedIn('es');
    expect(text).toContain('Pedido R123456789');
    expect(text).toContain('Le atendió Alex');
    expect(text).toMatch(/2 x Camiseta 40,00 US\$/);
    expect(text).toMatch(/-3,00 US\$ de descuento/);
    expect(text).toMatch(/Tras el descuento 27,00 US\$/);
    expect(text).toMatch(/Subtotal 70,00 US\$/);
    expect(text).toMatch(/Impuestos 4,20 US\$/);
    expect(text).toMatch(/Total 71,20 US\$/);
    expect(text).toMatch(/Pagado \(Cash\) 80,00 US\$/);
    expect(text).toMatch(/Cambio 8,80 US\$/);
    expect(text).toContain('Tarjetas regalo');
    expect(text).toContain('Tarjeta nueva GC-1');
    // The gift card's amounts too: no amount is left as the store's English states it.
    expect(text).toMatch(/25,00 US\$/);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toContain('Gracias por su compra.');
    expect(text).not.toMatch(/Order|Served by|Thank you|Change|Cambio \$8\.80/);
  });

  it('prints a German store’s receipt in German', async () => {
    const text = await printedIn('de');
    expect(text).toContain('Bestellung R123456789');
    expect(text).toMatch(/Zwischensumme 70,00 \$/);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toMatch(/Rückgeld 8,80 \$/);
    expect(text).toContain('Vielen Dank für Ihren Einkauf.');
  });

  it('prints an Arabic store’s amounts whole, with no bidi control printed as "?" or a stray character', async () => {
    const text = await printedIn('ar');
    for (const amount of ['40.00 US$', '27.00 US$', '70.00 US$', '4.20 US$', '71.20 US$', '80.00 US$', '8.80 US$', '25.00 US$']) expect(text).toContain(amount);
    // Nothing printed against an amount: Intl's right-to-left mark read "þ", an isolate "?".
    expect(text).not.toMatch(/[?þý]-?\d+\.\d\d|US\$[?þý]/);
    // Its words in Arabic (code page 720), in the order a printer lays them out (it knows no bidi):
    // the row mirrored, its amount on the left and its word on the right, the word's letters from
    // the right, so the paper reads as the screen does.
    const printedOrder = (words: string) => [...words].reverse().join('');
    expect(text).toMatch(new RegExp(`71\\.20 US\\$ +${printedOrder('الإجمالي')}`));
    expect(text).not.toContain('الإجمالي');
    expect(text).toContain(printedOrder('معنا'));
    // The Arabic comma, which code page 720 lacks, as a comma.
    expect(text).not.toContain('¬');
  });

  it('prints an English store’s receipt in English, as before', async () => {
    const text = await printedIn('en');
    expect(text).toContain('Order R123456789');
    expect(text).toMatch(/Change \$8\.80/);
    expect(text).toMatch(/Subtotal \$70\.00/);
    expect(text).toMatch(/Total \$71\.20/);
    expect(text).toMatch(/\$25\.00/);
    expect(text).toContain('Thank you for shopping with us.');
  });
});
