/**
 * A store's publishable key (`X-Shop-Token`) as the client sees it: what a key may look like
 * (visible ASCII, so it can travel in a header unchanged) and how a store's refusal of it is told
 * apart from a refused sign-in, which it is not (refreshing or signing out would not help).
 */
import { isStorefrontError } from './errors.js';

/** Visible ASCII without spaces, up to 200 characters: what a header carries unchanged. */
export const PUBLISHABLE_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Whether a call failed because the store refused the till's publishable key. */
export function isPublishableKeyRefusal(error: unknown): boolean {
  return isStorefrontError(error) && error.kind === 'publishable_key_refused';
}
