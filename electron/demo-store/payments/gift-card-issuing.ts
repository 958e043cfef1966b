/**
 * Gift cards issued and loaded through the Platform API: a new card (a code given, or a new
 * unguessable one) and a top-up of a card's balance, each recorded as a load. A load may name the
 * order line that sold it (a line of the gift-card product on a complete order): its amount is
 * then that line's, and each order line loads one card once, so a till that lost the answer and
 * asks again gets the card it already issued.
 */
import { randomInt } from 'node:crypto';
import { hasErrors, unprocessable, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import { asString, type Params } from '../http/params.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { GIFT_CARD_SKU_PREFIX, isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import { giftCardByCode, giftCardById, isExpired, type GiftCardRow } from './gift-cards.js';

/** What loaded a card: its issue or a top-up. */
export interface GiftCardLoadRow {
  id: number;
  gift_card_id: number;
  kind: 'issue' | 'top_up';
  amount_cents: number;
  order_number: string | null;
  line_item_id: number | null;
  created_at: string;
}

/** A card as an answer gives it: `created` false when the order line had already loaded it. */
export interface LoadedCard {
  card: GiftCardRow;
  created: boolean;
}

/** Letters and digits a person reads without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_RULE = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;

/** The gift-card product's variants, per store: read once (a variant's SKU never changes once it is seeded). */
const giftCardVariants = new WeakMap<DemoDb, ReadonlySet<number>>();

/** Reads the gift-card product's variants (at start, so an order's totals read nothing more for them). */
export function knowGiftCardVariants(db: DemoDb): ReadonlySet<number> {
  const ids = new Set(
    all<{ id: number; sku: string }>(db, `SELECT id, sku FROM variants WHERE sku LIKE '${GIFT_CARD_SKU_PREFIX}%'`)
      .filter((v) => isGiftCardSku(v.sku))
      .map((v) => v.id),
  );
  giftCardVariants.set(db, ids);
  return ids;
}

/** Whether a variant is one of the gift-card product's (by its SKU). */
export function isGiftCardVariant(db: DemoDb, variantId: number): boolean {
  return (giftCardVariants.get(db) ?? knowGiftCardVariants(db)).has(variantId);
}

/** A new code: 16 characters in four groups (about 79 bits), never one already used. */
function newCode(db: DemoDb): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const code = chars.match(/.{4}/g)!.join('-');
    if (!giftCardByCode(db, code)) return code;
  }
}

export function giftCardsWithCode(db: DemoDb, code: string): GiftCardRow[] {
  const card = giftCardByCode(db, code);
  return card ? [card] : [];
}

export function loadsOf(db: DemoDb, cardId: number): GiftCardLoadRow[] {
  return all<GiftCardLoadRow>(db, 'SELECT * FROM gift_card_loads WHERE gift_card_id = ? ORDER BY id', cardId);
}

/** The order line a load names, checked: a gift-card line of a complete order. */
interface Originator {
  orderNumber: string;
  lineItemId: number;
  amountCents: number;
  currency: string;
}

/** The originator named in `input` (order_number with line_item_id), null when none is named; field errors go in `errors`. */
function originatorOf(db: DemoDb, input: Params, errors: FieldErrors): Originator | null {
  const orderNumber = asString(input.order_number)?.trim() ?? '';
  const lineKey = asString(input.line_item_id)?.trim() ?? (typeof input.line_item_id === 'number' ? String(input.line_item_id) : '');
  if (!orderNumber && !lineKey) return null;
  if (!orderNumber) errors.order_number = ["can't be blank when a line is named"];
  if (!lineKey) errors.line_item_id = ["can't be blank when an order is named"];
  if (!orderNumber || !lineKey) return null;
  const order = get<{ id: number; state: string; currency: string }>(db, 'SELECT id, state, currency FROM orders WHERE number = ?', orderNumber);
  if (!order) {
    errors.order_number = [`${orderNumber} is not an order of this store`];
    return null;
  }
  if (order.state !== 'complete') {
    errors.order_number = ['is not complete: a card is issued once its order is'];
    return null;
  }
  const line = /^\d{1,15}$/.test(lineKey)
    ? get<{ id: number; variant_id: number; price_cents: number; quantity: number; promo_total_cents: number }>(
        db,
        'SELECT id, variant_id, price_cents, quantity, promo_total_cents FROM line_items WHERE id = ? AND order_id = ?',
        Number(lineKey),
        order.id,
      )
    : undefined;
  if (!line || !isGiftCardVariant(db, line.variant_id)) {
    errors.line_item_id = ['is not a gift-card line of that order'];
    return null;
  }
  return { orderNumber, lineItemId: line.id, amountCents: line.price_cents * line.quantity + line.promo_total_cents, currency: order.currency };
}

/** The amount of a load: the originator's when one is named (a different one is an error), else the one given. */
function amountOf(input: Params, originator: Originator | null, errors: FieldErrors): number | null {
  const given = input.amount === undefined || input.amount === null || input.amount === '' ? null : parseAmountToCents(input.amount);
  if (originator) {
    if (given !== null && given !== originator.amountCents) errors.amount = ['must be what the order line sold'];
    return originator.amountCents;
  }
  if (given === null || given <= 0) errors.amount = ['must be greater than 0'];
  return given;
}

function earlierLoad(db: DemoDb, originator: Originator | null): GiftCardLoadRow | undefined {
  if (!originator) return undefined;
  return get<GiftCardLoadRow>(db, 'SELECT * FROM gift_card_loads WHERE order_number = ? AND line_item_id = ?', originator.orderNumber, originator.lineItemId);
}

function recordLoad(db: DemoDb, cardId: number, kind: GiftCardLoadRow['kind'], cents: number, originator: Originator | null, at: string): void {
  run(
    db,
    'INSERT INTO gift_card_loads (gift_card_id, kind, amount_cents, order_number, line_item_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    cardId,
    kind,
    cents,
    originator?.orderNumber ?? null,
    originator?.lineItemId ?? null,
    at,
  );
}

/** Issues a card (`gift_card: {amount, currency, code, order_number, line_item_id}`); the card the order line already issued when it did. */
export function issueGiftCard(db: DemoDb, input: Params, currencies: readonly string[], defaultCurrency: string): LoadedCard {
  const errors: FieldErrors = {};
  const originator = originatorOf(db, input, errors);
  const earlier = earlierLoad(db, originator);
  if (earlier) {
    if (earlier.kind !== 'issue') throw unprocessable('That order line loaded another gift card; it issues none.');
    return { card: giftCardById(db, earlier.gift_card_id)!, created: false };
  }
  const cents = amountOf(input, originator, errors);
  const currency = originator?.currency ?? (asString(input.currency)?.trim().toUpperCase() || defaultCurrency);
  if (!currencies.includes(currency)) errors.currency = [`must be one of: ${currencies.join(', ')}`];
  const givenCode = asString(input.code)?.trim() ?? '';
  if (givenCode && !CODE_RULE.test(givenCode)) errors.code = ['must be 4 to 40 letters, digits or dashes'];
  else if (givenCode && giftCardByCode(db, givenCode)) errors.code = ['has already been taken'];
  if (hasErrors(errors) || cents === null) throw validationFailed(errors);
  const at = new Date().toISOString();
  const code = givenCode || newCode(db);
  const id = Number(
    run(
      db,
      'INSERT INTO gift_cards (code, currency, amount_cents, amount_used_cents, expires_at, created_at, updated_at) VALUES (?, ?, ?, 0, NULL, ?, ?)',
      code,
      currency,
      cents,
      at,
      at,
    ).lastInsertRowid,
  );
  recordLoad(db, id, 'issue', cents, originator, at);
  return { card: giftCardById(db, id)!, created: true };
}

/** Loads more onto a card (`gift_card_load: {amount, order_number, line_item_id}`); the card as it is when the order line already loaded it. */
export function topUpGiftCard(db: DemoDb, card: GiftCardRow, input: Params): LoadedCard {
  const errors: FieldErrors = {};
  const originator = originatorOf(db, input, errors);
  const earlier = earlierLoad(db, originator);
  if (earlier) {
    if (earlier.gift_card_id !== card.id) throw unprocessable('That order line loaded another gift card.');
    return { card: giftCardById(db, card.id)!, created: false };
  }
  const cents = amountOf(input, originator, errors);
  if (originator && originator.currency !== card.currency) errors.currency = [`the card is in ${card.currency}, the order in ${originator.currency}`];
  if (hasErrors(errors) || cents === null) throw validationFailed(errors);
  if (isExpired(card)) throw unprocessable('The gift card has expired.');
  const at = new Date().toISOString();
  run(db, 'UPDATE gift_cards SET amount_cents = amount_cents + ?, updated_at = ? WHERE id = ?', cents, at, card.id);
  recordLoad(db, card.id, 'top_up', cents, originator, at);
  return { card: giftCardById(db, card.id)!, created: true };
}
