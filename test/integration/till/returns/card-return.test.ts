/**
 * A card sale at the simulated terminal, returned to how it was paid, through the returns desk:
 * the store refunds the card through its gateway and the return names the card (brand and last
 * four digits). A card whose issuer refuses refunds: the clerk is told in the gateway's words,
 * nothing is recorded at the store or in the journal, the quote stays open, and store credit to
 * the customer's account gives it back instead, or (a guest's sale) cash from the drawer with a
 * manager's approval of that return, recorded at the store with the reason "Card refused".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { toCents } from '../../../../shared/money.js';
import { englishOf } from '../../../../shared/i18n/words.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';
import type { ReturnRefundInput } from '../../../../shared/bridge/returns.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
const CLERK = { name: 'Card Clerk', pin: '8642' };

/** A bridge call as the page makes it (through the till's gate). */
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(app.runtime.calls, method, args, () => {}, app.runtime.gate);

beforeAll(async () => {
  // A sale, its return and a refused refund take more than a real store's 60 requests a minute.
  app = await startTestRuntimeWithCatalog({ demoStore: { rateLimit: false }, rateLimit: { limit: 1000, windowMs: 60_000 } });
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

afterAll(async () => {
  await app?.stop();
});

/** A sale of one navy tee, paid at the simulated terminal with the test card `cardNumber`: its order number. */
async function terminalSale(cardNumber: string, signedIn = false): Promise<string> {
  const { calls } = app.runtime;
  await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M'), 1);
  if (signedIn) {
    await calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    await calls.sale.attachCustomer();
  }
  const cart = await calls.sale.pickupInStore();
  const presenting = calls.terminal.present(cart.total);
  for (let i = 0; i < 300 && (await calls.terminal.state()).waiting === null; i++) await new Promise((r) => setTimeout(r, 10));
  await calls.terminal.simulateCard(cardNumber);
  expect((await presenting).outcome).toBe('placed');
  return cart.number;
}

/** The quote for the whole sale and the refund input for it. */
async function quoteAll(orderNumber: string) {
  const { calls } = app.runtime;
  const desk = await calls.returns.open();
  const sale = await calls.returns.findSale(orderNumber, 'scanned');
  const quote = await calls.returns.quote({ orderNumber, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: sale.lines[0]!.lineItemId, quantity: 1 }] });
  const input = (to: ReturnRefundInput['to']): ReturnRefundInput => ({
    authorizationId: quote.authorizationId,
    items: quote.items.map((i) => ({ id: i.id, resellable: true })),
    to,
  });
  return { quote, input };
}

describe('a card return', () => {
  it('refunds the card through the store’s gateway and names it on the return', async () => {
    const { calls } = app.runtime;
    const orderNumber = await terminalSale('4242 4242 4242 4242');
    const { quote, input } = await quoteAll(orderNumber);
    const done = await calls.returns.refund(input('original'));
    expect(done.cashOut).toBeNull();
    expect(done.refunds).toEqual([{ method: 'Test card', amount: quote.total, displayAmount: quote.displayTotal, card: expect.anything() }]);
    // The card in words the page says in the clerk's language.
    expect(englishOf(done.refunds[0]!.card!)).toBe('Visa •••• 4242');
  });

  it('tells the clerk a refused refund in the gateway’s words, records nothing, and gives it as store credit instead', async () => {
    const { calls, journal } = app.runtime;
    const orderNumber = await terminalSale('4000 0000 0000 5126', true);
    const { quote, input } = await quoteAll(orderNumber);
    const returnsBefore = journal.entries({ kinds: ['return.refunded'] }).length;

    await expect(calls.returns.refund(input('original'))).rejects.toThrow(
      'The card issuer refused the refund: give it back another way (cash or store credit).',
    );
    expect(journal.entries({ kinds: ['return.refunded'] })).toHaveLength(returnsBefore);
    // Nothing at the store: no reimbursement, the units still authorized (not received), so the quote still stands.
    const sale = await calls.returns.findSale(orderNumber);
    expect(sale.lines[0]!.returnable).toBe(0);
    expect(sale.earlierReturns).toEqual([expect.objectContaining({ number: quote.authorizationNumber, state: 'authorized' })]);

    const done = await calls.returns.refund(input('store_credit'));
    expect(done).toMatchObject({ to: 'store_credit', total: quote.total });
    expect(journal.entries({ kinds: ['return.refunded'] })).toHaveLength(returnsBefore + 1);
  });

  it('gives a guest’s refused card back in cash from the drawer, only with a manager’s approval of that return, and the store records it so', async () => {
    const { calls, journal, staff } = app.runtime;
    await calls.session.signOut();
    const orderNumber = await terminalSale('4000 0000 0000 5126');
    const { quote, input } = await quoteAll(orderNumber);
    await expect(calls.returns.refund(input('original'))).rejects.toThrow(/refused the refund/);
    await expect(calls.returns.refund(input('store_credit'))).rejects.toThrow(/guest order/);
    const cashBefore = toCents((await calls.shift.status()).report!.cash.expected!);

    // A clerk on the till: the cash needs a manager's PIN for this return.
    await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    await staff.unlock(CLERK.pin);
    try {
      const record = `${quote.authorizationNumber} in cash`;
      expect(await call('returns.refund', input('cash'))).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.refund', record } },
      });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.refund', record })).toMatchObject({ ok: true });
      const done = await call('returns.refund', input('cash'));
      expect(done).toMatchObject({
        ok: true,
        value: { to: 'cash', cashOut: quote.total, refunds: [{ method: 'Cash (card refused)', amount: quote.total }] },
      });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
    expect(journal.entries({ kinds: ['return.refunded'] }).at(-1)).toMatchObject({
      staff: { name: CLERK.name },
      data: { orderNumber, to: 'cash', cashOut: quote.total, approvedBy: TEST_MANAGER.name },
    });
    expect(journal.entries({ kinds: ['drawer.opened'] }).at(-1)!.data).toMatchObject({ reason: 'Cash refund', orderNumber });
    const x = (await calls.shift.status()).report!;
    expect(toCents(x.cash.expected!)).toBe(cashBefore - toCents(quote.total));
    expect(x.returns!.byTender).toContainEqual({ method: 'Cash (card refused)', count: 1, amount: quote.total });
    // Never twice: the quote is done.
    await expect(calls.returns.refund(input('cash'))).rejects.toThrow(/not open on this till/);
  });
});
