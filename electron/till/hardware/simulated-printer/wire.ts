/**
 * The bridge's `printerSimulator.*` calls: the simulated printer's jobs and kicks as a trainer reads
 * them in Settings, newest first, and the faults it can be set to. A till that runs no simulated
 * printer answers an empty view and refuses a fault in words.
 */
import type { PosCalls } from '../../../../shared/bridge/contract.js';
import type { SimulatedPrinterView } from '../../../../shared/hardware/printer-simulator-calls.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SimulatedPrinter } from './simulated-printer.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  none: { id: 'printer.simulator.none', defaultMessage: 'This till runs no simulated printer.' },
});

export function wirePrinterSimulator(printer: SimulatedPrinter | null) {
  const view = (): SimulatedPrinterView => {
    if (!printer) return { address: null, fault: 'none', jobs: [], kicks: [] };
    return {
      address: `${printer.host}:${printer.port}`,
      fault: printer.fault(),
      jobs: printer
        .jobs()
        .reverse()
        .map(({ id, at, lines, barcodes, qrCodes, cut, svg, items }) => ({
          id,
          at: new Date(at).toISOString(),
          lines,
          barcodes,
          qrCodes,
          cut,
          kicks: items.filter((item) => item.kind === 'kick').length,
          svg,
        })),
      kicks: printer
        .kicks()
        .reverse()
        .map(({ pin, at }) => ({ pin, at: new Date(at).toISOString() })),
    };
  };
  const running = (): SimulatedPrinter => {
    if (printer) return printer;
    throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.none) });
  };
  const printerSimulator = {
    view: async () => view(),
    async setFault(fault) {
      running().setFault(fault);
      return view();
    },
    async clear() {
      running().clear();
      return view();
    },
  } satisfies PosCalls['printerSimulator'];
  return { calls: { printerSimulator } };
}
