/**
 * The sale's checkout before payment: the customer and their addresses (or in-store pickup at
 * the store's location), the shipping rate, the currency, and the signed-in customer's account
 * and store credit. The checkout is never stepped past `delivery` here (checkout-steps.ts), and
 * a walk-in cart addressed before its lines is not stepped at all where this store's `delivery`
 * is known to add nothing to it (walk-in-delivery.ts): `complete` steps it.
 */
import { addressChange, shippingChange } from '../../../../shared/sale/sale-with-tenders-rules.js';
import type { Address, Cart } from '../../../../shared/storefront/types/types.js';
import { pickupChoicesToMake } from '../../../../shared/sale/pickup-rate.js';
import { waitsAtWalkInAddress } from '../../../../shared/sale/walk-in-fold.js';
import type { StoreLocation } from '../../../../shared/store-location.js';
import { addressFrom, walkInAddress } from '../address-from-details.js';
import { mayStepWithoutPlacing, STEPS_TO_DELIVERY } from '../checkout-steps.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { checkReceiptEmail } from '../../../../shared/sale/receipt-email.js';
import type { SaleContext, SaleRecord } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import type { SaleSerial } from './sale-serial.js';
import type { SaleService } from './sale-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noLocation: {
    id: 'sell.refusal.noLocation',
    defaultMessage:
      'This store’s location is not set, so an in-store pickup sale cannot be taxed as the store’s own. A manager sets it once in Settings, Stores (the address the store sells from). Until then, ship to the customer.',
  },
});

type CheckoutCalls = Pick<
  SaleService,
  | 'setCustomer'
  | 'pickupInStore'
  | 'setEmail'
  | 'selectShippingRate'
  | 'estimateShipping'
  | 'changeCurrency'
  | 'attachCustomer'
  | 'addStoreCredit'
  | 'removeStoreCredit'
>;

export function saleCheckoutCalls(ctx: SaleContext, { serial }: SaleSerial, { withCart, guard }: Pick<SaleCartChanges, 'withCart' | 'guard'>): CheckoutCalls {
  const { client, priority } = ctx;
  const { choosePickup, addressAndStepToDelivery, stepToDelivery } = deliverySteps(ctx);
  return {
    setCustomer: (details) =>
      serial(async () => {
        // Collected at the counter: shipped "to" the store's location, in the customer's name.
        const location = details.pickupInStore ? storeLocation(ctx) : null;
        const shipTo = location ? location.address : details.shipping ? details.shipping : details;
        await guard(ctx.requireSale(), (cart) => addressChange(cart.shipAddress, shipTo));
        return withCart(async (s) => {
          const billing = addressFrom(details);
          if (location) {
            const atStore = addressFrom({ firstname: details.firstname, lastname: details.lastname, ...location.address });
            return choosePickup(s, await addressAndStepToDelivery(s, details.email, billing, atStore));
          }
          const shipping = details.shipping ? addressFrom(details.shipping) : billing;
          return addressAndStepToDelivery(s, details.email, billing, shipping);
        });
      }),

    pickupInStore: () =>
      serial(async () => {
        const location = storeLocation(ctx);
        await guard(ctx.requireSale(), (cart) => addressChange(cart.shipAddress, location.address));
        return withCart(async (s) => {
          const address = walkInAddress(location.address);
          const email = s.receiptEmail ?? location.email;
          // Addressed before its lines (sale-lines.ts): each line is taxed already, nothing to send again.
          const shown = ctx.shownCart(s);
          const waiting = shown && shown.email === email && waitsAtWalkInAddress(shown, location.address) ? shown : null;
          if (!waiting) return choosePickup(s, await addressAndStepToDelivery(s, email, address, address));
          // This store's delivery step is known to add nothing: `complete` takes it (walk-in-delivery.ts).
          if (ctx.walkInDelivery.skipsDelivery(waiting)) return waiting;
          const delivered = await choosePickup(s, await stepToDelivery(s, waiting));
          ctx.walkInDelivery.learnFromStep(waiting, delivered);
          return delivered;
        });
      }),

    setEmail: (typed) =>
      serial(async () => {
        const checked = checkReceiptEmail(typed);
        if (!checked.ok) throw new TillRefusal({ kind: 'invalid_input', message: checked.message });
        await guard(ctx.requireSale(), 'email');
        return withCart(async (s) => {
          const cart = await client.updateCheckout(ctx.creds(s), { email: checked.email }, { priority });
          ctx.save({ ...ctx.requireSale(), receiptEmail: checked.email });
          return cart;
        });
      }),

    selectShippingRate: (shipmentId, rateId) =>
      serial(async () => {
        await guard(ctx.requireSale(), (cart) => shippingChange(cart.shipments, shipmentId, rateId));
        return withCart((s) => client.updateCheckout(ctx.creds(s), { shipments: [{ id: shipmentId, selectedShippingRateId: rateId }] }, { priority }));
      }),

    changeCurrency: (currency) =>
      serial(async () => {
        await guard(ctx.requireSale(), 'currency');
        return withCart(async (s) => {
          const wanted = currency.toUpperCase();
          const cart = await client.changeCurrency(ctx.creds(s), wanted, { priority });
          ctx.save({ ...s, currency: cart.currency });
          return cart;
        });
      }),

    estimateShipping: (countryIso) => serial(async () => client.estimateShippingRates(ctx.creds(ctx.requireSale()), countryIso.toUpperCase(), { priority })),

    attachCustomer: () =>
      serial(async () => {
        await guard(ctx.requireSale(), 'customer.attach');
        return withCart(async (s) => {
          const account = ctx.signedIn();
          const cart = await account.withBearer((bearer) => client.associateCart(bearer, s.token, { priority }, s.currency ?? undefined));
          ctx.save({ ...s, account: account.email });
          return cart;
        });
      }),

    addStoreCredit: (amount) =>
      serial(async () => {
        await guard(ctx.requireSale(), 'storeCredit');
        return withCart((s) => ctx.signedIn().withBearer((bearerToken) => client.addStoreCredit({ ...ctx.creds(s), bearerToken }, amount, { priority })));
      }),
    removeStoreCredit: () =>
      serial(async () => {
        await guard(ctx.requireSale(), 'storeCredit');
        return withCart((s) => ctx.signedIn().withBearer((bearerToken) => client.removeStoreCredit({ ...ctx.creds(s), bearerToken }, { priority })));
      }),
  };
}

/** Where the store sells from and its walk-in email; a store without a location set is asked for it, in words. */
function storeLocation(ctx: SaleContext): { address: StoreLocation; email: string } {
  const pickup = ctx.options.walkInPickup?.() ?? null;
  if (!pickup?.location) {
    throw new TillRefusal({
      kind: 'no_location',
      message: wordsOf(messages.noLocation),
    });
  }
  return { address: pickup.location, email: pickup.email };
}

function deliverySteps({ client, priority, creds }: SaleContext) {
  return {
    /** The store chose each shipment's default rate: in-store pickup is chosen where it is another (one update for all). */
    choosePickup: async (s: SaleRecord, cart: Cart): Promise<Cart> => {
      const choices = pickupChoicesToMake(cart.shipments);
      if (choices.length === 0) return cart;
      return client.updateCheckout(creds(s), { shipments: choices }, { priority });
    },
    /**
     * Email and both addresses in one update, then on to `delivery`, which creates the shipments
     * and selects each one's default rate: one `next` at a time and never `advance`, which would
     * place an order whose gift card or store credit already pays for it.
     */
    addressAndStepToDelivery: async (s: SaleRecord, email: string, billing: Address, shipping: Address): Promise<Cart> =>
      stepToDelivery(s, await client.updateCheckout(creds(s), { email, billAddress: billing, shipAddress: shipping }, { priority })),
    stepToDelivery,
  };

  async function stepToDelivery(s: SaleRecord, addressed: Cart): Promise<Cart> {
    let cart = addressed;
    for (let steps = 0; steps < STEPS_TO_DELIVERY && mayStepWithoutPlacing(cart.state); steps++) {
      cart = await client.nextCheckoutStep(creds(s), { priority });
    }
    return cart;
  }
}
