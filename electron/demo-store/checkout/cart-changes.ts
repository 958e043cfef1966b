/**
 * Changing what is in a cart: add, re-quantify, remove, empty, delete. Every change checks
 * stock (unless the variant is backorderable) and that the product is still sold, and restarts
 * the checkout, as the interface does. Emptying also takes the coupon codes off.
 */
import { ApiError, notFound, validationFailed } from '../http/api-error.js';
import { isDiscontinued, priceOf, productById, stockOf, variantById, variantLabel, variantsOf } from '../catalog/catalog.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { LineItemRow, OrderRow, ProductRow, VariantRow } from '../db/rows.js';
import { mergeLineOptions, type LineOptions } from './line-item-options.js';
import { nowIso, restartCheckout } from '../orders/orders.js';
import { dropLineAdjustments, lineAmountAfterAdjustments } from '../orders/adjustments.js';

const MAX_LINE_QUANTITY = 10_000;

function checkQuantity(quantity: number | undefined): number {
  if (quantity === undefined || !Number.isInteger(quantity) || quantity <= 0) {
    throw new ApiError(422, 'Quantity has to be greater than 0', 'Quantity has to be greater than 0', {
      fieldErrors: { quantity: ['must be greater than 0'] },
    });
  }
  if (quantity > MAX_LINE_QUANTITY) {
    throw validationFailed({ quantity: [`must be less than or equal to ${MAX_LINE_QUANTITY}`] });
  }
  return quantity;
}

function checkStock(db: DemoDb, variantId: number, quantity: number): void {
  const stock = stockOf(db, variantId);
  if (stock.backorderable || stock.countOnHand >= quantity) return;
  const label = variantLabel(db, variantById(db, variantId)!);
  const sentence = `Quantity selected of "${label}" is not available.`;
  throw new ApiError(422, sentence, sentence, { fieldErrors: { quantity: ['is not available'] } });
}

/** 422 when the variant's product or the variant itself is discontinued. */
function checkStillSold(db: DemoDb, variant: VariantRow, product: ProductRow): void {
  if (isDiscontinued(product.discontinue_on) || isDiscontinued(variant.discontinue_on)) {
    const sentence = `${variantLabel(db, variant)} is no longer available`;
    throw new ApiError(422, sentence, sentence, { fieldErrors: { base: [sentence] } });
  }
}

export function addItem(
  db: DemoDb,
  order: OrderRow,
  input: {
    variantId: string;
    quantity: number | undefined;
    publicMetadata?: Record<string, unknown>;
    privateMetadata?: Record<string, unknown>;
    /** Checked custom options; on a line already in the cart they replace the ones it had. */
    options?: LineOptions;
  },
): OrderRow {
  const quantity = checkQuantity(input.quantity);
  const variant = /^\d{1,15}$/.test(input.variantId) ? variantById(db, Number(input.variantId)) : undefined;
  if (!variant) throw notFound();
  const product = productById(db, variant.product_id);
  if (!product || product.status !== 'active') throw notFound();
  const label = variantLabel(db, variant);
  checkStillSold(db, variant, product);
  if (variant.is_master === 1 && variantsOf(db, product.id).length > 0) {
    const sentence = `${label} has variants: add one of them`;
    throw new ApiError(422, sentence, sentence, { fieldErrors: { variant_id: ['is a master variant of a product with variants'] } });
  }
  const price = priceOf(db, variant.id, order.currency);
  if (!price) {
    const sentence = `${label} is not available in ${order.currency}`;
    throw new ApiError(422, sentence, sentence, { fieldErrors: { base: [sentence] } });
  }
  const existing = get<LineItemRow>(db, 'SELECT * FROM line_items WHERE order_id = ? AND variant_id = ?', order.id, variant.id);
  const newQuantity = checkQuantity((existing?.quantity ?? 0) + quantity);
  checkStock(db, variant.id, newQuantity);
  const now = nowIso();
  if (existing) {
    run(
      db,
      'UPDATE line_items SET quantity = ?, price_cents = ?, options = ?, updated_at = ? WHERE id = ?',
      newQuantity,
      price.amountCents,
      mergeLineOptions(existing.options, input.options ?? {}),
      now,
      existing.id,
    );
  } else {
    run(
      db,
      `INSERT INTO line_items (order_id, variant_id, quantity, price_cents, currency, public_metadata, private_metadata, options, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      order.id,
      variant.id,
      newQuantity,
      price.amountCents,
      order.currency,
      JSON.stringify(input.publicMetadata ?? {}),
      JSON.stringify(input.privateMetadata ?? {}),
      mergeLineOptions('{}', input.options ?? {}),
      now,
      now,
    );
  }
  return restartCheckout(db, order.id);
}

function lineItemOf(db: DemoDb, order: OrderRow, lineItemId: string): LineItemRow {
  const item = /^\d{1,15}$/.test(lineItemId)
    ? get<LineItemRow>(db, 'SELECT * FROM line_items WHERE id = ? AND order_id = ?', Number(lineItemId), order.id)
    : undefined;
  if (!item) throw notFound();
  return item;
}

export function setQuantity(db: DemoDb, order: OrderRow, lineItemId: string, quantity: number | undefined): OrderRow {
  const item = lineItemOf(db, order, lineItemId);
  const wanted = checkQuantity(quantity);
  if (wanted > item.quantity) {
    const variant = variantById(db, item.variant_id);
    const product = variant ? productById(db, variant.product_id) : undefined;
    if (!variant || !product) throw notFound();
    checkStillSold(db, variant, product);
    checkStock(db, item.variant_id, wanted);
  }
  if (item.manual_adjustment_total_cents < 0 && lineAmountAfterAdjustments({ ...item, quantity: wanted }) < 0) {
    const sentence = `The line's adjustments (${(item.manual_adjustment_total_cents / 100).toFixed(2)}) would take it below zero at ${wanted}: remove them first`;
    throw new ApiError(422, sentence, sentence, { fieldErrors: { quantity: ['would take the line below zero after its adjustments'] } });
  }
  run(db, 'UPDATE line_items SET quantity = ?, updated_at = ? WHERE id = ?', wanted, nowIso(), item.id);
  return restartCheckout(db, order.id);
}

export function removeLineItem(db: DemoDb, order: OrderRow, lineItemId: string): OrderRow {
  const item = lineItemOf(db, order, lineItemId);
  run(db, 'DELETE FROM shipment_items WHERE line_item_id = ?', item.id);
  dropLineAdjustments(db, item);
  run(db, 'DELETE FROM line_items WHERE id = ?', item.id);
  return restartCheckout(db, order.id);
}

export function emptyCart(db: DemoDb, order: OrderRow): OrderRow {
  run(db, 'DELETE FROM shipment_items WHERE line_item_id IN (SELECT id FROM line_items WHERE order_id = ?)', order.id);
  run(db, 'DELETE FROM line_items WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM order_promotions WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM adjustments WHERE order_id = ?', order.id);
  run(db, 'UPDATE orders SET manual_adjustment_total_cents = 0 WHERE id = ?', order.id);
  return restartCheckout(db, order.id);
}

/** Deletes an unfinished order with everything in it: shipments cancelled and payments voided first. */
export function destroyCart(db: DemoDb, order: OrderRow): void {
  run(db, "UPDATE shipments SET state = 'canceled' WHERE order_id = ?", order.id);
  run(db, "UPDATE payments SET state = 'void' WHERE order_id = ? AND state != 'completed'", order.id);
  run(db, 'DELETE FROM order_promotions WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM shipping_rates WHERE shipment_id IN (SELECT id FROM shipments WHERE order_id = ?)', order.id);
  run(db, 'DELETE FROM shipment_items WHERE shipment_id IN (SELECT id FROM shipments WHERE order_id = ?)', order.id);
  run(db, 'DELETE FROM shipments WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM payments WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM line_items WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM adjustments WHERE order_id = ?', order.id);
  run(db, 'DELETE FROM orders WHERE id = ?', order.id);
}
