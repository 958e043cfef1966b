/**
 * Seeds the demo customer's account data once: the address book (the saved home address and an
 * address left by a quick checkout), two saved cards on the Test card gateway (the Visa is the
 * default) and a default wishlist. Runs on new and on older data files; a marker in `meta`
 * keeps it to once.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_CUSTOMER } from '../auth/demo-accounts.js';
import { get, readMeta, run, writeMeta, type DemoDb } from './database.js';

const MARKER = 'account_data_seeded_at';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

/** The demo customer's saved cards: processor tokens of the test gateway, never card numbers. */
const DEMO_CUSTOMER_CARDS = [
  { token: 'tok_visa', ccType: 'visa', lastDigits: '4242', month: 12, year: 2030, isDefault: true },
  { token: 'tok_mastercard', ccType: 'mastercard', lastDigits: '4444', month: 8, year: 2029, isDefault: false },
] as const;

export function seedAccountData(db: DemoDb): void {
  if (readMeta(db, MARKER) !== null) return;
  // Addresses chosen as a user's defaults were saved by the user: they are in the address book.
  run(
    db,
    `UPDATE addresses SET in_address_book = 1 WHERE id IN
    (SELECT bill_address_id FROM users WHERE bill_address_id IS NOT NULL UNION SELECT ship_address_id FROM users WHERE ship_address_id IS NOT NULL)`,
  );
  const customer = get<{ id: number; first_name: string | null; last_name: string | null }>(
    db,
    'SELECT id, first_name, last_name FROM users WHERE email = ?',
    DEMO_CUSTOMER.email,
  );
  if (customer) seedCustomer(db, customer);
  writeMeta(db, MARKER, new Date().toISOString());
}

function seedCustomer(db: DemoDb, customer: { id: number; first_name: string | null; last_name: string | null }): void {
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || 'Casey Morgan';
  run(
    db,
    `INSERT INTO addresses (user_id, firstname, lastname, company, address1, address2, city, zipcode, phone, state_name,
      country_iso, label, created_at, updated_at, in_address_book, quick_checkout)
    VALUES (?, ?, ?, NULL, '1 Monument Square', NULL, 'Portland', '04101', '+1 207 555 0199', 'Maine', 'US', NULL, ?, ?, 1, 1)`,
    customer.id,
    customer.first_name,
    customer.last_name,
    SEEDED_AT,
    SEEDED_AT,
  );

  const gateway = get<{ id: number }>(db, "SELECT id FROM payment_methods WHERE kind = 'card' ORDER BY position, id LIMIT 1");
  if (gateway) {
    for (const card of DEMO_CUSTOMER_CARDS) {
      run(
        db,
        `INSERT INTO credit_cards (payment_method_id, user_id, gateway_payment_profile_id, name, cc_type, last_digits, month, year,
          created_at, updated_at, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        gateway.id,
        customer.id,
        card.token,
        name,
        card.ccType,
        card.lastDigits,
        card.month,
        card.year,
        SEEDED_AT,
        SEEDED_AT,
        card.isDefault ? 1 : 0,
      );
    }
  }

  const hasWishlist = get(db, 'SELECT 1 FROM wishlists WHERE user_id = ?', customer.id);
  if (!hasWishlist) {
    const wishlistId = Number(
      run(
        db,
        `INSERT INTO wishlists (user_id, token, name, is_private, is_default, created_at, updated_at)
      VALUES (?, ?, 'Wishlist', 1, 1, ?, ?)`,
        customer.id,
        randomBytes(16).toString('base64url'),
        SEEDED_AT,
        SEEDED_AT,
      ).lastInsertRowid,
    );
    for (const slug of ['wool-throw-blanket', 'roll-top-daypack']) {
      const variant = get<{ id: number }>(
        db,
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE p.slug = ? AND v.deleted_at IS NULL ORDER BY v.is_master, v.position, v.id LIMIT 1`,
        slug,
      );
      if (variant) {
        run(
          db,
          'INSERT INTO wished_items (wishlist_id, variant_id, quantity, created_at, updated_at) VALUES (?, ?, 1, ?, ?)',
          wishlistId,
          variant.id,
          SEEDED_AT,
          SEEDED_AT,
        );
      }
    }
  }
}
