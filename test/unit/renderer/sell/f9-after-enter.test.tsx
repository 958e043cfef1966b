// @vitest-environment happy-dom
/**
 * A clerk types a SKU, presses Enter and at once F9: the till is still looking the text up (nothing
 * is in the cart yet, nothing is marked busy) when F9 arrives. F9 must not be lost: checkout opens
 * once the item is in. When Enter ends in a choice to make instead (several products), F9 does not skip it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { SellScreen } from '../../../../renderer/features/sell/SellScreen.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { useCatalog } from '../../../../renderer/features/sell/catalog.js';
import { localBridge } from '../local-bridge.js';

const line = {
  id: 'li-1',
  name: 'Stoneware Coffee Mug',
  sku: 'MUG-1',
  quantity: 1,
  price: '14.00',
  displayPrice: '$14.00',
  total: '14.00',
  displayTotal: '$14.00',
  optionsText: '',
  customOptions: {},
};
const cart = (lineItems: unknown[]) =>
  ({
    number: 'R123456789',
    currency: 'USD',
    lineItems,
    promotions: [],
    itemTotal: '14.00',
    displayItemTotal: '$14.00',
    promoTotal: '0.00',
    displayPromoTotal: '$0.00',
    shipTotal: '0.00',
    displayShipTotal: '$0.00',
    taxTotal: '0.00',
    displayTaxTotal: '$0.00',
    total: '14.00',
    displayTotal: '$14.00',
  }) as unknown as SaleCart;

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 30))));

const results = (items: unknown[]) => ({ items, meta: { totalCount: items.length }, nextPage: null });
let searchAnswer: unknown = results([]);
let answerLookup: (found: boolean) => void = () => undefined;
beforeEach(() => {
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      catalog: {
        search: async () => searchAnswer as never,
        taxons: async () => [] as never,
        lookupCode: () => new Promise((resolve) => (answerLookup = (found) => resolve((found ? { variantId: 'v-1' } : null) as never))),
      } as never,
      sale: { addByCode: async () => cart([line]) } as never,
      parked: { list: async () => ({ carts: [] }) as never } as never,
    }),
  );
  useSale.setState({ cart: cart([]), busy: null, lookingUp: 0, checkoutAsked: false, error: null, errorFrom: null, attention: null, receipt: null });
  useCatalog.setState({ text: '', products: [], loading: false });
  useApp.setState({ screen: 'sell', info: { lineOptions: [] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('F9 right after Enter in the search', () => {
  it('opens checkout once the item Enter found is in the cart', async () => {
    render(<SellScreen />);
    await settle();
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'MUG-1' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'F9' });
    await settle();
    expect(useApp.getState().screen).toBe('sell');
    answerLookup(true);
    await settle();
    expect(useSale.getState().cart?.lineItems).toHaveLength(1);
    expect(useApp.getState().screen).toBe('checkout');
  });

  it('does not skip the choice Enter ends in: several products found, F9 stays on the Sell screen', async () => {
    useSale.setState({ cart: cart([line]) });
    render(<SellScreen />);
    await settle();
    const product = (id: string) => ({ id, name: `Mug ${id}`, currency: 'USD', price: null, variants: [{ id: `v-${id}`, purchasable: true, inStock: true }] });
    searchAnswer = results([product('1'), product('2')]);
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'mug' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'F9' });
    answerLookup(false);
    await settle();
    expect(useSale.getState().checkoutAsked).toBe(false);
    expect(useApp.getState().screen).toBe('sell');
    // With nothing pending, F9 goes to checkout with the cart as it is.
    fireEvent.keyDown(window, { key: 'F9' });
    await settle();
    expect(useApp.getState().screen).toBe('checkout');
  });
});
