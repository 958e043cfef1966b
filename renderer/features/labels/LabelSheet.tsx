/**
 * A sheet of labels as the page prints it (A4 or Letter, 3 across): each label its name, price and
 * the Code 128 barcode of its code, as many as its quantity, in the order queued. Printed or saved
 * as a PDF through the page's print, whose stylesheet keeps only the sheet. The labels are for
 * customers: their prices are written in the store's language; what a screen reader says, in the clerk's.
 */
import { directionOf } from '../../../shared/i18n/locales.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import type { LabelLine, LabelSheetSize } from '../../../shared/labels/label-lines.js';
import { LABEL_SHEETS, labelPrice } from '../../../shared/labels/label-lines.js';
import { StoreLanguagePaper } from '../../i18n/StoreLanguagePaper.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { Barcode } from '../../ui/Barcode.js';
import { LABEL_SIZE_WORDS } from './label-size-words.js';

const messages = defineMessages({
  sheet: { id: 'labels.sheet.region', defaultMessage: 'Label sheet: {size}' },
  barcode: { id: 'labels.sheet.barcode', defaultMessage: 'Barcode {code}' },
});

function SheetLabel({ line, barcodeLabel }: { line: LabelLine; barcodeLabel: string }) {
  const place = usePlace();
  const price = labelPrice(line, place);
  return (
    <div className="sheet-label" lang={place.locale} dir={directionOf(place.locale)}>
      <p className="sheet-label-name">{line.name}</p>
      {price && <p className="sheet-label-price">{price}</p>}
      <Barcode text={line.code} label={barcodeLabel} />
    </div>
  );
}

export function LabelSheet({ lines, size }: { lines: readonly LabelLine[]; size: LabelSheetSize }) {
  const words = useWords();
  const sheet = LABEL_SHEETS[size];
  const labels = lines.flatMap((line) => Array.from({ length: line.quantity }, (_, copy) => ({ line, key: `${line.variantId}-${copy}` })));
  return (
    <div
      className={`label-sheet label-sheet-${sheet.page.toLowerCase()}`}
      aria-label={words.formatMessage(messages.sheet, { size: words.formatMessage(LABEL_SIZE_WORDS[size]) })}
      role="region"
    >
      <StoreLanguagePaper>
        {labels.map(({ line, key }) => (
          <SheetLabel key={key} line={line} barcodeLabel={words.formatMessage(messages.barcode, { code: line.code })} />
        ))}
      </StoreLanguagePaper>
    </div>
  );
}
