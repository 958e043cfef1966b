/** How the replay reads a failed call: the store not there yet, or the store refusing what it was asked. */
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import { TillRefusal } from '../../runtime/error-words.js';

/** No answer, or one that says nothing about the sale: the store is not there yet. */
export function unreachable(error: unknown): boolean {
  if (isStorefrontError(error)) return ['network', 'server', 'redirected', 'rate_limited'].includes(error.kind);
  return error instanceof TillRefusal && ['offline', 'network', 'server', 'rate_limited'].includes(error.info.kind);
}

/** The store refused what it was asked (a line out of stock or gone, a payment or the order itself). */
export function refusal(error: unknown): string | null {
  if (error instanceof TillRefusal && ['validation', 'not_found', 'invalid_input'].includes(error.info.kind)) return error.info.message;
  if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) {
    return error.message || (error.kind === 'not_found' ? 'The store no longer has this item.' : 'The store refused it.');
  }
  return null;
}
