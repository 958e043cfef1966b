/**
 * Turns whatever a call failed with into a PosErrorInfo: a kind the UI can act on and a message a
 * cashier understands. The server's own message is kept where it is already meant for people
 * (validation, gateway declines); internals never reach the screen.
 */
import type { PosErrorInfo } from '../../../shared/bridge/bridge.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { defineMessages, englishOf, isWords, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  unreachable: { id: 'app.errors.unreachable', defaultMessage: 'The store cannot be reached. Check the network; nothing was lost.' },
  slowDown: { id: 'app.errors.slowDown', defaultMessage: 'The store asked us to slow down. Trying again is possible in {seconds} s.' },
  notAccepted: { id: 'app.errors.notAccepted', defaultMessage: 'The store did not accept these details.' },
  notFound: { id: 'app.errors.notFound', defaultMessage: 'The store no longer has this item or order.' },
  signInExpired: { id: 'app.errors.signInExpired', defaultMessage: 'The sign-in has expired. Sign in again.' },
  signatureRefused: {
    id: 'app.errors.signatureRefused',
    defaultMessage: 'The store refused this till’s request signature. Check “Signed requests” in Settings: is this till’s key registered with the store?',
  },
  signatureRefusedBecause: {
    id: 'app.errors.signatureRefusedBecause',
    defaultMessage: '{storeWords} Check “Signed requests” in Settings: is this till’s key registered with the store?',
  },
  notAllowed: { id: 'app.errors.notAllowed', defaultMessage: 'This account is not allowed to do that.' },
  badRequest: { id: 'app.errors.badRequest', defaultMessage: 'The store could not read that request.' },
  storeProblem: { id: 'app.errors.storeProblem', defaultMessage: 'The store had a problem answering. Try again in a moment.' },
  appProblem: { id: 'app.errors.appProblem', defaultMessage: 'Something went wrong in the app. Try again; nothing was lost.' },
  hostRefused: {
    id: 'app.errors.hostRefused',
    defaultMessage:
      'The store does not answer at the address this till uses for it ({storeWords}). Check the store’s address in Settings under Stores, or ask whoever runs the store to allow this address. Nothing was lost.',
  },
  publishableKeyRefused: {
    id: 'app.errors.publishableKeyRefused',
    defaultMessage:
      'The store refused this till’s publishable key ({storeWords}). Ask whoever runs the store for a new key and set it in Settings under Stores, or clear it there.',
  },
});

/** A refusal's info told in catalogue words (the page says them in the clerk's language), with their English as its message. */
export function refusalInfo(kind: PosErrorInfo['kind'], words: Words): PosErrorInfo {
  return { kind, message: englishOf(words), words };
}

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
        return refusalInfo('offline', wordsOf(messages.unreachable));
      case 'rate_limited': {
        const wait = error.retryAfterSeconds ?? 5;
        return { ...refusalInfo('rate_limited', wordsOf(messages.slowDown, { seconds: wait })), retryAfterSeconds: wait };
      }
      case 'validation':
        // The store's own words when it gave some (they are meant for people, in the store's language).
        if (error.storeSaid) return { kind: 'validation', message: error.storeSaid, fieldErrors: error.fieldErrors };
        return { ...refusalInfo('validation', wordsOf(messages.notAccepted)), fieldErrors: error.fieldErrors };
      case 'not_found':
        return refusalInfo('not_found', wordsOf(messages.notFound));
      case 'publishable_key_refused':
        // The till's publishable key, not the sign-in: signing in again would not help.
        return refusalInfo('unauthorized', wordsOf(messages.publishableKeyRefused, { storeWords: error.message.replace(/\.$/, '') }));
      case 'unauthorized':
        // OAuth answers carry their own words (e.g. a wrong password); others mean an expired sign-in.
        return error.code ? { kind: 'unauthorized', message: error.message } : refusalInfo('unauthorized', wordsOf(messages.signInExpired));
      case 'signature_refused':
        return refusalInfo(
          'forbidden',
          error.message ? wordsOf(messages.signatureRefusedBecause, { storeWords: error.message }) : wordsOf(messages.signatureRefused),
        );
      case 'forbidden':
        // A store that refuses the name this till calls it by refuses every request, whoever is signed in.
        if (error.code === HOST_NOT_ALLOWED) return refusalInfo('forbidden', wordsOf(messages.hostRefused, { storeWords: error.message.replace(/\.$/, '') }));
        return refusalInfo('forbidden', wordsOf(messages.notAllowed));
      case 'bad_request':
        return refusalInfo('bad_request', wordsOf(messages.badRequest));
      case 'redirected':
      case 'untrusted':
        // Where the store tried to send the request, or why its settings are not believed, is what the cashier needs to know.
        return { kind: 'server', message: error.message };
      default:
        return refusalInfo('server', wordsOf(messages.storeProblem));
    }
  }
  return refusalInfo('server', wordsOf(messages.appProblem));
}

/** The `error` code of a store that refuses a request for the host name it was sent to (403). */
const HOST_NOT_ALLOWED = 'host_not_allowed';
