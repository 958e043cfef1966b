/** Loads more onto a gift card (a top-up): its code scanned or typed, and one of the gift card's amounts, put on the sale as a line. */
import { useEffect, useState } from 'react';
import { GIFT_CARD_SKU_PREFIX } from '../../../shared/giftcards/gift-card-product.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';

const AMOUNTS = ['25', '50', '100'];

export function TopUpForm({ onAdded }: { onAdded(): void }) {
  const [code, setCode] = useState('');
  const [variants, setVariants] = useState<{ amount: string; variantId: string }[]>([]);
  const { busy, error, run } = useAction();
  useEffect(() => {
    void Promise.all(
      AMOUNTS.map((amount) =>
        pos()
          .catalog.lookupCode(`${GIFT_CARD_SKU_PREFIX}${amount}`)
          .catch(() => null),
      ),
    ).then((found) => setVariants(found.flatMap((f, i) => (f ? [{ amount: AMOUNTS[i]!, variantId: f.variantId }] : []))));
  }, []);
  const load = async (variantId: string) => {
    const cart = await run(() => pos().giftCards.addTopUp(code.trim(), variantId));
    if (cart) onAdded();
  };
  return (
    <section className="giftcards-section" aria-labelledby="giftcards-topup-title">
      <h3 id="giftcards-topup-title">Load a gift card</h3>
      <label htmlFor="giftcards-topup-code">Card code (scan or type)</label>
      <input id="giftcards-topup-code" value={code} autoComplete="off" data-takes-scans onChange={(e) => setCode(e.target.value)} />
      <div className="giftcards-amounts" role="group" aria-label="Amount to load">
        {variants.length === 0 && <p className="muted">This store sells no gift-card product.</p>}
        {variants.map((v) => (
          <button key={v.variantId} type="button" className="btn" disabled={busy || code.trim().length < 4} onClick={() => void load(v.variantId)}>
            Load ${v.amount}
          </button>
        ))}
      </div>
      <p className="muted">The card is loaded at the store once the sale is paid; the receipt shows its new balance.</p>
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
