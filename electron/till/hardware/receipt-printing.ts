/**
 * Placed sales' receipts on the receipt printer, in the background: each receipt the till shows is
 * kept (the last 50, in memory) and printed once when a printer is set; nothing waits on it. Its
 * outcome is told as an event and can be read by order number; "Print again" prints a kept receipt
 * only, never an order read by a number the page sends. Jobs go to the printer one at a time.
 */
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import type { PrinterSettings, PrintOutcome, ReceiptPrint } from '../../../shared/hardware/hardware-calls.js';
import type { PrinterLink } from './printer-link.js';
import { receiptEscPos } from './receipt-escpos.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { sayerIn } from '../../../shared/i18n/say-in.js';
import type { PaperWords } from '../../../shared/sale/paper-words.js';

const KEPT = 50;
const messages = defineMessages({
  noPrinter: { id: 'printer.receipt.noPrinter', defaultMessage: 'No receipt printer is set (Settings, Hardware).' },
  failed: {
    id: 'printer.receipt.failed',
    defaultMessage: 'The receipt was not printed ({reason}). The sale is placed; print the receipt again when the printer is back.',
  },
  notKept: {
    id: 'printer.receipt.notKept',
    defaultMessage: 'The till has no receipt of {number} to print: only receipts shown on this till since it started can be printed.',
  },
});

interface ReceiptPrintingDeps {
  /** The printer as set now, and the link to it (null: no printer). */
  printer: () => { settings: PrinterSettings; link: PrinterLink } | null;
  printed: (orderNumber: string, outcome: PrintOutcome) => void;
  /** The store's language, the receipt's (English when the store has not said). */
  storeLocale: () => Promise<AppLocale>;
  log: (line: string) => void;
}

export function receiptPrinting(deps: ReceiptPrintingDeps) {
  const kept = new Map<string, Receipt>();
  const states = new Map<string, ReceiptPrint>();
  let queue: Promise<unknown> = Promise.resolve();

  /** One job after another: two receipts never interleave on the paper. */
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  /** The receipt's words in the store's language; English if its catalogue cannot be had. */
  const paperWords = async (): Promise<PaperWords | undefined> => {
    try {
      const locale = await deps.storeLocale();
      return { say: await sayerIn(locale), place: { locale } };
    } catch (error) {
      deps.log(`receipt words in English: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const print = (receipt: Receipt): Promise<PrintOutcome> => {
    const number = receipt.order.number;
    const printer = deps.printer();
    if (!printer) return Promise.resolve({ ok: false, words: wordsOf(messages.noPrinter) });
    states.set(number, { state: 'printing' });
    return inTurn(async () => {
      const words = await paperWords();
      const bytes = receiptEscPos(receipt, { ...printer.settings, ...(words ? { words } : {}) }).encode();
      // The link's words for a receipt say the sale is placed and to print it again.
      const outcome = await printer.link.send(bytes, { job: 'receipt' }).catch((error: unknown): PrintOutcome => ({
        ok: false,
        words: wordsOf(messages.failed, { reason: error instanceof Error ? error.message : 'unknown' }),
      }));
      states.set(number, { state: 'done', outcome });
      if (!outcome.ok) deps.log(`receipt ${number} not printed: ${englishOf(outcome.words)}`);
      deps.printed(number, outcome);
      return outcome;
    });
  };

  return {
    /** A receipt shown to the clerk: kept, and printed (once) when a printer is set. */
    shown(receipt: Receipt): void {
      const number = receipt.order.number;
      const first = !kept.has(number);
      kept.delete(number);
      kept.set(number, receipt);
      while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      if (first && deps.printer()) void print(receipt);
    },
    /** A kept receipt printed again. */
    async printAgain(orderNumber: string): Promise<PrintOutcome> {
      const receipt = kept.get(orderNumber);
      if (!receipt) return { ok: false, words: wordsOf(messages.notKept, { number: orderNumber }) };
      return print(receipt);
    },
    state(orderNumber: string): ReceiptPrint {
      return states.get(orderNumber) ?? (deps.printer() ? { state: 'printing' } : { state: 'no-printer' });
    },
  };
}
