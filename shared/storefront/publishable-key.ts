/**
 * A store's publishable key (`X-Shop-Token`) as the client sees it: what a key may look like
 * (visible ASCII, so it can travel in a header unchanged). A store's refusal of it is an error of
 * its own kind, `publishable_key_refused` (errors.ts), never taken for a refused sign-in.
 */

/** Visible ASCII without spaces, up to 200 characters: what a header carries unchanged. */
export const PUBLISHABLE_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
