/**
 * Why a printer could not be reached or written, in words (a system error code such as
 * ECONNREFUSED or ETIMEDOUT said as what happened), in the clerk's language; a code without words
 * of its own is named at the end.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  cause: {
    id: 'printer.cause.code',
    defaultMessage:
      '{code, select, ECONNREFUSED {the connection was refused} ETIMEDOUT {the connection timed out} ENOTFOUND {no printer or computer of that name was found} EAI_AGAIN {its name could not be looked up just now} EHOSTUNREACH {there is no route to it on the network} ENETUNREACH {the network cannot be reached} EHOSTDOWN {it seems to be switched off} ECONNRESET {it dropped the connection} EPIPE {it closed the connection} EADDRNOTAVAIL {that address cannot be used from this till} EIO {the device reported an input/output error} unknown {an unknown error} other {error {code}}}',
  },
});

/** The cause of a failed connection or write, from its system error code (absent: unknown). */
export function linkCause(code: string | undefined): Words {
  return wordsOf(messages.cause, { code: code ?? 'unknown' });
}
