/**
 * The checkout state machine, pure: which steps an order has, which one comes next, and what
 * must hold to move on. Side effects of entering a step (shipments on `delivery`, payments and
 * stock on `complete`) are done by checkout.ts.
 *
 *   cart -> address -> delivery -> payment -> (confirm) -> complete
 *
 * `payment` only when something is owed; `confirm` only when a payment method asks for it.
 */
import type { FieldErrors } from '../http/api-error.js';

export type CheckoutState = 'cart' | 'address' | 'delivery' | 'payment' | 'confirm' | 'complete';

const CHECKOUT_STATES: readonly CheckoutState[] = ['cart', 'address', 'delivery', 'payment', 'confirm', 'complete'];

export interface CheckoutFacts {
  itemCount: number;
  email: string | null;
  hasBillAddress: boolean;
  hasShipAddress: boolean;
  totalCents: number;
  /** A valid payment's method asks for a confirm step. */
  confirmationRequired: boolean;
}

export function isCheckoutState(state: string): state is CheckoutState {
  return (CHECKOUT_STATES as readonly string[]).includes(state);
}

/** The order's steps after `cart`, always ending in `complete`. */
export function checkoutSteps(facts: CheckoutFacts, current?: CheckoutState): CheckoutState[] {
  const steps: CheckoutState[] = ['address', 'delivery'];
  if (facts.totalCents > 0 || current === 'payment') steps.push('payment');
  if (facts.confirmationRequired) steps.push('confirm');
  steps.push('complete');
  return steps;
}

/** The step after `state`, or null when the order is complete. */
export function nextState(state: CheckoutState, facts: CheckoutFacts): CheckoutState | null {
  if (state === 'complete') return null;
  if (state === 'cart') return 'address';
  const steps = checkoutSteps(facts, state);
  const index = steps.indexOf(state);
  if (index === -1) {
    // The current step no longer applies (e.g. the total dropped to zero in payment): go on
    // from the nearest step that follows it in the full order.
    const order = CHECKOUT_STATES.indexOf(state);
    return steps.find((s) => CHECKOUT_STATES.indexOf(s) > order) ?? 'complete';
  }
  return steps[index + 1] ?? null;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What must hold to go from `from` to `to`, as field errors (empty when it may). */
export function transitionErrors(from: CheckoutState, to: CheckoutState, facts: CheckoutFacts): FieldErrors {
  const errors: FieldErrors = {};
  if (facts.itemCount === 0) {
    errors.base = ['There are no items for this order'];
    return errors;
  }
  const reached = (step: CheckoutState): boolean => CHECKOUT_STATES.indexOf(to) >= CHECKOUT_STATES.indexOf(step);
  if (from !== 'cart' && reached('delivery')) {
    if (!facts.hasBillAddress) errors.bill_address = ["can't be blank"];
    if (!facts.hasShipAddress) errors.ship_address = ["can't be blank"];
  }
  if (reached('payment') && from !== 'cart' && from !== 'address') {
    if (!facts.email) errors.email = ["can't be blank"];
    else if (!EMAIL_PATTERN.test(facts.email)) errors.email = ['is invalid'];
  }
  return errors;
}
