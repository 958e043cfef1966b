/**
 * On the receipt of a sale with gift-card lines: each card it issued or loaded, with its code and
 * balance. A card the store has not issued yet (its answer lost, the store away) says so, and
 * "Issue now" asks the store again (the store answers the card that line already issued, never a second).
 */
import { useState, type ReactNode } from 'react';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import type { IssuedGiftCard } from '../../../shared/giftcards/issued-gift-card.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  title: { id: 'receipt.giftCards.title', defaultMessage: 'Gift cards' },
  newCard: { id: 'receipt.giftCards.newCard', defaultMessage: 'New card' },
  cardLoaded: { id: 'receipt.giftCards.cardLoaded', defaultMessage: 'Card loaded' },
  loaded: { id: 'receipt.giftCards.loaded', defaultMessage: '{amount} loaded' },
  balance: { id: 'receipt.giftCards.balance', defaultMessage: '· balance <strong>{balance}</strong>' },
  notIssued: { id: 'receipt.giftCards.notIssued', defaultMessage: '· not issued yet: the store has not answered' },
  issuing: { id: 'receipt.giftCards.issuing', defaultMessage: 'Issuing…' },
  issueNow: { id: 'receipt.giftCards.issueNow', defaultMessage: 'Issue now' },
});

export function GiftCardsOnReceipt({ receipt }: { receipt: Receipt }) {
  const [cards, setCards] = useState<IssuedGiftCard[] | undefined>(receipt.giftCards);
  const { busy, error, run } = useAction();
  const words = useWords();
  const place = usePlace();
  if (!cards || cards.length === 0) return null;
  const pending = cards.some((c) => c.balance === null);
  const issueNow = async () => {
    const again = await run(() => pos().giftCards.ofSale(receipt.order.number));
    if (again) setCards(again);
  };
  return (
    <section className="receipt-giftcards" aria-label={words.formatMessage(messages.title)}>
      <h3>{words.formatMessage(messages.title)}</h3>
      <ul className="plain-list">
        {cards.map((c) => (
          <li key={c.lineItemId} className="receipt-giftcard">
            <div>
              {words.formatMessage(c.kind === 'issue' ? messages.newCard : messages.cardLoaded)}{' '}
              {c.code ? (
                <strong className="giftcard-code" dir="ltr">
                  {c.code}
                </strong>
              ) : null}
            </div>
            <div>
              {words.formatMessage(messages.loaded, { amount: amountWords(c.loaded, c.currency, place) })}
              {c.balance !== null ? (
                <>
                  {' '}
                  {words.formatMessage(messages.balance, {
                    balance: amountWords(c.balance, c.currency, place),
                    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                  })}
                </>
              ) : (
                <span className="field-error"> {words.formatMessage(messages.notIssued)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {pending && (
        <button type="button" className="btn btn-small" aria-busy={busy} disabled={busy} onClick={() => void issueNow()}>
          {words.formatMessage(busy ? messages.issuing : messages.issueNow)}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
