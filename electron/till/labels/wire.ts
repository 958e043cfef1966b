/**
 * The bridge's `labels.*` calls: thermal labels encoded as ESC/POS and sent through the receipt
 * printer's link, the outcome answered in words (a printer that is not there never holds anything
 * up). With no printer set, a till that runs the simulated printer (the demo store's) prints them there.
 * Labels are printed in the store's language (its default locale), whatever the screen's.
 */
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import type { PosCalls } from '../../../shared/bridge/contract.js';
import { appLocaleFor, type AppLocale } from '../../../shared/i18n/locales.js';
import type { PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import type { PrinterAccess } from '../hardware/printer-access.js';
import { networkPrinterLink } from '../hardware/printer-link.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { labelsEscPos } from './label-escpos.js';

const messages = defineMessages({
  noPrinter: {
    id: 'labels.print.noPrinter',
    defaultMessage: 'No receipt printer is set: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}',
  },
});

export function wireLabels(till: Pick<TillParts, 'simulatedPrinter' | 'log'>, printer: PrinterAccess, store: Pick<StoreWire, 'details'>) {
  const { simulatedPrinter } = till;
  /** The store's language, from its details (read once, and known after); English until the store has said. */
  const storeLocale = async (): Promise<AppLocale> => appLocaleFor((store.details.known() ?? (await store.details.read().catch(() => null)))?.defaultLocale);
  const link = () => printer.current()?.link ?? (simulatedPrinter ? networkPrinterLink(simulatedPrinter.host, simulatedPrinter.port) : null);
  const labels = {
    async print(lines, size) {
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      const through = link();
      const outcome: PrintOutcome = through
        ? await through.send(labelsEscPos(lines, size, await storeLocale()), { job: 'labels', count })
        : { ok: false, words: wordsOf(messages.noPrinter, { count }) };
      till.log(`labels: ${count} in ${size}${outcome.ok ? ' printed' : ` not printed: ${englishOf(outcome.words)}`}`);
      return outcome;
    },
  } satisfies PosCalls['labels'];
  return { calls: { labels } };
}
