/** Account resources (user, saved card, wishlist, wished item) to domain types, attributes read through zod schemas. */
import { z } from 'zod';
import { attributesOf, count, countOrNull, decimal, decimalOrNull, flag, metadata, text, textList, textOrNull } from './attributes.js';
import type { Resource, ResourceIndex } from './jsonapi.js';
import { mapSavedAddress, paymentMethodAttributes } from './map-cart.js';
import { mapVariant } from './map-catalog.js';
import type { Account, CreditCard, WishedItem, Wishlist } from '../types/types.js';

const userAttributes = z.object({
  email: text,
  first_name: textOrNull,
  last_name: textOrNull,
  selected_locale: textOrNull,
  /** 0 (a number) when the user has none, else a decimal string. */
  store_credits: decimal,
  completed_orders: count,
  tags: textList,
  public_metadata: metadata,
});

const creditCardAttributes = z.object({
  cc_type: text,
  last_digits: text,
  month: countOrNull,
  year: countOrNull,
  name: text,
  default: flag,
  public_metadata: metadata,
});

const wishlistAttributes = z.object({
  token: text,
  name: text,
  is_private: flag,
  is_default: flag,
  variant_included: flag,
});

const wishedItemAttributes = z.object({
  quantity: count,
  price: decimalOrNull,
  total: decimalOrNull,
  display_price: textOrNull,
  display_total: textOrNull,
});

export function mapAccount(index: ResourceIndex, u: Resource): Account {
  const a = attributesOf(u, userAttributes, 'user');
  const address = (name: string) => {
    const r = index.one(u, name);
    return r ? mapSavedAddress(index, r) : null;
  };
  return {
    id: u.id,
    email: a.email,
    firstName: a.first_name,
    lastName: a.last_name,
    selectedLocale: a.selected_locale,
    storeCredits: a.store_credits || '0',
    completedOrders: a.completed_orders,
    tags: a.tags,
    publicMetadata: a.public_metadata,
    defaultBillingAddress: address('default_billing_address'),
    defaultShippingAddress: address('default_shipping_address'),
  };
}

export function mapCreditCard(index: ResourceIndex, c: Resource): CreditCard {
  const a = attributesOf(c, creditCardAttributes, 'credit_card');
  const method = index.one(c, 'payment_method');
  return {
    id: c.id,
    ccType: a.cc_type,
    lastDigits: a.last_digits,
    month: a.month,
    year: a.year,
    name: a.name,
    isDefault: a.default,
    paymentMethodId: index.ids(c, 'payment_method')[0]?.id ?? null,
    paymentMethodName: method ? attributesOf(method, paymentMethodAttributes).name : null,
  };
}

export function mapWishedItem(index: ResourceIndex, w: Resource): WishedItem {
  const a = attributesOf(w, wishedItemAttributes, 'wished_item');
  const variant = index.one(w, 'variant');
  return {
    id: w.id,
    variantId: index.ids(w, 'variant')[0]?.id ?? '',
    quantity: a.quantity,
    price: a.price,
    total: a.total,
    displayPrice: a.display_price,
    displayTotal: a.display_total,
    variant: variant ? mapVariant(index, variant) : null,
  };
}

export function mapWishlist(index: ResourceIndex, w: Resource): Wishlist {
  const a = attributesOf(w, wishlistAttributes, 'wishlist');
  return {
    id: w.id,
    token: a.token,
    name: a.name,
    isPrivate: a.is_private,
    isDefault: a.is_default,
    variantIncluded: a.variant_included,
    items: index.many(w, 'wished_items').map((item) => mapWishedItem(index, item)),
  };
}
