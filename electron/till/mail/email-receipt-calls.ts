/**
 * The bridge's `mail.*` calls: a placed sale's receipt emailed by the store itself (the order's
 * email set through the admin client, then the store asked to send its confirmation again; the
 * till never mails anything) and the demo store's outbox read for a trainer. A store without the
 * resend route still gets the email, and the clerk is told it did not say it would send it. The
 * journal says only "emailed" and the order, never the address.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { checkReceiptEmail } from '../../../shared/sale/receipt-email.js';
import type { PlatformMailClient } from '../../../shared/storefront/client/platform-mail-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { TillJournal } from '../shift/till-journal.js';

const messages = defineMessages({
  noAdmin: {
    id: 'mail.refusal.noAdmin',
    defaultMessage:
      'The store emails the receipt when its admin client sets the order’s email, and the admin client is not connected: a manager connects it in Settings. The sale is placed; print the receipt meanwhile.',
  },
  notTheDemoStore: {
    id: 'mail.outbox.notTheDemoStore',
    defaultMessage: 'The outbox is the demo store’s: a real store sends its mails, and its own admin shows them.',
  },
  noOrder: { id: 'mail.refusal.noOrder', defaultMessage: 'The store has no order {orderNumber}: its receipt cannot be emailed.' },
  emailRefused: { id: 'mail.refusal.emailRefused', defaultMessage: 'The store did not take {email} as the order’s email: {reason}' },
  resent: { id: 'mail.emailReceipt.resent', defaultMessage: 'The store is sending the receipt of order {orderNumber} to {email}.' },
  emailSet: {
    id: 'mail.emailReceipt.emailSet',
    defaultMessage:
      'Order {orderNumber} now has the email {email}, but this store did not say it would send the receipt again: it mails the customer there from now on (shipped, refunds). Print the receipt if they need it now.',
  },
});

interface EmailReceiptOptions {
  client: PlatformMailClient;
  adminConnected(): boolean;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  journal: TillJournal;
  /** Whether the store in use is the embedded demo store. */
  demoStore: boolean;
}

export function emailReceiptCalls(options: EmailReceiptOptions) {
  const { client, withAdmin } = options;
  const refuseWithoutAdmin = () => {
    if (!options.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.noAdmin) });
  };

  /** Sets the order's email; a store that refuses the address says why. */
  const setEmail = async (orderNumber: string, email: string) => {
    try {
      await withAdmin((token) => client.setOrderEmail(token, orderNumber, email, { priority: 'tracking' }));
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') {
        throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noOrder, { orderNumber }) });
      }
      if (isStorefrontError(error) && error.kind === 'validation') {
        throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.emailRefused, { email, reason: error.message }) });
      }
      throw error;
    }
  };

  /** Asks the store to send the confirmation again: false when it has no such route. */
  const resend = async (orderNumber: string): Promise<boolean> => {
    try {
      await withAdmin((token) => client.resendConfirmation(token, orderNumber, { priority: 'tracking' }));
      return true;
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return false;
      throw error;
    }
  };

  return {
    emailReceipt: async (orderNumber, typed) => {
      const checked = checkReceiptEmail(typed);
      if (!checked.ok) throw new TillRefusal({ kind: 'invalid_input', message: checked.message });
      refuseWithoutAdmin();
      await setEmail(orderNumber, checked.email);
      const resent = await resend(orderNumber);
      options.journal.append('receipt.emailed', { orderNumber, resent });
      return resent
        ? { outcome: 'resent', message: wordsOf(messages.resent, { orderNumber, email: checked.email }) }
        : {
            outcome: 'email_set',
            message: wordsOf(messages.emailSet, { orderNumber, email: checked.email }),
          };
    },
    outbox: async (email) => {
      if (!options.demoStore) return { available: false, message: wordsOf(messages.notTheDemoStore) };
      refuseWithoutAdmin();
      const mails = await withAdmin((token) => client.mails(token, { email }, { priority: 'tracking' }));
      return { available: true, mails };
    },
  } satisfies PosCalls['mail'];
}
