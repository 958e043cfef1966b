// @vitest-environment happy-dom
/**
 * The cart at the counter: a line's amount is its price times its quantity (tax and promotions
 * show once, in the totals), no order number shows before the sale is placed, and emptying the
 * cart asks first, as discarding does.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { localBridge } from '../local-bridge.js';

/** Two tees at $16.00 in Massachusetts: the store's line total carries the 6.25% tax ($34.00). */
const cart = {
  number: 'R123456789',
  currency: 'USD',
  lineItems: [
    {
      id: 'li-1',
      name: 'Harbor Logo Tee',
      quantity: 2,
      price: '16.00',
      displayPrice: '$16.00',
      total: '34.00',
      displayTotal: '$34.00',
      optionsText: '',
      customOptions: {},
    },
  ],
  promotions: [],
  itemTotal: '32.00',
  displayItemTotal: '$32.00',
  promoTotal: '0.00',
  displayPromoTotal: '$0.00',
  shipTotal: '0.00',
  displayShipTotal: '$0.00',
  taxTotal: '2.00',
  displayTaxTotal: '$2.00',
  total: '34.00',
  displayTotal: '$34.00',
} as unknown as SaleCart;

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

let emptied = 0;
beforeEach(() => {
  emptied = 0;
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      sale: {
        empty: async () => {
          emptied++;
          return { ...cart, lineItems: [] };
        },
      } as never,
    }),
  );
  useSale.setState({ cart, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useApp.setState({ screen: 'sell', info: { lineOptions: [] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the cart at the counter', () => {
  it('shows each line at its price times its quantity, adding up to the subtotal', () => {
    render(<CartPanel />);
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('$32.00')).toBeTruthy();
    expect(within(line).queryByText('$34.00')).toBeNull();
  });

  it('shows no order number before the sale is placed', () => {
    render(<CartPanel />);
    expect(screen.queryByText(/R123456789/)).toBeNull();
  });

  it('asks before emptying the cart, and keeps it when told to', async () => {
    render(<CartPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    await settle();
    expect(emptied).toBe(0);
    const ask = screen.getByRole('group', { name: 'Empty the cart?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep' }));
    await settle();
    expect(emptied).toBe(0);
    expect(screen.queryByRole('group', { name: 'Empty the cart?' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Empty the cart?' })).getByRole('button', { name: 'Empty' }));
    await settle();
    expect(emptied).toBe(1);
  });

  it('goes to checkout on F9 pressed while the item just added is still being added, once it is in', async () => {
    useSale.setState({ busy: 'Adding to the cart' });
    render(<CartPanel />);
    fireEvent.keyDown(window, { key: 'F9' });
    await settle();
    expect(useApp.getState().screen).toBe('sell');
    act(() => useSale.setState({ busy: null }));
    await settle();
    expect(useApp.getState().screen).toBe('checkout');
  });

  it('stays on the Sell screen when the change under way when F9 was pressed is refused', async () => {
    useSale.setState({ busy: 'Updating the quantity' });
    render(<CartPanel />);
    fireEvent.keyDown(window, { key: 'F9' });
    await settle();
    act(() => useSale.setState({ busy: null, error: { message: 'Only 3 left.', kind: 'invalid', fieldErrors: null }, errorFrom: 'Updating the quantity' }));
    await settle();
    expect(useApp.getState().screen).toBe('sell');
  });
});
