/**
 * Card tenders through the simulated terminal against the demo store: approve, decline (at the
 * terminal, and by a test card the store's gateway declines), the customer cancelling, and a
 * timeout whose charge went through: the next "present card" asks the terminal first and uses
 * that charge, so the card is charged once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createSimulatedTerminal, type SimulatedTerminal } from '../../../../electron/till/terminal/simulated-terminal.js';
import { createTerminalTender } from '../../../../electron/till/terminal/terminal-tender.js';
import { memorySecretStore, type SecretStore } from '../../../../electron/till/account/secret-store.js';
import { keychainWith, refusedByKeychain, terminalTenderAnswerLost } from '../../../support/till/test-keychains.js';
import { SETTINGS_FILE_NAME } from '../../../../electron/till/settings/settings-store.js';
import type { TerminalCharge } from '../../../../electron/till/terminal/card-terminal.js';
import { inStockVariant, startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';

let store: DemoStore;
let tee: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  tee = await inStockVariant(store.url, 'classic-crew-tee');
});

afterAll(async () => {
  await store.close();
});

/** A till with two tees (36.00) at the payment step, and a simulated terminal that records each prompt. */
async function tillWithTerminal() {
  const prompts: TerminalCharge[] = [];
  const simulated: SimulatedTerminal = createSimulatedTerminal({
    onWaiting: (charge) => {
      if (charge) prompts.push(charge);
    },
  });
  const till = startTill(store.url);
  const secrets = memorySecretStore();
  const terminal = createTerminalTender({ terminal: simulated, sale: till.sale, settings: till.settings, secrets, journal: till.journal });
  await till.sale.addLine(tee, 2);
  await till.sale.setCustomer(WALK_IN_CUSTOMER);
  /** Presents a card for `amount` and plays the customer once the terminal asks. */
  const present = async (amount: string, play: (t: SimulatedTerminal) => boolean) => {
    const asked = prompts.length;
    const answer = terminal.present(amount);
    await waitFor(() => prompts.length > asked);
    expect(play(simulated)).toBe(true);
    return answer;
  };
  return { ...till, simulated, secrets, terminal, prompts, present };
}

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

const cardPayments = (payments: { paymentMethodName: string; amount: string }[]) =>
  payments.filter((p) => p.paymentMethodName === 'Test card').map((p) => p.amount);

describe('the simulated card terminal', () => {
  it('approves: the order is placed with the card for the amount shown', async () => {
    const { present, prompts } = await tillWithTerminal();
    const result = await present('36.00', (t) => t.choose('approve'));
    expect(prompts.at(-1)).toMatchObject({ amount: '36.00', currency: 'USD' });
    expect(result.outcome).toBe('placed');
    if (result.outcome === 'placed') {
      expect(cardPayments(result.receipt.order.payments)).toEqual(['36.00']);
      expect(result.receipt.paymentMethodName).toBe('Test card •••• 4242');
    }
  });

  it('declines at the terminal, or by a test card the gateway declines; the sale stays open with nothing charged', async () => {
    const { present, sale, journal } = await tillWithTerminal();
    // In English, and as catalogue words the page says in the clerk's language.
    expect(await present('36.00', (t) => t.choose('decline'))).toEqual({
      outcome: 'declined',
      message: 'The card was declined at the terminal. Nothing was charged; the payments so far stay.',
      words: expect.objectContaining({ id: 'checkout.terminal.declined' }) as unknown,
    });
    const byCard = await present('36.00', (t) => t.presentCard('4000 0000 0000 0002'));
    expect(byCard).toMatchObject({ outcome: 'declined', message: 'Your card was declined. Nothing was charged to it; the payments so far stay.' });
    expect((await sale.current())?.payments.filter((p) => p.state !== 'failed')).toEqual([]);
    // Both declines are in the till's journal: the terminal's and the gateway's, in their own words, never the card's number or token.
    const declines = journal.entries({ kinds: ['tender.declined'] });
    expect(declines.map((e) => [e.data.tender, e.data.amount, e.data.message])).toEqual([
      ['terminal', '36.00', 'The card was declined at the terminal.'],
      ['terminal', '36.00', 'Your card was declined.'],
    ]);
    expect(JSON.stringify(declines)).not.toMatch(/4000 ?0000|tok_/);
    const approved = await present('36.00', (t) => t.presentCard('5555 5555 5555 4444'));
    expect(approved.outcome).toBe('placed');
  });

  it('the customer cancels: nothing is charged, and the card can be presented again', async () => {
    const { present } = await tillWithTerminal();
    expect(await present('36.00', (t) => t.choose('cancel'))).toEqual({
      outcome: 'cancelled',
      message: 'The customer cancelled at the terminal. Nothing was charged.',
      words: expect.objectContaining({ id: 'checkout.terminal.cancelled' }) as unknown,
    });
    expect((await present('36.00', (t) => t.choose('approve'))).outcome).toBe('placed');
  });

  it('after a timeout whose charge went through, asks the terminal before asking again and charges the card once', async () => {
    const { present, terminal, sale, prompts, journal } = await tillWithTerminal();
    expect(await sale.tenderCash({ tendered: '20' })).toMatchObject({ outcome: 'partial', remaining: '16.00' });
    const timedOut = await present('16.00', (t) => t.choose('timeout'));
    expect(timedOut.outcome).toBe('timeout');
    expect(prompts).toHaveLength(1);
    expect(journal.entries({ kinds: ['terminal.timed_out'] }).map((e) => e.data)).toEqual([
      { orderNumber: (await sale.current())!.number, currency: 'USD', amount: '16.00', reference: prompts[0]!.reference },
    ]);

    // Presented again: the terminal says the first attempt was charged; no new prompt, no second charge.
    const again = await terminal.present('16.00');
    expect(prompts).toHaveLength(1);
    expect(again.outcome).toBe('placed');
    if (again.outcome === 'placed') {
      expect(cardPayments(again.receipt.order.payments)).toEqual(['16.00']);
      expect(again.receipt.order.paymentState).toBe('paid');
    }
  });

  it('keeps an approval whose tender the store did not answer in the keychain, never in the settings file, and uses it after a restart', async () => {
    const { simulated, sale, settings, secrets, journal, dataDir, prompts } = await tillWithTerminal();
    // The terminal approves; the store's answer to the card tender is lost.
    const lost = terminalTenderAnswerLost(sale);
    const first = createTerminalTender({ terminal: simulated, sale: lost, settings, secrets, journal });
    const asked = prompts.length;
    const answer = first.present('36.00');
    await waitFor(() => prompts.length > asked);
    simulated.presentCard('5555 5555 5555 4444');
    await expect(answer).rejects.toThrow('The store did not answer.');
    const file = readFileSync(path.join(dataDir, SETTINGS_FILE_NAME), 'utf8');
    expect(file).toContain(prompts.at(-1)!.reference);
    expect(file).not.toContain('tok_');

    // The till starts again with the same settings file and keychain: the approval is used, not charged again.
    const restarted = createTerminalTender({ terminal: simulated, sale, settings, secrets, journal });
    const again = await restarted.present('36.00');
    expect(prompts).toHaveLength(asked + 1);
    expect(again.outcome).toBe('placed');
    if (again.outcome === 'placed') expect(cardPayments(again.receipt.order.payments)).toEqual(['36.00']);
  });

  it('moves a card token an older settings file holds into the keychain, and uses that approval once', async () => {
    const { simulated, sale, settings, secrets, journal, dataDir, prompts } = await tillWithTerminal();
    const number = (await sale.current())!.number;
    const reference = `${number}-older`;
    settings.set('terminal.pending', {
      saleNumber: number,
      reference,
      amount: '36.00',
      currency: 'USD',
      approved: { kind: 'approved', token: 'tok_visa', ccType: 'visa', lastDigits: '4242' },
    });
    const lost = terminalTenderAnswerLost(sale);
    await expect(createTerminalTender({ terminal: simulated, sale: lost, settings, secrets, journal }).present('36.00')).rejects.toThrow('did not answer');
    expect(readFileSync(path.join(dataDir, SETTINGS_FILE_NAME), 'utf8')).not.toContain('tok_');
    expect(await secrets.get(`terminal-approval:${reference}`)).toBe('tok_visa');

    const again = await createTerminalTender({ terminal: simulated, sale, settings, secrets, journal }).present('36.00');
    expect(again.outcome).toBe('placed');
    expect(prompts).toHaveLength(0);
    expect(await secrets.get(`terminal-approval:${reference}`)).toBeNull();
    expect(settings.get('terminal.pending')).toBeUndefined();
  });

  it('after a restart without a keychain, asks the terminal for an approval it lost, and charges nothing again when the terminal cannot tell', async () => {
    const { simulated, sale, settings, journal, prompts } = await tillWithTerminal();
    const lost = terminalTenderAnswerLost(sale);
    const forgetful: SecretStore = memorySecretStore();
    const first = createTerminalTender({ terminal: simulated, sale: lost, settings, secrets: forgetful, journal });
    const asked = prompts.length;
    const answer = first.present('36.00');
    await waitFor(() => prompts.length > asked);
    simulated.choose('approve');
    await expect(answer).rejects.toThrow('The store did not answer.');

    // A new process: memory secrets are gone, and this terminal no longer knows the charge.
    const blank = createSimulatedTerminal({ onWaiting: (charge) => charge && prompts.push(charge) });
    const restarted = createTerminalTender({ terminal: blank, sale, settings, secrets: memorySecretStore(), journal });
    await expect(restarted.present('36.00')).rejects.toThrow(/approved .*36\.00.* check the terminal/i);
    expect(prompts).toHaveLength(asked + 1);

    // The terminal that made the approval still knows it: it is used, not charged again.
    const recovered = createTerminalTender({ terminal: simulated, sale, settings, secrets: memorySecretStore(), journal });
    expect((await recovered.present('36.00')).outcome).toBe('placed');
    expect(prompts).toHaveLength(asked + 1);
  });

  it('takes an approved card even when the keychain refuses its token, charging it once', async () => {
    const { simulated, sale, settings, journal, prompts } = await tillWithTerminal();
    const { keychain: refusing } = keychainWith(() => ({ get: refusedByKeychain, set: refusedByKeychain, delete: refusedByKeychain }));
    const terminal = createTerminalTender({ terminal: simulated, sale, settings, secrets: refusing, journal });
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    const result = await answer;
    expect(result.outcome).toBe('placed');
    if (result.outcome === 'placed') expect(cardPayments(result.receipt.order.payments)).toEqual(['36.00']);
    expect(settings.get('terminal.pending')).toBeUndefined();
  });

  it('refuses to ask the terminal for more than is still to pay', async () => {
    const { terminal, prompts } = await tillWithTerminal();
    await expect(terminal.present('36.01')).rejects.toThrow(/change comes only from cash/);
    expect(prompts).toHaveLength(0);
  });
});
