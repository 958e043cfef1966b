/**
 * Thermal barcode labels as ESC/POS for the receipt printer (through the maintained encoder the
 * receipts use): each label its name (two lines at most, bold), its price large, and its code as a
 * Code 128 barcode with the code printed under it, then a partial cut, as many times as asked.
 * A label is read by customers: its price is written as the store's language writes it.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { withoutBidiControls } from '../../../shared/i18n/bidi.js';
import { visualLine } from '../../../shared/i18n/visual-order.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { labelPrice, THERMAL_LABEL_SIZES, wrapped, type LabelLine, type ThermalLabelSize } from '../../../shared/labels/label-lines.js';

/** The barcode's height in dots: about 6 mm at 203 dpi, room for the text on a 25 mm label. */
const BARCODE_DOTS = 48;

export function labelsEscPos(lines: readonly LabelLine[], size: ThermalLabelSize, storeLocale: AppLocale): Uint8Array {
  const { columns } = THERMAL_LABEL_SIZES[size];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns }).initialize();
  for (const line of lines) {
    // No bidi control (an Arabic price's isolate) on paper: a printer's code page has none.
    const price = withoutBidiControls(labelPrice(line, { locale: storeLocale }));
    for (let copy = 0; copy < line.quantity; copy++) {
      encoder.align('center').bold(true);
      // Wrapped first, then each line in printed order (an Arabic name: visual-order.ts).
      for (const nameLine of wrapped(withoutBidiControls(line.name), columns, 2)) encoder.line(visualLine(nameLine));
      encoder.bold(false);
      if (price) encoder.size(2, 2).line(price).size(1, 1);
      encoder.barcode(line.code, 'code128', { height: BARCODE_DOTS, text: true }).cut('partial');
    }
  }
  return encoder.encode();
}
