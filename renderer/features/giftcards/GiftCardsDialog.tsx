/**
 * "Gift cards & credit", opened from the Sell screen: a card's balance by its code, a card loaded
 * (a top-up) by putting a line on the sale, and store credit looked up and given to a customer.
 * It says in words when it cannot work (the store's admin client not connected, the store away).
 */
import { useEffect, useState } from 'react';
import type { GiftCardDesk } from '../../../shared/giftcards/gift-card-calls.js';
import { pos } from '../../bridge/pos.js';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { BalanceLookup } from './BalanceLookup.js';
import { StoreCreditForm } from './StoreCreditForm.js';
import { TopUpForm } from './TopUpForm.js';
import './giftcards.css';

type Tab = 'balance' | 'topup' | 'credit';
const TABS: { id: Tab; label: string }[] = [
  { id: 'balance', label: 'Balance' },
  { id: 'topup', label: 'Load a card' },
  { id: 'credit', label: 'Store credit' },
];

export function GiftCardsDialog({ onClose }: { onClose(): void }) {
  const ref = useModalDialog();
  const [tab, setTab] = useState<Tab>('balance');
  const [desk, setDesk] = useState<GiftCardDesk | null>(null);
  useEffect(() => {
    pos()
      .giftCards.desk()
      .then(setDesk)
      .catch(() => setDesk({ state: 'offline', message: 'The till could not say whether gift cards can be handled now. Try again.' }));
  }, []);
  const ready = desk?.state === 'ready';
  return (
    <dialog
      ref={ref}
      className="dialog giftcards-dialog"
      aria-labelledby="giftcards-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="giftcards-head">
        <h2 id="giftcards-title">Gift cards &amp; store credit</h2>
        <div className="giftcards-tabs" role="tablist" aria-label="What to do">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`giftcards-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="giftcards-panel"
              className={`btn${tab === t.id ? ' btn-primary' : ''}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </div>
      <div className="giftcards-body" id="giftcards-panel" role="tabpanel" aria-labelledby={`giftcards-tab-${tab}`}>
        {desk === null && <p className="muted">Checking the store…</p>}
        {desk && !ready && (
          <p className="banner banner-warning giftcards-refusal" role="alert">
            {desk.message}
          </p>
        )}
        {ready && tab === 'balance' && <BalanceLookup />}
        {ready && tab === 'topup' && <TopUpForm onAdded={onClose} />}
        {ready && tab === 'credit' && <StoreCreditForm />}
        <p className="muted giftcards-sell-note">To sell a new card, add the Gift card product to the sale: its code prints on the receipt.</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close <kbd>Esc</kbd>
        </button>
      </div>
    </dialog>
  );
}
