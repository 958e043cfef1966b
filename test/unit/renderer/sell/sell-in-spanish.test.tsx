// @vitest-environment happy-dom
/**
 * The Sell screen's cart in the clerk's language (Spanish here): its own words, a count said with
 * the right plural, and a refusal made by the sale service (a code no product has) said in Spanish
 * too, not in the service's English.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { saleCalls } from '../../../../electron/till/sale/sale-calls.js';
import { localBridge } from '../local-bridge.js';

const cart = {
  number: 'R100',
  currency: 'USD',
  lineItems: [
    { id: 'li-1', name: 'Harbor Logo Tee', quantity: 1, price: '24.00', displayPrice: '$24.00', displayTotal: '$24.00', optionsText: '', customOptions: {} },
  ],
  promotions: [],
  itemTotal: '24.00',
  displayItemTotal: '$24.00',
  promoTotal: '0.00',
  displayPromoTotal: '$0.00',
  shipTotal: '0.00',
  displayShipTotal: '$0.00',
  taxTotal: '0.00',
  displayTaxTotal: '$0.00',
  total: '24.00',
  displayTotal: '$24.00',
} as unknown as SaleCart;

/** The till's own sale calls, with a catalog that knows no code. */
const calls = saleCalls({
  sale: {} as never,
  offline: {} as never,
  counter: {} as never,
  receipts: {} as never,
  lineOptions: [],
  lookupCode: async () => null,
  savedCards: async () => [],
});

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

beforeAll(async () => {
  await showScreenLanguage('es');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
beforeEach(() => {
  useSale.setState({ cart, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useApp.setState({ screen: 'sell', info: { lineOptions: [] } as unknown as AppInfo });
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      parked: { list: async () => ({ carts: [], warning: null }) },
      sale: { addByCode: (code: string, quantity: number) => calls.addByCode(code, quantity) } as never,
    }),
  );
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the cart in Spanish', () => {
  it('says its own words in Spanish', async () => {
    render(<CartPanel />);
    await settle();
    const panel = screen.getByRole('region', { name: 'Carrito' });
    expect(within(panel).getByRole('button', { name: /^Cobrar/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Aparcadas \(0\)/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Quitar Harbor Logo Tee' })).toBeTruthy();
  });

  it('says a refusal of the sale service in Spanish', async () => {
    render(<CartPanel />);
    await act(async () => void (await useSale.getState().addByCode('NOPE-1')));
    await settle();
    const alert = within(screen.getByRole('region', { name: 'Carrito' })).getByRole('alert');
    expect(alert.textContent).toContain('Ningún producto tiene el código NOPE-1.');
    expect(alert.textContent).not.toContain('No product has the code');
  });
});
