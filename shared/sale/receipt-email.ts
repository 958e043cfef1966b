/**
 * The customer's email for a receipt the store mails, checked the same way on the page (as the
 * clerk types) and in the main process (before anything is sent): an address a store would send
 * to, or why not in words. Pure.
 */
import { defineMessages, wordsOf, type Words } from '../i18n/words.js';

const messages = defineMessages({
  empty: { id: 'mail.receiptEmail.empty', defaultMessage: 'Type the customer’s email to send the receipt to.' },
  tooLong: { id: 'mail.receiptEmail.tooLong', defaultMessage: 'That email is too long: an address has at most {max} characters.' },
  notAnAddress: {
    id: 'mail.receiptEmail.notAnAddress',
    defaultMessage: '“{email}” is not an email address: it needs a name, an @ and a domain with a dot, such as alex@example.com.',
  },
});

/** At most what an address can be (RFC 5321's path less its brackets). */
const MAX_LENGTH = 254;
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ReceiptEmailCheck = { ok: true; email: string } | { ok: false; message: Words };

export function checkReceiptEmail(typed: string): ReceiptEmailCheck {
  const email = typed.trim();
  if (email === '') return { ok: false, message: wordsOf(messages.empty) };
  if (email.length > MAX_LENGTH) return { ok: false, message: wordsOf(messages.tooLong, { max: MAX_LENGTH }) };
  if (!SHAPE.test(email)) {
    return { ok: false, message: wordsOf(messages.notAnAddress, { email }) };
  }
  return { ok: true, email };
}
