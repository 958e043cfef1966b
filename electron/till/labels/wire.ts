/**
 * The bridge's `labels.*` calls: thermal labels encoded as ESC/POS and sent through the receipt
 * printer's link, the outcome answered in words (a printer that is not there never holds anything
 * up). With no printer set, a till that runs the simulated printer (the demo store's) prints them there.
 */
import type { PosCalls } from '../../../shared/bridge/contract.js';
import type { PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import type { PrinterAccess } from '../hardware/printer-access.js';
import { networkPrinterLink } from '../hardware/printer-link.js';
import type { TillParts } from '../runtime/till-parts.js';
import { labelsEscPos } from './label-escpos.js';

export function wireLabels(till: Pick<TillParts, 'simulatedPrinter' | 'log'>, printer: PrinterAccess) {
  const { simulatedPrinter } = till;
  const link = () => printer.current()?.link ?? (simulatedPrinter ? networkPrinterLink(simulatedPrinter.host, simulatedPrinter.port) : null);
  const labels = {
    async print(lines, size) {
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      const what = count === 1 ? 'the label' : `the ${count} labels`;
      const through = link();
      const outcome: PrintOutcome = through
        ? await through.send(labelsEscPos(lines, size), what)
        : { ok: false, words: `No receipt printer is set: ${what} not printed.` };
      till.log(`labels: ${count} in ${size}${outcome.ok ? ' printed' : ` not printed: ${outcome.words}`}`);
      return outcome;
    },
  } satisfies PosCalls['labels'];
  return { calls: { labels } };
}
