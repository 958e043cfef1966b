/**
 * A sheet of labels as the page prints it (A4 or Letter, 3 across): each label its name, price and
 * the Code 128 barcode of its code, as many as its quantity, in the order queued. Printed or saved
 * as a PDF through the page's print, whose stylesheet keeps only the sheet.
 */
import type { LabelLine, LabelSheetSize } from '../../../shared/labels/label-lines.js';
import { LABEL_SHEETS } from '../../../shared/labels/label-lines.js';
import { Barcode } from '../../ui/Barcode.js';

export function LabelSheet({ lines, size }: { lines: readonly LabelLine[]; size: LabelSheetSize }) {
  const sheet = LABEL_SHEETS[size];
  const labels = lines.flatMap((line) => Array.from({ length: line.quantity }, (_, copy) => ({ line, key: `${line.variantId}-${copy}` })));
  return (
    <div className={`label-sheet label-sheet-${sheet.page.toLowerCase()}`} aria-label={`Label sheet: ${sheet.words}`} role="region">
      {labels.map(({ line, key }) => (
        <div className="sheet-label" key={key}>
          <p className="sheet-label-name">{line.name}</p>
          {line.price && <p className="sheet-label-price">{line.price}</p>}
          <Barcode text={line.code} label={`Barcode ${line.code}`} />
        </div>
      ))}
    </div>
  );
}
