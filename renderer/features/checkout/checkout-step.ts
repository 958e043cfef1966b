/** The three steps of checkout, in order. */
export type CheckoutStep = 'customer' | 'shipping' | 'payment';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['customer', 'shipping', 'payment'];
