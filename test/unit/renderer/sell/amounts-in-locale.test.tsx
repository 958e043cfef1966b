// @vitest-environment happy-dom
/**
 * Money as the language writes it: a product's price on its tile, the cart's total and the
 * receipt's total, in German ("22,00 $") and in Arabic (Latin digits, the currency after, the
 * whole amount isolated left to right among the right-to-left words), not
 * the store's English display strings ("$22.00") it sends beside each amount.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, Receipt, SaleCart } from '../../../../shared/bridge/bridge.js';
import type { AppLocale } from '../../../../shared/i18n/locales.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceiptScreen } from '../../../../renderer/features/checkout/ReceiptScreen.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { ProductGrid } from '../../../../renderer/features/sell/ProductGrid.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { localBridge } from '../local-bridge.js';

const product = {
  id: 'p1',
  name: 'Stoneware Mug',
  currency: 'USD',
  price: '22.00',
  displayPrice: '$22.00',
  inStock: true,
  backorderable: false,
} as unknown as Product;

const cart = {
  number: 'R100',
  currency: 'USD',
  lineItems: [
    { id: 'li-1', name: 'Stoneware Mug', quantity: 1, price: '22.00', displayPrice: '$22.00', total: '22.00', displayTotal: '$22.00', optionsText: '' },
  ],
  shipments: [],
  payments: [],
  promotions: [],
  itemTotal: '22.00',
  displayItemTotal: '$22.00',
  promoTotal: '0.00',
  displayPromoTotal: '$0.00',
  shipTotal: '0.00',
  displayShipTotal: '$0.00',
  taxTotal: '0.00',
  displayTaxTotal: '$0.00',
  total: '22.00',
  displayTotal: '$22.00',
  completedAt: '2026-11-23T19:00:00Z',
} as unknown as SaleCart;

const receipt = {
  order: cart,
  storeName: 'Demo',
  paymentMethodName: 'Card',
  tendered: null,
  change: null,
  printedAt: '2026-11-23T19:00:00Z',
} as unknown as Receipt;

const appIn = (storeLocale: AppLocale) =>
  useApp.setState({
    screen: 'sell',
    info: {
      version: '0',
      mode: 'store',
      storeName: 'Demo',
      currency: 'USD',
      storeLocale,
      timeZone: 'UTC',
      shell: 'browser',
      lineOptions: [],
      warnings: [],
    } as unknown as AppInfo,
  });

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));
const shown = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').trim();

beforeEach(() => {
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      parked: { list: async () => ({ carts: [], warning: null }) },
    }),
  );
});
afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  useApp.setState({ info: null });
  useSale.setState({ cart: null, receipt: null });
  await showScreenLanguage('en');
});

/** The tile's price, the cart's total and the receipt's total, as the page shows them. */
async function amountsShownIn(locale: AppLocale): Promise<{ tile: string; cartTotal: string; receiptTotal: string }> {
  appIn(locale);
  await showScreenLanguage(locale);
  const grid = render(<ProductGrid products={[product]} total={1} busy={false} onOpen={() => {}} onNearEnd={() => {}} onLeaveTop={() => {}} />);
  // happy-dom lays nothing out (the grid has no rows in view): its cards come with the rows after its first frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const tile = shown(grid.container.querySelector('.price')?.textContent);
  grid.unmount();

  useSale.setState({ cart, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  const panel = render(<CartPanel />);
  await settle();
  const cartTotal = shown(panel.container.querySelector('.grand-total dd')?.textContent);
  panel.unmount();

  useSale.setState({ receipt });
  render(<ReceiptScreen />);
  await settle();
  const paper = screen.getByRole('article');
  const receiptTotal = shown(paper.querySelector('.grand-total dd')?.textContent);
  return { tile, cartTotal, receiptTotal };
}

describe('amounts as the language writes them', () => {
  it('in German: "22,00 $" on the tile, in the cart and on the receipt', async () => {
    const { tile, cartTotal, receiptTotal } = await amountsShownIn('de');
    expect(tile).toBe('22,00 $');
    expect(cartTotal).toBe('22,00 $');
    expect(receiptTotal).toBe('22,00 $');
  });

  it('in Arabic: Latin digits with the point, the currency after the amount', async () => {
    const { tile, cartTotal, receiptTotal } = await amountsShownIn('ar');
    for (const text of [tile, cartTotal, receiptTotal]) {
      expect(text).toContain('22.00');
      expect(text).not.toContain('$22.00');
      expect(text).not.toMatch(/[\u0660-\u0669]/);
    }
    // One left-to-right unit among the Arabic words (an isolate, LRI … PDI): "22.00 US$", never "$US 22.00".
    for (const text of [tile, cartTotal, receiptTotal]) expect(text).toBe('\u206622.00 US$\u2069');
  });

  it('in English: exactly as before', async () => {
    const { tile, cartTotal, receiptTotal } = await amountsShownIn('en');
    expect(tile).toBe('$22.00');
    expect(cartTotal).toBe('$22.00');
    expect(receiptTotal).toBe('$22.00');
  });
});
