/**
 * Domain types of the storefront, declared once and used everywhere: the client maps the
 * service's JSON:API documents into these plain objects, the main process passes them over the
 * bridge, and the renderer shows them. Money amounts stay decimal strings exactly as the server
 * computed them (never floats); `display*` fields are the server's formatted strings.
 */

/** A decimal amount as the server sends it, e.g. "19.99". */
export type Decimal = string;

export interface OptionValue {
  id: string;
  name: string;
  presentation: string;
  /** Name of the option type this value belongs to, e.g. "size". */
  optionType: string;
  optionTypePresentation: string;
}

export interface OptionType {
  id: string;
  name: string;
  presentation: string;
  position: number;
  values: { id: string; name: string; presentation: string; position: number }[];
}

export interface ProductImage {
  id: string;
  url: string;
  alt: string | null;
  position: number;
}

export interface Variant {
  id: string;
  sku: string;
  barcode: string | null;
  isMaster: boolean;
  optionsText: string;
  optionValues: OptionValue[];
  currency: string;
  price: Decimal | null;
  displayPrice: string | null;
  inStock: boolean;
  backorderable: boolean;
  purchasable: boolean;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  sku: string;
  barcode: string | null;
  currency: string;
  price: Decimal | null;
  displayPrice: string | null;
  inStock: boolean;
  backorderable: boolean;
  purchasable: boolean;
  available: boolean;
  updatedAt: string;
  taxonIds: string[];
  images: ProductImage[];
  optionTypes: OptionType[];
  /** Sellable variants (the master is left out when the product has others). */
  variants: Variant[];
  defaultVariantId: string | null;
}

export interface Taxon {
  id: string;
  name: string;
  prettyName: string;
  permalink: string;
  parentId: string | null;
  depth: number;
}

export interface PageMeta {
  count: number;
  totalCount: number;
  totalPages: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
  /** Page number of the next page, or null on the last page. */
  nextPage: number | null;
}

export interface Address {
  firstname: string;
  lastname: string;
  address1: string;
  address2?: string | null;
  city: string;
  zipcode: string;
  phone?: string | null;
  company?: string | null;
  stateName?: string | null;
  countryIso: string;
  label?: string | null;
}

export interface LineItem {
  id: string;
  variantId: string;
  name: string;
  slug: string | null;
  sku: string | null;
  optionsText: string;
  quantity: number;
  price: Decimal;
  displayPrice: string;
  total: Decimal;
  displayTotal: string;
}

export interface ShippingRate {
  id: string;
  name: string;
  shippingMethodId: string;
  cost: Decimal;
  displayCost: string;
  selected: boolean;
  free: boolean;
}

export type ShipmentState = 'pending' | 'ready' | 'shipped' | 'delivered' | 'canceled' | string;

export interface Shipment {
  id: string;
  number: string;
  state: ShipmentState;
  trackingUrl: string | null;
  shippedAt: string | null;
  stockLocation: string | null;
  rates: ShippingRate[];
  selectedRateId: string | null;
  lineItemIds: string[];
  /** Holds back-ordered items (ships when stock arrives); null when the store does not say. */
  backordered: boolean | null;
}

export interface PaymentMethod {
  id: string;
  type: string;
  name: string;
  description: string | null;
}

export interface Payment {
  id: string;
  number: string;
  amount: Decimal;
  state: string;
  paymentMethodId: string | null;
  paymentMethodName: string;
}

/**
 * A cart before completion and an order after it: the service uses one shape for both
 * (`cart` on cart/checkout/order_status, `order` on account orders).
 */
export interface Cart {
  id: string;
  number: string;
  /** The order token; authorizes later calls on this cart. Never shown in the UI. */
  token: string | null;
  email: string | null;
  currency: string;
  state: string;
  paymentState: string | null;
  shipmentState: string | null;
  itemCount: number;
  itemTotal: Decimal;
  displayItemTotal: string;
  shipTotal: Decimal;
  displayShipTotal: string;
  taxTotal: Decimal;
  displayTaxTotal: string;
  promoTotal: Decimal;
  displayPromoTotal: string;
  total: Decimal;
  displayTotal: string;
  completedAt: string | null;
  updatedAt: string | null;
  lineItems: LineItem[];
  shipments: Shipment[];
  payments: Payment[];
  billAddress: Address | null;
  shipAddress: Address | null;
}

export type Order = Cart;

export interface Store {
  id: string;
  name: string;
  url: string | null;
  defaultCurrency: string;
  supportedCurrencies: string[];
  defaultLocale: string | null;
  customerSupportEmail: string | null;
  contactPhone: string | null;
  address: string | null;
}

/** The OAuth token response, kept in main-process memory and the keychain only. */
export interface OAuthToken {
  accessToken: string;
  refreshToken: string | null;
  tokenType: string;
  expiresIn: number;
  createdAt: number;
  scope: string | null;
}
