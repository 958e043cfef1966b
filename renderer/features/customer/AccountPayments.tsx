/**
 * Checkout's account-based payments for a signed-in customer: their store credit toward the
 * sale, and a card they saved. Also the "sell to this customer" step for a sale started before
 * they signed in, and their saved addresses to fill the form from.
 */
import { useEffect, useState } from 'react';
import type { SessionStatus } from '../../../shared/bridge/bridge.js';
import type { CreditCard, SavedAddress } from '../../../shared/storefront/types/types.js';
import { planTender } from '../../../shared/sale/tenders.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { useAmountDefault } from '../checkout/use-amount-default.js';
import { useSale } from '../sell/sale.js';
import { useSessionStatus } from './session.js';

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
  const busy = useSale((s) => s.busy);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="notice account-note" role="status">
      <span>
        Customer signed in: <strong>{email}</strong>. {done ? 'This sale is on their account.' : 'Put this sale on their account so it shows in their orders.'}
      </span>
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
              setError(e instanceof Error ? e.message : 'Not attached.');
            }
          }}
        >
          Sell to this customer
        </button>
      )}
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

export function StoreCreditRow({ applied }: { applied: boolean }) {
  const busy = useSale((s) => s.busy);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      const cart = await work();
      useSale.getState().setCart(cart as Parameters<ReturnType<typeof useSale.getState>['setCart']>[0]);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Not applied.');
    }
  };
  return (
    <div className="store-credit">
      {applied ? (
        <button type="button" className="btn btn-small btn-ghost" disabled={busy !== null} onClick={() => void run(() => pos().sale.removeStoreCredit())}>
          Remove store credit
        </button>
      ) : (
        <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => void run(() => pos().sale.addStoreCredit())}>
          Use the customer’s store credit
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
  const busy = useSale((s) => s.busy);
  const [chosen, setChosen] = useState(cards.find((c) => c.isDefault)?.id ?? cards[0]?.id ?? '');
  const [amount, setAmount] = useAmountDefault(remaining);
  const plan = planTender('savedCard', amount, remaining);
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!chosen || !plan.ok) return;
        if ((await useSale.getState().tenderSavedCard(chosen, plan.apply)) === 'placed') onPlaced();
      }}
    >
      <fieldset className="rates" aria-label="Saved cards">
        <legend>Saved cards</legend>
        {cards.map((c) => (
          <label key={c.id} className={`rate${c.id === chosen ? ' rate-chosen' : ''}`}>
            <input type="radio" name="saved-card" checked={c.id === chosen} onChange={() => setChosen(c.id)} />
            <span className="rate-name">
              {c.ccType.toUpperCase()} •••• {c.lastDigits} {c.isDefault ? '(default)' : ''}
            </span>
            <span className="rate-cost">{c.month && c.year ? `${String(c.month).padStart(2, '0')}/${c.year}` : ''}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label="Amount to charge"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={amount && !plan.ok ? plan.message : null}
        hint={`In ${currency}.`}
      />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn-primary" disabled={!chosen || !plan.ok || busy !== null}>
          {busy ? 'Charging card…' : 'Charge saved card'}
        </button>
      </div>
    </form>
  );
}
