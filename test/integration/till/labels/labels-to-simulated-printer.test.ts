/**
 * Labels through the runtime, over real TCP to the simulated printer the runtime starts with the
 * demo store: each label's barcode decodes back to its variant's code (which the catalog resolves
 * to the product, as a scan on the Sell screen does), the trainer's view lists the jobs, and a
 * printer that refuses the connection is answered in words.
 */
import { describe, expect, it } from 'vitest';
import { labelLinesOf } from '../../../../shared/labels/label-lines.js';
import { useTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';
import { outcomeInEnglish } from '../../../support/till/outcome-in-english.js';

const till = useTestRuntimeWithCatalog();

describe('labels on the simulated printer', () => {
  it("prints a product's labels, one job a label, each barcode its variant's code; the view shows them; a refusing printer is told in words", async () => {
    const { runtime } = till;
    const printer = runtime.simulatedPrinter!;
    expect(printer).not.toBeNull();
    const { items } = await runtime.calls.catalog.search({ text: '' });
    const product = items.find((p) => p.variants.length > 1) ?? items[0]!;
    const lines = labelLinesOf(product).slice(0, 2);
    expect(lines.length).toBeGreaterThan(0);
    lines[0]!.quantity = 2;

    expect(await runtime.calls.labels.print(lines, '50x25mm')).toEqual({ ok: true });
    const expected = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.code));
    await expect.poll(() => printer.jobs().flatMap((job) => job.barcodes)).toEqual(expected);
    const first = printer.jobs()[0]!;
    expect(first.cut).toBe(true);
    expect(first.lines.join(' ')).toContain(product.name.split(' ')[0]);
    if (lines[0]!.price) expect(first.lines.map((l) => l.trim())).toContain(lines[0]!.price);
    // The scanner types the code back: the catalog finds the very variant.
    expect((await runtime.calls.catalog.lookupCode(first.barcodes[0]!))?.variantId).toBe(lines[0]!.variantId);

    const view = await runtime.calls.printerSimulator.view();
    expect(view.address).toBe(`127.0.0.1:${printer.port}`);
    expect(view.jobs.map((job) => job.barcodes[0])).toEqual([...expected].reverse());
    expect(view.jobs[0]!.svg).toMatch(/^<svg /);

    await runtime.calls.printerSimulator.setFault('refuse');
    const refused = await runtime.calls.labels.print([lines[0]!], '2.25x1.25in');
    expect(outcomeInEnglish(refused)).toMatchObject({ ok: false, words: expect.stringMatching(/^The receipt printer at 127\.0\.0\.1:\d+ .*not printed\.$/) });
    await runtime.calls.printerSimulator.setFault('none');
    expect((await runtime.calls.printerSimulator.clear()).jobs).toEqual([]);
  });
});
