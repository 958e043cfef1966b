/**
 * Labels the till itself writes into its journal in English (a refund's tender, a return without a
 * reason, why the drawer opened), said in the screen's language. What is kept stays English; a label
 * the till does not know (the store's own payment method, a reason a clerk typed) is shown as it is.
 */
import type { IntlShape } from 'react-intl';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  storeCredit: { id: 'ui.tillLabel.storeCredit', defaultMessage: 'Store credit' },
  exchangeCredit: { id: 'ui.tillLabel.exchangeCredit', defaultMessage: 'Exchange credit' },
  noReason: { id: 'ui.tillLabel.noReason', defaultMessage: 'No reason given' },
  cash: { id: 'ui.tillLabel.cash', defaultMessage: 'Cash' },
  cashCardRefused: { id: 'ui.tillLabel.cashCardRefused', defaultMessage: 'Cash (card refused)' },
  payment: { id: 'ui.tillLabel.payment', defaultMessage: 'Payment' },
  cashRefund: { id: 'ui.tillLabel.cashRefund', defaultMessage: 'Cash refund' },
  refundOwed: { id: 'ui.tillLabel.refundOwed', defaultMessage: 'Refund owed' },
  cashSale: { id: 'ui.tillLabel.cashSale', defaultMessage: 'Cash sale' },
  testKick: { id: 'ui.tillLabel.testKick', defaultMessage: 'Test kick' },
});

/** The journal's English label → its message (the till's own labels only). */
const KNOWN = new Map<string, MessageDeclaration>(Object.values(messages).map((m) => [m.defaultMessage, m]));

export function tillLabelWords(words: IntlShape, label: string): string {
  const message = KNOWN.get(label);
  return message ? words.formatMessage(message) : label;
}
