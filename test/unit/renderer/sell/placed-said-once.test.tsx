// @vitest-environment happy-dom
/**
 * A step that finds the order already placed: the receipt's own notice says so, once, whether the
 * store's "placed" event or the step's refusal reaches the window first; nothing above the
 * receipt repeats it.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, Receipt } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { SaleErrorNotice } from '../../../../renderer/features/sell/SaleErrorNotice.js';
import { ReceiptScreen } from '../../../../renderer/features/checkout/ReceiptScreen.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

const WORDS =
  'Order R200 was placed by the store at an earlier checkout step, before the sale was completed here: the store has it. Do not take payment again.';

const receipt = {
  order: {
    number: 'R200',
    currency: 'USD',
    lineItems: [
      { id: 'li-1', name: 'Harbor Logo Tee', quantity: 1, price: '24.00', displayPrice: '$24.00', displayTotal: '$24.00', optionsText: '', customOptions: {} },
    ],
    shipments: [],
    itemTotal: '24.00',
    displayItemTotal: '$24.00',
    shipTotal: '0.00',
    displayShipTotal: '$0.00',
    taxTotal: '0.00',
    displayTaxTotal: '$0.00',
    promoTotal: '0.0',
    total: '24.00',
    displayTotal: '$24.00',
    completedAt: '2026-11-23T19:00:00Z',
    payments: [],
  },
  storeName: 'Demo store',
  paymentMethodName: 'Gift card',
  tendered: null,
  change: null,
  printedAt: '2026-11-23T19:00:00Z',
  notice: WORDS,
} as unknown as Receipt;

/** The step's refusal, as the sale service words it. */
const placedAlready = async (): Promise<never> => {
  throw new TillRefusal({ kind: 'placed', message: `${WORDS} Its receipt is shown.` });
};

/** What the window does when the store's "placed" event arrives. */
const placedEvent = () => {
  useSale.getState().showPlaced(receipt);
  useApp.getState().go('receipt');
};

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));
const timesSaid = () => document.body.textContent!.split('was placed by the store at an earlier checkout step').length - 1;

beforeEach(() => {
  usePosBridgeForTests(localBridge({ sale: { selectShippingRate: placedAlready, unseenReceipt: async () => receipt } }));
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useApp.setState({ screen: 'checkout', info: { shell: 'browser', lineOptions: [] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

function Window() {
  const screenShown = useApp((s) => s.screen);
  return (
    <>
      <SaleErrorNotice place="shell" />
      {screenShown === 'receipt' && <ReceiptScreen />}
    </>
  );
}

describe('a step that finds the order already placed', () => {
  it('the event first, then the refusal: the words once, in the receipt', async () => {
    render(<Window />);
    await act(async () => placedEvent());
    await act(async () => void (await useSale.getState().selectRate('s-1', 'r-1')));
    await settle();
    expect(screen.getByRole('article', { name: 'Receipt' })).toBeTruthy();
    expect(timesSaid()).toBe(1);
    expect(useSale.getState().error).toBeNull();
  });

  it('the refusal first, then the event: the words once, in the receipt', async () => {
    render(<Window />);
    await act(async () => void (await useSale.getState().selectRate('s-1', 'r-1')));
    await act(async () => placedEvent());
    await settle();
    expect(screen.getByRole('article', { name: 'Receipt' })).toBeTruthy();
    expect(timesSaid()).toBe(1);
  });

  it('the refusal alone (the event lost): the receipt is shown all the same, with its words once', async () => {
    render(<Window />);
    await act(async () => void (await useSale.getState().selectRate('s-1', 'r-1')));
    await settle();
    expect(useApp.getState().screen).toBe('receipt');
    expect(screen.getByRole('article', { name: 'Receipt' })).toBeTruthy();
    expect(timesSaid()).toBe(1);
  });
});
