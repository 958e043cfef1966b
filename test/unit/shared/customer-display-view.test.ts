/**
 * The customer display's view: the lines, discounts, totals, tenders, what is left, the change and
 * the thank-you; and nothing the customer should not see (the view has no field for it, a staff
 * member is named by first name alone, the clerk's words and who gave a discount never reach it).
 */
import { describe, expect, it } from 'vitest';
import { customerDisplayView, firstName, type CustomerDisplayInput } from '../../../shared/display/customer-display-view.js';
import type { Receipt, SaleCart } from '../../../shared/bridge/bridge.js';
import { line, order, payment } from '../reports/order-fixtures.js';
import { sayerIn } from '../../../shared/i18n/say-in.js';

const VIEW_FIELDS = ['change', 'left', 'lines', 'locale', 'paid', 'sample', 'screen', 'servedBy', 'storeName', 'totals'];
const LINE_FIELDS = ['amount', 'discount', 'key', 'name', 'options', 'quantity'];

function cart(extra: Partial<SaleCart> = {}): SaleCart {
  const { token: _token, ...rest } = order('R100', null, [
    line('l1', 'v1', 'Canvas tote', 2, '18.00', { optionsText: 'Colour: Navy', customOptions: { 'Gift note': 'Happy birthday' } }),
    line('l2', 'v2', 'Enamel mug', 1, '12.50'),
  ]);
  return {
    ...rest,
    payments: [],
    email: 'walk-in@counter.example',
    taxTotal: '3.85',
    displayTaxTotal: '$3.85',
    total: '52.35',
    displayTotal: '$52.35',
    ...extra,
  };
}

const input = (over: Partial<CustomerDisplayInput>): CustomerDisplayInput => ({
  storeName: 'Wharf Street Store',
  staffName: 'Dana Q. Smith',
  cart: null,
  placed: null,
  ...over,
});

describe('the customer display view', () => {
  it('between sales welcomes with the store name and nothing else', () => {
    const view = customerDisplayView(input({}));
    expect(view).toEqual({
      locale: 'en',
      screen: 'welcome',
      storeName: 'Wharf Street Store',
      servedBy: 'Dana',
      lines: [],
      totals: [],
      paid: [],
      left: null,
      change: null,
      sample: false,
    });
    expect(customerDisplayView(input({ cart: cart({ lineItems: [] }) })).screen).toBe('welcome');
  });

  it('shows each line as added (name, options, quantity, amount) and the totals, the total last', () => {
    const view = customerDisplayView(input({ cart: cart() }));
    expect(view.screen).toBe('sale');
    expect(view.lines).toEqual([
      { key: 'l1', name: 'Canvas tote', options: 'Colour: Navy · Gift note: Happy birthday', quantity: 2, amount: '$36.00', discount: null },
      { key: 'l2', name: 'Enamel mug', options: '', quantity: 1, amount: '$12.50', discount: null },
    ]);
    expect(view.totals).toEqual([
      { label: 'Subtotal', amount: '$48.50' },
      { label: 'Tax', amount: '$3.85' },
      { label: 'Total', amount: '$52.35' },
    ]);
    expect(view.paid).toEqual([]);
    expect(view.left).toBeNull();
  });

  it('shows a line’s discount as the receipt does, with its reason but never who gave or approved it', () => {
    const discounted = cart({
      lineItems: [line('l1', 'v1', 'Canvas tote', 2, '18.00', { discountTotal: '-3.60' })],
      displayItemTotal: '$36.00',
      promoTotal: '0.00',
    });
    const view = customerDisplayView(
      input({
        cart: discounted,
        discounts: [{ lineItemId: 'l1', kind: 'line', size: '10%', reason: 'Damaged box', givenBy: 'Dana Smith', approvedBy: 'Morgan Lee' } as never],
      }),
    );
    expect(view.lines[0]!.discount).toEqual({ after: '$32.40', words: '−$3.60 · Discount 10%: Damaged box' });
    expect(view.totals).toContainEqual({ label: 'Discounts', amount: '-$3.60' });
    expect(JSON.stringify(view)).not.toMatch(/Morgan|Lee|Smith/);
  });

  it('in the store’s language: its labels, its amounts and a discount’s words said in it, and the language named for the page', async () => {
    const discounted = cart({ lineItems: [line('l1', 'v1', 'Canvas tote', 2, '18.00', { discountTotal: '-3.60' })], displayItemTotal: '$36.00' });
    const view = customerDisplayView(
      input({
        cart: discounted,
        discounts: [{ lineItemId: 'l1', kind: 'sale', size: '10%', reason: 'Cliente habitual' }],
        locale: 'es',
        say: await sayerIn('es'),
      }),
    );
    expect(view.locale).toBe('es');
    expect(view.totals.map((row) => row.label)).toEqual(['Subtotal', 'Descuentos', 'Impuestos', 'Total']);
    expect(view.lines[0]!.discount?.words).toMatch(/^−3,60\sUS\$ · Descuento en la venta 10%: Cliente habitual$/);
    // Amounts as the store's receipts write them in Spanish, never the store's English ("$36.00").
    expect(view.lines[0]!.amount).toMatch(/^36,00\sUS\$$/);
    expect(view.lines[0]!.discount?.after).toMatch(/^32,40\sUS\$$/);
    expect(view.totals.find((row) => row.label === 'Total')?.amount).toMatch(/^52,35\sUS\$$/);
    expect(JSON.stringify(view)).not.toContain('$3');
  });

  it('in a right-to-left language keeps a discount’s sign with its amount, one left-to-right unit among the words', async () => {
    const discounted = cart({ lineItems: [line('l1', 'v1', 'Canvas tote', 2, '18.00', { discountTotal: '-3.60' })] });
    const view = customerDisplayView(input({ cart: discounted, locale: 'ar', say: await sayerIn('ar') }));
    expect(view.lines[0]!.discount?.words).toMatch(/\u2066−3\.60\sUS\$\u2069/);
    // Every amount in the store's language, one left-to-right unit among its right-to-left words.
    for (const amount of [view.lines[0]!.amount, ...view.totals.map((row) => row.amount)]) expect(amount).toMatch(/^\u2066[^\u2066\u2069]*US\$\u2069$/);
  });

  it('while paying: what each tender paid and what is left', () => {
    const view = customerDisplayView(input({ cart: cart({ payments: [payment('Card', '20.00'), payment('Cash', '5.00', 'void')] }) }));
    expect(view.paid).toEqual([{ label: 'Card', amount: '$20.00' }]);
    expect(view.left).toBe('$32.35');
  });

  it('once placed: a thank-you with the lines, the total, what was paid and the change', () => {
    const placed = cart({ state: 'complete' });
    const receipt: Receipt = {
      order: placed,
      storeName: 'Wharf Street Store',
      paymentMethodName: 'Cash',
      tendered: '60.00',
      change: '7.65',
      printedAt: '2026-11-28T10:00:00Z',
      servedBy: 'Dana Q. Smith',
      notice: 'Placed by an earlier attempt: take no payment again.',
    };
    const view = customerDisplayView(input({ cart: null, placed: receipt }));
    expect(view.screen).toBe('thanks');
    expect(view.lines).toHaveLength(2);
    expect(view.totals.at(-1)).toEqual({ label: 'Total', amount: '$52.35' });
    expect(view.paid).toEqual([{ label: 'Cash', amount: '$60.00' }]);
    expect(view.change).toBe('$7.65');
    const split = customerDisplayView(
      input({
        placed: {
          ...receipt,
          tenders: [
            { methodName: 'Card', amount: '20.00' },
            { methodName: 'Cash', amount: '32.35' },
          ],
          tendered: '40.00',
        },
      }),
    );
    expect(split.paid).toEqual([
      { label: 'Card', amount: '$20.00' },
      { label: 'Cash', amount: '$32.35' },
    ]);
  });

  it('has no field for anything else: no order number or token, no email, no clerk’s notice, no full staff name', () => {
    const secretCart = cart({ number: 'R998877', email: 'pat@example.com', payments: [payment('Card', '10.00')] }) as SaleCart & { token: string };
    secretCart.token = 'order-token-123';
    const receipt = {
      order: secretCart,
      storeName: 'Wharf Street Store',
      paymentMethodName: 'Card',
      tendered: null,
      change: null,
      printedAt: 'x',
      servedBy: 'Dana Q. Smith',
      notice: 'Clerk: the store placed it earlier',
    } satisfies Receipt;
    for (const view of [customerDisplayView(input({ cart: secretCart })), customerDisplayView(input({ placed: receipt }))]) {
      expect(Object.keys(view).sort()).toEqual(VIEW_FIELDS);
      for (const shown of view.lines) expect(Object.keys(shown).sort()).toEqual(LINE_FIELDS);
      const text = JSON.stringify(view);
      for (const hidden of ['R998877', 'order-token-123', 'pat@example.com', 'Clerk', 'Smith', 'Q.', 'SKU-v1', 'walk-in']) expect(text).not.toContain(hidden);
      expect(view.servedBy).toBe('Dana');
    }
  });

  it('names staff by first name alone, or no one', () => {
    expect(firstName('  Dana   Q. Smith ')).toBe('Dana');
    expect(firstName('Cher')).toBe('Cher');
    expect(firstName(null)).toBeNull();
    expect(firstName('   ')).toBeNull();
  });
});
