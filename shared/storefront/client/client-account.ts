/** The account operations (a customer's bearer token) and the guest order lookup. */
import type { AccountChanges, AccountOperations, NewAccount } from '../types/account-types.js';
import { oneOf, segment, type StoreCaller } from './client-core.js';
import { addressPayload } from './client-checkout.js';
import { ACCOUNT_INCLUDE, CART_INCLUDE, CREDIT_CARD_INCLUDE } from '../map/includes.js';
import { mapAccount, mapCreditCard } from '../map/map-account.js';
import { mapCart, mapSavedAddress } from '../map/map-cart.js';

function accountBody(changes: AccountChanges | NewAccount): Record<string, unknown> {
  const account = changes as AccountChanges & Partial<NewAccount>;
  return {
    user: {
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      selected_locale: account.selectedLocale,
      password: account.password,
      password_confirmation: account.passwordConfirmation,
      public_metadata: account.publicMetadata,
      private_metadata: account.privateMetadata,
      bill_address_id: account.billAddressId,
      ship_address_id: account.shipAddressId,
    },
  };
}

export function accountOperations(store: StoreCaller): AccountOperations {
  const bearer = (bearerToken: string) => ({ bearerToken });
  return {
    createAccount: (input, ctx) => store.one('POST', '/account', mapAccount, { query: { include: ACCOUNT_INCLUDE }, body: accountBody(input), ctx }),
    account: (bearerToken, ctx) => store.one('GET', '/account', mapAccount, { query: { include: ACCOUNT_INCLUDE }, creds: bearer(bearerToken), ctx }),
    updateAccount: (bearerToken, changes, ctx) =>
      store.one('PATCH', '/account', mapAccount, { query: { include: ACCOUNT_INCLUDE }, body: accountBody(changes), creds: bearer(bearerToken), ctx }),

    addresses: (bearerToken, params = {}, ctx) =>
      store.page('/account/addresses', mapSavedAddress, params.page ?? 1, {
        query: { filter: { exclude_quick_checkout: params.excludeQuickCheckout }, per_page: params.perPage },
        creds: bearer(bearerToken),
        ctx,
      }),
    createAddress: (bearerToken, address, ctx) =>
      store.one('POST', '/account/addresses', mapSavedAddress, { body: { address: addressPayload(address) }, creds: bearer(bearerToken), ctx }),
    updateAddress: (bearerToken, id, address, ctx) =>
      store.one('PATCH', `/account/addresses/${segment(id)}`, mapSavedAddress, {
        body: { address: addressPayload(address) },
        creds: bearer(bearerToken),
        ctx,
      }),
    async deleteAddress(bearerToken, id, ctx) {
      await store.raw('DELETE', `/account/addresses/${segment(id)}`, { creds: bearer(bearerToken), ctx });
    },

    creditCards: (bearerToken, params = {}, ctx) =>
      store.page('/account/credit_cards', mapCreditCard, params.page ?? 1, {
        query: { filter: { payment_method_id: params.paymentMethodId }, include: CREDIT_CARD_INCLUDE, per_page: params.perPage },
        creds: bearer(bearerToken),
        ctx,
      }),
    async defaultCreditCard(bearerToken, ctx) {
      const doc = await store.document('GET', '/account/credit_cards/default', { query: { include: CREDIT_CARD_INCLUDE }, creds: bearer(bearerToken), ctx });
      return doc.data === null ? null : oneOf(doc, mapCreditCard);
    },
    async deleteCreditCard(bearerToken, id, ctx) {
      await store.raw('DELETE', `/account/credit_cards/${segment(id)}`, { creds: bearer(bearerToken), ctx });
    },

    accountOrders: (bearerToken, params = {}, ctx) =>
      store.page('/account/orders', mapCart, params.page ?? 1, {
        query: { include: CART_INCLUDE, sort: params.sort ?? '-completed_at', per_page: params.perPage ?? 25 },
        creds: bearer(bearerToken),
        ctx,
      }),
    accountOrder: (bearerToken, number, ctx) =>
      store.one('GET', `/account/orders/${segment(number)}`, mapCart, { query: { include: CART_INCLUDE }, creds: bearer(bearerToken), ctx }),

    orderStatus: (number, orderToken, ctx, options = {}) =>
      store.one('GET', `/order_status/${segment(number)}`, mapCart, {
        query: { include: CART_INCLUDE, order_token: options.tokenIn === 'query' ? orderToken : undefined },
        creds: options.tokenIn === 'query' ? {} : { orderToken },
        ctx,
      }),
  };
}
