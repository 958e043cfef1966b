/**
 * The bridge's `labels.*` calls: thermal labels encoded as ESC/POS and sent to the receipt printer,
 * the outcome answered in words (a printer that is not there never holds anything up).
 */
import type { PosCalls } from '../../../shared/bridge/contract.js';
import type { TillParts } from '../runtime/till-parts.js';
import { labelsEscPos } from './label-escpos.js';
import { simulatedPrinterLink } from './label-printer-link.js';

export function wireLabels(till: Pick<TillParts, 'simulatedPrinter' | 'log'>) {
  const link = simulatedPrinterLink(till.simulatedPrinter);
  const labels = {
    async print(lines, size) {
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      const outcome = await link.send(labelsEscPos(lines, size), count === 1 ? 'the label' : 'the labels');
      till.log(`labels: ${count} printed in ${size}${outcome.ok ? '' : ` refused: ${outcome.words}`}`);
      return outcome;
    },
  } satisfies PosCalls['labels'];
  return { calls: { labels } };
}
