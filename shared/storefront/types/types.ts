/**
 * Domain types of the storefront, declared once and used everywhere: the client maps the
 * service's JSON:API documents into these plain objects, the main process passes them over the
 * bridge, and the renderer shows them. Money amounts stay decimal strings exactly as the server
 * computed them (never floats); `display*` fields are the server's formatted strings.
 */

/** A decimal amount as the server sends it, e.g. "19.99". */
type Decimal = string;

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
  /** Extra catalog fields; absent in answers built by hand (e.g. the local catalog). */
  compareAtPrice?: Decimal | null;
  displayCompareAtPrice?: string | null;
  availableOn?: string | null;
  /** Shown with `include=product_properties`. */
  properties?: ProductProperty[];
  taxonIds: string[];
  images: ProductImage[];
  optionTypes: OptionType[];
  /** Sellable variants (the master is left out when the product has others). */
  variants: Variant[];
  defaultVariantId: string | null;
}

export interface ProductProperty {
  id: string;
  name: string;
  description: string;
  value: string;
  filterParam: string | null;
}

export interface Taxon {
  id: string;
  name: string;
  prettyName: string;
  permalink: string;
  parentId: string | null;
  depth: number;
  /** Also read from the store; absent in taxons built by hand. */
  position?: number;
  isLeaf?: boolean;
  description?: string | null;
  childIds?: string[];
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

/** The list's `links` as the store sent them (absolute URLs), null where it sent none. */
export interface PageLinks {
  self: string | null;
  next: string | null;
  prev: string | null;
  first: string | null;
  last: string | null;
}

/** One page of a JSON:API list answered by the store: its items, `meta`, `links` and where it stands. */
export interface StorePage<T> extends Page<T> {
  /** This page's number (1-based). */
  page: number;
  /** Page number of the previous page, or null on the first page. */
  prevPage: number | null;
  links: PageLinks;
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
  /** The line after promotions and before tax, where the store says (reports count sales before tax). */
  preTaxTotal?: Decimal;
  /** The line's tax, added on top or included in its price, where the store says. */
  taxTotal?: Decimal;
  /** Custom options the till added the line with (gift note, monogram…), where the store registers any. */
  customOptions?: Record<string, string>;
  /** What promotions and discounts take off the line (negative), where the store says and it is not nothing. */
  discountTotal?: Decimal;
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

type ShipmentState = 'pending' | 'ready' | 'shipped' | 'delivered' | 'canceled' | string;

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
  /** Promotions (coupon codes) applied; absent in orders built by hand. */
  promotions?: Promotion[];
  /** The total less store credit, when the store says. */
  totalMinusStoreCredits?: Decimal | null;
  specialInstructions?: string | null;
}

export type Order = Cart;

export interface Promotion {
  id: string;
  name: string;
  description: string | null;
  code: string | null;
  /** Negative: what the promotion takes off the order. */
  amount: Decimal;
  displayAmount: string;
}

/** A rate from `estimate_shipping_rates`: no shipment yet, so no id of its own. */
export interface EstimatedShippingRate {
  shippingMethodId: string;
  name: string;
  cost: Decimal;
  displayCost: string;
  taxAmount: Decimal;
  displayTaxAmount: string;
  finalPrice: Decimal;
  displayFinalPrice: string;
  selected: boolean;
  free: boolean;
}

/** What `validate_order_for_payment` found: ready, or the cart with what changed in it. */
export interface CheckoutValidation {
  ready: boolean;
  cart: Cart;
  /** The store's messages (items removed, "Cart changed"); empty when ready. */
  messages: string[];
}

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

export interface Country {
  iso: string;
  iso3: string;
  name: string;
  isoName: string;
  statesRequired: boolean;
  zipcodeRequired: boolean;
  /** The store's default country. */
  isDefault: boolean;
}

/** A customer account as the store shows it to its owner. */
export interface Account {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  selectedLocale: string | null;
  /** Store credit available in the store's default currency. */
  storeCredits: Decimal;
  completedOrders: number;
  tags: string[];
  publicMetadata: Record<string, unknown>;
  defaultBillingAddress: SavedAddress | null;
  defaultShippingAddress: SavedAddress | null;
}

/** An address of the account's address book (or of an order), with its id. */
export interface SavedAddress extends Address {
  id: string;
  stateCode: string | null;
  countryName: string | null;
  countryIso3: string | null;
}

/** A saved card: what the customer recognises it by; the processor token never leaves the store. */
export interface CreditCard {
  id: string;
  ccType: string;
  lastDigits: string;
  month: number | null;
  year: number | null;
  name: string;
  isDefault: boolean;
  paymentMethodId: string | null;
  paymentMethodName: string | null;
}

export interface WishedItem {
  id: string;
  variantId: string;
  quantity: number;
  /** In the request currency; null when the variant has no price in it. */
  price: Decimal | null;
  total: Decimal | null;
  displayPrice: string | null;
  displayTotal: string | null;
  variant: Variant | null;
}

export interface Wishlist {
  id: string;
  token: string;
  name: string;
  isPrivate: boolean;
  isDefault: boolean;
  /** Whether the variant asked about (`isVariantIncluded`) is on the list. */
  variantIncluded: boolean;
  items: WishedItem[];
}

export interface Policy {
  id: string;
  name: string;
  slug: string;
  body: string;
  bodyHtml: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface PostCategory {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** The category's posts, when they were included (a single category always has them). */
  posts: Post[];
}

export interface Post {
  id: string;
  title: string;
  slug: string;
  publishedAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  excerpt: string | null;
  content: string;
  contentHtml: string;
  description: string;
  shortenedDescription: string;
  authorName: string | null;
  postCategoryId: string | null;
  postCategoryTitle: string | null;
  tags: string[];
  imageUrl: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** With `include=post_category`. */
  category: Omit<PostCategory, 'posts'> | null;
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
