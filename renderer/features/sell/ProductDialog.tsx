/**
 * A product's details with its variant picker: one radio group per option type; combinations
 * the product does not sell are disabled. Native <dialog> keeps focus inside and Escape closes it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { filledLineOptions } from '../../../shared/sale/line-options.js';
import { LineOptionFields, useLineOptions } from './LineOptionFields.js';
import { StockBadge } from './StockBadge.js';
import { useCatalog } from './catalog.js';
import { ADDING_TO_CART, SCANNING, useSale } from './sale.js';
import { useSessionStatus } from '../customer/session.js';
import { MAX_QUANTITY } from './typed-quantity.js';
import { initialChoice, pickVariant, typesSold } from './product-dialog/variant-choice.js';
import { ProductPictures } from './product-dialog/ProductPictures.js';
import { OptionChoices } from './product-dialog/OptionChoices.js';
import { DialogQuantity } from './product-dialog/DialogQuantity.js';
import { useWish } from './product-dialog/use-wish.js';
import { ChoicesLeft } from './product-dialog/ChoicesLeft.js';
import { PrintLabelsButton } from '../labels/PrintLabelsButton.js';
import { StockEverywhereButton } from '../stock/lookup/StockEverywhereButton.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  sku: { id: 'sell.product.sku', defaultMessage: 'SKU {sku}' },
  close: { id: 'sell.product.close', defaultMessage: 'Close' },
  adding: { id: 'sell.product.adding', defaultMessage: 'Adding…' },
  addToWishlist: { id: 'sell.product.addToWishlist', defaultMessage: 'Add to wishlist' },
  addToCart: { id: 'sell.product.addToCart', defaultMessage: 'Add to cart' },
});

/** An add from this dialog speaks here, and so does a scan made while it is open (the cart is behind it). */
function ownsError(from: string | null): boolean {
  return from === ADDING_TO_CART || from === SCANNING;
}

/** `onClose(true)`: closed by an add (the search box has been emptied for the next item). */
export function ProductDialog({ product, onClose }: { product: Product; onClose: (added?: boolean) => void }) {
  const ref = useModalDialog();
  const words = useWords();
  const place = usePlace();
  const titleId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>(() => initialChoice(product));
  // "3*" typed in the search box before opening the product sets the quantity.
  const [quantity, setQuantity] = useState(() => String(useCatalog.getState().nextQuantity ?? 1));
  // Follows main's session events: the wishlist is offered only while someone is signed in.
  const signedIn = useSessionStatus()?.signedIn ?? false;
  const addLine = useSale((s) => s.addLine);
  const busy = useSale((s) => s.busy);
  const saleError = useSale((s) => s.error);
  const errorFrom = useSale((s) => s.errorFrom);
  const clearError = useSale((s) => s.clearError);
  // An older error of its own is cleared as the dialog opens.
  const error = ownsError(errorFrom) ? saleError : null;
  useEffect(() => {
    if (ownsError(useSale.getState().errorFrom)) clearError();
  }, [clearError]);
  const lineOptions = useLineOptions();
  const [optionValues, setOptionValues] = useState<Record<string, string>>({});
  const variant = useMemo(() => pickVariant(product, chosen), [product, chosen]);
  const price = variant?.price ?? product.price;
  const types = useMemo(() => typesSold(product), [product]);
  const toChoose = types.filter((t) => !chosen[t.name]);
  const addButton = useRef<HTMLButtonElement>(null);

  /** The first choice left to make takes the focus (its first value sold), or Add to cart when none is left. */
  const focusNext = (made: Record<string, string>) => {
    const next = types.find((t) => !made[t.name]);
    const dialog = ref.current;
    // not-words: a CSS selector
    const radio = next && dialog?.querySelector<HTMLInputElement>(`[role="radiogroup"][aria-label="${CSS.escape(next.presentation)}"] input:not(:disabled)`);
    (radio ?? addButton.current)?.focus();
  };
  // As it opens (once shown modal), the focus is where the clerk's first key goes.
  useEffect(() => {
    focusNext(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Enter on a value chooses it; with every choice made it adds, else the next choice takes the focus. */
  const enterOnValue = (typeName: string, value: string) => {
    const made = { ...chosen, [typeName]: value };
    setChosen(made);
    if (types.every((t) => made[t.name])) void add(pickVariant(product, made));
    else focusNext(made);
  };
  const qty = Number(quantity);
  const validQty = Number.isInteger(qty) && qty >= 1 && qty <= MAX_QUANTITY;

  const add = async (variant = pickVariant(product, chosen)) => {
    // Enter in any field comes here too: never while an add is under way or for what cannot be sold.
    if (!variant || !variant.purchasable || !validQty || useSale.getState().busy !== null) return;
    const label = variant.optionsText ? `${product.name} (${variant.optionsText})` : product.name;
    if (await addLine(variant.id, qty, label, filledLineOptions(optionValues))) {
      useCatalog.getState().setNextQuantity(null);
      useCatalog.getState().clearSearch();
      onClose(true);
      return;
    }
    // Refused: the field the store named takes the focus (scrolled into view), or else the message shows.
    requestAnimationFrame(() => {
      const dialog = ref.current;
      const field = dialog?.querySelector<HTMLInputElement>('.custom-options input[aria-invalid="true"]');
      if (field) field.focus();
      else dialog?.querySelector('.product-info > .field-error')?.scrollIntoView({ block: 'nearest' });
    });
  };

  const { wishing, wishNote, wish } = useWish(variant, validQty ? Number(quantity) : 1);

  return (
    <dialog
      ref={ref}
      className="dialog product-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <ProductPictures product={product} />
        <div className="product-info">
          <h2 id={titleId}>{product.name}</h2>
          <p className="price-large">{price !== null ? amountWords(price, variant?.currency ?? product.currency, place) : '—'}</p>
          {variant && <StockBadge inStock={variant.inStock} backorderable={variant.backorderable} />}
          {variant?.sku && <p className="muted">{words.formatMessage(messages.sku, { sku: <span dir="ltr">{variant.sku}</span> })}</p>}
          {product.description && <p className="description">{product.description}</p>}
          {product.properties && product.properties.length > 0 && (
            <dl className="facts product-properties">
              {product.properties.map((p) => (
                <div key={p.id} className="facts-row">
                  <dt>{p.description || p.name}</dt>
                  <dd>{p.value}</dd>
                </div>
              ))}
            </dl>
          )}

          <OptionChoices product={product} types={types} chosen={chosen} onChoose={setChosen} onEnter={enterOnValue} />

          <DialogQuantity id={`${titleId}-qty`} quantity={quantity} onQuantity={setQuantity} valid={validQty} onEnter={() => void add()} />
          <LineOptionFields
            options={lineOptions}
            values={optionValues}
            errors={error?.fieldErrors ?? null}
            onChange={setOptionValues}
            onEnter={() => void add()}
          />
          {error && (
            <p className="field-error" role="alert">
              {error.message}
            </p>
          )}
          <ChoicesLeft toChoose={toChoose} sold={Boolean(variant)} />
        </div>
      </div>
      <div className="dialog-actions">
        {wishNote && (
          <span className="muted" role="status">
            {wishNote}
          </span>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => onClose()}>
          {words.formatMessage(messages.close)}
        </button>
        <PrintLabelsButton product={product} onDone={() => onClose()} />
        <StockEverywhereButton product={product} variant={variant ?? null} />
        {signedIn && (
          <button type="button" className="btn" disabled={!variant || wishing} onClick={() => void wish()}>
            {words.formatMessage(wishing ? messages.adding : messages.addToWishlist)}
          </button>
        )}
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          disabled={!variant || !variant.purchasable || !validQty || busy !== null}
          onClick={() => void add()}
        >
          {words.formatMessage(busy === ADDING_TO_CART ? messages.adding : messages.addToCart)}
        </button>
      </div>
    </dialog>
  );
}
