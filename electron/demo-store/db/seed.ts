/**
 * Seeds an empty demo store once: the store record, categories, catalog with stock, payment
 * and shipping methods, demo accounts and the admin OAuth client. A `seeded_at` marker in
 * `meta` makes later starts reuse the data instead of seeding again.
 */
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../auth/demo-accounts.js';
import { hashSecret } from '../auth/passwords.js';
import { CATEGORY_CODES, CATEGORY_TREE, COLORS, PRODUCTS, SIZES, ean13, seededRandom, slugify, type ProductDef, type TaxonDef } from './catalog-data.js';
import { readMeta, run, writeMeta, type DemoDb } from './database.js';
import { seedAccountData } from './seed-account.js';
import { seedContent } from './seed-content.js';
import { seedGiftCardProduct } from './seed-gift-card-product.js';
import { seedPromotionsAndCredit } from './seed-promotions.js';

const SUPPORTED_CURRENCIES = ['USD', 'EUR'] as const;
const SEED_EPOCH = Date.parse('2026-01-05T09:00:00.000Z');
const iso = (ms: number): string => new Date(ms).toISOString();

function isSeeded(db: DemoDb): boolean {
  return readMeta(db, 'seeded_at') !== null;
}

/** Seeds when the database is empty; returns whether it did. */
export async function seedIfEmpty(db: DemoDb): Promise<boolean> {
  if (isSeeded(db)) {
    seedAdditions(db);
    return false;
  }
  const [staffHash, customerHash, clientHash] = await Promise.all([
    hashSecret(DEMO_STAFF.password),
    hashSecret(DEMO_CUSTOMER.password),
    hashSecret(DEMO_ADMIN_CLIENT.clientSecret),
  ]);
  db.transaction(() => {
    if (isSeeded(db)) return;
    seedStore(db);
    seedTaxons(db);
    seedCatalog(db);
    seedCheckoutMethods(db);
    seedAccounts(db, staffHash, customerHash, clientHash);
    writeMeta(db, 'seeded_at', new Date().toISOString());
  })();
  seedAdditions(db);
  return true;
}

/** Data added after the first release: seeded into new and older data files alike, each part once. */
function seedAdditions(db: DemoDb): void {
  db.transaction(() => {
    seedAccountData(db);
    seedContent(db);
    seedPromotionsAndCredit(db);
    seedGiftCardProduct(db);
    seedWarehouse(db);
  })();
}

/**
 * A second stock location, the store's warehouse: it sells nothing itself (sales and pickups are
 * the default location's) and holds nothing until stock is transferred or received there.
 */
function seedWarehouse(db: DemoDb): void {
  if (readMeta(db, 'warehouse_seeded_at') !== null || !readMeta(db, 'seeded_at')) return;
  run(
    db,
    `INSERT OR IGNORE INTO stock_locations (id, name, address1, city, zipcode, state_name, country_iso, is_default)
    VALUES (2, 'Harbor Road Warehouse', '40 Harbor Road', 'South Portland', '04106', 'Maine', 'US', 0)`,
  );
  writeMeta(db, 'warehouse_seeded_at', new Date().toISOString());
}

function seedStore(db: DemoDb): void {
  const at = iso(SEED_EPOCH);
  run(
    db,
    `INSERT INTO stores (id, code, name, url, default_currency, supported_currencies, default_locale, default_country_iso,
      customer_support_email, contact_phone, address, description, meta_description, meta_keywords, seo_title,
      facebook, twitter, instagram, created_at, updated_at)
    VALUES (1, 'harbor-pine', 'Harbor & Pine Outfitters', 'harborandpine.demo.store', 'USD', ?, 'en', 'US',
      'help@demo.store', '+1 207 555 0142', '12 Wharf Street, Portland, ME 04101, United States',
      'Coastal outdoor clothing, footwear and gear. This is a demo store: nothing is shipped and no card is charged.',
      'Coastal outdoor clothing, footwear and gear from Portland, Maine.', 'outdoor, apparel, footwear, camping',
      'Harbor & Pine Outfitters', 'harborandpine', 'harborandpine', 'harborandpine', ?, ?)`,
    SUPPORTED_CURRENCIES.join(','),
    at,
    at,
  );
  run(
    db,
    `INSERT INTO stock_locations (id, name, address1, city, zipcode, state_name, country_iso, is_default)
    VALUES (1, 'Wharf Street Store', '12 Wharf Street', 'Portland', '04101', 'Maine', 'US', 1)`,
  );
}

function seedTaxons(db: DemoDb): void {
  run(db, `INSERT INTO taxonomies (id, name, position) VALUES (1, 'Categories', 0)`);
  let counter = 0;
  let nextId = 1;
  const at = iso(SEED_EPOCH);
  const visit = (def: TaxonDef, parentId: number | null, depth: number, position: number): void => {
    const id = nextId++;
    const lft = ++counter;
    run(
      db,
      `INSERT INTO taxons (id, taxonomy_id, parent_id, name, permalink, position, lft, rgt, depth, description, updated_at)
      VALUES (?, 1, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      id,
      parentId,
      def.name,
      def.permalink,
      position,
      lft,
      depth,
      def.description ?? null,
      at,
    );
    (def.children ?? []).forEach((child, i) => visit(child, id, depth + 1, i));
    run(db, 'UPDATE taxons SET rgt = ? WHERE id = ?', ++counter, id);
  };
  visit(CATEGORY_TREE, null, 0, 0);
}

function seedCatalog(db: DemoDb): void {
  run(db, `INSERT INTO option_types (id, name, presentation, position) VALUES (1, 'color', 'Color', 1), (2, 'size', 'Size', 2)`);
  const colorIds = new Map<string, number>();
  const sizeIds = new Map<string, number>();
  let optionValueId = 1;
  COLORS.forEach(([name, presentation], i) => {
    colorIds.set(name, optionValueId);
    run(db, 'INSERT INTO option_values (id, option_type_id, name, presentation, position) VALUES (?, 1, ?, ?, ?)', optionValueId++, name, presentation, i + 1);
  });
  SIZES.forEach(([name, presentation], i) => {
    sizeIds.set(name, optionValueId);
    run(db, 'INSERT INTO option_values (id, option_type_id, name, presentation, position) VALUES (?, 2, ?, ?, ?)', optionValueId++, name, presentation, i + 1);
  });
  const taxonIds = new Map<string, number>(
    (db.prepare('SELECT id, permalink FROM taxons').all() as { id: number; permalink: string }[]).map((t) => [t.permalink, t.id]),
  );
  const random = seededRandom(20260105);
  let barcodeSeq = 1;
  let variantId = 1;
  let imageId = 1;
  let propertyId = 1;
  const perCategory = new Map<string, number>();

  PRODUCTS.forEach((def, index) => {
    const productId = index + 1;
    const created = SEED_EPOCH + index * 6 * 3600_000;
    const slug = slugify(def.name);
    const code = CATEGORY_CODES[def.taxon] ?? 'GEN';
    const seq = (perCategory.get(code) ?? 0) + 1;
    perCategory.set(code, seq);
    const baseSku = `HP-${code}-${String(seq).padStart(3, '0')}`;
    run(
      db,
      `INSERT INTO products (id, name, slug, description, meta_description, meta_keywords, available_on, discontinue_on, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
      productId,
      def.name,
      slug,
      describe(def),
      def.blurb,
      `${def.material.toLowerCase()}, harbor and pine`,
      iso(created),
      def.discontinued ? iso(SEED_EPOCH - 86400_000) : null,
      iso(created),
      iso(created + 86400_000),
    );
    const taxonId = taxonIds.get(def.taxon);
    if (taxonId === undefined) throw new Error(`Unknown taxon ${def.taxon}`);
    run(db, 'INSERT INTO classifications (product_id, taxon_id, position) VALUES (?, ?, ?)', productId, taxonId, seq);
    run(
      db,
      `INSERT INTO product_properties (id, product_id, name, presentation, value, filter_param, position) VALUES (?, ?, 'brand', 'Brand', 'Harbor & Pine', 'harbor-and-pine', 1)`,
      propertyId++,
      productId,
    );
    run(
      db,
      `INSERT INTO product_properties (id, product_id, name, presentation, value, filter_param, position) VALUES (?, ?, 'material', 'Material', ?, ?, 2)`,
      propertyId++,
      productId,
      def.material,
      slugify(def.material),
    );
    const optionTypes = [def.colors ? 1 : null, def.sizes ? 2 : null].filter((x): x is number => x !== null);
    optionTypes.forEach((ot, i) => run(db, 'INSERT INTO product_option_types (product_id, option_type_id, position) VALUES (?, ?, ?)', productId, ot, i + 1));

    const insertVariant = (isMaster: boolean, sku: string, position: number, optionValues: number[], count: number, backorderable: boolean): number => {
      const id = variantId++;
      const barcode = ean13(`200${String(barcodeSeq++).padStart(9, '0')}`);
      run(
        db,
        `INSERT INTO variants (id, product_id, is_master, sku, barcode, position, weight, discontinue_on, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
        id,
        productId,
        isMaster ? 1 : 0,
        sku,
        barcode,
        position,
        weightFor(def),
        iso(created),
        iso(created + 86400_000),
      );
      for (const ov of optionValues) run(db, 'INSERT INTO variant_option_values (variant_id, option_value_id) VALUES (?, ?)', id, ov);
      run(db, 'INSERT INTO prices (variant_id, currency, amount_cents, compare_at_cents) VALUES (?, ?, ?, ?)', id, 'USD', def.price, def.compareAt ?? null);
      run(
        db,
        'INSERT INTO prices (variant_id, currency, amount_cents, compare_at_cents) VALUES (?, ?, ?, ?)',
        id,
        'EUR',
        toEuro(def.price),
        def.compareAt ? toEuro(def.compareAt) : null,
      );
      run(db, 'INSERT INTO stock_items (variant_id, stock_location_id, count_on_hand, backorderable) VALUES (?, 1, ?, ?)', id, count, backorderable ? 1 : 0);
      return id;
    };

    const colors = def.colors ?? [null];
    const sizes = def.sizes ?? [null];
    const hasVariants = !!(def.colors || def.sizes);
    const masterId = insertVariant(true, baseSku, 0, [], hasVariants ? 0 : stockCount(def, random), isBackorderable(def));
    run(db, 'INSERT INTO images (id, variant_id, position, alt, path) VALUES (?, ?, 1, ?, ?)', imageId++, masterId, def.name, `/media/products/${slug}.svg`);
    if (!hasVariants) return;
    let position = 1;
    for (const color of colors) {
      let firstOfColor: number | null = null;
      for (const size of sizes) {
        const colorRow = color ? COLORS.find((c) => c[0] === color)! : null;
        const sku = [baseSku, colorRow?.[2], size?.toUpperCase()].filter(Boolean).join('-');
        const values = [color ? colorIds.get(color)! : null, size ? sizeIds.get(size)! : null].filter((x): x is number => x !== null);
        const id = insertVariant(false, sku, position++, values, stockCount(def, random), isBackorderable(def));
        firstOfColor ??= id;
      }
      if (color && firstOfColor !== null) {
        const colorName = COLORS.find((c) => c[0] === color)![1];
        run(
          db,
          'INSERT INTO images (id, variant_id, position, alt, path) VALUES (?, ?, 1, ?, ?)',
          imageId++,
          firstOfColor,
          `${def.name} in ${colorName}`,
          `/media/products/${slug}--${color}.svg`,
        );
      }
    }
  });
}

function describe(def: ProductDef): string {
  return `${def.blurb} Made from ${def.material.toLowerCase()}. Designed in Portland, Maine by Harbor & Pine.`;
}

function weightFor(def: ProductDef): string | null {
  return def.taxon.includes('footwear') ? '1.20' : def.taxon.includes('camping') ? '2.50' : null;
}

function toEuro(usdCents: number): number {
  return Math.ceil((usdCents * 0.92) / 100) * 100 - 1;
}

function isBackorderable(def: ProductDef): boolean {
  return def.stock === 'backorder' || def.stock === 'low-backorder';
}

function stockCount(def: ProductDef, random: () => number): number {
  const roll = random();
  switch (def.stock ?? 'normal') {
    case 'plenty':
      return 25 + Math.floor(roll * 36);
    case 'low':
      return 1 + Math.floor(roll * 3);
    case 'sold-out':
      return 0;
    case 'backorder':
      return 0;
    case 'low-backorder':
      return roll < 0.5 ? 0 : 1 + Math.floor(roll * 3);
    default:
      return roll < 0.1 ? 0 : 3 + Math.floor(roll * 38);
  }
}

function seedCheckoutMethods(db: DemoDb): void {
  run(
    db,
    `INSERT INTO payment_methods (id, kind, type, name, description, position, active, requires_confirmation) VALUES
    (1, 'cash', 'Shop::PaymentMethod::Cash', 'Cash', 'Cash taken at the counter.', 1, 1, 0),
    (2, 'card', 'Shop::Gateway::TestCard', 'Test card', 'Card payments through the demo gateway. Send a processor token as source_attributes.gateway_payment_profile_id: tok_visa, tok_mastercard and tok_amex approve; tok_decline, tok_insufficient_funds and tok_expired decline.', 2, 1, 0)`,
  );
  run(
    db,
    `INSERT INTO shipping_methods (id, code, name, description, cost_cents, position, pickup) VALUES
    (1, 'pickup', 'In-store pickup', 'Collect from the Wharf Street Store.', 0, 1, 1),
    (2, 'standard', 'Standard shipping', '3-5 business days.', 695, 2, 0),
    (3, 'express', 'Express shipping', '1-2 business days.', 1995, 3, 0)`,
  );
}

function seedAccounts(db: DemoDb, staffHash: string, customerHash: string, clientHash: string): void {
  const at = iso(SEED_EPOCH);
  run(
    db,
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, selected_locale, created_at, updated_at)
    VALUES (1, ?, ?, ?, ?, 'staff', 'en', ?, ?)`,
    DEMO_STAFF.email,
    staffHash,
    DEMO_STAFF.firstName,
    DEMO_STAFF.lastName,
    at,
    at,
  );
  run(
    db,
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, selected_locale, created_at, updated_at)
    VALUES (2, ?, ?, ?, ?, 'customer', 'en', ?, ?)`,
    DEMO_CUSTOMER.email,
    customerHash,
    DEMO_CUSTOMER.firstName,
    DEMO_CUSTOMER.lastName,
    at,
    at,
  );
  run(
    db,
    `INSERT INTO addresses (id, user_id, firstname, lastname, company, address1, address2, city, zipcode, phone, state_name, country_iso, label, created_at, updated_at)
    VALUES (1, 2, ?, ?, NULL, '48 Fore Street', 'Apt 3', 'Portland', '04101', '+1 207 555 0199', 'Maine', 'US', 'Home', ?, ?)`,
    DEMO_CUSTOMER.firstName,
    DEMO_CUSTOMER.lastName,
    at,
    at,
  );
  run(db, 'UPDATE users SET bill_address_id = 1, ship_address_id = 1 WHERE id = 2');
  run(
    db,
    'INSERT INTO oauth_clients (id, client_id, secret_hash, name, scopes, created_at) VALUES (1, ?, ?, ?, ?, ?)',
    DEMO_ADMIN_CLIENT.clientId,
    clientHash,
    DEMO_ADMIN_CLIENT.name,
    DEMO_ADMIN_CLIENT.scopes,
    at,
  );
}
