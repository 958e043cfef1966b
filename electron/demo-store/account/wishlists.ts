/**
 * Wishlists: each belongs to one user and is addressed by a random token. Private lists (the
 * default) are seen by their owner only; public ones by anyone with the token. Only the owner
 * changes a list. A variant appears once per list: adding it again sets its quantity.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, forbidden, hasErrors, notFound, validationFailed, type FieldErrors } from '../http/api-error.js';
import { variantById } from '../catalog/catalog.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { WishedItemRow, WishlistRow } from '../db/rows.js';
import { nowIso } from '../orders/orders.js';
import { asString, isObject, type Params } from '../http/params.js';

const NAME_MAX = 255;
const QUANTITY_MAX = 10_000;
const DEFAULT_WISHLIST_NAME = 'Wishlist';

export function wishlistByToken(db: DemoDb, token: string | undefined): WishlistRow | undefined {
  return token ? get<WishlistRow>(db, 'SELECT * FROM wishlists WHERE token = ?', token) : undefined;
}

/** A list the caller may read: 404 when unknown, 403 when private and not theirs. */
export function readableWishlist(db: DemoDb, token: string | undefined, userId: number | null): WishlistRow {
  const list = wishlistByToken(db, token);
  if (!list) throw notFound();
  if (list.is_private === 1 && list.user_id !== userId) throw forbidden();
  return list;
}

/** A list the caller may change: 404 when unknown, 403 when it is someone else's. */
export function ownWishlist(db: DemoDb, token: string | undefined, userId: number): WishlistRow {
  const list = wishlistByToken(db, token);
  if (!list) throw notFound();
  if (list.user_id !== userId) throw forbidden();
  return list;
}

export function countWishlists(db: DemoDb, userId: number): number {
  return get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?', userId)!.n;
}

export function listWishlists(db: DemoDb, userId: number, limit: number, offset: number): WishlistRow[] {
  return all<WishlistRow>(db, 'SELECT * FROM wishlists WHERE user_id = ? ORDER BY id LIMIT ? OFFSET ?', userId, limit, offset);
}

export function wishedItemsOf(db: DemoDb, wishlistId: number): WishedItemRow[] {
  return all<WishedItemRow>(db, 'SELECT * FROM wished_items WHERE wishlist_id = ? ORDER BY id', wishlistId);
}

export function hasVariant(db: DemoDb, wishlistId: number, variantId: string | undefined): boolean {
  if (!variantId || !/^\d{1,15}$/.test(variantId)) return false;
  return !!get(db, 'SELECT 1 FROM wished_items WHERE wishlist_id = ? AND variant_id = ?', wishlistId, Number(variantId));
}

function newToken(db: DemoDb): string {
  for (;;) {
    const token = randomBytes(16).toString('base64url');
    if (!wishlistByToken(db, token)) return token;
  }
}

function reload(db: DemoDb, id: number): WishlistRow {
  return get<WishlistRow>(db, 'SELECT * FROM wishlists WHERE id = ?', id)!;
}

/** The wishlist fields of a request: from a `wishlist` object, or at the top level. */
export function wishlistPayload(params: Params): Params {
  return isObject(params.wishlist) ? params.wishlist : params;
}

function flag(value: unknown): boolean | 'invalid' {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return 'invalid';
}

interface WishlistChanges {
  name?: string;
  is_private?: number;
  is_default?: number;
}

function checkWishlist(payload: Params, creating: boolean): WishlistChanges {
  const errors: FieldErrors = {};
  const changes: WishlistChanges = {};
  if (creating || Object.hasOwn(payload, 'name')) {
    const name = asString(payload.name)?.trim() ?? '';
    if (!name) errors.name = ["can't be blank"];
    else if (name.length > NAME_MAX) errors.name = [`is too long (maximum is ${NAME_MAX} characters)`];
    else changes.name = name;
  }
  for (const field of ['is_private', 'is_default'] as const) {
    if (!Object.hasOwn(payload, field) || payload[field] === null || payload[field] === undefined) continue;
    const value = flag(payload[field]);
    if (value === 'invalid') errors[field] = ['is not a boolean'];
    else changes[field] = value ? 1 : 0;
  }
  if (hasErrors(errors)) throw validationFailed(errors);
  return changes;
}

/** Making one list the default unmarks the user's others. */
function applyDefault(db: DemoDb, userId: number, wishlistId: number): void {
  run(db, 'UPDATE wishlists SET is_default = 0 WHERE user_id = ? AND id != ? AND is_default = 1', userId, wishlistId);
}

export function createWishlist(db: DemoDb, userId: number, payload: Params): WishlistRow {
  const changes = checkWishlist(payload, true);
  const now = nowIso();
  return db.transaction(() => {
    const id = Number(
      run(
        db,
        'INSERT INTO wishlists (user_id, token, name, is_private, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        userId,
        newToken(db),
        changes.name,
        changes.is_private ?? 1,
        changes.is_default ?? 0,
        now,
        now,
      ).lastInsertRowid,
    );
    if (changes.is_default === 1) applyDefault(db, userId, id);
    return reload(db, id);
  })();
}

export function updateWishlist(db: DemoDb, list: WishlistRow, payload: Params): WishlistRow {
  const changes = checkWishlist(payload, false);
  const entries = Object.entries(changes);
  if (entries.length === 0) return list;
  return db.transaction(() => {
    run(
      db,
      `UPDATE wishlists SET ${entries.map(([k]) => `${k} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      ...entries.map(([, v]) => v as unknown),
      nowIso(),
      list.id,
    );
    if (changes.is_default === 1) applyDefault(db, list.user_id, list.id);
    return reload(db, list.id);
  })();
}

export function deleteWishlist(db: DemoDb, list: WishlistRow): void {
  db.transaction(() => {
    run(db, 'DELETE FROM wished_items WHERE wishlist_id = ?', list.id);
    run(db, 'DELETE FROM wishlists WHERE id = ?', list.id);
  })();
}

export function existingDefaultWishlist(db: DemoDb, userId: number): WishlistRow | undefined {
  return get<WishlistRow>(db, 'SELECT * FROM wishlists WHERE user_id = ? AND is_default = 1 ORDER BY id LIMIT 1', userId);
}

/** The user's default list, created (private, named "Wishlist") when they have none. */
export function defaultWishlist(db: DemoDb, userId: number): WishlistRow {
  const existing = existingDefaultWishlist(db, userId);
  if (existing) return existing;
  return createWishlist(db, userId, { name: DEFAULT_WISHLIST_NAME, is_private: true, is_default: true });
}

const QUANTITY_MESSAGE = 'Quantity has to be greater than 0';

/** Quantity of a wished item: absent means 1; otherwise a whole number from 1. */
function quantityOf(value: unknown, required: boolean): number {
  if (value === undefined || value === null || value === '') {
    if (required) throw new ApiError(422, QUANTITY_MESSAGE, QUANTITY_MESSAGE, { fieldErrors: { quantity: ['must be greater than 0'] } });
    return 1;
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d{1,9}$/.test(text) || Number(text) <= 0) {
    throw new ApiError(422, QUANTITY_MESSAGE, QUANTITY_MESSAGE, { fieldErrors: { quantity: ['must be greater than 0'] } });
  }
  const quantity = Number(text);
  if (quantity > QUANTITY_MAX) throw validationFailed({ quantity: [`must be less than or equal to ${QUANTITY_MAX}`] });
  return quantity;
}

/** A variant id from a request: 422 when absent, 404 when no such variant is sold. */
function variantIdOf(db: DemoDb, value: unknown): number {
  const text = asString(value)?.trim() ?? '';
  if (!text) throw validationFailed({ variant_id: ["can't be blank"] });
  const variant = /^\d{1,15}$/.test(text) ? variantById(db, Number(text)) : undefined;
  if (!variant) throw notFound();
  return variant.id;
}

interface ItemInput {
  variantId: number;
  quantity: number;
}

function itemInput(db: DemoDb, input: Params): ItemInput {
  return { variantId: variantIdOf(db, input.variant_id), quantity: quantityOf(input.quantity, false) };
}

function upsertItem(db: DemoDb, list: WishlistRow, item: ItemInput, now: string): WishedItemRow {
  run(
    db,
    `INSERT INTO wished_items (wishlist_id, variant_id, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (wishlist_id, variant_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
    list.id,
    item.variantId,
    item.quantity,
    now,
    now,
  );
  run(db, 'UPDATE wishlists SET updated_at = ? WHERE id = ?', now, list.id);
  return get<WishedItemRow>(db, 'SELECT * FROM wished_items WHERE wishlist_id = ? AND variant_id = ?', list.id, item.variantId)!;
}

/** add_item: `{variant_id, quantity?}`; a variant already on the list gets the new quantity. */
export function addWishedItem(db: DemoDb, list: WishlistRow, input: Params): WishedItemRow {
  const item = itemInput(db, input);
  return db.transaction(() => upsertItem(db, list, item, nowIso()))();
}

/** add_items: `{wished_items: [{variant_id, quantity?}, …]}`, all or nothing. */
export function addWishedItems(db: DemoDb, list: WishlistRow, params: Params): void {
  const raw = params.wished_items;
  if (!Array.isArray(raw) || raw.length === 0) throw validationFailed({ wished_items: ["can't be blank"] });
  if (raw.length > 100) throw validationFailed({ wished_items: ['is too long (maximum is 100 items)'] });
  const items = raw.map((entry) => itemInput(db, isObject(entry) ? entry : {}));
  db.transaction(() => {
    const now = nowIso();
    for (const item of items) upsertItem(db, list, item, now);
  })();
}

export function wishedItemOf(db: DemoDb, list: WishlistRow, rawId: string | undefined): WishedItemRow {
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  const item = id === null ? undefined : get<WishedItemRow>(db, 'SELECT * FROM wished_items WHERE id = ? AND wishlist_id = ?', id, list.id);
  if (!item) throw notFound();
  return item;
}

export function setWishedItemQuantity(db: DemoDb, list: WishlistRow, item: WishedItemRow, value: unknown): WishedItemRow {
  const quantity = quantityOf(value, true);
  const now = nowIso();
  run(db, 'UPDATE wished_items SET quantity = ?, updated_at = ? WHERE id = ?', quantity, now, item.id);
  run(db, 'UPDATE wishlists SET updated_at = ? WHERE id = ?', now, list.id);
  return get<WishedItemRow>(db, 'SELECT * FROM wished_items WHERE id = ?', item.id)!;
}

export function removeWishedItem(db: DemoDb, list: WishlistRow, item: WishedItemRow): void {
  const now = nowIso();
  run(db, 'DELETE FROM wished_items WHERE id = ?', item.id);
  run(db, 'UPDATE wishlists SET updated_at = ? WHERE id = ?', now, list.id);
}

/** remove_items: `{wished_items_ids: [...]}`; 404 (nothing removed) when any id is not on this list. */
export function removeWishedItems(db: DemoDb, list: WishlistRow, params: Params): void {
  const raw = params.wished_items_ids;
  const ids = Array.isArray(raw) ? raw.map((v) => asString(v)?.trim()) : [];
  if (ids.length === 0) throw validationFailed({ wished_items_ids: ["can't be blank"] });
  const items = ids.map((id) => wishedItemOf(db, list, id));
  db.transaction(() => {
    for (const item of items) removeWishedItem(db, list, item);
  })();
}
