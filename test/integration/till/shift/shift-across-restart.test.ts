/**
 * A shift at the till as the runtime runs it, against the embedded demo store: opened with a
 * counted float, a cash sale that opens the drawer, a pay-out, the app closed and started again
 * on the same data folder (the shift is still open, its figures unchanged), then closed with a
 * count; the closed shift's report is kept and listed, and nothing after it changes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { toCents, fromCents } from '../../../../shared/money.js';
import { WALK_IN_CUSTOMER, inStockVariant } from '../../../support/till/sale-till.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-shift-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a shift across a restart', () => {
  it('keeps the open shift, its sales and drawer movements, and keeps the closed report as it was', async () => {
    const first = await startTestRuntime({ dataDir });
    let total: string;
    try {
      const { calls } = first.runtime;
      expect((await calls.shift.status()).open).toBeNull();
      const opened = await calls.shift.open({
        lines: [
          { value: '20.00', count: 4 },
          { value: '5.00', count: 3 },
          { value: '0.25', count: 20 },
        ],
      });
      expect(opened.open?.float).toBe('100.00');
      expect(opened.denominations.map((d) => d.value)).toContain('0.25');

      await calls.sale.addLine(await inStockVariant(first.runtime.storeUrl, 'classic-crew-tee'), 1);
      await calls.sale.setCustomer(WALK_IN_CUSTOMER);
      const receipt = await calls.sale.payCash({ tendered: '50' });
      total = receipt.order.total;
      await calls.shift.payOut({ amount: '7.50', reason: 'Milk for the break room' });

      const x = (await calls.shift.status()).report!;
      expect(x.sales.count).toBe(1);
      expect(x.sales.total).toBe(total);
      // The cash sale opened the drawer.
      expect(x.drawer.map((m) => [m.kind, m.orderNumber ?? m.reason])).toEqual([
        ['opened', receipt.order.number],
        ['pay_out', 'Milk for the break room'],
      ]);
      expect(x.cash.expected).toBe(fromCents(10000 + toCents(total) - 750));
    } finally {
      await first.stop();
    }

    const second = await startTestRuntime({ dataDir });
    try {
      const { calls } = second.runtime;
      const status = await calls.shift.status();
      expect(status.open?.float).toBe('100.00');
      expect(status.report?.sales.total).toBe(total);
      expect(status.report?.cash.payOuts).toBe('7.50');

      // Short by a quarter.
      const expected = toCents(status.report!.cash.expected!);
      const closed = await calls.shift.close({ total: fromCents(expected - 25) });
      expect(closed.cash.overShort).toBe('-0.25');
      expect((await calls.shift.status()).open).toBeNull();

      // A sale outside any shift does not change the kept report.
      await calls.sale.addLine(await inStockVariant(second.runtime.storeUrl, 'classic-crew-tee'), 1);
      await calls.sale.setCustomer(WALK_IN_CUSTOMER);
      await calls.sale.payCash({ tendered: '50' });
      const past = await calls.shift.past();
      expect(past).toHaveLength(1);
      expect(past[0]).toMatchObject({ shiftId: closed.shiftId, total, overShort: '-0.25' });
      expect(await calls.shift.report(closed.shiftId)).toEqual(closed);
    } finally {
      await second.stop();
    }
  });

  it('refuses what a drawer cannot do, in words', async () => {
    const app = await startTestRuntime();
    try {
      const call = (method: string, ...args: unknown[]) => dispatchBridgeCall(app.runtime.calls, method, args);
      expect(await call('shift.payIn', { amount: '5', reason: 'Change' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid_input', message: 'Open a shift first.' },
      });
      expect(await call('shift.close', { total: '5' })).toMatchObject({ ok: false, error: { message: 'No shift is open.' } });
      expect(await call('shift.open', { total: '-5' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await call('shift.open', { total: '5', lines: [] })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await call('shift.open', { lines: [{ value: '0.20', count: 1 }] })).toMatchObject({
        ok: false,
        error: { message: 'USD has no 0.20 note or coin.' },
      });
      // Two opens at once (a double tap): one shift.
      const [a, b] = await Promise.all([call('shift.open', { total: '40' }), call('shift.open', { total: '40' })]);
      expect([a.ok, b.ok].sort()).toEqual([false, true]);
      expect(await call('shift.open', { total: '40' })).toMatchObject({ ok: false, error: { message: /already open/ } });
      expect(await call('shift.payOut', { amount: '0', reason: 'Nothing' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await call('shift.payOut', { amount: '5', reason: '   ' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await call('shift.payOut', { amount: '40.01', reason: 'Too much' })).toMatchObject({
        ok: false,
        error: { message: 'The drawer should hold only $40.00: count it before paying out more.' },
      });
      expect(await call('shift.openDrawer', '')).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await call('shift.openDrawer', 'Customer needed change')).toMatchObject({ ok: true });
      expect(await call('shift.report', 'no-such-shift')).toMatchObject({ ok: false, error: { kind: 'not_found' } });
      const x = await app.runtime.calls.shift.status();
      expect(x.report?.drawer.map((m) => m.reason)).toEqual(['Customer needed change']);
    } finally {
      await app.stop();
    }
  });
});
