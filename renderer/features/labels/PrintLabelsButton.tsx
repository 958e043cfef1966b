/**
 * "Print labels" in a product's dialog: its variants' labels queued (one each; their quantities are
 * set on the Labels screen, which opens).
 */
import { defineMessages } from '../../../shared/i18n/words.js';
import { labelLinesOf } from '../../../shared/labels/label-lines.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { useWords } from '../../i18n/use-words.js';
import { useApp } from '../../shell/app.js';
import { queueLabels } from './label-queue.js';

const messages = defineMessages({
  print: { id: 'labels.printButton.print', defaultMessage: 'Print labels' },
});

export function PrintLabelsButton({ product, onDone }: { product: Product; onDone: () => void }) {
  const lines = labelLinesOf(product);
  const words = useWords();
  if (lines.length === 0) return null;
  return (
    <button
      type="button"
      className="btn"
      onClick={() => {
        queueLabels(lines);
        onDone();
        useApp.getState().go('labels');
      }}
    >
      {words.formatMessage(messages.print)}
    </button>
  );
}
