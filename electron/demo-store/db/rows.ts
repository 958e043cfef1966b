/** Row shapes of the demo store's tables, as better-sqlite3 returns them. */

export interface StoreRow {
  id: number;
  code: string;
  name: string;
  url: string;
  default_currency: string;
  supported_currencies: string;
  default_locale: string;
  default_country_iso: string;
  customer_support_email: string | null;
  contact_phone: string | null;
  address: string | null;
  description: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  seo_title: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  created_at: string;
  updated_at: string;
}

export interface TaxonomyRow {
  id: number;
  name: string;
  position: number;
}

export interface TaxonRow {
  id: number;
  taxonomy_id: number;
  parent_id: number | null;
  name: string;
  permalink: string;
  position: number;
  lft: number;
  rgt: number;
  depth: number;
  description: string | null;
  updated_at: string;
}

export interface OptionTypeRow {
  id: number;
  name: string;
  presentation: string;
  position: number;
}
export interface OptionValueRow {
  id: number;
  option_type_id: number;
  name: string;
  presentation: string;
  position: number;
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  available_on: string | null;
  discontinue_on: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ProductPropertyRow {
  id: number;
  product_id: number;
  name: string;
  presentation: string;
  value: string;
  filter_param: string;
  position: number;
}

export interface VariantRow {
  id: number;
  product_id: number;
  is_master: number;
  sku: string;
  barcode: string | null;
  position: number;
  weight: string | null;
  discontinue_on: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ImageRow {
  id: number;
  variant_id: number;
  position: number;
  alt: string | null;
  path: string;
}

export interface StockLocationRow {
  id: number;
  name: string;
  address1: string | null;
  city: string | null;
  zipcode: string | null;
  state_name: string | null;
  country_iso: string;
  is_default: number;
}

export interface PaymentMethodRow {
  id: number;
  kind: 'cash' | 'card' | 'store_credit' | 'gift_card';
  type: string;
  name: string;
  description: string | null;
  position: number;
  active: number;
  requires_confirmation: number;
}

export interface ShippingMethodRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  cost_cents: number;
  position: number;
  pickup: number;
}

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  selected_locale: string | null;
  bill_address_id: number | null;
  ship_address_id: number | null;
  created_at: string;
  updated_at: string;
  public_metadata: string;
  private_metadata: string;
}

export interface AddressRow {
  id: number;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zipcode: string | null;
  phone: string | null;
  state_name: string | null;
  country_iso: string | null;
  label: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  in_address_book: number;
  quick_checkout: number;
}

export interface OrderRow {
  id: number;
  number: string;
  token: string;
  user_id: number | null;
  email: string | null;
  currency: string;
  state: string;
  payment_state: string | null;
  shipment_state: string | null;
  item_total_cents: number;
  ship_total_cents: number;
  tax_total_cents: number;
  promo_total_cents: number;
  total_cents: number;
  payment_total_cents: number;
  item_count: number;
  bill_address_id: number | null;
  ship_address_id: number | null;
  special_instructions: string | null;
  public_metadata: string;
  private_metadata: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  additional_tax_total_cents: number;
  included_tax_total_cents: number;
  gift_card_id: number | null;
  approved_at: string | null;
  approver_id: string | null;
  canceled_at: string | null;
  canceler_id: string | null;
  channel: string;
  till_id: string | null;
  /** The sum of its Platform API adjustments (negative for a reduction). */
  manual_adjustment_total_cents: number;
  /** Kept by returns/ as it records them: refunds of the order's payments, store credit issued for its returns, and what its received return items were due and how many units they were. */
  refund_total_cents: number;
  credited_total_cents: number;
  returned_total_cents: number;
  returned_item_count: number;
}

/** An adjustment made through the Platform API: why (its label) and how much (negative for a reduction). */
export interface AdjustmentRow {
  id: number;
  order_id: number;
  adjustable_type: string;
  adjustable_id: number;
  label: string;
  amount_cents: number;
  state: string;
  created_at: string;
  updated_at: string;
}

export interface LineItemRow {
  id: number;
  order_id: number;
  variant_id: number;
  quantity: number;
  price_cents: number;
  currency: string;
  public_metadata: string;
  private_metadata: string;
  created_at: string;
  updated_at: string;
  promo_total_cents: number;
  additional_tax_total_cents: number;
  included_tax_total_cents: number;
  /** The sum of its Platform API adjustments (negative for a reduction), also counted in its order's. */
  manual_adjustment_total_cents: number;
  /** JSON object of the line's custom options. */
  options: string;
}

export interface ShipmentRow {
  id: number;
  order_id: number;
  number: string;
  stock_location_id: number;
  state: string;
  cost_cents: number;
  backordered: number;
  tracking: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  state_changed_at: string;
  created_at: string;
  updated_at: string;
  stock_arrived: number;
}

export interface ShippingRateRow {
  id: number;
  shipment_id: number;
  shipping_method_id: number;
  cost_cents: number;
  selected: number;
}

export interface CreditCardRow {
  id: number;
  payment_method_id: number;
  user_id: number | null;
  gateway_payment_profile_id: string;
  name: string;
  cc_type: string | null;
  last_digits: string | null;
  month: number | null;
  year: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  is_default: number;
}

export interface PaymentRow {
  id: number;
  order_id: number;
  number: string;
  payment_method_id: number;
  source_id: number | null;
  amount_cents: number;
  amount_follows_total: number;
  state: string;
  response_code: string | null;
  created_at: string;
  updated_at: string;
  store_credit_id: number | null;
  gift_card_id: number | null;
}

export interface OAuthClientRow {
  id: number;
  client_id: string;
  secret_hash: string;
  name: string;
  scopes: string;
  created_at: string;
  redirect_uris: string;
  public_client: number;
}

export interface OAuthTokenRow {
  id: number;
  access_hash: string;
  refresh_hash: string | null;
  user_id: number | null;
  client_id: number | null;
  scope: string;
  created_at_ms: number;
  expires_in: number;
  revoked_at: string | null;
  refresh_used_at: string | null;
  family: string | null;
}

export interface OAuthCodeRow {
  id: number;
  code_hash: string;
  client_id: number;
  user_id: number;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  family: string;
  created_at_ms: number;
  used_at: string | null;
}

export interface SigningKeyRow {
  kid: string;
  purpose: string;
  public_jwk: string;
  private_pkcs8: string;
  not_before: string;
  expires_at: string;
  created_at: string;
}

export interface WishlistRow {
  id: number;
  user_id: number;
  token: string;
  name: string;
  is_private: number;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface WishedItemRow {
  id: number;
  wishlist_id: number;
  variant_id: number;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface PolicyRow {
  id: number;
  name: string;
  slug: string;
  body: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface PostCategoryRow {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface PostRow {
  id: number;
  post_category_id: number | null;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  author_name: string | null;
  tags: string;
  image_path: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
