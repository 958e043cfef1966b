/** Loads more onto a gift card (a top-up): its code scanned or typed, and one of the gift card's amounts, put on the sale as a line. */
import { useEffect, useState } from 'react';
import { GIFT_CARD_SKU_PREFIX } from '../../../shared/giftcards/gift-card-product.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { useApp } from '../../shell/app.js';
import { toCents } from '../../../shared/money.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { wholeMoneyText } from '../../../shared/i18n/formats.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'giftcards.topUp.title', defaultMessage: 'Load a gift card' },
  code: { id: 'giftcards.topUp.code', defaultMessage: 'Card code (scan or type)' },
  amount: { id: 'giftcards.topUp.amount', defaultMessage: 'Amount to load' },
  noProduct: { id: 'giftcards.topUp.noProduct', defaultMessage: 'This store sells no gift-card product.' },
  load: { id: 'giftcards.topUp.load', defaultMessage: 'Load {amount}' },
  note: { id: 'giftcards.topUp.note', defaultMessage: 'The card is loaded at the store once the sale is paid; the receipt shows its new balance.' },
});

/** A whole amount without its cents ("$25"). */
const wholeMoney = (amount: string, currency: string) => wholeMoneyText(toCents(amount), currency);

const AMOUNTS = ['25', '50', '100'];

export function TopUpForm({ onAdded }: { onAdded(): void }) {
  const [code, setCode] = useState('');
  const [variants, setVariants] = useState<{ amount: string; variantId: string }[]>([]);
  const { busy, error, run } = useAction();
  const words = useWords();
  const currency = useApp((s) => s.info?.currency ?? 'USD');
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
      <h3 id="giftcards-topup-title">{words.formatMessage(messages.title)}</h3>
      <label htmlFor="giftcards-topup-code">{words.formatMessage(messages.code)}</label>
      <input id="giftcards-topup-code" value={code} autoComplete="off" data-takes-scans onChange={(e) => setCode(e.target.value)} />
      <div className="giftcards-amounts" role="group" aria-label={words.formatMessage(messages.amount)}>
        {variants.length === 0 && <p className="muted">{words.formatMessage(messages.noProduct)}</p>}
        {variants.map((v) => (
          <button key={v.variantId} type="button" className="btn" disabled={busy || code.trim().length < 4} onClick={() => void load(v.variantId)}>
            {words.formatMessage(messages.load, { amount: wholeMoney(v.amount, currency) })}
          </button>
        ))}
      </div>
      <p className="muted">{words.formatMessage(messages.note)}</p>
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
