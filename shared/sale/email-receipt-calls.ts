/**
 * Email receipts across the bridge (area `mail`): after a sale is placed, the customer's email set
 * on the order through the store's admin client and the store asked to send its confirmation again
 * (the till never mails anything itself); and the demo store's outbox, the mails it would have
 * sent, for a trainer to read. The email before payment is the sale's (`sale.setEmail`).
 */
import type { CallDeclarations } from '../bridge/call-declaration.js';
import type { Words } from '../i18n/words.js';
import type { StoreMail } from '../storefront/client/platform-mail-client.js';

export type { StoreMail } from '../storefront/client/platform-mail-client.js';

/** What became of an email receipt: the store said it sent it again, or only took the email. */
interface EmailedReceipt {
  /** `resent`: the store sent its confirmation again; `email_set`: the order has the email, and the store did not say it would send it. */
  outcome: 'resent' | 'email_set';
  /** What the clerk is told, in the clerk's language. */
  message: Words;
}

/** The demo store's outbox, or why there is none to read. */
export type DemoOutbox = { available: true; mails: StoreMail[] } | { available: false; message: Words };

export interface MailCalls {
  /** Sets a placed order's email and has the store send its confirmation again; an address that is not one is refused in words. */
  emailReceipt(orderNumber: string, email: string): Promise<EmailedReceipt>;
  /** The demo store's mails, newest first, to an address when asked. */
  outbox(email?: string): Promise<DemoOutbox>;
}

export const mailCalls = {
  emailReceipt: { args: ({ z, text }) => z.tuple([text(40).min(1), text(320)]) },
  outbox: { args: ({ z, text }) => z.tuple([text(320).optional()]) },
} satisfies CallDeclarations<MailCalls>;
