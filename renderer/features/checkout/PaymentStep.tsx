/**
 * The payment step of checkout: split tender. What is still to pay and the payments so far
 * sit above the tabs (Cash, Card, Saved card); each tab takes an amount that defaults to what is
 * still to pay and may be lowered to pay part. Cash above what is left gives change; a card
 * never does. The order is placed by the tender that covers it, or by the clerk's Complete when
 * store credit or a gift card already does.
 */
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { planTender, remainingBalance } from '../../../shared/sale/tenders.js';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { Field } from '../../ui/Field.js';
import { NumericKeypad } from '../../ui/NumericKeypad.js';
import { CashQuickKeys } from './CashQuickKeys.js';
import { formatMoney } from '../../ui/words/format-money.js';
import { SavedCardForm, StoreCreditRow, type SignedInCustomer } from '../customer/AccountPayments.js';
import { useApp } from '../../shell/app.js';
import { reasonsFor } from '../../shell/errors.js';
import { AT_TERMINAL, useSale } from '../sell/sale.js';
import { PaymentsSoFar } from './PaymentsSoFar.js';
import { useAmountDefault } from './use-amount-default.js';

const TerminalPanel = lazy(() => import('./TerminalPanel.js'));

type Tender = 'cash' | 'card' | 'saved';

const TAB_NAMES: Record<Tender, string> = { cash: 'Cash', card: 'Card', saved: 'Saved card' };

export interface PaymentStepProps {
  cart: SaleCart;
  /** The signed-in customer (their store credit and saved cards), as checkout read it. */
  customer: SignedInCustomer;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The Exact cash key, which checkout focuses when the step opens (Enter then pays exactly). */
  exactCash?: RefObject<HTMLButtonElement | null>;
  onBack(): void;
  onPlaced(): void;
  /** Under the heading: a walk-in pickup's note, with delivery and the customer's details one press away. */
  note?: ReactNode;
}

export function PaymentStep({ cart, customer, heading, exactCash, onBack, onPlaced, note }: PaymentStepProps) {
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const lastTender = useSale((s) => s.lastTender);
  const tenderCash = useSale((s) => s.tenderCash);
  const tenderCard = useSale((s) => s.tenderCard);
  const presentCard = useSale((s) => s.presentCard);
  const completePaid = useSale((s) => s.completePaid);
  const info = useApp((s) => s.info);
  const signedIn = customer.status?.signedIn ?? false;
  const [tender, setTender] = useState<Tender>('cash');
  const remaining = remainingBalance(cart.total, cart.payments);
  const [tendered, setTendered] = useAmountDefault(remaining);
  const [cardAmount, setCardAmount] = useAmountDefault(remaining);
  const [card, setCard] = useState({ token: '', name: '', lastDigits: '' });
  const [terminalAmount, setTerminalAmount] = useState<string | null>(null);

  const fe = error?.fieldErrors ?? null;
  const money = (amount: string) => formatMoney(toCents(amount), cart.currency);
  const remainingCents = toCents(remaining);
  const cashPlan = planTender('cash', tendered, remaining);
  const cardPlan = planTender('card', cardAmount, remaining);
  // Offline, only cash: a card needs the store to take its payment, store credit the store's balance.
  const offline = isOfflineCart(cart);
  const tenders: Tender[] = offline ? ['cash'] : ['cash', 'card', ...(customer.cards.length > 0 ? (['saved'] as const) : [])];
  /** Arrow keys, Home and End move between the payment tabs (the tab list is one Tab stop). */
  const onTabKey = (e: KeyboardEvent) => {
    const at = tenders.indexOf(tender);
    const to = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tenders.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = tenders[(to + tenders.length) % tenders.length]!;
    setTender(next);
    document.getElementById(`tender-tab-${next}`)?.focus();
  };
  const storeCreditApplied = cart.payments.some((p) => /store credit/i.test(p.paymentMethodName ?? '') && p.state !== 'invalid' && p.state !== 'void');
  const after = (step: 'placed' | 'partial' | false) => {
    if (step === 'placed') onPlaced();
  };
  const takeCash = async () => {
    if (!cashPlan.ok || busy !== null) return;
    after(await tenderCash(fromCents(toCents(tendered))));
  };
  const present = async () => {
    if (!cardPlan.ok || busy !== null) return;
    const amount = cardPlan.apply;
    setTerminalAmount(amount);
    try {
      after(await presentCard(amount));
    } finally {
      setTerminalAmount(null);
    }
  };

  return (
    <div className="card">
      <h2 ref={heading} tabIndex={-1}>
        Payment
      </h2>
      {note}
      {offline && (
        <p className="payment-offline-note">
          <strong>Offline sale: cash only.</strong> A card needs the store to take its payment; gift cards and store credit need the store’s balance.
        </p>
      )}
      <PaymentsSoFar cart={cart} lastTender={lastTender} />
      {cart.payments.every((p) => p.state === 'failed' || p.state === 'void' || p.state === 'invalid') && (
        <p className="pay-total">
          Amount due <strong>{money(remaining)}</strong>
        </p>
      )}
      {signedIn && !offline && <StoreCreditRow applied={storeCreditApplied} />}
      {remainingCents === 0 ? (
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            Back
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null}
            onClick={async () => {
              if (await completePaid()) onPlaced();
            }}
          >
            {busy ? 'Completing…' : 'Complete the sale'}
          </button>
        </div>
      ) : (
        <>
          <div className="tender-tabs" role="tablist" aria-label="Payment method" onKeyDown={onTabKey}>
            {tenders.map((t) => (
              <button
                key={t}
                id={`tender-tab-${t}`}
                type="button"
                role="tab"
                aria-selected={tender === t}
                aria-controls="tender-panel"
                tabIndex={tender === t ? 0 : -1}
                className={`tab${tender === t ? ' tab-current' : ''}`}
                onClick={() => setTender(t)}
              >
                {TAB_NAMES[t]}
              </button>
            ))}
          </div>
          <div id="tender-panel" role="tabpanel" aria-labelledby={`tender-tab-${tender}`}>
            {tender === 'saved' ? (
              <SavedCardForm cards={customer.cards} remaining={remaining} currency={cart.currency} onPlaced={onPlaced} onBack={onBack} />
            ) : tender === 'cash' ? (
              <form
                noValidate
                className="cash-tender"
                onSubmit={(e) => {
                  e.preventDefault();
                  void takeCash();
                }}
              >
                <CashQuickKeys
                  ref={exactCash}
                  dueCents={remainingCents}
                  currency={cart.currency}
                  disabled={busy !== null}
                  onPay={(amount) => void tenderCash(amount).then(after)}
                />
                <div className="cash-entry">
                  <Field
                    label="Amount tendered"
                    inputMode="decimal"
                    autoComplete="off"
                    value={tendered}
                    onChange={(e) => setTendered(e.target.value.trim())}
                    error={tendered && !cashPlan.ok ? cashPlan.message : reasonsFor(fe, 'tendered', 'amount')}
                  />
                  <NumericKeypad label="Keypad for cash tendered" decimal maxLength={12} value={tendered} onChange={setTendered} disabled={busy !== null} />
                </div>
                <p className="change-due" aria-live="polite">
                  {cashPlan.ok && !cashPlan.covers ? (
                    <>
                      Pays <strong>{money(cashPlan.apply)}</strong> now · {money(fromCents(remainingCents - toCents(cashPlan.apply)))} left to pay
                    </>
                  ) : (
                    <>
                      Change due <strong>{formatMoney(cashPlan.ok ? toCents(cashPlan.change) : 0, cart.currency)}</strong>
                    </>
                  )}
                </p>
                <div className="form-actions">
                  <button type="button" className="btn btn-ghost" onClick={onBack}>
                    Back
                  </button>
                  <button type="submit" className="btn btn-primary" disabled={!cashPlan.ok || busy !== null}>
                    {busy ? 'Taking payment…' : 'Take cash payment'}
                  </button>
                </div>
              </form>
            ) : (
              <div className="card-tender">
                <Field
                  label="Amount to charge"
                  inputMode="decimal"
                  autoComplete="off"
                  value={cardAmount}
                  onChange={(e) => setCardAmount(e.target.value.trim())}
                  error={cardAmount && !cardPlan.ok ? cardPlan.message : reasonsFor(fe, 'amount')}
                />
                {info?.mode === 'demo' && (
                  <div className="form-actions form-actions-start">
                    <button type="button" className="btn btn-primary" disabled={!cardPlan.ok || busy !== null} onClick={() => void present()}>
                      Present card · {cardPlan.ok ? money(cardPlan.apply) : '—'}
                    </button>
                  </div>
                )}
                <form
                  noValidate
                  onSubmit={async (e) => {
                    e.preventDefault();
                    if (!card.token.trim() || !card.name.trim() || !cardPlan.ok) return;
                    const digits = card.lastDigits.trim();
                    const step = await tenderCard({
                      token: card.token.trim(),
                      name: card.name.trim(),
                      amount: cardPlan.apply,
                      ...(digits ? { lastDigits: digits } : {}),
                    });
                    if (step) setCard({ token: '', name: '', lastDigits: '' });
                    after(step);
                  }}
                >
                  <Field
                    label="Card token"
                    hint={
                      info?.mode === 'demo'
                        ? 'Printed by the card terminal. Demo store: tok_visa approves, tok_decline declines.'
                        : 'Printed by the card terminal.'
                    }
                    autoComplete="off"
                    value={card.token}
                    onChange={(e) => setCard({ ...card, token: e.target.value })}
                  />
                  <div className="row">
                    <Field label="Name on card" autoComplete="off" value={card.name} onChange={(e) => setCard({ ...card, name: e.target.value })} />
                    <Field
                      label="Last 4 digits (optional)"
                      inputMode="numeric"
                      maxLength={4}
                      value={card.lastDigits}
                      onChange={(e) => setCard({ ...card, lastDigits: e.target.value.replace(/\D/g, '') })}
                    />
                  </div>
                  <div className="form-actions">
                    <button type="button" className="btn btn-ghost" onClick={onBack}>
                      Back
                    </button>
                    <button type="submit" className="btn btn-primary" disabled={!card.token.trim() || !card.name.trim() || !cardPlan.ok || busy !== null}>
                      {busy && busy !== AT_TERMINAL ? 'Charging card…' : 'Charge card'}
                    </button>
                  </div>
                </form>
              </div>
            )}
          </div>
        </>
      )}
      {terminalAmount !== null && (
        <Suspense fallback={null}>
          <TerminalPanel amountText={money(terminalAmount)} />
        </Suspense>
      )}
    </div>
  );
}
