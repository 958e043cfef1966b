/**
 * A sale through the simulated printer (helper B's decoder on loopback), the printer kind a
 * training till uses: the decoded receipt has the sale's lines and the store's totals, the order
 * number as its barcode, a cut; the drawer is kicked on the pin set, after a cash sale only. A
 * simulated printer with its cover open tells the clerk so, and the sale is placed all the same.
 * "Open drawer" (no sale) records the opening, then kicks; a kick that fails is told in words and
 * the opening stays recorded. The hardware check's results go into Save diagnostics' settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, PrinterSettings } from '../../../../shared/bridge/bridge.js';
import { startSimulatedPrinter, type SimulatedPrinter } from '../../../../electron/till/hardware/simulated-printer/simulated-printer.js';
import { useTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';
import { teeSale } from '../../../support/till/printer-sale.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { settingsSummary } from '../../../../electron/till/diagnostics/settings-summary.js';
import { outcomeInEnglish } from '../../../support/till/outcome-in-english.js';

let simulated: SimulatedPrinter | null = null;
const test = useTestRuntimeWithCatalog({ simulatedPrinter: () => (simulated ? `${simulated.host}:${simulated.port}` : null) });
beforeAll(async () => {
  simulated = await startSimulatedPrinter();
});
afterAll(async () => {
  await simulated?.close();
});

const SIMULATED: PrinterSettings = { kind: 'simulated', address: '', paperWidth: 58, barcode: 'code128', drawer: 'pin5' };

describe('a sale through the simulated printer', () => {
  it('prints the decoded receipt with the store’s figures, the order number as its barcode and a cut, and kicks the drawer after cash only', async () => {
    const { calls } = test.runtime;
    expect(await calls.hardware.setPrinter(SIMULATED)).toEqual(SIMULATED);
    const receipt = await teeSale(test.runtime, 'cash', 2);
    await expect.poll(() => simulated!.jobs().length).toBe(1);
    const [job] = simulated!.jobs();
    const text = job!.lines.map((l) => l.trim()).join('\n');
    expect(text).toContain(receipt.storeName);
    expect(text).toContain(`Order ${receipt.order.number}`);
    expect(text).toMatch(/2 x Harbor Logo Tee\s+\$48\.00/);
    expect(text).toMatch(new RegExp(`Total\\s+\\${receipt.order.displayTotal}`));
    expect(text).toMatch(/Paid \(Cash\)\s+\$100\.00/);
    expect(text).toMatch(/Change\s+\$/);
    expect(job!.barcodes).toEqual([receipt.order.number]);
    expect(job!.cut).toBe(true);
    await expect.poll(() => simulated!.kicks().map((k) => k.pin)).toEqual([5]);

    await teeSale(test.runtime, 'card', 2);
    await expect.poll(() => simulated!.jobs().length).toBe(2);
    expect(simulated!.kicks().map((k) => k.pin)).toEqual([5]);
  });

  it('tells the clerk when the simulated printer’s cover is open; the sale is placed all the same', async () => {
    const { calls } = test.runtime;
    const events: BridgeEvent[] = [];
    const stop = test.runtime.events.subscribe((e) => void events.push(e));
    simulated!.setFault('cover-open');
    const receipt = await teeSale(test.runtime, 'card', 2);
    expect(receipt.order.state).toBe('complete');
    await expect
      .poll(
        () =>
          events.flatMap((e) => (e.type === 'hardware.printed' && e.orderNumber === receipt.order.number ? [{ outcome: outcomeInEnglish(e.outcome) }] : []))[0],
      )
      .toMatchObject({ outcome: { ok: false, words: expect.stringContaining('has its cover open: the receipt was not printed.') } });
    simulated!.setFault('none');
    expect(await calls.hardware.printReceipt(receipt.order.number)).toEqual({ ok: true });
    stop();
  });

  it('opens the drawer without a sale by recording it, then kicking; a failed kick is told in words and stays recorded', async () => {
    const { calls, journal } = test.runtime;
    const kicks = simulated!.kicks().length;
    await calls.shift.openDrawer('Change for the float');
    await expect.poll(() => simulated!.kicks().length).toBe(kicks + 1);
    expect(journal.entries({ kinds: ['drawer.opened'] }).at(-1)?.data).toMatchObject({ reason: 'Change for the float', orderNumber: null });

    simulated!.setFault('paper-out');
    await expect(calls.shift.openDrawer('Coins for a customer')).rejects.toThrow(
      /^The drawer did not open: The receipt printer at 127\.0\.0\.1:\d+ is out of paper: the drawer was not kicked\. Open it with its key; the opening is recorded\.$/,
    );
    expect(journal.entries({ kinds: ['drawer.opened'] }).at(-1)?.data).toMatchObject({ reason: 'Coins for a customer' });
    expect(simulated!.kicks().length).toBe(kicks + 1);
    simulated!.setFault('none');
  });

  it('keeps the hardware check’s last results for Save diagnostics', async () => {
    const { calls } = test.runtime;
    expect(await calls.hardware.testPrint()).toEqual({ ok: true });
    await expect
      .poll(() =>
        simulated!
          .jobs()
          .at(-1)
          ?.lines.map((l) => l.trim()),
      )
      .toContain('Storefront POS test print');
    expect(await calls.hardware.testKick()).toEqual({ ok: true });
    const checks = await calls.hardware.lastChecks();
    expect(checks.map((c) => [c.what, c.outcome])).toEqual([
      ['test print', { ok: true }],
      ['test kick', { ok: true }],
    ]);
    const settings = openSettingsFile(test.app.dataDir);
    const summary = settingsSummary(settings, settings.keys!());
    expect(summary['hardware.printer']).toEqual(SIMULATED);
    expect(summary['hardware.checks']).toEqual(checks);
  });
});
