/**
 * No credential leaves the main process: after a sign-in, a sale and a look at every screen's
 * data, neither the OAuth tokens nor any order token appear in what the bridge answered, in
 * the events it sent, in the log, or in any file of the app's data folder; nor does a declined
 * card's token, though the decline is in the till's journal. The tokens are in
 * the secret store, which is where the test finds them.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';

let runtime: PosRuntime;
let dataDir: string;
let app: TestRuntime | undefined;
const secrets = memorySecretStore();
const logLines: string[] = [];
const events: BridgeEvent[] = [];
const answers: unknown[] = [];
const plainFetch = globalThis.fetch;
const orderTokens = new Set<string>();

beforeAll(async () => {
  app = await startTestRuntime({ secrets, demoStore: { log: (line) => logLines.push(line) }, log: (line) => logLines.push(line) });
  ({ runtime, dataDir } = app);
  runtime.events.subscribe((event) => events.push(event));
  // Order tokens as the store hands them out, seen from outside the app.
  globalThis.fetch = async (input, init) => {
    const response = await plainFetch(input, init);
    if (String(input).includes('/cart') && response.ok) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { data?: { attributes?: { token?: string } } } | null;
      const token = body?.data?.attributes?.token;
      if (token) orderTokens.add(token);
    }
    return response;
  };
});

afterAll(async () => {
  globalThis.fetch = plainFetch;
  await app?.stop();
});

async function call(method: BridgeMethodName, ...args: unknown[]) {
  const result = await dispatchBridgeCall(runtime.calls, method, args, (line) => logLines.push(line));
  answers.push(result);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('credentials stay in the main process', () => {
  it('never reach the bridge, the events, the log or the data folder', async () => {
    await call('session.signIn', { email: 'staff@demo.store', password: 'demo-staff-1' });
    const saved = JSON.parse((await secrets.get(`session:${runtime.storeUrl}`))!) as { token: { accessToken: string; refreshToken: string } };
    expect(saved.token.accessToken.length).toBeGreaterThan(10);

    const found = (await call('catalog.lookupCode', 'HP-TEE-001-NAV-M')) as { variantId: string };
    await call('sale.addLine', found.variantId, 1);
    await call('sale.setCustomer', {
      email: 'leak-check@example.com',
      firstname: 'Lee',
      lastname: 'Kage',
      address1: '9 Quay Road',
      city: 'Portland',
      zipcode: '04101',
      stateName: 'ME',
      countryIso: 'US',
      address2: '',
      phone: '',
    });
    const receipt = (await call('sale.payCash', { tendered: '500' })) as { order: { number: string } };
    await call('orders.refresh', receipt.order.number);
    for (const method of ['app.info', 'orders.list', 'session.status', 'stores.list', 'catalog.status', 'sale.current', 'sale.attention'] as const) {
      await call(method);
    }
    await call('catalog.search', { text: 'tee' });
    // A sale parked, listed and resumed: the parked list names carts by number only.
    const parkedCart = (await call('sale.addLine', found.variantId, 1)) as { number: string };
    await call('parked.park', 'leak check');
    await call('parked.list');
    await call('parked.resume', parkedCart.number);
    expect(orderTokens.size).toBeGreaterThan(0);
    // A card the store's gateway declines (a token of its own, which no description of the store names):
    // the till's journal records the decline, never the card's token.
    const declinedCard = `tok_${randomUUID()}`;
    await expect(call('sale.tenderCard', { token: declinedCard, name: 'Lee Kage', lastDigits: '0002', amount: '1.00' })).rejects.toThrow(/not recognised/);
    const journalText = readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8');
    expect(journalText).toContain('"kind":"tender.declined"');

    const secretsToFind = [saved.token.accessToken, saved.token.refreshToken, ...orderTokens];
    const haystacks: [string, string][] = [
      ['bridge answers', JSON.stringify(answers)],
      ['bridge events', JSON.stringify(events)],
      ['log', logLines.join('\n')],
    ];
    for (const file of filesUnder(dataDir)) {
      if (file.endsWith('.sqlite') || file.includes('demo-store')) continue; // the store's own database, not the app's
      haystacks.push([path.relative(dataDir, file), readFileSync(file, 'latin1')]);
    }
    expect(haystacks.length).toBeGreaterThan(4);
    for (const [where, text] of haystacks) {
      for (const secret of secretsToFind.slice(0, 2)) expect(text.includes(secret), `an OAuth token in ${where}`).toBe(false);
    }
    for (const [where, text] of haystacks) expect(text.includes(declinedCard), `a card's token in ${where}`).toBe(false);
    for (const [where, text] of haystacks.slice(0, 3)) {
      for (const secret of orderTokens) expect(text.includes(secret), `an order token in ${where}`).toBe(false);
    }
  });
});
