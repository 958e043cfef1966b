// @vitest-environment happy-dom
/**
 * Every sale action's failure on the Sell screen is shown in the cart's live region (or next to
 * the field it came from) in the store's words, and the focus stays where the clerk was.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { SaleErrorNotice } from '../../../../renderer/features/sell/SaleErrorNotice.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { ProductDialog } from '../../../../renderer/features/sell/ProductDialog.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

const REFUSED = 'Quantity selected of "Harbor Logo Tee (Navy, M)" is not available.';

const cart = {
  number: 'R100',
  currency: 'USD',
  lineItems: [
    {
      id: 'li-1',
      name: 'Harbor Logo Tee',
      quantity: 1,
      price: '24.00',
      displayPrice: '$24.00',
      displayTotal: '$24.00',
      optionsText: 'Navy, M',
      customOptions: {},
    },
  ],
  promotions: [{ id: 'p-1', code: 'SAVE5', name: 'Five off', amount: '-5.00', displayAmount: '-$5.00' }],
  itemTotal: '24.00',
  displayItemTotal: '$24.00',
  promoTotal: '-5.00',
  displayPromoTotal: '-$5.00',
  shipTotal: '0.00',
  displayShipTotal: '$0.00',
  taxTotal: '0.00',
  displayTaxTotal: '$0.00',
  total: '19.00',
  displayTotal: '$19.00',
} as unknown as SaleCart;

const refuse =
  (message = REFUSED) =>
  async (): Promise<never> => {
    throw new TillRefusal({ kind: 'validation', message });
  };

function useBridge(sale: Record<string, unknown>) {
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD', 'EUR'] }) as never },
      sale: sale as never,
    }),
  );
}

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));
const cartAlert = () => within(screen.getByRole('region', { name: 'Cart' })).getByRole('alert');

beforeEach(() => {
  useSale.setState({ cart, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useApp.setState({ screen: 'sell', info: { lineOptions: [] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('a failed sale action on the Sell screen', () => {
  it('a quantity step the store refuses: its words in the cart, the focus stays on the button', async () => {
    useBridge({ setQuantity: refuse() });
    render(<CartPanel />);
    const more = screen.getByRole('button', { name: 'Increase quantity of Harbor Logo Tee' });
    more.focus();
    fireEvent.click(more);
    await settle();
    expect(cartAlert().textContent).toContain(REFUSED);
    expect(document.activeElement).toBe(more);
  });

  it('a typed quantity the store refuses: its words, the box shows the cart again and keeps the focus', async () => {
    const asked: unknown[][] = [];
    useBridge({ setQuantity: async (...args: unknown[]) => (asked.push(args), refuse()()) });
    render(<CartPanel />);
    const box = screen.getByRole('textbox', { name: 'Quantity of Harbor Logo Tee' });
    box.focus();
    fireEvent.change(box, { target: { value: '50' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();
    expect(asked).toEqual([['li-1', 50]]);
    expect(cartAlert().textContent).toContain(REFUSED);
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('1');
  });

  it('a typed quantity that is not one is refused in words before anything is sent', async () => {
    useBridge({});
    render(<CartPanel />);
    const box = screen.getByRole('textbox', { name: 'Quantity of Harbor Logo Tee' });
    box.focus();
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();
    expect(cartAlert().textContent).toContain('Enter a quantity from 1 to 9999.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
  });

  it('removing a line, emptying and discarding: each failure in words', async () => {
    useBridge({ removeLine: refuse('Could not remove the line.'), empty: refuse('Could not empty the cart.'), discard: refuse('Could not discard.') });
    render(<CartPanel />);
    const remove = screen.getByRole('button', { name: 'Remove Harbor Logo Tee' });
    remove.focus();
    fireEvent.click(remove);
    await settle();
    expect(cartAlert().textContent).toContain('Could not remove the line.');
    expect(document.activeElement).toBe(remove);

    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Empty' }));
    await settle();
    expect(cartAlert().textContent).toContain('Could not empty the cart.');

    fireEvent.click(screen.getByRole('button', { name: 'Discard sale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await settle();
    expect(cartAlert().textContent).toContain('Could not discard.');
  });

  it('a code removed or the currency changed: each failure in words', async () => {
    useBridge({ removeCode: refuse('The code could not be removed.'), changeCurrency: refuse('Harbor Logo Tee is not available in EUR') });
    render(<CartPanel />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove code SAVE5' }));
    await settle();
    expect(cartAlert().textContent).toContain('The code could not be removed.');

    const currency = screen.getByRole('combobox', { name: 'Currency' });
    currency.focus();
    fireEvent.change(currency, { target: { value: 'EUR' } });
    await settle();
    expect(cartAlert().textContent).toContain('Harbor Logo Tee is not available in EUR');
    expect(document.activeElement).toBe(currency);
    expect((currency as HTMLSelectElement).value).toBe('USD');
  });

  it('a shipping estimate that fails is announced', async () => {
    useBridge({ estimateShipping: refuse('The store cannot be reached. Check the network; nothing was lost.') });
    render(<CartPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await settle();
    const said = screen.getByText('The store cannot be reached. Check the network; nothing was lost.');
    expect(said.closest('[aria-live="assertive"], [role="alert"]')).not.toBeNull();
  });

  it('a scan the store refuses: shown in the cart on the Sell screen', async () => {
    useBridge({ addByCode: refuse() });
    render(<CartPanel />);
    await act(async () => void (await useSale.getState().addByCode('0012345678905')));
    expect(cartAlert().textContent).toContain(REFUSED);
  });

  it('a scan refused on another screen: shown above that screen, and only there', async () => {
    useApp.setState({ screen: 'orders' });
    useBridge({ addByCode: refuse() });
    render(<SaleErrorNotice place="shell" />);
    await act(async () => void (await useSale.getState().addByCode('0012345678905')));
    expect(screen.getByRole('alert').textContent).toContain(REFUSED);
    act(() => useApp.setState({ screen: 'checkout' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a scan refused while a product dialog is open: told in the dialog, where the clerk is', async () => {
    usePosBridgeForTests(
      localBridge({
        catalog: { images: async () => [] },
        session: { status: async () => ({ signedIn: false }) as never },
        sale: { addByCode: refuse() },
      }),
    );
    render(<ProductDialog product={generatedCatalog(1)[0]!} onClose={() => undefined} />);
    await settle();
    await act(async () => void (await useSale.getState().addByCode('0012345678905')));
    expect(within(screen.getByRole('dialog', { hidden: true })).getByRole('alert', { hidden: true }).textContent).toContain(REFUSED);
  });
});
