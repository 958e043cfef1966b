/**
 * "Print labels" in a product's dialog: its variants' labels queued (one each; their quantities are
 * set on the Labels screen, which opens).
 */
import { labelLinesOf } from '../../../shared/labels/label-lines.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { useApp } from '../../shell/app.js';
import { queueLabels } from './label-queue.js';

export function PrintLabelsButton({ product, onDone }: { product: Product; onDone: () => void }) {
  const lines = labelLinesOf(product);
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
      Print labels
    </button>
  );
}
