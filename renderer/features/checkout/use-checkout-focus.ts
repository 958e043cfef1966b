/**
 * Where the focus lands in checkout: where the next key press is expected. Shipping: Continue to
 * payment; payment: the Exact cash key; else the step's heading. Given once per step, when the
 * control is enabled (not while the pickup is being set), so the clerk's own moves (a rate chosen
 * with the arrow keys) keep their focus.
 */
import { useEffect, useRef } from 'react';
import type { CheckoutStep } from './checkout-step.js';

export function useCheckoutFocus(step: CheckoutStep, busy: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const continueToPayment = useRef<HTMLButtonElement>(null);
  const exactCash = useRef<HTMLButtonElement>(null);
  /** The step just entered still owes the focus to the control Enter should press (once it can take it). */
  const focusOwed = useRef(true);
  /** Meanwhile the heading has had the focus once (it is not taken back from where the clerk moves it). */
  const headingFocused = useRef(false);

  useEffect(() => {
    focusOwed.current = true;
    headingFocused.current = false;
    if (step === 'customer') {
      heading.current?.focus();
      focusOwed.current = false;
    }
  }, [step]);
  useEffect(() => {
    if (!focusOwed.current || busy !== null) return;
    const target = step === 'shipping' ? continueToPayment.current : step === 'payment' ? (exactCash.current ?? heading.current) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) {
      if (!headingFocused.current) heading.current?.focus();
      headingFocused.current = true;
      if (step === 'payment') focusOwed.current = false;
      return;
    }
    target.focus();
    focusOwed.current = false;
  });

  return { heading, continueToPayment, exactCash };
}
