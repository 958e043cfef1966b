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
].join(',');

export const PRODUCT_INCLUDE = [
  'variants',
  'variants.option_values',
  'option_types',
  'option_types.option_values',
  'images',
  'taxons',
  'default_variant',
].join(',');
