/**
 * The receipt on thermal paper: the screen's facts and words at 32 columns (58 mm) and 48 (80 mm),
 * no line wider than the paper; the order number exactly as the barcode's data (Code 128 or QR);
 * an offline sale's reference and tax note without a barcode; a cut at the end.
 */
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { receiptEscPos } from '../../../../electron/till/hardware/receipt-escpos.js';
import { code128Data } from '../../../support/net/test-receipt-printer.js';

const line = (id: string, name: string, quantity: number, price: string, extra: object = {}) => ({
  id,
  variantId: `v${id}`,
  name,
  slug: null,
  sku: null,
  optionsText: '',
  quantity,
  price,
  displayPrice: `$${price}`,
  total: price,
  displayTotal: `$${price}`,
  ...extra,
});

const receipt = (over: Partial<Receipt> = {}): Receipt =>
  ({
    order: {
      number: 'R123456789',
      currency: 'USD',
      lineItems: [
        line('1', 'Harbor tee with a rather long name for a narrow roll', 2, '20.00', {
          optionsText: 'Size: M, Color: Navy',
          customOptions: { gift_note: 'For Sam' },
        }),
        line('2', 'Canvas tote', 1, '30.00', { discountTotal: '-3.00' }),
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
    storeName: 'Harbor & Pine Outfitters',
    paymentMethodName: 'Cash',
    tendered: '80.00',
    change: '8.80',
    printedAt: '2026-11-23T19:00:00Z',
    servedBy: 'Alex Clerk',
    returnPolicy: { name: 'Return policy', body: 'Returns within 30 days with this receipt.\n\nMore words online.' },
    giftCards: [
      {
        lineItemId: '3',
        kind: 'issue',
        code: 'GC-ABCD-1234',
        currency: 'USD',
        loaded: '25.00',
        displayLoaded: '$25.00',
        balance: '25.00',
        displayBalance: '$25.00',
      },
    ],
    ...over,
  }) as unknown as Receipt;

/** The printed lines as text (each line's text runs joined), trailing spaces dropped. */
function printedLines(encoder: ReturnType<typeof receiptEscPos>): string[] {
  return (encoder.encode('lines') as { type: string; payload: number[] }[][]).map((items) =>
    items
      .filter((i) => i.type === 'text')
      .map((i) => Buffer.from(i.payload).toString('latin1'))
      .join('')
      .trimEnd(),
  );
}

describe('the receipt on thermal paper', () => {
  for (const [paperWidth, columns] of [
    [58, 32],
    [80, 48],
  ] as const) {
    it(`keeps to ${columns} columns on ${paperWidth} mm paper with the screen's facts`, () => {
      const encoder = receiptEscPos(receipt(), { paperWidth, barcode: 'code128' });
      const lines = printedLines(encoder);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(columns);
      // Words wrapped at the paper's edge read on: lines joined by a space.
      const text = lines.map((l) => l.trim()).join(' ');
      expect(text).toContain('Harbor & Pine Outfitters');
      expect(text).toContain('Order R123456789');
      expect(text).toContain('Served by Alex Clerk');
      expect(text).toMatch(/2 x Harbor tee/);
      expect(text).toContain('$40.00');
      expect(text).toContain('Size: M, Color: Navy');
      expect(text).toContain('gift_note: For Sam');
      expect(text).toMatch(/-\$3\.00 discount/);
      expect(text).toMatch(/After discount\s+\$27\.00/);
      expect(text).toMatch(/Subtotal\s+\$70\.00/);
      expect(text).toMatch(/Tax\s+\$4\.20/);
      expect(text).toMatch(/Total\s+\$71\.20/);
      expect(text).toMatch(/Paid \(Cash\)\s+\$80\.00/);
      expect(text).toMatch(/Change\s+\$8\.80/);
      expect(text).toContain('GC-ABCD-1234');
      expect(text).toContain('balance $25.00');
      expect(text).toContain('Returns within 30 days with this receipt.');
      expect(text).not.toContain('More words online');
      expect(text).toContain('Thank you for shopping with us.');
    });
  }

  it('prints the order number exactly as the barcode’s data, then cuts', () => {
    const bytes = Buffer.from(receiptEscPos(receipt(), { paperWidth: 80, barcode: 'code128' }).encode());
    expect(code128Data(bytes)).toEqual(['R123456789']);
    // GS V (cut) is the last command.
    expect(bytes.lastIndexOf(Buffer.from([0x1d, 0x56]))).toBeGreaterThan(bytes.length - 8);
  });

  it('prints the order number as a QR code when the setting says so', () => {
    const bytes = Buffer.from(receiptEscPos(receipt(), { paperWidth: 58, barcode: 'qr' }).encode());
    expect(code128Data(bytes)).toEqual([]);
    // GS ( k … 50 80 48 <data>: the QR code's data stored, exactly the order number.
    const store = bytes.indexOf(Buffer.from([0x31, 0x50, 0x30]));
    expect(store).toBeGreaterThan(0);
    expect(bytes.subarray(store + 3, store + 3 + 10).toString('latin1')).toBe('R123456789');
  });

  it('prints an offline sale’s reference and tax note, and no barcode (it has no order number yet)', () => {
    const offline = receipt({ offline: { ref: 'OFF-7', taxNote: 'Tax as the till estimated it.' }, giftCards: [] });
    const text = printedLines(receiptEscPos(offline, { paperWidth: 58, barcode: 'code128' }))
      .map((l) => l.trim())
      .join(' ');
    expect(text).toContain('Offline sale, order number to follow');
    expect(text).toContain('Reference OFF-7');
    expect(text).toContain('Tax as the till estimated it.');
    expect(code128Data(Buffer.from(receiptEscPos(offline, { paperWidth: 58, barcode: 'code128' }).encode()))).toEqual([]);
  });
});
