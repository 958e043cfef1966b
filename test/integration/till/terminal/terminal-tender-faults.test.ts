/**
 * The card terminal's tender when things go wrong around it: a keychain that never answers (a
 * locked keyring whose prompt nobody sees) or refuses to delete, an approval that arrives after
 * its sale was parked, an older settings file still holding a card token, and two presses at
 * once. Nothing hangs, nothing is charged to the wrong sale or twice, no token stays behind.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedTerminal, type SimulatedTerminal } from '../../../../electron/till/terminal/simulated-terminal.js';
import { createTerminalTender } from '../../../../electron/till/terminal/terminal-tender.js';
import { memorySecretStore, type SecretStore } from '../../../../electron/till/account/secret-store.js';
import { SETTINGS_FILE_NAME } from '../../../../electron/till/settings/settings-store.js';
import type { CardTerminal, TerminalCharge, TerminalOutcome } from '../../../../electron/till/terminal/card-terminal.js';
import { inStockVariant, startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import { keychainWith, neverAnswers, refusedByKeychain, terminalTenderAnswerLost } from '../../../support/till/test-keychains.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import type { TerminalTender } from '../../../../electron/till/terminal/terminal-tender.js';

const demo = useDemoStore();
let tee: string;

beforeAll(async () => {
  tee = await inStockVariant(demo.url, 'classic-crew-tee');
});

/** A till with two tees (36.00) at the payment step and a simulated terminal recording each prompt. */
async function tillWithTerminal(secrets: SecretStore = memorySecretStore()) {
  const prompts: TerminalCharge[] = [];
  const simulated: SimulatedTerminal = createSimulatedTerminal({ onWaiting: (charge) => charge && prompts.push(charge) });
  const till = startTill(demo.url);
  const terminal = createTerminalTender({ terminal: simulated, sale: till.sale, settings: till.settings, secrets, journal: till.journal });
  await till.sale.addLine(tee, 2);
  await till.sale.setCustomer(WALK_IN_CUSTOMER);
  return { ...till, simulated, secrets, terminal, prompts };
}

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

const cardPayments = (payments: { paymentMethodName: string; amount: string; state: string }[]) =>
  payments.filter((p) => p.paymentMethodName.startsWith('Test card') && p.state !== 'failed').map((p) => p.amount);

describe('the terminal tender with a keychain that never answers', () => {
  it('places the sale when the keychain never takes the approval’s token', async () => {
    const { terminal, simulated, prompts } = await tillWithTerminal(keychainWith(() => ({ set: neverAnswers })).keychain);
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    expect((await answer).outcome).toBe('placed');
  });

  it('answers the receipt when the keychain never deletes the token, and names it to delete at the next start', async () => {
    const { terminal, simulated, prompts, settings } = await tillWithTerminal(keychainWith(() => ({ delete: neverAnswers })).keychain);
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    expect((await answer).outcome).toBe('placed');
    expect(settings.get('terminal.pending')).toBeUndefined();
    expect(settings.get('terminal.leftTokens')).toEqual([prompts[0]!.reference]);
  });

  it('asks the terminal when the keychain never answers for a kept approval after a restart', async () => {
    const { simulated, sale, settings, journal, prompts } = await tillWithTerminal();
    const first = createTerminalTender({
      terminal: simulated,
      sale: terminalTenderAnswerLost(sale),
      settings,
      secrets: memorySecretStore(),
      journal,
    });
    const lost = first.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    await expect(lost).rejects.toThrow('did not answer');

    const restarted = createTerminalTender({ terminal: simulated, sale, settings, secrets: keychainWith(() => ({ get: neverAnswers })).keychain, journal });
    expect((await restarted.present('36.00')).outcome).toBe('placed');
    expect(prompts).toHaveLength(1);
  });
});

describe('an approval that arrives after its sale was set aside', () => {
  it('never pays the sale rung up meanwhile, and pays its own sale once it is resumed', async () => {
    const { simulated, prompts, sale, settings, secrets, journal } = await tillWithTerminal();
    const parkedNumbers: string[] = [];
    const terminal = createTerminalTender({ terminal: simulated, sale, settings, secrets, journal, parked: () => parkedNumbers });
    const saleA = (await sale.current())!.number;
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    let parkedA: Parameters<Parameters<typeof sale.park>[0]>[0] | undefined;
    await sale.park(async (parked) => {
      parkedA = parked;
      parkedNumbers.push(parked.number);
    });
    await sale.addLine(tee, 3);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    simulated.choose('approve');
    await expect(answer).rejects.toThrow(new RegExp(`approved this card for sale ${saleA}`));
    const b = (await sale.current())!;
    expect(cardPayments(b.payments)).toEqual([]);
    // A card presented for sale B meanwhile: refused in words, the terminal not asked, A's approval kept.
    await expect(terminal.present('54.00')).rejects.toThrow(new RegExp(`approved 36.00 USD for sale ${saleA}, which is parked`));
    expect(prompts).toHaveLength(1);

    // Sale B is paid in cash; sale A comes back and its approval pays it, with no second prompt.
    expect((await sale.tenderCash({ tendered: '60' })).outcome).toBe('placed');
    await sale.resume(parkedA!, async () => {
      parkedNumbers.splice(0);
    });
    const again = await terminal.present('36.00');
    expect(again.outcome).toBe('placed');
    if (again.outcome === 'placed') expect(cardPayments(again.receipt.order.payments)).toEqual(['36.00']);
    expect(prompts).toHaveLength(1);
  });

  it('journals an approval whose sale is gone (neither current nor parked) for a refund, and asks for the next card', async () => {
    const { simulated, prompts, sale, settings, secrets, journal } = await tillWithTerminal();
    const terminal = createTerminalTender({ terminal: simulated, sale, settings, secrets, journal, parked: () => [] });
    const saleA = (await sale.current())!.number;
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    await sale.park(async () => undefined);
    await sale.addLine(tee, 1);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    simulated.choose('approve');
    await expect(answer).rejects.toThrow(new RegExp(`approved this card for sale ${saleA}`));

    const next = terminal.present('18.00');
    await waitFor(() => prompts.length === 2);
    simulated.choose('approve');
    expect((await next).outcome).toBe('placed');
    expect(journal.entries({ kinds: ['terminal.approval_unused'] }).map((e) => e.data)).toEqual([
      { orderNumber: saleA, currency: 'USD', amount: '36.00', reference: prompts[0]!.reference },
    ]);
    expect(await secrets.get(`terminal-approval:${prompts[0]!.reference}`)).toBeNull();
  });
});

describe('the keychain entry of an ended attempt', () => {
  it('is deleted at the next start when the keychain refused to delete it before', async () => {
    const { keychain: refusing, inner } = keychainWith(() => ({ delete: refusedByKeychain }));
    const { terminal, simulated, prompts, sale, settings, journal } = await tillWithTerminal(refusing);
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    expect((await answer).outcome).toBe('placed');
    const account = `terminal-approval:${prompts[0]!.reference}`;
    expect(await inner.get(account)).not.toBeNull();

    createTerminalTender({ terminal: simulated, sale, settings, secrets: inner, journal });
    await waitFor(() => settings.get('terminal.leftTokens') === undefined);
    expect(await inner.get(account)).toBeNull();
  });
});

describe('a settings file from before the keychain held the token', () => {
  it('loses its token at start, even when that sale is then paid another way', async () => {
    const { sale, settings, dataDir, simulated, journal, secrets } = await tillWithTerminal();
    const number = (await sale.current())!.number;
    settings.set('terminal.pending', {
      saleNumber: number,
      reference: `${number}-older`,
      amount: '36.00',
      currency: 'USD',
      approved: { kind: 'approved', token: 'tok_mastercard', ccType: 'mastercard', lastDigits: '4444' },
    });
    createTerminalTender({ terminal: simulated, sale, settings, secrets, journal });
    expect((await sale.tenderCash({ tendered: '40' })).outcome).toBe('placed');
    const file = JSON.parse(readFileSync(path.join(dataDir, SETTINGS_FILE_NAME), 'utf8')) as { terminal?: { pending?: { approved?: { token?: string } } } };
    expect(file.terminal?.pending?.approved).toBeDefined();
    expect(file.terminal?.pending?.approved?.token).toBeUndefined();
    expect(await secrets.get(`terminal-approval:${number}-older`)).toBe('tok_mastercard');
  });
});

describe('two presses at once', () => {
  it('asks the terminal once: the second press is refused while the first is on its way', async () => {
    const { terminal, simulated, prompts } = await tillWithTerminal();
    const first = terminal.present('36.00');
    await expect(terminal.present('36.00')).rejects.toThrow('already waiting for a card');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    expect((await first).outcome).toBe('placed');
    expect(prompts).toHaveLength(1);
  });
});

describe('an approval the sale can no longer take as it is', () => {
  it('is journaled for a refund at the terminal when the sale was lowered below it, and the card is asked for what is left', async () => {
    const { simulated, sale, settings, secrets, journal, prompts } = await tillWithTerminal();
    const terminal = createTerminalTender({ terminal: simulated, sale, settings, secrets, journal, parked: () => [] });
    const first = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('timeout'); // charged at the terminal, its answer lost
    expect((await first).outcome).toBe('timeout');
    // Nothing is at the store yet, so the sale may be lowered: one tee goes back.
    await sale.setQuantity((await sale.current())!.lineItems[0]!.id, 1);

    await expect(terminal.present('18.00')).rejects.toThrow(/refund it at the terminal; it is listed on the X report/);
    expect(journal.entries({ kinds: ['terminal.approval_unused'] }).map((e) => e.data.reference)).toEqual([prompts[0]!.reference]);
    const next = terminal.present('18.00');
    await waitFor(() => prompts.length === 2);
    simulated.choose('approve');
    expect((await next).outcome).toBe('placed');
  });

  it('is kept, and used without asking again, when the cart changed at the store while the customer was at the terminal', async () => {
    let skew = 0;
    const prompts: TerminalCharge[] = [];
    const simulated = createSimulatedTerminal({ onWaiting: (charge) => charge && prompts.push(charge) });
    const till = startTill(demo.url, { now: () => new Date(Date.now() + skew) });
    const { sale, settings, journal, client } = till;
    await sale.addLine(tee, 2);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    const terminal = createTerminalTender({ terminal: simulated, sale, settings, secrets: memorySecretStore(), journal, parked: () => [] });
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    // Over a minute at the terminal; meanwhile a line is added to the cart at the store.
    skew = 2 * 60 * 1000;
    await client.addItem({ orderToken: (settings.get('sale.current') as { token: string }).token }, { variantId: tee, quantity: 1 });
    simulated.choose('approve');
    await expect(answer).rejects.toThrow(/The cart changed at the store/);
    expect(settings.get('terminal.pending')).toMatchObject({ reference: prompts[0]!.reference, approved: { kind: 'approved' } });

    const again = await terminal.present('36.00');
    expect(prompts).toHaveLength(1);
    expect(again).toMatchObject({ outcome: 'partial', remaining: '18.00' });
  });
});

describe('a terminal that cannot say what became of an attempt', () => {
  /** The simulated terminal, whose record of past attempts fails or never answers while `broken` says so. */
  function unsure(simulated: SimulatedTerminal, broken: { mode: 'fails' | 'hangs' | null }): CardTerminal {
    return {
      name: simulated.name,
      charge: (charge) => simulated.charge(charge),
      lastOutcome: (reference) =>
        broken.mode === 'fails'
          ? Promise.reject(new Error('The terminal is not reachable.'))
          : broken.mode === 'hangs'
            ? new Promise<TerminalOutcome | null>(() => {})
            : simulated.lastOutcome(reference),
      refund: (request) => simulated.refund(request),
      lastRefundOutcome: (reference) => simulated.lastRefundOutcome(reference),
    };
  }

  it('keeps another sale’s timed-out attempt, refusing in words, when the terminal cannot be read', async () => {
    const { simulated, sale, settings, secrets, journal, prompts } = await tillWithTerminal();
    const broken: { mode: 'fails' | 'hangs' | null } = { mode: null };
    const terminal = createTerminalTender({ terminal: unsure(simulated, broken), sale, settings, secrets, journal, parked: () => [] });
    const first = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('timeout');
    expect((await first).outcome).toBe('timeout');
    expect((await sale.tenderCash({ tendered: '40' })).outcome).toBe('placed');

    await sale.addLine(tee, 1);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    broken.mode = 'fails';
    await expect(terminal.present('18.00')).rejects.toThrow(/did not say what became of the card attempt of 36\.00 USD/);
    expect(prompts).toHaveLength(1);
    expect(settings.get('terminal.pending')).toMatchObject({ reference: prompts[0]!.reference });

    // The terminal answers again: the earlier sale's charge is journaled for a refund, and this card is asked for.
    broken.mode = null;
    const next = terminal.present('18.00');
    await waitFor(() => prompts.length === 2);
    simulated.choose('approve');
    expect((await next).outcome).toBe('placed');
    expect(journal.entries({ kinds: ['terminal.approval_unused'] }).map((e) => e.data.reference)).toEqual([prompts[0]!.reference]);
  });

  it('does not hold the till when the terminal never answers: the present ends in words, and so does the next', async () => {
    const { simulated, sale, settings, secrets, journal, prompts } = await tillWithTerminal();
    const broken: { mode: 'fails' | 'hangs' | null } = { mode: null };
    const terminal = createTerminalTender({
      terminal: unsure(simulated, broken),
      sale,
      settings,
      secrets,
      journal,
      parked: () => [],
      outcomeWaitMs: 200,
    });
    const first = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('timeout');
    expect((await first).outcome).toBe('timeout');
    broken.mode = 'hangs';
    await expect(terminal.present('36.00')).rejects.toThrow(/did not say what became of the card attempt/);
    await expect(terminal.present('36.00')).rejects.toThrow(/did not say what became of the card attempt/);
    expect(prompts).toHaveLength(1);
  });
});

describe('a keychain slower than the till waits for', () => {
  it('leaves no token behind: a write that lands late is waited for before the delete', async () => {
    const { keychain: lateWrites, inner } = keychainWith((memory) => ({
      set: (account, secret) => new Promise<void>((resolve) => setTimeout(resolve, 2_500)).then(() => memory.set(account, secret)),
    }));
    const { terminal, simulated, prompts, settings } = await tillWithTerminal(lateWrites);
    const answer = terminal.present('36.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    expect((await answer).outcome).toBe('placed');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const account = `terminal-approval:${prompts[0]!.reference}`;
    const named = ((settings.get('terminal.leftTokens') as string[] | undefined) ?? []).includes(prompts[0]!.reference);
    expect(named || (await inner.get(account)) === null).toBe(true);
  }, 15_000);
});

describe('an approval the store took though its answer was lost', () => {
  it('is forgotten when the next tender finds it taken, never journaled for a refund', async () => {
    const network = { dropPayment: false, cartUnreachable: false };
    const lossy: FetchLike = async (input, init) => {
      const url = String(input);
      if (network.dropPayment && url.includes('/checkout/create_payment')) {
        // The store takes the payment; its answer, and the cart read after it, never arrive.
        await fetch(input, init as RequestInit);
        network.dropPayment = false;
        network.cartUnreachable = true;
        throw new TypeError('fetch failed');
      }
      if (network.cartUnreachable && url.includes('/cart')) throw new TypeError('fetch failed');
      return fetch(input, init as RequestInit);
    };
    let tender: TerminalTender | null = null;
    const prompts: TerminalCharge[] = [];
    const simulated = createSimulatedTerminal({ onWaiting: (charge) => charge && prompts.push(charge) });
    const { sale, settings, journal } = startTill(demo.url, { fetch: lossy, onTerminalTenderTaken: (reference) => void tender?.taken(reference) });
    await sale.addLine(tee, 2);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    tender = createTerminalTender({ terminal: simulated, sale, settings, secrets: memorySecretStore(), journal, parked: () => [] });
    const number = (await sale.current())!.number;

    network.dropPayment = true;
    const answer = tender.present('18.00');
    await waitFor(() => prompts.length === 1);
    simulated.choose('approve');
    await expect(answer).rejects.toThrow();
    expect(settings.get('terminal.pending')).toMatchObject({ reference: prompts[0]!.reference, approved: { kind: 'approved' } });

    // The store answers again: the rest in cash finds the card taken, and the sale is placed.
    network.cartUnreachable = false;
    const placed = await sale.tenderCash({ tendered: '20' });
    expect(placed.outcome).toBe('placed');
    if (placed.outcome === 'placed') expect(cardPayments(placed.receipt.order.payments)).toEqual(['18.00']);
    await tender.saleEnded(number);
    expect(settings.get('terminal.pending')).toBeUndefined();
    expect(journal.entries({ kinds: ['terminal.approval_unused'] })).toEqual([]);
  });
});
