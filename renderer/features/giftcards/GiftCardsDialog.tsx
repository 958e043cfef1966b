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
import { defineMessages, sayWords, wordsOf } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

type Tab = 'balance' | 'topup' | 'credit';
const TABS: Tab[] = ['balance', 'topup', 'credit'];
const TAB_WORDS = defineMessages<Tab>({
  balance: { id: 'giftcards.dialog.balance', defaultMessage: 'Balance' },
  topup: { id: 'giftcards.dialog.topup', defaultMessage: 'Load a card' },
  credit: { id: 'giftcards.dialog.credit', defaultMessage: 'Store credit' },
});

const messages = defineMessages({
  unknown: { id: 'giftcards.dialog.unknown', defaultMessage: 'The till could not say whether gift cards can be handled now. Try again.' },
  title: { id: 'giftcards.dialog.title', defaultMessage: 'Gift cards & store credit' },
  whatToDo: { id: 'giftcards.dialog.whatToDo', defaultMessage: 'What to do' },
  checking: { id: 'giftcards.dialog.checking', defaultMessage: 'Checking the store…' },
  sellNote: { id: 'giftcards.dialog.sellNote', defaultMessage: 'To sell a new card, add the Gift card product to the sale: its code prints on the receipt.' },
  close: { id: 'giftcards.dialog.close', defaultMessage: 'Close' },
});

export function GiftCardsDialog({ onClose }: { onClose(): void }) {
  const ref = useModalDialog();
  const words = useWords();
  const [tab, setTab] = useState<Tab>('balance');
  const [desk, setDesk] = useState<GiftCardDesk | null>(null);
  useEffect(() => {
    pos()
      .giftCards.desk()
      .then(setDesk)
      .catch(() => setDesk({ state: 'offline', message: wordsOf(messages.unknown) }));
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
        <h2 id="giftcards-title">{words.formatMessage(messages.title)}</h2>
        <div className="giftcards-tabs" role="tablist" aria-label={words.formatMessage(messages.whatToDo)}>
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`giftcards-tab-${t}`}
              aria-selected={tab === t}
              aria-controls="giftcards-panel"
              className={`btn${tab === t ? ' btn-primary' : ''}`}
              onClick={() => setTab(t)}
            >
              {words.formatMessage(TAB_WORDS[t])}
            </button>
          ))}
        </div>
      </div>
      <div className="giftcards-body" id="giftcards-panel" role="tabpanel" aria-labelledby={`giftcards-tab-${tab}`}>
        {desk === null && <p className="muted">{words.formatMessage(messages.checking)}</p>}
        {desk && !ready && (
          <p className="banner banner-warning giftcards-refusal" role="alert">
            {desk.message && sayWords(desk.message)}
          </p>
        )}
        {ready && tab === 'balance' && <BalanceLookup />}
        {ready && tab === 'topup' && <TopUpForm onAdded={onClose} />}
        {ready && tab === 'credit' && <StoreCreditForm />}
        <p className="muted giftcards-sell-note">{words.formatMessage(messages.sellNote)}</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {words.formatMessage(messages.close)} <kbd>Esc</kbd> {/* not-words: the key's name */}
        </button>
      </div>
    </dialog>
  );
}
