/** What a point of sale needs side-loaded, so each answer is complete in one round trip. */
export const CART_INCLUDE = [
  'line_items',
  'line_items.variant',
  'shipments',
  'shipments.shipping_rates',
  'shipments.selected_shipping_rate',
  'shipments.stock_location',
  'payments',
  'payments.payment_method',
  'billing_address',
  'shipping_address',
  'promotions',
].join(',');

export const PRODUCT_INCLUDE = [
  'variants',
  'variants.option_values',
  'option_types',
  'option_types.option_values',
  'images',
  'taxons',
  'default_variant',
  'product_properties',
].join(',');

export const ACCOUNT_INCLUDE = 'default_billing_address,default_shipping_address';
export const CREDIT_CARD_INCLUDE = 'payment_method';
export const WISHLIST_INCLUDE = 'wished_items,wished_items.variant';
export const WISHED_ITEM_INCLUDE = 'variant';
