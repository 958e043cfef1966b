/**
 * The card terminal's attempt when its sale ends another way, through the runtime as the till
 * runs it: a charge the terminal made (a time-out whose charge went through) for a sale then
 * paid in cash is journaled for a refund as soon as that sale is placed, not only when the next
 * card is presented, so the shift's report lists it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;

beforeAll(async () => {
  app = await startTestRuntimeWithCatalog();
});

afterAll(async () => {
  await app?.stop();
});

/** The journal's entries of one kind, as the till wrote them. */
function journaled(kind: string): Record<string, unknown>[] {
  return readFileSync(path.join(app.dataDir, JOURNAL_FILE), 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"kind":"${kind}"`))
    .map((line) => (JSON.parse(line) as { data: Record<string, unknown> }).data);
}

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

describe('a terminal charge whose sale is paid another way', () => {
  it('is journaled for a refund when the sale is placed', async () => {
    const { calls } = app.runtime;
    await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M'), 1);
    await calls.sale.pickupInStore();
    const cart = (await calls.sale.current())!;
    const presenting = calls.terminal.present(cart.total);
    for (let i = 0; i < 300 && (await calls.terminal.state()).waiting === null; i++) await new Promise((r) => setTimeout(r, 10));
    await calls.terminal.simulate('timeout'); // charged at the terminal, its answer lost
    expect((await presenting).outcome).toBe('timeout');

    const placed = await calls.sale.tenderCash({ tendered: '100' });
    expect(placed.outcome).toBe('placed');
    await waitFor(() => journaled('terminal.approval_unused').length === 1);
    expect(journaled('terminal.approval_unused')[0]).toMatchObject({ orderNumber: cart.number, amount: cart.total, currency: 'USD' });
  });
});
