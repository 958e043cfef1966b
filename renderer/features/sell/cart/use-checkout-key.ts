/**
 * F9 goes to checkout from anywhere on the Sell screen. Pressed while the cart is still being
 * changed (the text Enter just sent still being looked up, the item just added, a quantity typed),
 * it goes once the change is done, unless the change was refused (the clerk then reads why, on the
 * Sell screen) or Enter ended in a choice to make.
 */
import { useEffect } from 'react';
import { useApp } from '../../../shell/app.js';
import { useSale } from '../sale.js';

/** Whether the cart is still changing: a bridge call under way, or an Enter still being looked up. */
export function useCartChanging(): boolean {
  return useSale((s) => s.busy !== null || s.lookingUp > 0);
}

export function useCheckoutKey(lineCount: number) {
  const go = useApp((s) => s.go);
  const changing = useCartChanging();
  const asked = useSale((s) => s.checkoutAsked);
  const failed = useSale((s) => s.error !== null);
  const canCheckout = lineCount > 0 && !changing;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F9' || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      // Read at the key, not from the last render: an Enter a moment before may not have drawn yet.
      const { busy, lookingUp } = useSale.getState();
      if (busy !== null || lookingUp > 0) useSale.setState({ checkoutAsked: true });
      else if (canCheckout) go('checkout');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canCheckout, go]);
  useEffect(() => {
    if (!asked || changing) return;
    useSale.setState({ checkoutAsked: false });
    if (!failed && lineCount > 0) go('checkout');
  }, [asked, changing, failed, lineCount, go]);
}
