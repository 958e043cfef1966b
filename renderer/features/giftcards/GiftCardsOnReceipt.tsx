/**
 * On the receipt of a sale with gift-card lines: each card it issued or loaded, with its code and
 * balance. A card the store has not issued yet (its answer lost, the store away) says so, and
 * "Issue now" asks the store again (the store answers the card that line already issued, never a second).
 */
import { useState } from 'react';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import type { IssuedGiftCard } from '../../../shared/giftcards/issued-gift-card.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';

export function GiftCardsOnReceipt({ receipt }: { receipt: Receipt }) {
  const [cards, setCards] = useState<IssuedGiftCard[] | undefined>(receipt.giftCards);
  const { busy, error, run } = useAction();
  if (!cards || cards.length === 0) return null;
  const pending = cards.some((c) => c.displayBalance === null);
  const issueNow = async () => {
    const again = await run(() => pos().giftCards.ofSale(receipt.order.number));
    if (again) setCards(again);
  };
  return (
    <section className="receipt-giftcards" aria-label="Gift cards">
      <h3>Gift cards</h3>
      <ul className="plain-list">
        {cards.map((c) => (
          <li key={c.lineItemId} className="receipt-giftcard">
            <div>
              {c.kind === 'issue' ? 'New card' : 'Card loaded'} {c.code ? <strong className="giftcard-code">{c.code}</strong> : null}
            </div>
            <div>
              {c.displayLoaded} loaded
              {c.displayBalance !== null ? (
                <>
                  {' '}
                  · balance <strong>{c.displayBalance}</strong>
                </>
              ) : (
                <span className="field-error"> · not issued yet: the store has not answered</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {pending && (
        <button type="button" className="btn btn-small" aria-busy={busy} disabled={busy} onClick={() => void issueNow()}>
          {busy ? 'Issuing…' : 'Issue now'}
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
