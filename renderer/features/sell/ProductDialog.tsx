/**
 * A product's details with its variant picker: one radio group per option type; combinations
 * the product does not sell are disabled. Native <dialog> keeps focus inside and Escape closes it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { ProductPicture } from '../../../shared/bridge/bridge.js';
import type { OptionType, Product, Variant } from '../../../shared/storefront/types/types.js';
import { filledLineOptions } from '../../../shared/sale/line-options.js';
import { LineOptionFields, useLineOptions } from './LineOptionFields.js';
import { intoKeypad, QuantityKeypad } from '../../ui/QuantityKeypad.js';
import { useQuantityKeypad } from '../../ui/use-quantity-keypad.js';
import { ProductTile } from './ProductTile.js';
import { StockBadge } from './StockBadge.js';
import { pos } from '../../bridge/pos.js';
import { useCatalog } from './catalog.js';
import { shownError } from '../../shell/errors.js';
import { ADDING_TO_CART, SCANNING, useSale } from './sale.js';
import { useSessionStatus } from '../customer/session.js';
import { MAX_QUANTITY } from './typed-quantity.js';

function valueOf(variant: Variant, optionType: string): string | undefined {
  return variant.optionValues.find((v) => v.optionType === optionType)?.name;
}

/** The option types the product is sold in, each with only the values it is sold in. */
function typesSold(product: Product): OptionType[] {
  return product.optionTypes
    .map((type) => ({ ...type, values: type.values.filter((value) => product.variants.some((v) => valueOf(v, type.name) === value.name)) }))
    .filter((type) => type.values.length > 0);
}

/** The variant every option type's choice names; none until each type sold in more than one value is chosen. */
function pickVariant(product: Product, chosen: Record<string, string>): Variant | undefined {
  if (!typesSold(product).every((t) => chosen[t.name])) return undefined;
  return product.variants.find((v) => product.optionTypes.every((t) => !chosen[t.name] || valueOf(v, t.name) === chosen[t.name]));
}

/** Only what leaves no choice is chosen for the clerk (a product sold in one colour): a size is never guessed. */
function initialChoice(product: Product): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const t of typesSold(product)) if (t.values.length === 1) chosen[t.name] = t.values[0]!.name;
  return chosen;
}

/** An add from this dialog speaks here, and so does a scan made while it is open (the cart is behind it). */
function ownsError(from: string | null): boolean {
  return from === ADDING_TO_CART || from === SCANNING;
}

/** `onClose(true)`: closed by an add (the search box has been emptied for the next item). */
export function ProductDialog({ product, onClose }: { product: Product; onClose: (added?: boolean) => void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>(() => initialChoice(product));
  // "3*" typed in the search box before opening the product sets the quantity.
  const [quantity, setQuantity] = useState(() => String(useCatalog.getState().nextQuantity ?? 1));
  const quantityBox = useRef<HTMLInputElement>(null);
  const keypad = useQuantityKeypad(quantityBox, quantity, setQuantity);
  // Follows main's session events: the wishlist is offered only while someone is signed in.
  const signedIn = useSessionStatus()?.signedIn ?? false;
  const [pictures, setPictures] = useState<ProductPicture[]>([]);
  const [shownPicture, setShownPicture] = useState(0);
  useEffect(() => {
    let live = true;
    pos()
      .catalog.images(product.id)
      .then((p) => live && setPictures(p))
      .catch(() => undefined); // the tile stands in
    return () => {
      live = false;
    };
  }, [product.id]);
  const [wishing, setWishing] = useState(false);
  const [wishNote, setWishNote] = useState<string | null>(null);
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
  const types = useMemo(() => typesSold(product), [product]);
  const toChoose = types.filter((t) => !chosen[t.name]);
  const addButton = useRef<HTMLButtonElement>(null);

  /** The first choice left to make takes the focus (its first value sold), or Add to cart when none is left. */
  const focusNext = (made: Record<string, string>) => {
    const next = types.find((t) => !made[t.name]);
    const dialog = ref.current;
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

  const available = (typeName: string, value: string) =>
    product.variants.some(
      (v) =>
        valueOf(v, typeName) === value && product.optionTypes.every((t) => t.name === typeName || !chosen[t.name] || valueOf(v, t.name) === chosen[t.name]),
    );

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

  /** The signed-in customer's wishlist: the variant chosen, in the quantity typed. */
  const wish = async () => {
    if (!variant) return;
    setWishing(true);
    setWishNote(null);
    try {
      await pos().customer.addToWishlist(variant.id, validQty ? Number(quantity) : 1);
      setWishNote('Added to the customer’s wishlist.');
    } catch (e) {
      setWishNote(shownError(e).message);
    } finally {
      setWishing(false);
    }
  };

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
        <div className="product-hero">
          {pictures.length > 0 ? (
            <>
              <img className="product-picture" src={pictures[shownPicture]?.dataUrl} alt={pictures[shownPicture]?.alt ?? product.name} />
              {pictures.length > 1 && (
                <div className="picture-thumbs" role="group" aria-label="Pictures">
                  {pictures.map((p, i) => (
                    <button
                      key={i}
                      type="button"
                      className={`thumb${i === shownPicture ? ' thumb-on' : ''}`}
                      aria-label={`Picture ${i + 1} of ${pictures.length}`}
                      aria-pressed={i === shownPicture}
                      onClick={() => setShownPicture(i)}
                    >
                      <img src={p.dataUrl} alt="" />
                    </button>
                  ))}
                </div>
              )}
            </>
          ) : (
            <ProductTile name={product.name} size="lg" />
          )}
        </div>
        <div className="product-info">
          <h2 id={titleId}>{product.name}</h2>
          <p className="price-large">{variant?.displayPrice ?? product.displayPrice ?? '—'}</p>
          {variant && <StockBadge inStock={variant.inStock} backorderable={variant.backorderable} />}
          {variant?.sku && <p className="muted">SKU {variant.sku}</p>}
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

          {types.map((type) => (
            <fieldset key={type.id} className="options" role="radiogroup" aria-label={type.presentation}>
              <legend>{type.presentation}</legend>
              <div className="option-list">
                {type.values.map((value) => {
                  const enabled = available(type.name, value.name);
                  return (
                    <label key={value.id} className={`option${chosen[type.name] === value.name ? ' option-chosen' : ''}${enabled ? '' : ' option-disabled'}`}>
                      <input
                        type="radio"
                        name={`${product.id}-${type.name}`}
                        value={value.name}
                        checked={chosen[type.name] === value.name}
                        disabled={!enabled}
                        onChange={() => setChosen({ ...chosen, [type.name]: value.name })}
                        onKeyDown={(e) => {
                          if (e.key !== 'Enter') return;
                          e.preventDefault();
                          enterOnValue(type.name, value.name);
                        }}
                      />
                      {value.presentation}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}

          <div className="field field-inline">
            <label htmlFor={`${titleId}-qty`}>Quantity</label>
            <input
              id={`${titleId}-qty`}
              ref={quantityBox}
              type="number"
              min={1}
              max={MAX_QUANTITY}
              inputMode="numeric"
              value={quantity}
              aria-invalid={validQty ? undefined : true}
              onChange={(e) => setQuantity(e.target.value)}
              onClick={keypad.open}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  keypad.close();
                  void add();
                } else if (e.key === 'Escape' && keypad.shown) {
                  // Esc closes the keypad and puts the quantity back; the dialog stays open.
                  e.preventDefault();
                  e.stopPropagation();
                  keypad.close();
                  setQuantity(keypad.before);
                }
              }}
              onBlur={(e) => {
                if (!intoKeypad(e.relatedTarget)) keypad.close();
              }}
            />
            {keypad.shown && (
              <QuantityKeypad
                anchor={quantityBox}
                label="Keypad for the quantity"
                value={quantity}
                maxLength={String(MAX_QUANTITY).length}
                onChange={keypad.press}
                onSet={keypad.close}
                onCancel={() => {
                  keypad.close();
                  setQuantity(keypad.before);
                  quantityBox.current?.focus();
                }}
                onLeave={keypad.close}
              />
            )}
          </div>
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
          {toChoose.length > 0 ? (
            <p className="muted">Choose the {toChoose.map((t) => t.presentation.toLowerCase()).join(' and ')}.</p>
          ) : (
            !variant && <p className="muted">This combination is not sold.</p>
          )}
        </div>
      </div>
      <div className="dialog-actions">
        {wishNote && (
          <span className="muted" role="status">
            {wishNote}
          </span>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => onClose()}>
          Close
        </button>
        {signedIn && (
          <button type="button" className="btn" disabled={!variant || wishing} onClick={() => void wish()}>
            {wishing ? 'Adding…' : 'Add to wishlist'}
          </button>
        )}
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          disabled={!variant || !variant.purchasable || !validQty || busy !== null}
          onClick={() => void add()}
        >
          {busy === ADDING_TO_CART ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
    </dialog>
  );
}
