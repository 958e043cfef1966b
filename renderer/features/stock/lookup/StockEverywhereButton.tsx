/**
 * "Stock everywhere" in a product's dialog on the Sell screen: the chosen kind's stock at every
 * location, in a dialog over the sale (the sale stays as it is; the sale's own cart is left out of
 * what web carts hold). Escape or Close goes back to the product.
 */
import { useId, useState } from 'react';
import type { Product, Variant } from '../../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';
import { useModalDialog } from '../../../ui/use-modal-dialog.js';
import { useSale } from '../../sell/sale.js';
import { StockLookupView } from './StockLookupView.js';
import '../../../styles/stock.css';

const messages = defineMessages({
  title: { id: 'stock.everywhere.title', defaultMessage: 'Stock everywhere' },
  close: { id: 'stock.everywhere.close', defaultMessage: 'Close' },
});

function StockEverywhereDialog({ label, variantId, onClose }: { label: string; variantId: string; onClose: () => void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const words = useWords();
  const saleNumber = useSale((s) => s.cart?.number ?? null);
  return (
    <dialog
      ref={ref}
      className="dialog stock-everywhere-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body stock-everywhere-body">
        <h2 id={titleId}>{words.formatMessage(messages.title)}</h2>
        <StockLookupView variantId={variantId} label={label} exceptOrder={saleNumber} />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" autoFocus onClick={onClose}>
          {words.formatMessage(messages.close)}
        </button>
      </div>
    </dialog>
  );
}

export function StockEverywhereButton({ product, variant }: { product: Product; variant: Variant | null }) {
  const [open, setOpen] = useState(false);
  const words = useWords();
  const label = variant ? `${variant.optionsText ? `${product.name} (${variant.optionsText})` : product.name} · ${variant.sku}` : '';
  return (
    <>
      {/* Until every choice is made, there is no one kind to look up. */}
      <button type="button" className="btn" disabled={!variant} onClick={() => setOpen(true)}>
        {words.formatMessage(messages.title)}
      </button>
      {open && variant && <StockEverywhereDialog label={label} variantId={variant.id} onClose={() => setOpen(false)} />}
    </>
  );
}
