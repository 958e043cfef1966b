/**
 * Split tender through the sale service against the demo store: cash and a card in one sale
 * are two payments at the store covering the order; a declined card between two tenders leaves
 * the first in place; a lost answer to a tender is resolved by reading the cart's payments,
 * never by charging again; change comes only from cash.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { inStockVariant, startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';

let store: DemoStore;
let tee: string;
let proxy: FlakyProxy | null = null;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  tee = await inStockVariant(store.url, 'classic-crew-tee');
});

afterEach(async () => {
  await proxy?.close();
  proxy = null;
});

afterAll(async () => {
  await store.close();
});

const VISA = { token: 'tok_visa', name: 'Counter Customer', lastDigits: '4242' };

/** A till with two tees (36.00, no tax in Maine) at the payment step. */
async function saleOfTwoTees(url = store.url) {
  const till = startTill(url, { timeoutMs: 2000 });
  await till.sale.addLine(tee, 2);
  await till.sale.setCustomer(WALK_IN_CUSTOMER);
  return till;
}

describe('split tender', () => {
  it('takes cash then a card as two payments at the store and places the order once they cover it', async () => {
    const { sale, journal } = await saleOfTwoTees();
    const first = await sale.tenderCash({ tendered: '20.00' });
    expect(first).toEqual({ outcome: 'partial', taken: { methodName: 'Cash', amount: '20.00' }, remaining: '16.00', currency: 'USD' });

    const last = await sale.tenderCard({ ...VISA, amount: '16.00' });
    expect(last.outcome).toBe('placed');
    if (last.outcome !== 'placed') return;
    const { order } = last.receipt;
    expect(order.total).toBe('36.00');
    expect(order.payments.map((p) => ({ name: p.paymentMethodName, amount: p.amount, state: p.state }))).toEqual([
      { name: 'Cash', amount: '20.00', state: 'completed' },
      { name: 'Test card', amount: '16.00', state: 'completed' },
    ]);
    expect(last.receipt.paymentMethodName).toBe('Cash 20.00 + Test card •••• 4242 16.00');
    expect(last.receipt).toMatchObject({ tendered: '20.00', change: '0.00' });
    const recorded = journal.entries({ kinds: ['sale.completed'] });
    expect(recorded.map((e) => e.data.payments.length)).toEqual([2]);
  });

  it('gives change only from cash: the last cash tender above the balance; a card above it is refused', async () => {
    const { sale } = await saleOfTwoTees();
    await expect(sale.tenderCard({ ...VISA, amount: '36.01' })).rejects.toThrow(/more than the \$36\.00 still to pay: change comes only from cash/);
    expect(await sale.tenderCard({ ...VISA, amount: '10.00' })).toMatchObject({ outcome: 'partial', remaining: '26.00' });
    const last = await sale.tenderCash({ tendered: '30' });
    expect(last.outcome).toBe('placed');
    if (last.outcome === 'placed') expect(last.receipt).toMatchObject({ tendered: '30.00', change: '4.00' });
  });

  it('refuses a cash amount of zero in words the page says in the clerk’s language', async () => {
    const { sale } = await saleOfTwoTees();
    const refused = (await sale.tenderCash({ tendered: '0' }).catch((error: unknown) => error)) as { info: { words?: { id: string; defaultMessage: string } } };
    const words = refused.info.words;
    expect(words).toBeDefined();
    expect((await sayerIn('es'))(words!)).toBe('Introduzca un importe mayor que cero.');
  });

  it('keeps the cash tender when a card between two tenders is declined, and completes with another card', async () => {
    const { sale, journal } = await saleOfTwoTees();
    await sale.tenderCash({ tendered: '20.00' });
    await expect(sale.tenderCard({ token: 'tok_decline', name: 'Counter Customer', amount: '16.00' })).rejects.toThrow(
      'Your card was declined. Nothing was charged to it; the payments so far stay.',
    );
    // The till's journal records the decline in the gateway's words, with the sale and the amount, never the card's token.
    const declined = journal.entries({ kinds: ['tender.declined'] });
    expect(declined.map((e) => e.data)).toEqual([
      { orderNumber: (await sale.current())!.number, currency: 'USD', amount: '16.00', tender: 'card', message: 'Your card was declined.' },
    ]);
    expect(JSON.stringify(declined)).not.toContain('tok_decline');
    const cart = await sale.current();
    expect(cart?.payments.map((p) => ({ name: p.paymentMethodName, amount: p.amount, state: p.state }))).toEqual([
      { name: 'Cash', amount: '20.00', state: 'pending' },
    ]);
    const last = await sale.tenderCard({ token: 'tok_mastercard', name: 'Counter Customer', amount: '16.00' });
    expect(last.outcome).toBe('placed');
    if (last.outcome === 'placed') expect(last.receipt.order.paymentState).toBe('paid');
  });

  it('records a card declined when paying in full in the journal too, and the sale stays open', async () => {
    const { sale, journal } = await saleOfTwoTees();
    await expect(sale.payCard({ token: 'tok_insufficient_funds', name: 'Counter Customer', lastDigits: '9995' })).rejects.toThrow(
      'Your card has insufficient funds. Nothing was charged; the sale is still open.',
    );
    expect(journal.entries({ kinds: ['tender.declined'] }).map((e) => e.data)).toEqual([
      { orderNumber: (await sale.current())!.number, currency: 'USD', amount: '36.00', tender: 'card', message: 'Your card has insufficient funds.' },
    ]);
    expect((await sale.tenderCash({ tendered: '36.00' })).outcome).toBe('placed');
  });

  it('resolves a lost answer to a card tender from the cart: the card is charged once', async () => {
    proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 });
    let sent = 0;
    // Only the first card tender's answer is lost (the store takes it, the till never hears).
    proxy.setTarget((method, path) => method === 'POST' && path.includes('/checkout/create_payment') && ++sent === 1);
    const { sale } = await saleOfTwoTees(proxy.url);

    const first = await sale.tenderCard({ ...VISA, amount: '30.00' });
    expect(first).toMatchObject({ outcome: 'partial', taken: { amount: '30.00' }, remaining: '6.00' });
    expect(sent).toBe(1);
    expect(sale.unconfirmed()).toBe(false);

    const last = await sale.tenderCash({ tendered: '10' });
    expect(last.outcome).toBe('placed');
    if (last.outcome !== 'placed') return;
    const cards = last.receipt.order.payments.filter((p) => p.paymentMethodName === 'Test card');
    expect(cards.map((p) => p.amount)).toEqual(['30.00']);
    expect(last.receipt).toMatchObject({ tendered: '10.00', change: '4.00' });
  });

  it('refuses to lower the total below the tenders taken: lines may be added, not removed or made cheaper', async () => {
    const { sale } = await saleOfTwoTees();
    await sale.tenderCash({ tendered: '20' });
    const line = (await sale.current())!.lineItems[0]!;
    const words = /Payments are already taken for this sale/;
    await expect(sale.setQuantity(line.id, 1)).rejects.toThrow(words);
    await expect(sale.removeLine(line.id)).rejects.toThrow(words);
    await expect(sale.empty()).rejects.toThrow(words);
    await expect(sale.applyCode('SAVE5')).rejects.toThrow(words);
    await expect(sale.changeCurrency('EUR')).rejects.toThrow(words);
    expect((await sale.current())!.total).toBe('36.00');
    expect((await sale.setQuantity(line.id, 3)).total).toBe('54.00');
  });

  it('keeps a tender unresolved while the store is silent, then settles it from the cart when checked', async () => {
    proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 });
    let silent = false;
    let payments = 0;
    // The card's answer is lost, and so is every answer after it until the store speaks again.
    proxy.setTarget((method, path) => {
      if (method === 'POST' && path.includes('/checkout/create_payment') && ++payments === 1) silent = true;
      return silent;
    });
    const { sale } = await saleOfTwoTees(proxy.url);

    await expect(sale.tenderCard({ ...VISA, amount: '30.00' })).rejects.toThrow();
    expect(sale.attention()).toMatchObject({ step: 'paying' });

    silent = false;
    const check = await sale.checkAgain();
    expect(check.outcome).toBe('open');
    if (check.outcome === 'open') expect(check.cart?.payments.map((p) => [p.paymentMethodName, p.amount])).toEqual([['Test card', '30.00']]);
    expect(sale.attention()).toBeNull();

    // The clerk takes the rest in cash: the card is not charged again.
    const last = await sale.tenderCash({ tendered: '6' });
    expect(last.outcome).toBe('placed');
    if (last.outcome === 'placed') {
      expect(last.receipt.order.payments.map((p) => [p.paymentMethodName, p.amount])).toEqual([
        ['Test card', '30.00'],
        ['Cash', '6.00'],
      ]);
    }
  });
});
