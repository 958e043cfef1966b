/**
 * Card returns and money owed, as a clerk meets them at 1024×768: a sale paid at the simulated
 * terminal is found by its receipt's barcode on Returns and refunded to the card (the return
 * receipt names it); what the till owes customers (a card charge no sale took, an offline sale's
 * refund owed) is settled from the Returns screen's "Owed to customers", each once; and a card
 * whose issuer refuses the refund is told in the gateway's words and given as store credit instead,
 * or, for a guest, in cash from the drawer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { toCents } from '../../../shared/money.js';
import { offlineSale } from '../../support/till/offline-till.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';
import { MEASURING_BUDGET } from '../support/app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
const SHOTS = '/tmp/terminal-refunds';

beforeAll(async () => {
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

/** The terminal's charge for the sale in progress, played with `play` once the terminal waits for a card. */
async function atTerminal(amount: string, play: () => Promise<unknown>) {
  const { calls } = app.runtime;
  const presenting = calls.terminal.present(amount);
  await expect.poll(async () => (await calls.terminal.state()).waiting).not.toBeNull();
  await play();
  return presenting;
}

/** A sale of one navy tee paid at the simulated terminal with the test card `cardNumber`: its order number. */
async function cardSale(cardNumber: string): Promise<string> {
  const { calls } = app.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
  const cart = await calls.sale.pickupInStore();
  expect((await atTerminal(cart.total, () => calls.terminal.simulateCard(cardNumber))).outcome).toBe('placed');
  return cart.number;
}

/** On Returns, the receipt's barcode scanned, its one tee chosen and the store's refund asked: the quote. */
async function quoteByScan(orderNumber: string) {
  const { page } = app;
  await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
  const number = page.getByRole('textbox', { name: 'Receipt or order number' });
  await expect.poll(() => number.isEnabled()).toBe(true);
  await scanCode(page, orderNumber);
  const sale = page.getByRole('region', { name: new RegExp(`Order ${orderNumber}`) });
  await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
  await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();
  const quote = page.getByRole('region', { name: /The store gives back/ });
  await quote.waitFor();
  return quote;
}

describe('card returns at the counter', () => {
  it('refunds a sale paid at the terminal to its card, and the return receipt names the card', async () => {
    const { page } = app;
    const orderNumber = await cardSale('4242 4242 4242 4242');
    const quote = await quoteByScan(orderNumber);
    expect(await quote.innerText()).toContain('Paid with Test card');
    const refund = quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ });
    const amount = /\$([\d.]+)/.exec(await refund.innerText())![1]!;
    await refund.click();

    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    const refunded = await page.getByRole('table', { name: 'Refunded to' }).innerText();
    expect(refunded).toContain('Visa •••• 4242');
    expect(refunded).toContain(`$${amount}`);
    // Nothing to hand back from the drawer: it went back to the card.
    expect(await page.getByRole('status').filter({ hasText: 'cash from the drawer' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/card-return-receipt-1024.png` });
    await expectCounterLayout(page, { name: 'returns-card-receipt-1024' });
    await page.getByRole('button', { name: 'Next return' }).click();
  });

  it('settles what the till owes customers from Returns: a card charge at the terminal, a refund owed in cash, each once', async () => {
    const { page, runtime } = app;
    const { calls, journal } = runtime;
    // A card charged at the terminal whose answer was lost, the sale then paid in cash: owed back to the card.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const cart = await calls.sale.pickupInStore();
    expect((await atTerminal(cart.total, () => calls.terminal.simulate('timeout'))).outcome).toBe('timeout');
    expect((await calls.sale.tenderCash({ tendered: '100' })).outcome).toBe('placed');
    await expect.poll(() => journal.entries({ kinds: ['terminal.approval_unused'] }).length).toBe(1);
    // An offline sale the store refused, settled by a manager as a refund owed.
    journal.append(
      'offline.sale',
      offlineSale('OFF-E2E-1', new Date().toISOString(), [{ variantId: '999999', name: 'Gone Tee', quantity: 1, unitPrice: '18.50' }]),
    );
    journal.append('offline.needs_manager', { ref: 'OFF-E2E-1', storeSaid: 'That product is no longer sold.', variantIds: ['999999'] });
    await calls.offline.recordRefundOwed('OFF-E2E-1');
    const cashBefore = toCents((await calls.shift.status()).report!.cash.expected!);

    await page.getByRole('navigation').getByRole('button', { name: /^Sell/ }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
    const owed = page.getByRole('region', { name: 'Owed to customers' });
    await owed.waitFor();
    const list = owed.getByRole('list', { name: 'Owed to customers' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.innerText()).toContain(`Sale ${cart.number}`);
    expect(await list.innerText()).toContain('Offline sale OFF-E2E-1');
    await page.screenshot({ path: `${SHOTS}/owed-to-customers-light-1024.png` });
    await expectCounterLayout(page, { name: 'returns-owed-1024' });
    await expectNoSeriousA11yViolations(page, 'owed to customers');
    await useTheme(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/owed-to-customers-dark-1024.png` });
    await useTheme(page, 'light');

    await owed.getByRole('button', { name: `Refund $${cart.total} at the terminal` }).click();
    await expect.poll(() => owed.getByRole('status').innerText()).toContain(`$${cart.total} went back to the card at the terminal (sale ${cart.number})`);
    await owed.getByRole('button', { name: 'Hand back $18.50 in cash' }).click();
    await expect.poll(() => owed.getByRole('status').innerText()).toContain('Hand back $18.50 in cash from the drawer (offline sale OFF-E2E-1)');
    await expect.poll(() => list.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/owed-settled-1024.png` });

    const x = (await calls.shift.status()).report!;
    expect(x.owedSettled?.map((o) => o.how)).toEqual(['terminal', 'cash']);
    // The X report shows both settled, and the terminal's charge as refunded.
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const settled = await page.getByRole('table', { name: 'Owed to customers, settled' }).innerText();
    expect(settled).toContain(`Refunded at the terminal, sale ${cart.number}`);
    expect(settled).toContain('Cash from the drawer, offline sale OFF-E2E-1');
    expect(await page.getByRole('table', { name: 'Card charges to refund at the terminal' }).innerText()).toContain('refunded');
    await page.getByRole('table', { name: 'Owed to customers, settled' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/x-report-owed-settled-1024.png` });
    expect(toCents(x.cash.expected!)).toBe(cashBefore - 1850);
    expect(journal.entries({ kinds: ['drawer.opened'] }).at(-1)!.data.reason).toBe('Refund owed');
  });

  it('tells the clerk in the gateway’s words when the card refuses the refund, and gives it as store credit instead', async () => {
    const { page, runtime } = app;
    const { calls, journal } = runtime;
    // The customer's own sale (signed in at the till), paid with the card whose issuer refuses refunds.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    await calls.sale.attachCustomer();
    const cart = await calls.sale.pickupInStore();
    expect((await atTerminal(cart.total, () => calls.terminal.simulateCard('4000 0000 0000 5126'))).outcome).toBe('placed');
    const returnsBefore = journal.entries({ kinds: ['return.refunded'] }).length;

    const quote = await quoteByScan(cart.number);
    await quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ }).click();
    const refused = quote.getByRole('alert');
    await expect.poll(() => refused.innerText()).toContain('The card issuer refused the refund: give it back another way (cash or store credit).');
    expect(journal.entries({ kinds: ['return.refunded'] })).toHaveLength(returnsBefore);
    await page.screenshot({ path: `${SHOTS}/card-refused-1024.png` });
    await expectCounterLayout(page, { name: 'returns-card-refused-1024' });

    // The quote is still open: store credit to the customer's account instead.
    await quote.getByRole('button', { name: 'As store credit' }).click();
    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    expect(await page.getByRole('table', { name: 'Given as store credit' }).innerText()).toContain('Store credit');
    expect(journal.entries({ kinds: ['return.refunded'] }).at(-1)!.data).toMatchObject({ orderNumber: cart.number, to: 'store_credit' });
    await calls.session.signOut();
  });

  it('gives a guest’s refused card back in cash from the drawer instead, the receipt saying so', async () => {
    const { page, runtime } = app;
    const { journal } = runtime;
    const orderNumber = await cardSale('4000 0000 0000 5126');
    const quote = await quoteByScan(orderNumber);
    const refund = quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ });
    const amount = /\$([\d.]+)/.exec(await refund.innerText())![1]!;
    // Cash is offered only once the card refused.
    expect(await quote.getByRole('button', { name: 'Cash from the drawer' }).count()).toBe(0);
    await refund.click();
    await expect.poll(() => quote.getByRole('alert').innerText()).toContain('The card issuer refused the refund');
    await quote.getByRole('button', { name: 'Cash from the drawer' }).click();

    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'cash from the drawer' }).innerText()).toBe(`Hand back $${amount} in cash from the drawer.`);
    expect(await page.getByRole('table', { name: 'Refunded to' }).innerText()).toContain('Cash (card refused)');
    expect(journal.entries({ kinds: ['return.refunded'] }).at(-1)!.data).toMatchObject({ orderNumber, to: 'cash', cashOut: amount });
    await page.screenshot({ path: `${SHOTS}/card-refused-cash-receipt-1024.png` });
    await expectCounterLayout(page, { name: 'returns-card-refused-cash-1024' });
    await page.getByRole('button', { name: 'Next return' }).click();
  });
});
