// @vitest-environment happy-dom
/**
 * The store does not answer when the till starts: a flagged sale is told once, by its banner
 * (which says what to do), not again by an error in the cart; an unflagged sale's cart says in
 * plain words what is wrong and what happens next, and the sale appears once the store answers.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleAttention, SaleCart } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

const OFFLINE = 'The store cannot be reached. Check the network; nothing was lost.';
const flag: SaleAttention = { number: 'R300', message: 'The payment was being taken when the store stopped answering.' } as SaleAttention;
const cart = {
  number: 'R300',
  currency: 'USD',
  lineItems: [
    { id: 'li-1', name: 'Harbor Logo Tee', quantity: 1, price: '24.00', displayPrice: '$24.00', displayTotal: '$24.00', optionsText: '', customOptions: {} },
  ],
  promotions: [],
  itemTotal: '24.00',
  displayItemTotal: '$24.00',
  promoTotal: '0.0',
  shipTotal: '0.00',
  displayShipTotal: '$0.00',
  taxTotal: '0.00',
  displayTaxTotal: '$0.00',
  total: '24.00',
  displayTotal: '$24.00',
} as unknown as SaleCart;

let storeAnswers = false;
function useBridge(attention: SaleAttention | null) {
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      sale: {
        current: async () => {
          if (!storeAnswers) throw new TillRefusal({ kind: 'offline', message: OFFLINE });
          return cart;
        },
        attention: async () => attention,
        unseenReceipt: async () => null,
      },
    }),
  );
}

const cartAlert = () => within(screen.getByRole('region', { name: 'Cart' })).getByRole('alert');

beforeEach(() => {
  storeAnswers = false;
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useApp.setState({ screen: 'sell', info: { lineOptions: [] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the store unreachable when the till starts', () => {
  it('a flagged sale: the banner says it; the cart shows no error of its own', async () => {
    useBridge(flag);
    render(<CartPanel />);
    await act(async () => void (await useSale.getState().load()));
    expect(useSale.getState().attention).toEqual(flag);
    expect(cartAlert().textContent).toBe('');
  });

  it('an unflagged sale: the cart says what is wrong and what happens next, then shows the sale when the store answers', async () => {
    useBridge(null);
    render(<CartPanel />);
    await act(async () => void (await useSale.getState().load()));
    const said = cartAlert().textContent!;
    expect(said).toContain('the sale in progress cannot be shown yet');
    expect(said).toContain('Check the network');
    expect(said).not.toContain('Loading the sale');
    // Not an empty cart that invites ringing the sale up again.
    expect(screen.queryByText(/No items yet/)).toBeNull();

    storeAnswers = true;
    await act(async () => void (await useSale.getState().reloadAfterOutage()));
    expect(cartAlert().textContent).toBe('');
    expect(screen.getByText('Harbor Logo Tee')).toBeTruthy();
  });
});
