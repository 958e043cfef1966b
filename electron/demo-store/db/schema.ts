/**
 * The demo store's SQLite schema. Money is integer cents, timestamps ISO-8601 UTC strings,
 * metadata JSON text. Ids are integers here and strings on the wire.
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS stores (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, url TEXT NOT NULL,
  default_currency TEXT NOT NULL, supported_currencies TEXT NOT NULL, default_locale TEXT NOT NULL,
  default_country_iso TEXT NOT NULL, customer_support_email TEXT, contact_phone TEXT, address TEXT,
  description TEXT, meta_description TEXT, meta_keywords TEXT, seo_title TEXT,
  facebook TEXT, twitter TEXT, instagram TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS taxonomies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, position INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS taxons (
  id INTEGER PRIMARY KEY, taxonomy_id INTEGER NOT NULL REFERENCES taxonomies(id),
  parent_id INTEGER REFERENCES taxons(id), name TEXT NOT NULL, permalink TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL, lft INTEGER NOT NULL, rgt INTEGER NOT NULL, depth INTEGER NOT NULL,
  description TEXT, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS option_types (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, presentation TEXT NOT NULL, position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS option_values (
  id INTEGER PRIMARY KEY, option_type_id INTEGER NOT NULL REFERENCES option_types(id),
  name TEXT NOT NULL, presentation TEXT NOT NULL, position INTEGER NOT NULL,
  UNIQUE (option_type_id, name)
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, description TEXT,
  meta_description TEXT, meta_keywords TEXT, available_on TEXT, discontinue_on TEXT,
  status TEXT NOT NULL DEFAULT 'active', created_at TEXT NOT NULL, updated_at TEXT NOT NULL, deleted_at TEXT
);

CREATE TABLE IF NOT EXISTS product_option_types (
  product_id INTEGER NOT NULL REFERENCES products(id), option_type_id INTEGER NOT NULL REFERENCES option_types(id),
  position INTEGER NOT NULL, PRIMARY KEY (product_id, option_type_id)
);

CREATE TABLE IF NOT EXISTS classifications (
  product_id INTEGER NOT NULL REFERENCES products(id), taxon_id INTEGER NOT NULL REFERENCES taxons(id),
  position INTEGER NOT NULL, PRIMARY KEY (product_id, taxon_id)
);

CREATE TABLE IF NOT EXISTS product_properties (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), name TEXT NOT NULL,
  presentation TEXT NOT NULL, value TEXT NOT NULL, filter_param TEXT NOT NULL, position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), is_master INTEGER NOT NULL,
  sku TEXT NOT NULL UNIQUE, barcode TEXT UNIQUE, position INTEGER NOT NULL, weight TEXT,
  discontinue_on TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, deleted_at TEXT
);
CREATE INDEX IF NOT EXISTS variants_product ON variants(product_id);

CREATE TABLE IF NOT EXISTS variant_option_values (
  variant_id INTEGER NOT NULL REFERENCES variants(id), option_value_id INTEGER NOT NULL REFERENCES option_values(id),
  PRIMARY KEY (variant_id, option_value_id)
);

CREATE TABLE IF NOT EXISTS prices (
  variant_id INTEGER NOT NULL REFERENCES variants(id), currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL, compare_at_cents INTEGER, PRIMARY KEY (variant_id, currency)
);

CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY, variant_id INTEGER NOT NULL REFERENCES variants(id), position INTEGER NOT NULL,
  alt TEXT, path TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS images_variant ON images(variant_id);

CREATE TABLE IF NOT EXISTS stock_locations (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, address1 TEXT, city TEXT, zipcode TEXT,
  state_name TEXT, country_iso TEXT NOT NULL, is_default INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS stock_items (
  variant_id INTEGER NOT NULL REFERENCES variants(id), stock_location_id INTEGER NOT NULL REFERENCES stock_locations(id),
  count_on_hand INTEGER NOT NULL, backorderable INTEGER NOT NULL, PRIMARY KEY (variant_id, stock_location_id)
);

CREATE TABLE IF NOT EXISTS stock_movements (
  id INTEGER PRIMARY KEY, variant_id INTEGER NOT NULL REFERENCES variants(id),
  stock_location_id INTEGER NOT NULL REFERENCES stock_locations(id), quantity INTEGER NOT NULL, action TEXT,
  originator_type TEXT, originator_id TEXT, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS stock_movements_item ON stock_movements(variant_id, stock_location_id, id);
CREATE INDEX IF NOT EXISTS stock_movements_originator ON stock_movements(originator_type, originator_id);

CREATE TABLE IF NOT EXISTS stock_transfers (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, reference TEXT NOT NULL COLLATE NOCASE, description TEXT,
  source_location_id INTEGER REFERENCES stock_locations(id), destination_location_id INTEGER NOT NULL REFERENCES stock_locations(id),
  state TEXT NOT NULL, request_id TEXT, created_at TEXT NOT NULL, received_at TEXT
);
CREATE INDEX IF NOT EXISTS stock_transfers_reference ON stock_transfers(reference, destination_location_id);
CREATE TABLE IF NOT EXISTS stock_transfer_items (
  id INTEGER PRIMARY KEY, stock_transfer_id INTEGER NOT NULL REFERENCES stock_transfers(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL, received_quantity INTEGER
);
CREATE TABLE IF NOT EXISTS stock_thresholds (
  id INTEGER PRIMARY KEY, variant_id INTEGER UNIQUE REFERENCES variants(id), taxon_id INTEGER UNIQUE REFERENCES taxons(id),
  threshold INTEGER NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS payment_methods (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, type TEXT NOT NULL, name TEXT NOT NULL, description TEXT,
  position INTEGER NOT NULL, active INTEGER NOT NULL, requires_confirmation INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS shipping_methods (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT,
  cost_cents INTEGER NOT NULL, position INTEGER NOT NULL, pickup INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  first_name TEXT, last_name TEXT, role TEXT NOT NULL, selected_locale TEXT,
  bill_address_id INTEGER, ship_address_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), firstname TEXT, lastname TEXT, company TEXT,
  address1 TEXT, address2 TEXT, city TEXT, zipcode TEXT, phone TEXT, state_name TEXT, country_iso TEXT,
  label TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, deleted_at TEXT
);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, token TEXT NOT NULL UNIQUE, user_id INTEGER REFERENCES users(id),
  email TEXT, currency TEXT NOT NULL, state TEXT NOT NULL, payment_state TEXT, shipment_state TEXT,
  item_total_cents INTEGER NOT NULL DEFAULT 0, ship_total_cents INTEGER NOT NULL DEFAULT 0,
  tax_total_cents INTEGER NOT NULL DEFAULT 0, promo_total_cents INTEGER NOT NULL DEFAULT 0,
  total_cents INTEGER NOT NULL DEFAULT 0, payment_total_cents INTEGER NOT NULL DEFAULT 0,
  item_count INTEGER NOT NULL DEFAULT 0, bill_address_id INTEGER REFERENCES addresses(id),
  ship_address_id INTEGER REFERENCES addresses(id), special_instructions TEXT,
  public_metadata TEXT NOT NULL DEFAULT '{}', private_metadata TEXT NOT NULL DEFAULT '{}',
  completed_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_user ON orders(user_id);
CREATE INDEX IF NOT EXISTS orders_state ON orders(state);

CREATE TABLE IF NOT EXISTS line_items (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL, currency TEXT NOT NULL,
  public_metadata TEXT NOT NULL DEFAULT '{}', private_metadata TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS line_items_order ON line_items(order_id);

CREATE TABLE IF NOT EXISTS shipments (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), number TEXT NOT NULL UNIQUE,
  stock_location_id INTEGER NOT NULL REFERENCES stock_locations(id), state TEXT NOT NULL,
  cost_cents INTEGER NOT NULL DEFAULT 0, backordered INTEGER NOT NULL DEFAULT 0, tracking TEXT,
  shipped_at TEXT, delivered_at TEXT, state_changed_at TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS shipments_order ON shipments(order_id);

CREATE TABLE IF NOT EXISTS shipment_items (
  shipment_id INTEGER NOT NULL REFERENCES shipments(id), line_item_id INTEGER NOT NULL REFERENCES line_items(id),
  quantity INTEGER NOT NULL, PRIMARY KEY (shipment_id, line_item_id)
);

CREATE TABLE IF NOT EXISTS shipping_rates (
  id INTEGER PRIMARY KEY, shipment_id INTEGER NOT NULL REFERENCES shipments(id),
  shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id), cost_cents INTEGER NOT NULL, selected INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS shipping_rates_shipment ON shipping_rates(shipment_id);

CREATE TABLE IF NOT EXISTS credit_cards (
  id INTEGER PRIMARY KEY, payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id), user_id INTEGER REFERENCES users(id),
  gateway_payment_profile_id TEXT NOT NULL, name TEXT NOT NULL, cc_type TEXT, last_digits TEXT,
  month INTEGER, year INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, deleted_at TEXT
);

CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), number TEXT NOT NULL UNIQUE,
  payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id), source_id INTEGER REFERENCES credit_cards(id),
  amount_cents INTEGER NOT NULL, amount_follows_total INTEGER NOT NULL, state TEXT NOT NULL,
  response_code TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_order ON payments(order_id);

CREATE TABLE IF NOT EXISTS oauth_clients (
  id INTEGER PRIMARY KEY, client_id TEXT NOT NULL UNIQUE, secret_hash TEXT NOT NULL, name TEXT NOT NULL,
  scopes TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS oauth_tokens (
  id INTEGER PRIMARY KEY, access_hash TEXT NOT NULL UNIQUE, refresh_hash TEXT UNIQUE,
  user_id INTEGER REFERENCES users(id), client_id INTEGER REFERENCES oauth_clients(id), scope TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL, expires_in INTEGER NOT NULL, revoked_at TEXT, refresh_used_at TEXT
);

CREATE TABLE IF NOT EXISTS oauth_codes (
  id INTEGER PRIMARY KEY, code_hash TEXT NOT NULL UNIQUE, client_id INTEGER NOT NULL REFERENCES oauth_clients(id),
  user_id INTEGER NOT NULL REFERENCES users(id), redirect_uri TEXT NOT NULL, code_challenge TEXT NOT NULL,
  scope TEXT NOT NULL, family TEXT NOT NULL, created_at_ms INTEGER NOT NULL, used_at TEXT
);

CREATE TABLE IF NOT EXISTS signing_keys (
  kid TEXT PRIMARY KEY, purpose TEXT NOT NULL, public_jwk TEXT NOT NULL, private_pkcs8 TEXT NOT NULL,
  not_before TEXT NOT NULL, expires_at TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS addresses_user ON addresses(user_id);
CREATE INDEX IF NOT EXISTS credit_cards_user ON credit_cards(user_id);

CREATE TABLE IF NOT EXISTS wishlists (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), token TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  is_private INTEGER NOT NULL DEFAULT 1, is_default INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wishlists_user ON wishlists(user_id);

CREATE TABLE IF NOT EXISTS wished_items (
  id INTEGER PRIMARY KEY, wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id), quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (wishlist_id, variant_id)
);

CREATE TABLE IF NOT EXISTS policies (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, body TEXT NOT NULL, position INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS post_categories (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, description TEXT,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY, post_category_id INTEGER REFERENCES post_categories(id), title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE, excerpt TEXT, content TEXT NOT NULL, meta_title TEXT, meta_description TEXT,
  author_name TEXT, tags TEXT NOT NULL DEFAULT '[]', image_path TEXT, published_at TEXT,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS posts_category ON posts(post_category_id);

CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  kind TEXT NOT NULL, percent REAL, amount_cents INTEGER, min_item_total_cents INTEGER,
  starts_at TEXT, expires_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS order_promotions (
  order_id INTEGER NOT NULL REFERENCES orders(id), promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  amount_cents INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, PRIMARY KEY (order_id, promotion_id)
);

-- Adjustments made through the Platform API (Spree's adjustments with no source): a label that says why and an
-- amount, negative for a reduction, counted in the order's totals.
CREATE TABLE IF NOT EXISTS adjustments (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), adjustable_type TEXT NOT NULL,
  adjustable_id INTEGER NOT NULL, label TEXT NOT NULL, amount_cents INTEGER NOT NULL, state TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS adjustments_order ON adjustments(order_id);

CREATE TABLE IF NOT EXISTS gift_cards (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, currency TEXT NOT NULL, amount_cents INTEGER NOT NULL,
  amount_used_cents INTEGER NOT NULL DEFAULT 0, expires_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

-- What loaded each gift card: its issue and each top-up, with the order line that sold it (each order line loads at most one card, once).
CREATE TABLE IF NOT EXISTS gift_card_loads (
  id INTEGER PRIMARY KEY, gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id), kind TEXT NOT NULL, amount_cents INTEGER NOT NULL,
  order_number TEXT, line_item_id INTEGER, created_at TEXT NOT NULL, UNIQUE (order_number, line_item_id)
);
CREATE INDEX IF NOT EXISTS gift_card_loads_card ON gift_card_loads(gift_card_id);

CREATE TABLE IF NOT EXISTS store_credits (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), currency TEXT NOT NULL, amount_cents INTEGER NOT NULL,
  amount_used_cents INTEGER NOT NULL DEFAULT 0, memo TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS store_credits_user ON store_credits(user_id);

CREATE TABLE IF NOT EXISTS tax_rates (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, country_iso TEXT NOT NULL, state_abbr TEXT, state_name TEXT,
  rate REAL NOT NULL, included_in_price INTEGER NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS till_keys (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, kid TEXT NOT NULL UNIQUE, public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL, revoked_at TEXT
);

CREATE TABLE IF NOT EXISTS webhook_subscribers (
  id INTEGER PRIMARY KEY, url TEXT NOT NULL, subscriptions TEXT NOT NULL DEFAULT '[]', active INTEGER NOT NULL DEFAULT 0,
  secret_key TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY, subscriber_id INTEGER NOT NULL, event_id TEXT NOT NULL, name TEXT NOT NULL, url TEXT NOT NULL,
  attempt INTEGER NOT NULL, response_code TEXT, success INTEGER NOT NULL, request_errors TEXT NOT NULL DEFAULT '',
  execution_time INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_subscriber ON webhook_deliveries(subscriber_id);

-- Returns (returns/): the reasons an operator picks from, an order's return authorizations and their items (a line
-- and a quantity, with the amount due back worked out when authorized), goods received back (customer returns),
-- reimbursements and the refunds made against payments. Money in cents, as everywhere.
CREATE TABLE IF NOT EXISTS refund_reasons (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS return_authorization_reasons (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS return_authorizations (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id), state TEXT NOT NULL,
  reason_id INTEGER REFERENCES return_authorization_reasons(id), memo TEXT,
  stock_location_id INTEGER NOT NULL REFERENCES stock_locations(id), window_overridden INTEGER NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, canceled_at TEXT
);
CREATE INDEX IF NOT EXISTS return_authorizations_order ON return_authorizations(order_id);

CREATE TABLE IF NOT EXISTS customer_returns (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id),
  stock_location_id INTEGER NOT NULL REFERENCES stock_locations(id), created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reimbursements (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id),
  customer_return_id INTEGER REFERENCES customer_returns(id), reimbursement_type TEXT NOT NULL,
  total_cents INTEGER NOT NULL, store_credit_id INTEGER REFERENCES store_credits(id), created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reimbursements_order ON reimbursements(order_id);

CREATE TABLE IF NOT EXISTS return_items (
  id INTEGER PRIMARY KEY, return_authorization_id INTEGER NOT NULL REFERENCES return_authorizations(id),
  line_item_id INTEGER NOT NULL REFERENCES line_items(id), quantity INTEGER NOT NULL,
  pre_tax_amount_cents INTEGER NOT NULL, additional_tax_cents INTEGER NOT NULL, included_tax_cents INTEGER NOT NULL,
  eligibility TEXT NOT NULL, reception_status TEXT NOT NULL DEFAULT 'awaiting', resellable INTEGER,
  customer_return_id INTEGER REFERENCES customer_returns(id), reimbursement_id INTEGER REFERENCES reimbursements(id),
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS return_items_authorization ON return_items(return_authorization_id);
CREATE INDEX IF NOT EXISTS return_items_line_item ON return_items(line_item_id);

CREATE TABLE IF NOT EXISTS refunds (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, payment_id INTEGER NOT NULL REFERENCES payments(id),
  amount_cents INTEGER NOT NULL, refund_reason_id INTEGER NOT NULL REFERENCES refund_reasons(id),
  reimbursement_id INTEGER REFERENCES reimbursements(id), transaction_id TEXT, memo TEXT, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS refunds_payment ON refunds(payment_id);

CREATE TABLE IF NOT EXISTS publishable_keys (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, token_prefix TEXT NOT NULL,
  created_at TEXT NOT NULL, revoked_at TEXT
);
`;

/**
 * Columns added to tables after they were first shipped. A data file written before a column
 * existed gains it (with its default) when it is opened.
 */
export const ADDED_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  { table: 'users', column: 'public_metadata', definition: "TEXT NOT NULL DEFAULT '{}'" },
  { table: 'users', column: 'private_metadata', definition: "TEXT NOT NULL DEFAULT '{}'" },
  /** 1 for addresses saved to the customer's address book (not the copies orders keep). */
  { table: 'addresses', column: 'in_address_book', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** 1 for addresses that came from a quick (express) checkout. */
  { table: 'addresses', column: 'quick_checkout', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'credit_cards', column: 'is_default', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** Space-separated redirect URIs of an OAuth client (authorization code grant). */
  { table: 'oauth_clients', column: 'redirect_uris', definition: "TEXT NOT NULL DEFAULT ''" },
  /** 1 for a public client (no secret; PKCE instead), such as the POS app. */
  { table: 'oauth_clients', column: 'public_client', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** Tokens issued from one authorization code share a family (revoked together if the code is replayed). */
  { table: 'oauth_tokens', column: 'family', definition: 'TEXT' },
  /** A line item's share of promotions (negative) and its taxes, kept current until the order completes. */
  { table: 'line_items', column: 'promo_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'line_items', column: 'additional_tax_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'line_items', column: 'included_tax_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** `tax_total_cents` is the sum of these two: tax added to the total and tax already in the prices. */
  { table: 'orders', column: 'additional_tax_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'orders', column: 'included_tax_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'orders', column: 'gift_card_id', definition: 'INTEGER REFERENCES gift_cards(id)' },
  /** The source of a store-credit or gift-card payment (card payments use `source_id`). */
  { table: 'payments', column: 'store_credit_id', definition: 'INTEGER REFERENCES store_credits(id)' },
  { table: 'payments', column: 'gift_card_id', definition: 'INTEGER REFERENCES gift_cards(id)' },
  /** The line's custom options (registered ones only), as a JSON object. */
  { table: 'line_items', column: 'options', definition: "TEXT NOT NULL DEFAULT '{}'" },
  /** Who approved or canceled a completed order through the Platform API (the admin client's id), and when. */
  { table: 'orders', column: 'approved_at', definition: 'TEXT' },
  { table: 'orders', column: 'approver_id', definition: 'TEXT' },
  { table: 'orders', column: 'canceled_at', definition: 'TEXT' },
  { table: 'orders', column: 'canceler_id', definition: 'TEXT' },
  /** Where the order was placed (Spree's `channel`): `pos` at a till whose signature the store knows, else `spree` (the web store). */
  { table: 'orders', column: 'channel', definition: "TEXT NOT NULL DEFAULT 'spree'" },
  /** The registered till (its till key's id) that placed a `pos` order. */
  { table: 'orders', column: 'till_id', definition: 'TEXT' },
  /** The order's adjustments made through the Platform API (their sum, in its total and adjustment_total). */
  { table: 'orders', column: 'manual_adjustment_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** A line's adjustments made through the Platform API (their sum: taxed after them, in the line's and the order's totals). */
  { table: 'line_items', column: 'manual_adjustment_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** 1 once a back-ordered shipment's units have arrived (readying it again does not count them twice). */
  { table: 'shipments', column: 'stock_arrived', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /**
   * What returns changed on an order, kept by returns/ as it records them (read with the order, so its states cost no
   * more reads): refunds of its payments, store credit issued for its returns, what its received return items were
   * due and how many units they were.
   */
  { table: 'orders', column: 'refund_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'orders', column: 'credited_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'orders', column: 'returned_total_cents', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'orders', column: 'returned_item_count', definition: 'INTEGER NOT NULL DEFAULT 0' },
  /** How many days after an order completes its goods may come back without a manager's override (returns/). */
  { table: 'stores', column: 'return_window_days', definition: 'INTEGER NOT NULL DEFAULT 30' },
];
