/**
 * Turns whatever a call failed with into a PosErrorInfo: a kind the UI can act on and a message a
 * cashier understands. The server's own message is kept where it is already meant for people
 * (validation, gateway declines); internals never reach the screen.
 */
import type { PosErrorInfo } from '../../../shared/bridge/bridge.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { englishOf, isWords, type Words } from '../../../shared/i18n/words.js';

/**
 * A refusal the till tells in words (a sale step, a staff rule, a shift, a session): thrown below
 * a bridge call and answered to the page as its PosErrorInfo, never as an internal error.
 */
export class TillRefusal extends Error {
  readonly info: PosErrorInfo;
  /** `message`: English text, or better a catalogue message (`wordsOf(messages.x, values)`) the page says in the clerk's language. */
  constructor(init: Omit<PosErrorInfo, 'message' | 'words'> & { message: string | Words }) {
    const info: PosErrorInfo = isWords(init.message) ? { ...init, message: englishOf(init.message), words: init.message } : { ...init, message: init.message };
    super(info.message);
    this.info = info;
    this.name = 'TillRefusal';
  }
}

/** The store refused a card payment (its gateway declined the card): nothing was taken for it. */
export class StoreRefusedPayment extends TillRefusal {}

export function describeError(error: unknown): PosErrorInfo {
  if (error instanceof TillRefusal) return error.info;
  if (isStorefrontError(error)) {
    switch (error.kind) {
      case 'network':
        return { kind: 'offline', message: 'The store cannot be reached. Check the network; nothing was lost.' };
      case 'rate_limited': {
        const wait = error.retryAfterSeconds ?? 5;
        return {
          kind: 'rate_limited',
          message: `The store asked us to slow down. Trying again is possible in ${wait} s.`,
          retryAfterSeconds: wait,
        };
      }
      case 'validation':
        return {
          kind: 'validation',
          message: error.message || 'The store did not accept these details.',
          fieldErrors: error.fieldErrors,
        };
      case 'not_found':
        return { kind: 'not_found', message: 'The store no longer has this item or order.' };
      case 'publishable_key_refused':
        // The till's publishable key, not the sign-in: signing in again would not help.
        return { kind: 'unauthorized', message: publishableKeyRefused(error.message) };
      case 'unauthorized':
        // OAuth answers carry their own words (e.g. a wrong password); others mean an expired sign-in.
        return { kind: 'unauthorized', message: error.code ? error.message : 'The sign-in has expired. Sign in again.' };
      case 'signature_refused':
        return {
          kind: 'forbidden',
          message: `${error.message || 'The store refused this till’s request signature.'} Check “Signed requests” in Settings: is this till’s key registered with the store?`,
        };
      case 'forbidden':
        // A store that refuses the name this till calls it by refuses every request, whoever is signed in.
        if (error.code === HOST_NOT_ALLOWED) return { kind: 'forbidden', message: hostRefused(error.message) };
        return { kind: 'forbidden', message: 'This account is not allowed to do that.' };
      case 'bad_request':
        return { kind: 'bad_request', message: 'The store could not read that request.' };
      case 'redirected':
      case 'untrusted':
        // Where the store tried to send the request, or why its settings are not believed, is what the cashier needs to know.
        return { kind: 'server', message: error.message };
      default:
        return { kind: 'server', message: 'The store had a problem answering. Try again in a moment.' };
    }
  }
  return { kind: 'server', message: 'Something went wrong in the app. Try again; nothing was lost.' };
}

/** The `error` code of a store that refuses a request for the host name it was sent to (403). */
const HOST_NOT_ALLOWED = 'host_not_allowed';

/** Words for a store that does not answer under the address this till uses for it, with the store's own reason. */
function hostRefused(storeWords: string): string {
  return `The store does not answer at the address this till uses for it (${storeWords.replace(/\.$/, '')}). Check the store’s address in Settings under Stores, or ask whoever runs the store to allow this address. Nothing was lost.`;
}

/** Words for a store that refuses the till's publishable key, with the store's own reason. */
function publishableKeyRefused(storeWords: string): string {
  return `The store refused this till’s publishable key (${storeWords.replace(/\.$/, '')}). Ask whoever runs the store for a new key and set it in Settings under Stores, or clear it there.`;
}
