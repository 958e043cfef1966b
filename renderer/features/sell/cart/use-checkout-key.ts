/**
 * F9 goes to checkout from anywhere on the Sell screen. Pressed while the cart is still being
 * changed (the item just added, a quantity typed), it goes once the change is done, unless the
 * change was refused: the clerk then reads why, on the Sell screen.
 */
import { useEffect, useRef } from 'react';
import { useApp } from '../../../shell/app.js';
import { useSale } from '../sale.js';

export function useCheckoutKey(busy: string | null, lineCount: number) {
  const go = useApp((s) => s.go);
  const canCheckout = lineCount > 0 && busy === null;
  const checkoutAsked = useRef(false);
  const failed = useSale((s) => s.error !== null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F9' || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      if (canCheckout) go('checkout');
      else if (busy !== null) checkoutAsked.current = true;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canCheckout, busy, go]);
  useEffect(() => {
    if (!checkoutAsked.current || busy !== null) return;
    checkoutAsked.current = false;
    if (!failed && lineCount > 0) go('checkout');
  }, [busy, failed, lineCount, go]);
}
