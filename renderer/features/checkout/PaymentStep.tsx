/**
 * The payment step of checkout: split tender. What is still to pay and the payments so far
 * sit above the tabs (Cash, Card, Saved card); each tab takes an amount that defaults to what is
 * still to pay and may be lowered to pay part. Cash above what is left gives change; a card
 * never does. The order is placed by the tender that covers it, or by the clerk's Complete when
 * store credit or a gift card already does.
 */
import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { planTender, remainingBalance } from '../../../shared/sale/tenders.js';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { SavedCardForm, StoreCreditRow, type SignedInCustomer } from '../customer/AccountPayments.js';
import { useSale } from '../sell/sale.js';
import type { TenderStep } from '../sell/sale-state.js';
import { PaymentsSoFar } from './PaymentsSoFar.js';
import { ReceiptEmailField } from './ReceiptEmailField.js';
import { useAmountDefault } from './use-amount-default.js';
import type { Tender } from './payment/tender.js';
import { TenderTabs } from './payment/TenderTabs.js';
import { CashTender } from './payment/CashTender.js';
import { CardTender, EMPTY_CARD } from './payment/CardTender.js';
import { ExchangeAtPayment, useExchangeDue } from '../returns/ExchangeAtPayment.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'checkout.payment.title', defaultMessage: 'Payment' },
  offlineNote: {
    id: 'checkout.payment.offlineNote',
    defaultMessage:
      '<strong>Offline sale: cash only.</strong> A card needs the store to take its payment; gift cards and store credit need the store’s balance.',
  },
  amountDue: { id: 'checkout.payment.amountDue', defaultMessage: 'Amount due <strong>{amount}</strong>' },
  back: { id: 'checkout.payment.back', defaultMessage: 'Back' },
  completing: { id: 'checkout.payment.completing', defaultMessage: 'Completing…' },
  complete: { id: 'checkout.payment.complete', defaultMessage: 'Complete the sale' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

const TerminalPanel = lazy(() => import('./TerminalPanel.js'));

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
  const words = useWords();
  const lastTender = useSale((s) => s.lastTender);
  const presentCard = useSale((s) => s.presentCard);
  const completePaid = useSale((s) => s.completePaid);
  // An exchange's new sale takes the return's value first; then what is left is paid as usual.
  const exchangeDue = useExchangeDue();
  const signedIn = customer.status?.signedIn ?? false;
  const [tender, setTender] = useState<Tender>('cash');
  const remaining = remainingBalance(cart.total, cart.payments);
  const [tendered, setTendered] = useAmountDefault(remaining);
  const [cardAmount, setCardAmount] = useAmountDefault(remaining);
  const [card, setCard] = useState(EMPTY_CARD);
  const [terminalAmount, setTerminalAmount] = useState<string | null>(null);

  const money = (amount: string) => moneyWords(toCents(amount), cart.currency);
  const remainingCents = toCents(remaining);
  const cashPlan = planTender('cash', tendered, remaining, cart.currency);
  const cardPlan = planTender('card', cardAmount, remaining, cart.currency);
  // Offline, only cash: a card needs the store to take its payment, store credit the store's balance.
  const offline = isOfflineCart(cart);
  const tenders: Tender[] = offline ? ['cash'] : ['cash', 'card', ...(customer.cards.length > 0 ? (['saved'] as const) : [])];
  const storeCreditApplied = cart.payments.some((p) => /store credit/i.test(p.paymentMethodName ?? '') && p.state !== 'invalid' && p.state !== 'void');
  const after = (step: TenderStep) => {
    if (step === 'placed') onPlaced();
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
        {words.formatMessage(messages.title)}
      </h2>
      {note}
      {!offline && <ReceiptEmailField cart={cart} />}
      {offline && <p className="payment-offline-note">{words.formatMessage(messages.offlineNote, { strong })}</p>}
      <PaymentsSoFar cart={cart} lastTender={lastTender} />
      {cart.payments.every((p) => p.state === 'failed' || p.state === 'void' || p.state === 'invalid') && (
        <p className="pay-total">{words.formatMessage(messages.amountDue, { amount: money(remaining), strong })}</p>
      )}
      {signedIn && !offline && <StoreCreditRow applied={storeCreditApplied} />}
      <ExchangeAtPayment onBack={onBack} primary={exactCash} />
      {exchangeDue ? null : remainingCents === 0 ? (
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            {words.formatMessage(messages.back)}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null}
            onClick={async () => {
              if (await completePaid()) onPlaced();
            }}
          >
            {words.formatMessage(busy ? messages.completing : messages.complete)}
          </button>
        </div>
      ) : (
        <>
          <TenderTabs tenders={tenders} tender={tender} onChange={setTender} />
          <div id="tender-panel" role="tabpanel" aria-labelledby={`tender-tab-${tender}`}>
            {tender === 'saved' ? (
              <SavedCardForm cards={customer.cards} remaining={remaining} currency={cart.currency} onPlaced={onPlaced} onBack={onBack} />
            ) : tender === 'cash' ? (
              <CashTender
                currency={cart.currency}
                remainingCents={remainingCents}
                tendered={tendered}
                onTendered={setTendered}
                plan={cashPlan}
                exactCash={exactCash}
                onBack={onBack}
                after={after}
              />
            ) : (
              <CardTender
                amount={cardAmount}
                onAmount={setCardAmount}
                plan={cardPlan}
                card={card}
                onCard={setCard}
                money={money}
                onPresent={() => void present()}
                onBack={onBack}
                after={after}
              />
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
