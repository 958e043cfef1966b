// @vitest-environment happy-dom
/**
 * The receipt is the store's paper: in the store's language (Spanish here), its amounts and date as
 * the store writes them, whatever the clerk reads on screen; the screen's own actions around it
 * (print, save, new sale) stay in the clerk's language. The paper reads in its own language's
 * direction, whatever the screen's.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, Receipt } from '../../../../shared/bridge/bridge.js';
import { dateTimeText } from '../../../../shared/i18n/formats.js';
import type { AppLocale } from '../../../../shared/i18n/locales.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceiptScreen } from '../../../../renderer/features/checkout/ReceiptScreen.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { localBridge } from '../local-bridge.js';

const receipt = {
  order: {
    number: 'R123456789',
    currency: 'USD',
    lineItems: [
      {
        id: '1',
        variantId: 'v1',
        name: 'Harbor tee',
        slug: null,
        sku: null,
        optionsText: '',
        quantity: 2,
        price: '1250.00',
        displayPrice: '$1,250.00',
        total: '2500.00',
        displayTotal: '$2,500.00',
      },
    ],
    shipments: [],
    itemTotal: '2500.00',
    shipTotal: '0.00',
    taxTotal: '150.00',
    total: '2650.00',
    displayItemTotal: '$2,500.00',
    displayShipTotal: '$0.00',
    displayTaxTotal: '$150.00',
    promoTotal: '0.0',
    displayTotal: '$2,650.00',
    completedAt: '2026-11-23T19:00:00Z',
    payments: [],
  },
  storeName: 'Tienda Demo',
  paymentMethodName: 'Cash',
  tendered: '2700.00',
  change: '50.00',
  printedAt: '2026-11-23T19:00:00Z',
  servedBy: 'Alex',
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
} as unknown as Receipt;

const storeIn = (storeLocale: AppLocale) =>
  useApp.setState({
    info: {
      version: '0',
      mode: 'store',
      storeName: 'Tienda Demo',
      storeUrl: 'http://store.test',
      currency: 'USD',
      storeLocale,
      timeZone: 'UTC',
      shell: 'browser',
      lineOptions: [],
      warnings: [],
    } as AppInfo,
  });

beforeEach(() => {
  usePosBridgeForTests(localBridge({}));
  useSale.setState({ receipt });
});
afterEach(async () => {
  cleanup();
  useApp.setState({ info: null });
  await showScreenLanguage('en');
});

describe('the receipt in the store’s language', () => {
  it('is in Spanish on a Spanish store while the screen is in German', async () => {
    storeIn('es');
    await showScreenLanguage('de');
    render(<ReceiptScreen />);
    const paper = screen.getByRole('article');
    // The paper: the store's words (loaded a moment after the screen's).
    expect(await within(paper).findByText('Gracias por su compra.')).toBeTruthy();
    expect(within(paper).getByRole('heading', { name: 'Ticket' })).toBeTruthy();
    expect(within(paper).getByText('Le atendió Alex')).toBeTruthy();
    expect(within(paper).getByText('Subtotal')).toBeTruthy();
    expect(within(paper).getByText('Impuestos')).toBeTruthy();
    expect(within(paper).getByText('Pagado (Cash)')).toBeTruthy();
    expect(within(paper).getByText('Tarjetas regalo', { selector: 'h3' })).toBeTruthy();
    // Amounts and the date as Spanish writes them, not German, not English.
    expect(within(paper).getByText('Cambio').nextElementSibling?.textContent).toBe('50,00\u00a0US$');
    expect(within(paper).getAllByText('2500,00 US$')).toHaveLength(2); // the line and the subtotal
    expect(within(paper).getByText('Total').nextElementSibling?.textContent).toBe('2650,00\u00a0US$');
    expect(paper.textContent).not.toMatch(/\$\d/);
    expect(within(paper).getByText(dateTimeText(receipt.order.completedAt!, { locale: 'es' }))).toBeTruthy();
    expect(paper.textContent).not.toMatch(/Beleg|Vielen Dank|Thank you|Served by/);
    // The screen around it: the clerk's German.
    expect(screen.getByRole('button', { name: 'Beleg drucken' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Neuer Verkauf/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als PDF speichern' })).toBeTruthy();
  });

  it('is in Spanish on a Spanish store while the screen is in English', async () => {
    storeIn('es');
    render(<ReceiptScreen />);
    const paper = screen.getByRole('article');
    expect(await within(paper).findByText('Gracias por su compra.')).toBeTruthy();
    expect(within(paper).getByRole('img', { name: 'Pedido R123456789 como código de barras, para devoluciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New sale/ })).toBeTruthy();
  });

  it('stays in English on an English store while the screen is in Spanish', async () => {
    storeIn('en');
    await showScreenLanguage('es');
    render(<ReceiptScreen />);
    const paper = screen.getByRole('article');
    expect(await within(paper).findByText('Thank you for shopping with us.')).toBeTruthy();
    expect(within(paper).getByText('Change').nextElementSibling?.textContent).toBe('$50.00');
    expect(screen.getByRole('button', { name: 'Imprimir ticket' })).toBeTruthy();
  });

  it('reads in its own direction: a Spanish paper left to right on an Arabic screen, an Arabic one right to left on a German screen', async () => {
    storeIn('es');
    await showScreenLanguage('ar');
    const spanish = render(<ReceiptScreen />);
    const paper = screen.getByRole('article');
    expect(await within(paper).findByText('Gracias por su compra.')).toBeTruthy();
    expect([paper.lang, paper.dir]).toEqual(['es', 'ltr']);
    spanish.unmount();

    storeIn('ar');
    await showScreenLanguage('de');
    render(<ReceiptScreen />);
    const arabic = screen.getByRole('article');
    await expect.poll(() => arabic.lang).toBe('ar');
    expect(arabic.dir).toBe('rtl');
    // Its amounts one left-to-right unit each among the Arabic words.
    expect(arabic.querySelector('.grand-total dd')?.textContent).toBe('\u20662,650.00\u00a0US$\u2069');
  });
});
