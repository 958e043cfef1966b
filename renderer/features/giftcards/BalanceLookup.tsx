/** A gift card's balance, by its code scanned (a wedge scanner types it and Enter) or typed. */
import { useState } from 'react';
import type { GiftCardBalance } from '../../../shared/giftcards/gift-card-calls.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { dateOf } from '../../ui/words/format-time.js';

const STATE_WORDS: Record<GiftCardBalance['state'], string> = { active: 'Active', used_up: 'Used up', expired: 'Expired' };

export function BalanceLookup() {
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const { busy, error, run } = useAction();
  const lookUp = async () => {
    setCard(null);
    const found = await run(() => pos().giftCards.balance(code.trim()));
    if (found) setCard(found);
  };
  return (
    <section className="giftcards-section" aria-labelledby="giftcards-balance-title">
      <h3 id="giftcards-balance-title">Gift card balance</h3>
      <form
        className="giftcards-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim().length >= 4) void lookUp();
        }}
      >
        <label htmlFor="giftcards-balance-code">Card code (scan or type)</label>
        <div className="inline-row">
          <input id="giftcards-balance-code" value={code} autoComplete="off" data-takes-scans autoFocus onChange={(e) => setCode(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy || code.trim().length < 4} aria-busy={busy}>
            {busy ? 'Looking up…' : 'Look up'}
          </button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
      </form>
      {card && (
        <dl className="giftcards-facts" aria-label={`Gift card ${card.code}`}>
          <dt>Card</dt>
          <dd>
            <strong>{card.code}</strong> · {STATE_WORDS[card.state]}
          </dd>
          <dt>Balance</dt>
          <dd className="giftcards-balance">{card.displayBalance}</dd>
          <dt>Loaded</dt>
          <dd>{card.displayLoaded}</dd>
          <dt>Spent</dt>
          <dd>{card.displayUsed}</dd>
          {card.expiresAt && (
            <>
              <dt>Expires</dt>
              <dd>{dateOf(card.expiresAt)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
