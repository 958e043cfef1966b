/**
 * Checkout in three steps: customer (email and address in one call), shipping (each shipment's
 * rates, the store's default preselected), and payment. A walk-in sale starts at shipping, picked
 * up in store at the store's own address with nothing typed; customer details are asked only when
 * the clerk chooses to ship to the customer or add their details (or a customer is signed in).
 * The focus lands where the next key press is expected: Continue to payment, then the Exact cash key.
 * Payment is split tender (checkout/PaymentStep.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { customerFormFromCart } from './customer-form-from-cart.js';
import { PaymentStep } from './PaymentStep.js';
import { useSignedInCustomer } from '../customer/AccountPayments.js';
import { useApp } from '../../shell/app.js';
import { useSale } from '../sell/sale.js';
import { useSessionStatus } from '../customer/session.js';
import { isWalkInAddress, pickedUpAtCompletion } from './walk-in.js';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-step.js';
import { useCheckoutFocus } from './use-checkout-focus.js';
import { nothingToChoose, ratesOffered } from './steps/shipping-rates.js';
import { useCustomerForm, useFocusFirstMissing } from './steps/use-customer-form.js';
import { CustomerStep } from './steps/CustomerStep.js';
import { ShippingStep } from './steps/ShippingStep.js';
import { WalkInNote } from './steps/WalkInNote.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  noSale: { id: 'checkout.screen.noSale', defaultMessage: 'There is no sale to check out.' },
  backToCart: { id: 'checkout.screen.backToCart', defaultMessage: 'Back to cart' },
  backArrow: { id: 'checkout.screen.backArrow', defaultMessage: '← Back to cart' },
  steps: { id: 'checkout.screen.steps', defaultMessage: 'Checkout steps' },
  step: {
    id: 'checkout.screen.step',
    defaultMessage: '{number}. {step, select, customer {Customer} shipping {Shipping} other {Payment}}',
  },
  total: { id: 'checkout.screen.total', defaultMessage: 'Total <strong>{amount}</strong>' },
});

/** Whether the store's cart already ships elsewhere than it bills (a sale reopened with a customer's shipping address). */
function fromCartShipsElsewhere(cart: SaleCart | null): boolean {
  return customerFormFromCart(cart).shipElsewhere && !(cart?.shipAddress && isWalkInAddress(cart.shipAddress));
}

export function CheckoutScreen() {
  const cart = useSale((s) => s.cart);
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const pickupInStore = useSale((s) => s.pickupInStore);
  const selectRate = useSale((s) => s.selectRate);
  const clearError = useSale((s) => s.clearError);
  const go = useApp((s) => s.go);
  const words = useWords();
  const place = usePlace();
  const customer = useSignedInCustomer();
  const session = useSessionStatus();
  // A walk-in sale unless a customer is signed in or the cart already carries a customer's address.
  // An offline sale is always picked up at the counter: there is no store to send details to.
  // (Fixed as checkout opens: the cart goes once the sale is taken, and nothing is asked of the store then.)
  const [offline] = useState(() => isOfflineCart(cart));
  const [walkIn, setWalkIn] = useState(() => offline || (!session?.signedIn && !(cart?.billAddress && !isWalkInAddress(cart.billAddress))));
  // An offline sale is picked up already: it opens on Payment when there is nothing to choose.
  const [step, setStep] = useState<CheckoutStep>(() => (!walkIn ? 'customer' : offline && nothingToChoose(cart?.shipments ?? []) ? 'payment' : 'shipping'));
  /**
   * The customer collects at the counter (with their details or without): the store's location
   * is the shipping address and only pickup is offered. Otherwise the goods are shipped to them and
   * only rates that ship are offered.
   */
  const [collect, setCollect] = useState(!fromCartShipsElsewhere(cart));
  const form = useCustomerForm(cart);
  // The rate a clerk just chose shows as chosen at once; the store's answer then stands (its choice, or the old one if it refused).
  const [choosing, setChoosing] = useState<{ shipmentId: string; rateId: string } | null>(null);
  const chooseRate = (shipmentId: string, rateId: string) => {
    setChoosing({ shipmentId, rateId });
    void selectRate(shipmentId, rateId).finally(() => setChoosing(null));
  };
  const { heading, continueToPayment, exactCash } = useCheckoutFocus(step, busy);

  // A walk-in sale is set to pickup at the store's address as checkout opens: nothing to type.
  // A walk-in pickup then has nothing to choose on Shipping, so checkout goes on to Payment (Back
  // and "Ship to the customer" still reach Shipping).
  const pickupAsked = useRef(false);
  useEffect(() => {
    if (!walkIn || offline || pickupAsked.current) return;
    pickupAsked.current = true;
    void pickupInStore().then((done) => {
      const now = useSale.getState().cart;
      if (done && now && (nothingToChoose(now.shipments) || pickedUpAtCompletion(now))) setStep((at) => (at === 'shipping' ? 'payment' : at));
    });
  }, [walkIn, offline, pickupInStore]);

  useFocusFirstMissing(form.missing);

  if (!cart) {
    return (
      <div className="checkout">
        <p className="empty">{words.formatMessage(messages.noSale)}</p>
        <button type="button" className="btn" onClick={() => go('sell')}>
          {words.formatMessage(messages.backToCart)}
        </button>
      </div>
    );
  }

  const askCustomer = (ship: boolean) => {
    setCollect(!ship);
    setWalkIn(false);
    setStep('customer');
  };

  /** A shipment whose chosen rate is not among those offered (e.g. pickup while shipping): the clerk chooses first. */
  const rateToChoose = cart.shipments.some((sh) => !ratesOffered(sh, walkIn || collect).some((r) => r.id === sh.selectedRateId));

  // Shown on Shipping and on Payment: delivery or the customer's details stay one press away.
  const walkInNote = walkIn && (
    <WalkInNote offline={offline} busy={busy} noShipments={cart.shipments.length === 0 && !pickedUpAtCompletion(cart)} onAskCustomer={askCustomer} />
  );

  return (
    <div className="checkout">
      <div className="checkout-top">
        <button type="button" className="btn btn-ghost" onClick={() => go('sell')}>
          {words.formatMessage(messages.backArrow)}
        </button>
        <ol className="steps" aria-label={words.formatMessage(messages.steps)}>
          {CHECKOUT_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'step-current' : ''}>
              {words.formatMessage(messages.step, { number: i + 1, step: s })}
            </li>
          ))}
        </ol>
        <span className="checkout-total">
          {words.formatMessage(messages.total, { amount: amountWords(cart.total, cart.currency, place), strong: (chunks) => <strong>{chunks}</strong> })}
        </span>
      </div>

      {error && <ErrorBanner message={error.message} onDismiss={clearError} />}

      {step === 'customer' && (
        <CustomerStep form={form} customer={customer} collect={collect} onCollect={setCollect} heading={heading} onDone={() => setStep('shipping')} />
      )}

      {step === 'shipping' && (
        <ShippingStep
          cart={cart}
          busy={busy}
          walkIn={walkIn}
          collect={collect}
          rateToChoose={rateToChoose}
          choosing={choosing}
          onChooseRate={chooseRate}
          walkInNote={walkInNote}
          onAskCustomer={askCustomer}
          onBack={() => setStep('customer')}
          onContinue={() => setStep('payment')}
          heading={heading}
          continueToPayment={continueToPayment}
        />
      )}

      {step === 'payment' && (
        <PaymentStep
          cart={cart}
          customer={customer}
          heading={heading}
          exactCash={exactCash}
          onBack={() => setStep('shipping')}
          note={walkInNote}
          onPlaced={() => go('receipt')}
        />
      )}
    </div>
  );
}
