/** The label sizes as the clerk reads them, in the screen's language. */
import type { LabelSize } from '../../../shared/labels/label-lines.js';
import { defineMessages } from '../../../shared/i18n/words.js';

export const LABEL_SIZE_WORDS = defineMessages<LabelSize>({
  '2.25x1.25in': { id: 'labels.size.thermal225x125in', defaultMessage: '2.25″ × 1.25″ thermal' },
  '50x25mm': { id: 'labels.size.thermal50x25mm', defaultMessage: '50 × 25 mm thermal' },
  'letter-3x10': { id: 'labels.size.letter3x10', defaultMessage: 'Letter sheet, 3 × 10 (Avery 5160)' },
  'a4-3x8': { id: 'labels.size.a4x3x8', defaultMessage: 'A4 sheet, 3 × 8' },
});
