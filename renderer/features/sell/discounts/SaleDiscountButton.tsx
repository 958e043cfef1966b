/** "Discount the sale…" under the cart, and the discount dialog of the Sell screen whenever one is open (for a line or the sale). */
import { lazy, Suspense } from 'react';
import { useDiscounts } from './discounts.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  discountSale: { id: 'sell.saleDiscount.button', defaultMessage: 'Discount the sale…' },
});

// The dialog is not needed for most sales: it loads when first opened.
const DiscountDialog = lazy(() => import('./DiscountDialog.js').then((m) => ({ default: m.DiscountDialog })));

export function SaleDiscountButton({ busy }: { busy: boolean }) {
  const words = useWords();
  const target = useDiscounts((s) => s.target);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost sale-discount"
        aria-disabled={busy}
        onClick={() => !busy && useDiscounts.getState().open({ kind: 'sale' })}
      >
        {words.formatMessage(messages.discountSale)}
      </button>
      <Suspense fallback={null}>{target && <DiscountDialog key={target.kind === 'sale' ? 'sale' : target.lineItemId} target={target} />}</Suspense>
    </>
  );
}
