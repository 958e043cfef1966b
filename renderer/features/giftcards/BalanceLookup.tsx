/** A gift card's balance, by its code scanned (a wedge scanner types it and Enter) or typed. */
import { useState } from 'react';
import type { GiftCardBalance } from '../../../shared/giftcards/gift-card-calls.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { dateOf } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const STATE_WORDS = defineMessages<GiftCardBalance['state']>({
  active: { id: 'giftcards.balance.active', defaultMessage: 'Active' },
  used_up: { id: 'giftcards.balance.usedUp', defaultMessage: 'Used up' },
  expired: { id: 'giftcards.balance.expired', defaultMessage: 'Expired' },
});

const messages = defineMessages({
  title: { id: 'giftcards.balance.title', defaultMessage: 'Gift card balance' },
  code: { id: 'giftcards.balance.code', defaultMessage: 'Card code (scan or type)' },
  lookingUp: { id: 'giftcards.balance.lookingUp', defaultMessage: 'Looking up…' },
  lookUp: { id: 'giftcards.balance.lookUp', defaultMessage: 'Look up' },
  card: { id: 'giftcards.balance.card', defaultMessage: 'Gift card {code}' },
  cardTerm: { id: 'giftcards.balance.cardTerm', defaultMessage: 'Card' },
  balance: { id: 'giftcards.balance.balance', defaultMessage: 'Balance' },
  loaded: { id: 'giftcards.balance.loaded', defaultMessage: 'Loaded' },
  spent: { id: 'giftcards.balance.spent', defaultMessage: 'Spent' },
  expires: { id: 'giftcards.balance.expires', defaultMessage: 'Expires' },
});

export function BalanceLookup() {
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const { busy, error, run } = useAction();
  const words = useWords();
  const place = usePlace();
  const lookUp = async () => {
    setCard(null);
    const found = await run(() => pos().giftCards.balance(code.trim()));
    if (found) setCard(found);
  };
  return (
    <section className="giftcards-section" aria-labelledby="giftcards-balance-title">
      <h3 id="giftcards-balance-title">{words.formatMessage(messages.title)}</h3>
      <form
        className="giftcards-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim().length >= 4) void lookUp();
        }}
      >
        <label htmlFor="giftcards-balance-code">{words.formatMessage(messages.code)}</label>
        <div className="inline-row">
          <input id="giftcards-balance-code" value={code} autoComplete="off" data-takes-scans autoFocus onChange={(e) => setCode(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy || code.trim().length < 4} aria-busy={busy}>
            {words.formatMessage(busy ? messages.lookingUp : messages.lookUp)}
          </button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
      </form>
      {card && (
        <dl className="giftcards-facts" aria-label={words.formatMessage(messages.card, { code: card.code })}>
          <dt>{words.formatMessage(messages.cardTerm)}</dt>
          <dd>
            <strong dir="ltr">{card.code}</strong> · {words.formatMessage(STATE_WORDS[card.state])}
          </dd>
          <dt>{words.formatMessage(messages.balance)}</dt>
          <dd className="giftcards-balance">{amountWords(card.balance, card.currency, place)}</dd>
          <dt>{words.formatMessage(messages.loaded)}</dt>
          <dd>{amountWords(card.loaded, card.currency, place)}</dd>
          <dt>{words.formatMessage(messages.spent)}</dt>
          <dd>{amountWords(card.used, card.currency, place)}</dd>
          {card.expiresAt && (
            <>
              <dt>{words.formatMessage(messages.expires)}</dt>
              <dd>{dateOf(card.expiresAt)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
