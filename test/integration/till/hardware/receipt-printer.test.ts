/**
 * A placed sale's receipt on a network receipt printer, through the runtime and the demo store:
 * a cash sale prints its receipt (the order number as the barcode's data, a cut) and kicks the
 * drawer after the journal has the opening; a card sale prints without a kick. A printer that
 * refuses connections or never answers never holds up the sale: the sale is placed, the failure
 * comes in words, and "Print again" prints it once the printer is back. Reprinting takes only a
 * receipt this till showed. Setting a printer checks its address.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, PrinterSettings } from '../../../../shared/bridge/bridge.js';
import { useTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';
import { teeSale } from '../../../support/till/printer-sale.js';
import { code128Data, drawerKicks, refusingPort, startTestReceiptPrinter } from '../../../support/net/test-receipt-printer.js';
import { outcomeInEnglish } from '../../../support/till/outcome-in-english.js';

const test = useTestRuntimeWithCatalog();
const printers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const p of printers) await p.close();
});

const events: BridgeEvent[] = [];
const printed = (orderNumber: string) =>
  events.flatMap((e) => (e.type === 'hardware.printed' && e.orderNumber === orderNumber ? [outcomeInEnglish(e.outcome)] : []));

const SETTINGS: Omit<PrinterSettings, 'address'> = { kind: 'network', paperWidth: 80, barcode: 'code128', drawer: 'pin2' };

describe('receipts on the receipt printer', () => {
  it('prints a cash sale’s receipt with its order number as the barcode, and kicks the drawer after recording it; a card sale is not kicked', async () => {
    const { calls } = test.runtime;
    test.runtime.events.subscribe((e) => void events.push(e));
    const printer = await startTestReceiptPrinter();
    printers.push(printer);
    await calls.hardware.setPrinter({ ...SETTINGS, address: printer.address });

    const cash = await teeSale(test.runtime, 'cash');
    await expect.poll(() => printed(cash.order.number)).toEqual([{ ok: true }]);
    expect(code128Data(printer.received())).toEqual([cash.order.number]);
    expect(printer.cuts()).toBe(1);
    expect(drawerKicks(printer.received())).toEqual([0]);
    expect(await calls.hardware.receiptPrint(cash.order.number)).toEqual({ state: 'done', outcome: { ok: true } });
    const opened = test.runtime.journal.entries().filter((e) => e.kind === 'drawer.opened');
    expect(opened.at(-1)?.data).toMatchObject({ reason: 'Cash sale', orderNumber: cash.order.number });

    const card = await teeSale(test.runtime, 'card');
    await expect.poll(() => printed(card.order.number)).toEqual([{ ok: true }]);
    expect(code128Data(printer.received())).toEqual([cash.order.number, card.order.number]);
    expect(drawerKicks(printer.received())).toEqual([0]);
  });

  it('places the sale when the printer refuses connections, says so in words, and prints it again once the printer is back', async () => {
    const { calls } = test.runtime;
    const port = await refusingPort();
    await calls.hardware.setPrinter({ ...SETTINGS, drawer: 'none', address: `127.0.0.1:${port}` });
    const receipt = await teeSale(test.runtime, 'cash');
    expect(receipt.order.state).toBe('complete');
    await expect
      .poll(() => printed(receipt.order.number))
      .toEqual([
        {
          ok: false,
          words: `The receipt printer at 127.0.0.1:${port} refuses the connection: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.`,
        },
      ]);
    const back = await startTestReceiptPrinter();
    printers.push(back);
    await calls.hardware.setPrinter({ ...SETTINGS, drawer: 'none', address: back.address });
    expect(await calls.hardware.printReceipt(receipt.order.number)).toEqual({ ok: true });
    await expect.poll(() => code128Data(back.received())).toEqual([receipt.order.number]);
  });

  it('places the sale at once when the printer never answers; the words follow', async () => {
    const { calls } = test.runtime;
    const silent = await startTestReceiptPrinter('silent');
    printers.push(silent);
    await calls.hardware.setPrinter({ ...SETTINGS, address: silent.address });
    const started = Date.now();
    const receipt = await teeSale(test.runtime, 'cash');
    // The sale's answer did not wait for the printer (whose status query waits 1.5 s), nor for the drawer.
    expect(await calls.hardware.receiptPrint(receipt.order.number)).toEqual({ state: 'printing' });
    expect(receipt.order.state).toBe('complete');
    await expect
      .poll(() => printed(receipt.order.number), { timeout: 8000 })
      .toEqual([{ ok: false, words: expect.stringContaining(`The receipt printer at ${silent.address} does not answer: the receipt was not printed.`) }]);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(silent.received().length).toBe(0);
  });

  it('prints again only a receipt this till showed, and checks a printer’s address when it is set', async () => {
    const { calls } = test.runtime;
    expect(outcomeInEnglish(await calls.hardware.printReceipt('R000000001'))).toEqual({
      ok: false,
      words: 'The till has no receipt of R000000001 to print: only receipts shown on this till since it started can be printed.',
    });
    await expect(calls.hardware.setPrinter({ ...SETTINGS, kind: 'device', address: '/etc/passwd' })).rejects.toThrow(/is not a printer device/);
    await expect(calls.hardware.setPrinter({ ...SETTINGS, address: 'http://10.0.0.5/' })).rejects.toThrow(
      /is not a printer’s network address|is not a printer's network address/,
    );
    expect((await calls.hardware.printer()).kind).toBe('network');
  });
});
