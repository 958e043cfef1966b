/**
 * The counter's receipt printer and the drawer it kicks, across the bridge (area `hardware`): the
 * printer's settings, a receipt printed again, the hardware check (a test print, a test kick).
 * Printing never holds up a sale: a placed sale's receipt prints in the background and its outcome
 * comes as the `hardware.printed` event, or is read with `receiptPrint`.
 */
import type { ComposedWords } from '../staff/composed-words.js';
import type { ArgKit } from '../bridge/arg-kit.js';
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  hardwareSetPrinter: { id: 'printer.managerOnly.hardwareSetPrinter', defaultMessage: 'change the receipt printer' },
  hardwareTestKick: { id: 'printer.managerOnly.hardwareTestKick', defaultMessage: 'open the cash drawer for a test kick' },
});

/** How the till reaches its receipt printer: none, raw TCP, a device path, or the simulated printer. */
type PrinterKind = 'none' | 'network' | 'device' | 'simulated';

export interface PrinterSettings {
  kind: PrinterKind;
  /** network: "host" or "host:port" (port 9100 when absent); device: a device path (/dev/usb/lp0, \\.\COM3); otherwise ''. */
  address: string;
  /** The paper's width in mm: 58 (32 columns) or 80 (48 columns). */
  paperWidth: 58 | 80;
  /** How the order number is printed for the returns screen's scanner. */
  barcode: 'code128' | 'qr';
  /** The drawer kicked through the printer, by the pin it is wired to; none: no drawer on the printer. */
  drawer: 'none' | 'pin2' | 'pin5';
}

export const NO_PRINTER: PrinterSettings = { kind: 'none', address: '', paperWidth: 80, barcode: 'code128', drawer: 'none' };

/** What became of bytes sent to the printer: done, or why not in words for the clerk. */
/** How a print went; a failure in catalogue words (the page says them in the clerk's language, the log in English). */
/** A failed print's words: what was not printed and, where known, its cause (said as a part of them). */
export type PrintOutcome = { ok: true } | { ok: false; words: ComposedWords };

/** A receipt's printing as the receipt screen shows it. */
export type ReceiptPrint = { state: 'no-printer' } | { state: 'printing' } | { state: 'done'; outcome: PrintOutcome };

/** One result of the hardware check (test print, test kick), kept for Save diagnostics. */
export interface HardwareCheck {
  what: 'test print' | 'test kick';
  at: string;
  outcome: PrintOutcome;
}

export interface HardwareCalls {
  /** The receipt printer's settings (no printer: kind none). */
  printer(): Promise<PrinterSettings>;
  /** Sets the receipt printer (a manager's: the settings right); answers the settings kept. */
  setPrinter(settings: PrinterSettings): Promise<PrinterSettings>;
  /** Asks the printer how it is (DLE EOT over the network), in words. */
  printerStatus(): Promise<PrintOutcome>;
  /** Prints a short test page on the receipt printer. */
  testPrint(): Promise<PrintOutcome>;
  /** Kicks the drawer through the printer (journaled as a drawer opening for the test). */
  testKick(): Promise<PrintOutcome>;
  /** Prints again a receipt this till showed (looked up by its order number among those the till keeps). */
  printReceipt(orderNumber: string): Promise<PrintOutcome>;
  /** How the printing of a receipt this till showed went (or is going). */
  receiptPrint(orderNumber: string): Promise<ReceiptPrint>;
  /** The results of the last hardware check. */
  lastChecks(): Promise<HardwareCheck[]>;
}

/** The printer's settings as a zod schema: the bridge's argument and the settings file's value. */
export const printerSettings = ({ z }: Pick<ArgKit, 'z'>) =>
  z
    .object({
      kind: z.enum(['none', 'network', 'device', 'simulated']),
      address: z.string().trim().max(200),
      paperWidth: z.union([z.literal(58), z.literal(80)]),
      barcode: z.enum(['code128', 'qr']),
      drawer: z.enum(['none', 'pin2', 'pin5']),
    })
    .strict();

const orderNumber = ({ z, text }: ArgKit) => z.tuple([text(40).min(1)]);

export const hardwareCalls = {
  printer: { args: noArgs },
  setPrinter: { args: (kit) => kit.z.tuple([printerSettings(kit)]), managerOnly: managerActions.hardwareSetPrinter, right: 'settings' },
  printerStatus: { args: noArgs },
  testPrint: { args: noArgs },
  testKick: { args: noArgs, managerOnly: managerActions.hardwareTestKick, right: 'noSale' },
  printReceipt: { args: orderNumber },
  receiptPrint: { args: orderNumber },
  lastChecks: { args: noArgs },
} satisfies CallDeclarations<HardwareCalls>;
