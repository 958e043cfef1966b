/** The sample sale Settings' "Show test" puts on the customer display: two lines, part paid by card. Made up, never sent anywhere. */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import type { LineItem } from '../../../shared/storefront/types/types.js';
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import type { Sayer } from '../../../shared/i18n/say-in.js';

const messages = defineMessages({
  tote: { id: 'display.sample.tote', defaultMessage: 'Sample tote bag' },
  toteOptions: { id: 'display.sample.toteOptions', defaultMessage: 'Colour: Navy' },
  mug: { id: 'display.sample.mug', defaultMessage: 'Sample mug' },
  card: { id: 'display.sample.card', defaultMessage: 'Card' },
});

function sampleLine(id: string, name: string, optionsText: string, quantity: number, price: string, total: string): LineItem {
  return { id, variantId: id, name, slug: null, sku: null, optionsText, quantity, price, displayPrice: `$${price}`, total, displayTotal: `$${total}` };
}

/** The sample sale, its made-up names in the store's language (`say`), else in English. */
export function sampleSale(say: Sayer = (message) => englishOf(wordsOf(message))): { cart: SaleCart; placed: null } {
  const cart: SaleCart = {
    id: 'sample',
    number: 'sample',
    email: null,
    currency: 'USD',
    state: 'payment',
    paymentState: null,
    shipmentState: null,
    itemCount: 3,
    itemTotal: '44.00',
    displayItemTotal: '$44.00',
    shipTotal: '0.00',
    displayShipTotal: '$0.00',
    taxTotal: '3.52',
    displayTaxTotal: '$3.52',
    promoTotal: '0.00',
    displayPromoTotal: '$0.00',
    total: '47.52',
    displayTotal: '$47.52',
    completedAt: null,
    updatedAt: null,
    lineItems: [
      sampleLine('sample-1', say(messages.tote), say(messages.toteOptions), 2, '16.00', '32.00'),
      sampleLine('sample-2', say(messages.mug), '', 1, '12.00', '12.00'),
    ],
    shipments: [],
    payments: [{ id: 'sample-card', number: 'sample', amount: '20.00', state: 'completed', paymentMethodId: null, paymentMethodName: say(messages.card) }],
    billAddress: null,
    shipAddress: null,
  };
  return { cart, placed: null };
}
