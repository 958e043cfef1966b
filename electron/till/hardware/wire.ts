/**
 * The counter's receipt printer: the bridge's `hardware.*` calls, every shown receipt printed in the
 * background (its outcome as the `hardware.printed` event), and the hardware check (a test page, a
 * test kick) whose last results are kept in the settings for Save diagnostics.
 */
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { HardwareCheck, PosCalls, PrintOutcome } from '../../../shared/bridge/bridge.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import { appLocaleFor } from '../../../shared/i18n/locales.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { PrinterAccess } from './printer-access.js';
import { columnsOf, escPosEncoder } from './receipt-escpos.js';
import { receiptPrinting } from './receipt-printing.js';

const CHECKS_KEY = 'hardware.checks';

const messages = defineMessages({
  noPrinter: { id: 'printer.check.noPrinter', defaultMessage: 'No receipt printer is set: choose one above and save it first.' },
  noDrawer: { id: 'printer.check.noDrawer', defaultMessage: 'No drawer is set on the receipt printer (Drawer pin).' },
  drawerDidNotOpen: { id: 'printer.check.drawerDidNotOpen', defaultMessage: 'The drawer did not open.' },
  drawerRefused: { id: 'printer.check.drawerRefused', defaultMessage: '{reason}' },
});

interface HardwareWireDeps {
  till: TillParts;
  sale: SaleWire;
  printer: PrinterAccess;
  drawer: CashDrawer;
  /** The store's details: its language is the receipt's. */
  store: Pick<StoreWire, 'details'>;
}

export function wireHardware(deps: HardwareWireDeps) {
  const { emit, log, options } = deps.till;
  const { printer } = deps;
  const printing = receiptPrinting({
    printer: printer.current,
    printed: (orderNumber, outcome) => emit({ type: 'hardware.printed', orderNumber, outcome }),
    storeLocale: async () => appLocaleFor((deps.store.details.known() ?? (await deps.store.details.read().catch(() => null)))?.defaultLocale),
    log,
  });
  // Every receipt the clerk is shown, once it is finished (gift cards, return policy), is printed.
  deps.sale.receipts.finishWith(async (receipt) => {
    printing.shown(receipt);
    return receipt;
  });

  const checks = (): HardwareCheck[] => (options.settings.get(CHECKS_KEY) as HardwareCheck[] | undefined) ?? [];
  const checked = (what: HardwareCheck['what'], outcome: PrintOutcome): PrintOutcome => {
    const others = checks().filter((c) => c.what !== what);
    options.settings.set(CHECKS_KEY, [...others, { what, at: new Date().toISOString(), outcome }]);
    return outcome;
  };
  const noPrinter: PrintOutcome = { ok: false, words: wordsOf(messages.noPrinter) };

  const hardware = {
    printer: async () => printer.read(),
    setPrinter: async (settings) => printer.set(settings),
    printerStatus: async () => printer.current()?.link.status() ?? noPrinter,
    async testPrint() {
      const set = printer.current();
      if (!set) return checked('test print', noPrinter);
      const { paperWidth, barcode } = set.settings;
      const page = escPosEncoder(paperWidth)
        .align('center')
        .bold(true)
        .line('Storefront POS test print')
        .bold(false)
        .line(new Date().toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }))
        .line(`${paperWidth} mm paper, ${columnsOf(paperWidth)} columns`)
        .rule()
        .line('0123456789'.repeat(5).slice(0, columnsOf(paperWidth)));
      if (barcode === 'qr') page.qrcode('TEST-PRINT', { model: 2, size: 6, errorlevel: 'm' });
      else page.barcode('TEST-PRINT', 'code128', { height: 60, text: 'below' });
      return checked('test print', await set.link.send(page.line('The printer works.').cut('partial').encode(), { job: 'testPage' }));
    },
    async testKick() {
      if (!printer.current() || printer.read().drawer === 'none') return checked('test kick', { ok: false, words: wordsOf(messages.noDrawer) });
      const outcome = await deps.drawer.open({ reason: 'Test kick', orderNumber: null }).then(
        (): PrintOutcome => ({ ok: true }),
        (error: unknown): PrintOutcome => ({
          ok: false,
          // The drawer's refusal is English text with the printer's words inside (cash-drawer.ts): shown as it is.
          words:
            (error instanceof TillRefusal ? error.info.words : undefined) ??
            (error instanceof Error ? wordsOf(messages.drawerRefused, { reason: error.message }) : wordsOf(messages.drawerDidNotOpen)),
        }),
      );
      return checked('test kick', outcome);
    },
    printReceipt: (orderNumber) => printing.printAgain(orderNumber),
    receiptPrint: async (orderNumber) => printing.state(orderNumber),
    lastChecks: async () => checks(),
  } satisfies PosCalls['hardware'];

  return { calls: { hardware }, stop: async () => {} };
}
