/**
 * An offline sale replayed once the store answers was rung at this till: the orders board and
 * the reports say "This till" of it, with the clerk who took the cash, never "Another till" or
 * "Not rung at this till". Against the demo store over HTTP, with the manager's admin client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { DEMO_STORE_FOLDER } from '../../../../electron/till/store/store-target.js';
import { DEFAULT_BOARD_FILTERS } from '../../../../shared/orders/orders-board.js';
import { tillTimeZone, zoneDate } from '../../../../shared/reports/time-zone.js';
import { offlineSale, stockedVariants } from '../../../support/till/offline-till.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

let dataDir: string;
let runtime: PosRuntime;
let stop: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-this-till-'));
  const app = await startTestRuntime({ dataDir, alertCheckMs: 3_600_000 });
  runtime = app.runtime;
  stop = app.stop;
});
afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an offline sale placed by replay', () => {
  it('is this till’s on the board and in the reports, with the clerk who took it', async () => {
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const [line] = stockedVariants(path.join(dataDir, DEMO_STORE_FOLDER), 1);
    const sale = offlineSale('OFF-TILL-0001', new Date().toISOString(), [{ ...line!, quantity: 1 }]);
    runtime.journal.append('offline.sale', sale);
    await runtime.calls.offline.replay();
    const [placed] = await runtime.calls.offline.outbox();
    expect(placed).toMatchObject({ ref: 'OFF-TILL-0001', state: 'placed' });
    const number = placed!.orderNumber!;

    const board = await runtime.calls.board.view(DEFAULT_BOARD_FILTERS);
    const onBoard = board.orders.find((o) => o.number === number);
    expect(onBoard).toMatchObject({ sold: 'this_till', soldBy: { name: sale.staff!.name } });

    const { report } = await runtime.calls.reports.sales({ kind: 'day', date: zoneDate(Date.now(), tillTimeZone()) });
    expect(report.byChannel.find((c) => c.name === 'This till')?.orders).toBe(1);
    expect(report.byChannel.find((c) => c.name === 'Other tills')).toBeUndefined();
  });
});
