/**
 * The cart of a sale taken offline, in the shape the store's carts have, so the counter shows and
 * checks it out as it does any other: its lines at the local catalog's last known prices, the tax
 * estimated at the store's last observed rate, one pickup "shipment" (the customer takes the goods
 * at the counter) and no payments yet. Pure; amounts in exact cents.
 */
import { fromCents, toCents } from '../money.js';
import { moneyWords } from '../money.js';
import { estimatedTaxCents } from './offline-tax.js';
import { offlineDiscountCents, type OfflineDiscount } from './offline-discounts.js';
import type { Cart, LineItem } from '../storefront/types/types.js';

/** What the till keeps of a line of an offline sale. */
interface OfflineCartLine {
  id: string;
  variantId: string;
  name: string;
  slug: string | null;
  sku: string | null;
  optionsText: string;
  quantity: number;
  /** The local catalog's last known price (decimal string). */
  unitPrice: string;
  customOptions?: Record<string, string>;
}

/** The offline sale in progress as the till keeps it (in its settings, so a restart keeps it). */
export interface OfflineCartRecord {
  ref: string;
  currency: string;
  /** The tax rate it is estimated at (kept for the sale, so a rate observed meanwhile does not change it), or null. */
  taxRate: string | null;
  startedAt: string;
  lines: OfflineCartLine[];
  /** The discounts given on it (within the role's limit of the person on the till, or approved by PIN). */
  discounts?: OfflineDiscount[];
}

/** The cart state that marks an offline sale (the store's carts are `cart`, `address`, `delivery`…). */
const OFFLINE_CART_STATE = 'offline';
export const OFFLINE_PICKUP_RATE_ID = 'offline-pickup';

export interface OfflineTotals {
  itemCents: number;
  taxCents: number;
  totalCents: number;
  itemCount: number;
  /** What the discounts take off (positive); the tax is estimated after them, as the store taxes each line. */
  discountCents: number;
}

export function offlineTotals(record: Pick<OfflineCartRecord, 'lines' | 'taxRate' | 'discounts'>): OfflineTotals {
  const itemCents = record.lines.reduce((sum, l) => sum + toCents(l.unitPrice) * l.quantity, 0);
  const discountCents = offlineDiscountCents(record.discounts);
  const taxCents = estimatedTaxCents(itemCents - discountCents, record.taxRate);
  return { itemCents, taxCents, totalCents: itemCents - discountCents + taxCents, itemCount: record.lines.reduce((n, l) => n + l.quantity, 0), discountCents };
}

export function offlineCart(record: OfflineCartRecord): Cart {
  const money = (cents: number) => moneyWords(cents, record.currency);
  const totals = offlineTotals(record);
  const lineItems: LineItem[] = record.lines.map((l) => {
    const cents = toCents(l.unitPrice) * l.quantity;
    const off = offlineDiscountCents(record.discounts, l.id);
    return {
      id: l.id,
      variantId: l.variantId,
      name: l.name,
      slug: l.slug,
      sku: l.sku,
      optionsText: l.optionsText,
      quantity: l.quantity,
      price: fromCents(toCents(l.unitPrice)),
      displayPrice: money(toCents(l.unitPrice)),
      total: fromCents(cents),
      displayTotal: money(cents),
      ...(l.customOptions ? { customOptions: l.customOptions } : {}),
      ...(off > 0 ? { discountTotal: fromCents(-off) } : {}),
    };
  });
  return {
    id: record.ref,
    number: record.ref,
    token: null,
    email: null,
    currency: record.currency,
    state: OFFLINE_CART_STATE,
    paymentState: null,
    shipmentState: null,
    itemCount: totals.itemCount,
    itemTotal: fromCents(totals.itemCents),
    displayItemTotal: money(totals.itemCents),
    shipTotal: '0.00',
    displayShipTotal: money(0),
    taxTotal: fromCents(totals.taxCents),
    displayTaxTotal: money(totals.taxCents),
    promoTotal: '0.00',
    displayPromoTotal: money(0),
    total: fromCents(totals.totalCents),
    displayTotal: money(totals.totalCents),
    completedAt: null,
    updatedAt: null,
    lineItems,
    shipments:
      lineItems.length === 0
        ? []
        : [
            {
              id: OFFLINE_PICKUP_RATE_ID,
              number: record.ref,
              state: 'pending',
              trackingUrl: null,
              shippedAt: null,
              stockLocation: null,
              rates: [
                {
                  id: OFFLINE_PICKUP_RATE_ID,
                  name: 'Picked up in store',
                  shippingMethodId: OFFLINE_PICKUP_RATE_ID,
                  cost: '0.00',
                  displayCost: money(0),
                  selected: true,
                  free: true,
                },
              ],
              selectedRateId: OFFLINE_PICKUP_RATE_ID,
              lineItemIds: lineItems.map((l) => l.id),
              backordered: null,
            },
          ],
    payments: [],
    billAddress: null,
    shipAddress: null,
    promotions: [],
  };
}

/** Whether a cart is an offline sale's (the renderer offers cash only for it). */
export function isOfflineCart(cart: Pick<Cart, 'state'> | null | undefined): boolean {
  return cart?.state === OFFLINE_CART_STATE;
}
