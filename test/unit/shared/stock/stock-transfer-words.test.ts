/** A transfer's words: its units, what was short (never what arrived over), its state for the list. */
import { describe, expect, it } from 'vitest';
import { transferStateWords, unitsOf, unitsShort, unitsWords, type StockTransferLine } from '../../../../shared/stock/stock-transfer.js';

const line = (quantity: number, receivedQuantity: number | null): StockTransferLine => ({
  variantId: String(quantity),
  sku: 'SKU',
  quantity,
  receivedQuantity,
  difference: receivedQuantity === null ? null : receivedQuantity - quantity,
});

describe('stock transfer words', () => {
  it('counts units and items in words', () => {
    expect(unitsWords([])).toBe('0 units of 0 items');
    expect(unitsWords([{ quantity: 1 }])).toBe('1 unit of 1 item');
    expect(unitsWords([{ quantity: 2 }, { quantity: 3 }])).toBe('5 units of 2 items');
    expect(unitsOf([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });

  it('a transfer on its way, received whole, or received short', () => {
    expect(transferStateWords({ state: 'sent', lines: [line(3, null)] })).toBe('On its way');
    expect(unitsShort({ lines: [line(3, null)] })).toBe(0);
    expect(transferStateWords({ state: 'received', lines: [line(3, 3), line(2, 2)] })).toBe('Received, all arrived');
    const short = { state: 'received' as const, lines: [line(5, 5), line(3, 1), line(4, 3)] };
    expect(unitsShort(short)).toBe(3);
    expect(transferStateWords(short)).toBe('Received, 3 short');
  });
});
