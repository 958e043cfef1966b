/**
 * Checkout's account-based payments for a signed-in customer: their store credit toward the
 * sale, and a card they saved. Also the "sell to this customer" step for a sale started before
 * they signed in, and their saved addresses to fill the form from.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { SessionStatus } from '../../../shared/bridge/bridge.js';
import type { CreditCard, SavedAddress } from '../../../shared/storefront/types/types.js';
import { planTender } from '../../../shared/sale/tenders.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { useAmountDefault } from '../checkout/use-amount-default.js';
import { useSale } from '../sell/sale.js';
import { useSessionStatus } from './session.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  attached: { id: 'customer.payments.attached', defaultMessage: 'Customer signed in: <strong>{email}</strong>. This sale is on their account.' },
  attach: {
    id: 'customer.payments.attach',
    defaultMessage: 'Customer signed in: <strong>{email}</strong>. Put this sale on their account so it shows in their orders.',
  },
  notAttached: { id: 'customer.payments.notAttached', defaultMessage: 'Not attached.' },
  sellTo: { id: 'customer.payments.sellTo', defaultMessage: 'Sell to this customer' },
  notApplied: { id: 'customer.payments.notApplied', defaultMessage: 'Not applied.' },
  removeCredit: { id: 'customer.payments.removeCredit', defaultMessage: 'Remove store credit' },
  useCredit: { id: 'customer.payments.useCredit', defaultMessage: 'Use the customer’s store credit' },
  savedCards: { id: 'customer.payments.savedCards', defaultMessage: 'Saved cards' },
  defaultCard: { id: 'customer.payments.defaultCard', defaultMessage: '(default)' },
  amount: { id: 'customer.payments.amount', defaultMessage: 'Amount to charge' },
  amountHint: { id: 'customer.payments.amountHint', defaultMessage: 'In {currency}.' },
  back: { id: 'customer.payments.back', defaultMessage: 'Back' },
  charging: { id: 'customer.payments.charging', defaultMessage: 'Charging card…' },
  charge: { id: 'customer.payments.charge', defaultMessage: 'Charge saved card' },
});

const strong = (chunks: ReactNode[]) => <strong dir="ltr">{chunks}</strong>;

export interface SignedInCustomer {
  status: SessionStatus | null;
  cards: CreditCard[];
  addresses: SavedAddress[];
}

/**
 * The signed-in customer's session, saved cards and addresses (empty when nobody is signed in).
 * Follows main's session events: when the store signs the customer out, they go at once.
 */
export function useSignedInCustomer(): SignedInCustomer {
  const status = useSessionStatus();
  const signedInAs = status?.signedIn ? status.email : null;
  const [saved, setSaved] = useState<{ for: string; cards: CreditCard[]; addresses: SavedAddress[] } | null>(null);
  useEffect(() => {
    if (!signedInAs) return;
    let live = true;
    void Promise.all([
      pos()
        .customer.cards()
        .catch(() => []),
      pos()
        .customer.addresses()
        .catch(() => []),
    ]).then(([cards, addresses]) => {
      if (live) setSaved({ for: signedInAs, cards, addresses });
    });
    return () => {
      live = false;
    };
  }, [signedInAs]);
  const mine = signedInAs && saved?.for === signedInAs ? saved : null;
  // Until the account's cards are read, it is not shown as signed in (as before: the status came with them).
  return { status: status && (!status.signedIn || mine) ? status : null, cards: mine?.cards ?? [], addresses: mine?.addresses ?? [] };
}

export function AttachCustomer({ email }: { email: string }) {
  const words = useWords();
  const busy = useSale((s) => s.busy);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="notice account-note" role="status">
      <span>{words.formatMessage(done ? messages.attached : messages.attach, { email, strong })}</span>
      {!done && (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy !== null}
          onClick={async () => {
            setError(null);
            try {
              useSale.getState().setCart(await pos().sale.attachCustomer());
              setDone(true);
            } catch (e) {
              setError(e instanceof Error ? e.message : words.formatMessage(messages.notAttached));
            }
          }}
        >
          {words.formatMessage(messages.sellTo)}
        </button>
      )}
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

export function StoreCreditRow({ applied }: { applied: boolean }) {
  const words = useWords();
  const busy = useSale((s) => s.busy);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      const cart = await work();
      useSale.getState().setCart(cart as Parameters<ReturnType<typeof useSale.getState>['setCart']>[0]);
    } catch (e) {
      setError(e instanceof Error ? e.message : words.formatMessage(messages.notApplied));
    }
  };
  return (
    <div className="store-credit">
      {applied ? (
        <button type="button" className="btn btn-small btn-ghost" disabled={busy !== null} onClick={() => void run(() => pos().sale.removeStoreCredit())}>
          {words.formatMessage(messages.removeCredit)}
        </button>
      ) : (
        <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => void run(() => pos().sale.addStoreCredit())}>
          {words.formatMessage(messages.useCredit)}
        </button>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Split tender by a card the signed-in customer saved: it pays an amount that defaults to what
 * is still to pay (lower for a part, never more).
 */
export function SavedCardForm({
  cards,
  remaining,
  currency,
  onPlaced,
  onBack,
}: {
  cards: CreditCard[];
  remaining: string;
  currency: string;
  onPlaced: () => void;
  onBack: () => void;
}) {
  const words = useWords();
  const busy = useSale((s) => s.busy);
  const [chosen, setChosen] = useState(cards.find((c) => c.isDefault)?.id ?? cards[0]?.id ?? '');
  const [amount, setAmount] = useAmountDefault(remaining);
  const plan = planTender('savedCard', amount, remaining, currency);
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!chosen || !plan.ok) return;
        if ((await useSale.getState().tenderSavedCard(chosen, plan.apply)) === 'placed') onPlaced();
      }}
    >
      <fieldset className="rates" aria-label={words.formatMessage(messages.savedCards)}>
        <legend>{words.formatMessage(messages.savedCards)}</legend>
        {cards.map((c) => (
          <label key={c.id} className={`rate${c.id === chosen ? ' rate-chosen' : ''}`}>
            <input type="radio" name="saved-card" checked={c.id === chosen} onChange={() => setChosen(c.id)} />
            <span className="rate-name">
              <span dir="ltr">
                {c.ccType.toUpperCase()} •••• {c.lastDigits}
              </span>{' '}
              {c.isDefault ? words.formatMessage(messages.defaultCard) : ''}
            </span>
            <span className="rate-cost">{c.month && c.year ? `${String(c.month).padStart(2, '0')}/${c.year}` : ''}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label={words.formatMessage(messages.amount)}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={amount && !plan.ok ? sayWords(plan.words) : null}
        hint={words.formatMessage(messages.amountHint, { currency })}
      />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {words.formatMessage(messages.back)}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!chosen || !plan.ok || busy !== null}>
          {words.formatMessage(busy ? messages.charging : messages.charge)}
        </button>
      </div>
    </form>
  );
}
