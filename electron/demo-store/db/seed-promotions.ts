/**
 * Seeds what checkout adds to the first release, once, into new and older data files alike:
 * the store-credit and gift-card payment methods, coupon codes, gift cards, the demo customer's
 * store credit and the tax rates. A marker in `meta` keeps it to once.
 */
import { DEMO_CUSTOMER } from '../auth/demo-accounts.js';
import { get, readMeta, run, writeMeta, type DemoDb } from './database.js';

const MARKER = 'checkout_extras_seeded_at';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

/** Coupon codes: `percent` off the items, or `amountCents` off the items in the order's currency. */
const DEMO_PROMOTIONS = [
  { code: 'WELCOME10', name: 'Welcome 10% off', description: '10% off your order.', percent: 10 },
  { code: 'SAVE5', name: '$5 off', description: '5.00 off your order.', amountCents: 500 },
  {
    code: 'BIG15',
    name: '15% off orders of 100.00 or more',
    description: '15% off when the items come to 100.00 or more.',
    percent: 15,
    minItemTotalCents: 10_000,
  },
  {
    code: 'SPRING2025',
    name: 'Spring 2025',
    description: '20% off, spring 2025 only.',
    percent: 20,
    startsAt: '2025-03-01T00:00:00.000Z',
    expiresAt: '2025-06-01T00:00:00.000Z',
  },
] as const;

const DEMO_GIFT_CARDS = [
  { code: 'GIFT-50-DEMO', currency: 'USD', amountCents: 5000, usedCents: 0, expiresAt: null },
  { code: 'GIFT-20-DEMO', currency: 'USD', amountCents: 2000, usedCents: 0, expiresAt: null },
  { code: 'GIFT-25-USED', currency: 'USD', amountCents: 2500, usedCents: 2500, expiresAt: null },
  { code: 'GIFT-EXPIRED', currency: 'USD', amountCents: 3000, usedCents: 0, expiresAt: '2025-12-31T23:59:59.000Z' },
  { code: 'GIFT-40-EUR', currency: 'EUR', amountCents: 4000, usedCents: 0, expiresAt: null },
] as const;

const DEMO_CUSTOMER_STORE_CREDIT = { currency: 'USD', amountCents: 2500, memo: 'Goodwill credit for a late delivery' } as const;

/** Sales tax added on top (US states) and VAT included in the price (EU countries), by shipping address. */
const DEMO_TAX_RATES = [
  { name: 'Massachusetts sales tax', country: 'US', stateAbbr: 'MA', stateName: 'Massachusetts', rate: 0.0625, included: false },
  { name: 'Vermont sales tax', country: 'US', stateAbbr: 'VT', stateName: 'Vermont', rate: 0.06, included: false },
  { name: 'Germany VAT', country: 'DE', stateAbbr: null, stateName: null, rate: 0.19, included: true },
  { name: 'France VAT', country: 'FR', stateAbbr: null, stateName: null, rate: 0.2, included: true },
  { name: 'Netherlands VAT', country: 'NL', stateAbbr: null, stateName: null, rate: 0.21, included: true },
  { name: 'Ireland VAT', country: 'IE', stateAbbr: null, stateName: null, rate: 0.23, included: true },
] as const;

export function seedPromotionsAndCredit(db: DemoDb): void {
  if (readMeta(db, MARKER) !== null) return;
  const position = (get<{ n: number | null }>(db, 'SELECT MAX(position) AS n FROM payment_methods')?.n ?? 0) + 1;
  if (!get(db, "SELECT 1 FROM payment_methods WHERE kind = 'store_credit'")) {
    run(
      db,
      `INSERT INTO payment_methods (kind, type, name, description, position, active, requires_confirmation)
      VALUES ('store_credit', 'Shop::PaymentMethod::StoreCredit', 'Store credit', 'Credit the customer holds with the store.', ?, 1, 0)`,
      position,
    );
  }
  if (!get(db, "SELECT 1 FROM payment_methods WHERE kind = 'gift_card'")) {
    run(
      db,
      `INSERT INTO payment_methods (kind, type, name, description, position, active, requires_confirmation)
      VALUES ('gift_card', 'Shop::PaymentMethod::GiftCard', 'Gift card', 'A gift card applied with its code.', ?, 1, 0)`,
      position + 1,
    );
  }
  for (const p of DEMO_PROMOTIONS) {
    const percent = 'percent' in p ? p.percent : null;
    run(
      db,
      `INSERT OR IGNORE INTO promotions (name, description, code, kind, percent, amount_cents, min_item_total_cents, starts_at, expires_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      p.name,
      p.description,
      p.code,
      percent === null ? 'amount_off_order' : 'percent_off_order',
      percent,
      'amountCents' in p ? p.amountCents : null,
      'minItemTotalCents' in p ? p.minItemTotalCents : null,
      'startsAt' in p ? p.startsAt : null,
      'expiresAt' in p ? p.expiresAt : null,
      SEEDED_AT,
      SEEDED_AT,
    );
  }
  for (const card of DEMO_GIFT_CARDS) {
    run(
      db,
      `INSERT OR IGNORE INTO gift_cards (code, currency, amount_cents, amount_used_cents, expires_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
      card.code,
      card.currency,
      card.amountCents,
      card.usedCents,
      card.expiresAt,
      SEEDED_AT,
      SEEDED_AT,
    );
  }
  const customer = get<{ id: number }>(db, 'SELECT id FROM users WHERE email = ?', DEMO_CUSTOMER.email);
  if (customer && !get(db, 'SELECT 1 FROM store_credits WHERE user_id = ?', customer.id)) {
    const credit = DEMO_CUSTOMER_STORE_CREDIT;
    run(
      db,
      `INSERT INTO store_credits (user_id, currency, amount_cents, amount_used_cents, memo, created_at, updated_at)
      VALUES (?, ?, ?, 0, ?, ?, ?)`,
      customer.id,
      credit.currency,
      credit.amountCents,
      credit.memo,
      SEEDED_AT,
      SEEDED_AT,
    );
  }
  if (!get(db, 'SELECT 1 FROM tax_rates')) {
    for (const t of DEMO_TAX_RATES) {
      run(
        db,
        `INSERT INTO tax_rates (name, country_iso, state_abbr, state_name, rate, included_in_price, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
        t.name,
        t.country,
        t.stateAbbr,
        t.stateName,
        t.rate,
        t.included ? 1 : 0,
        SEEDED_AT,
      );
    }
  }
  writeMeta(db, MARKER, new Date().toISOString());
}
