// @vitest-environment happy-dom
/**
 * A placed sale's receipt carries its order number as a Code 128 barcode (what the returns
 * counter scans); an offline sale's, which has no number yet, carries none.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceiptScreen } from '../../../../renderer/features/checkout/ReceiptScreen.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { code128Bars, QUIET_MODULES } from '../../../../shared/barcode/code128-bars.js';
import { localBridge } from '../local-bridge.js';

const receipt = (offline: boolean) =>
  ({
    order: {
      number: 'R123456789',
      currency: 'USD',
      lineItems: [],
      shipments: [],
      itemTotal: '0.00',
      displayItemTotal: '$0.00',
      shipTotal: '0.00',
      displayShipTotal: '$0.00',
      taxTotal: '0.00',
      displayTaxTotal: '$0.00',
      promoTotal: '0.0',
      total: '0.00',
      displayTotal: '$0.00',
      completedAt: '2026-11-23T19:00:00Z',
      payments: [],
    },
    storeName: 'Demo store',
    paymentMethodName: 'Cash',
    tendered: null,
    change: null,
    printedAt: '2026-11-23T19:00:00Z',
    ...(offline ? { offline: { ref: 'off-1', taxNote: 'Tax as estimated.' } } : {}),
  }) as unknown as Receipt;

beforeEach(() => usePosBridgeForTests(localBridge({})));
afterEach(cleanup);

/** The bars as Code 128's modules: "1" a bar, "0" a space. */
function modulesOf(bars: { x: number; width: number }[], modules: number): string {
  const out = Array.from({ length: modules }, () => '0');
  for (const bar of bars) for (let i = bar.x; i < bar.x + bar.width; i++) out[i] = '1';
  return out.join('');
}

describe('the receipt’s barcode', () => {
  it('is the order number in Code 128, with quiet zones a scanner needs', () => {
    const { bars, modules } = code128Bars('R123456789');
    const pattern = modulesOf(bars, modules);
    expect(pattern.slice(0, QUIET_MODULES)).toBe('0'.repeat(QUIET_MODULES));
    expect(pattern.slice(-QUIET_MODULES)).toBe('0'.repeat(QUIET_MODULES));
    const code = pattern.slice(QUIET_MODULES, -QUIET_MODULES);
    // Start B ("R" is not a digit), then each symbol 11 modules, the stop 13.
    expect(code.slice(0, 11)).toBe('11010010000');
    expect(code.slice(-13)).toBe('1100011101011');
    expect((code.length - 13) % 11).toBe(0);
    expect(code128Bars('R123456780').bars).not.toEqual(bars);
  });

  it('is on a placed sale’s receipt, named for what it is', () => {
    useSale.setState({ receipt: receipt(false) });
    render(<ReceiptScreen />);
    const barcode = screen.getByRole('img', { name: 'Order R123456789 as a barcode, for returns' });
    expect(barcode.querySelectorAll('rect').length).toBe(code128Bars('R123456789').bars.length + 1);
  });

  it('is not on an offline sale’s receipt, which has no order number yet', () => {
    useSale.setState({ receipt: receipt(true) });
    render(<ReceiptScreen />);
    expect(screen.queryByRole('img', { name: /as a barcode/ })).toBeNull();
  });
});
