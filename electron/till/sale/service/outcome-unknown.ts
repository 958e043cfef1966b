import { isStorefrontError } from '../../../../shared/storefront/errors.js';

/**
 * Answers that mean the request may or may not have reached the store. A redirect (not followed)
 * counts too: after a 302 or 303 the store may have acted before pointing elsewhere.
 */
export function outcomeUnknown(error: unknown): boolean {
  return isStorefrontError(error) && (error.kind === 'network' || error.kind === 'server' || error.kind === 'redirected');
}
