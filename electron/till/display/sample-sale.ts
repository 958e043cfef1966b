/** The sample sale Settings' "Show test" puts on the customer display: two lines, part paid by card. Made up, never sent anywhere. */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import type { LineItem } from '../../../shared/storefront/types/types.js';

function sampleLine(id: string, name: string, optionsText: string, quantity: number, price: string, total: string): LineItem {
  return { id, variantId: id, name, slug: null, sku: null, optionsText, quantity, price, displayPrice: `$${price}`, total, displayTotal: `$${total}` };
}

export function sampleSale(): { cart: SaleCart; placed: null } {
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
    lineItems: [sampleLine('sample-1', 'Sample tote bag', 'Colour: Navy', 2, '16.00', '32.00'), sampleLine('sample-2', 'Sample mug', '', 1, '12.00', '12.00')],
    shipments: [],
    payments: [{ id: 'sample-card', number: 'sample', amount: '20.00', state: 'completed', paymentMethodId: null, paymentMethodName: 'Card' }],
    billAddress: null,
    shipAddress: null,
  };
  return { cart, placed: null };
}
