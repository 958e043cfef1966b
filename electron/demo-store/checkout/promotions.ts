/**
 * Promotions with coupon codes: a percentage or a fixed amount off the order's items, some with
 * a minimum item total or a validity period. A code stays on the order once applied and is
 * re-checked on every recalculation; of the codes that are eligible, the one giving the largest
 * discount counts (they do not stack). A discount is spread over the line items in proportion
 * to their amounts, so each line carries its share and is taxed after it.
 */
import { all, get, type DemoDb } from '../db/database.js';
import { displayMoney } from '../jsonapi/money.js';

export interface PromotionRow {
  id: number;
  name: string;
  description: string | null;
  code: string;
  kind: 'percent_off_order' | 'amount_off_order';
  percent: number | null;
  amount_cents: number | null;
  min_item_total_cents: number | null;
  starts_at: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export const COUPON_MESSAGES = {
  unknown: "The coupon code you entered doesn't exist. Please try again.",
  expired: 'The coupon code is expired',
  alreadyApplied: 'The coupon code has already been applied to this order',
  notEligible: 'This coupon code is not eligible for this order',
  betterExists: 'The previously applied coupon code results in a better deal',
  notPresent: 'The coupon code you are trying to remove is not present on this order.',
} as const;

export function promotionByCode(db: DemoDb, code: string): PromotionRow | undefined {
  return get<PromotionRow>(db, 'SELECT * FROM promotions WHERE code = ?', code.trim());
}

/** Promotions whose codes were applied to the order, oldest first. */
export function promotionsOnOrder(db: DemoDb, orderId: number): PromotionRow[] {
  return all<PromotionRow>(
    db,
    `SELECT p.* FROM order_promotions op JOIN promotions p ON p.id = op.promotion_id
     WHERE op.order_id = ? ORDER BY op.created_at, p.id`,
    orderId,
  );
}

function isActive(promotion: PromotionRow, now = Date.now()): boolean {
  if (promotion.starts_at && Date.parse(promotion.starts_at) > now) return false;
  if (promotion.expires_at && Date.parse(promotion.expires_at) <= now) return false;
  return true;
}

/** Why the promotion cannot apply to items worth `itemTotalCents`, or null when it can. */
export function eligibilityError(promotion: PromotionRow, itemTotalCents: number, currency: string, now = Date.now()): string | null {
  if (!isActive(promotion, now)) return COUPON_MESSAGES.expired;
  if (itemTotalCents <= 0) return COUPON_MESSAGES.notEligible;
  if (promotion.min_item_total_cents !== null && itemTotalCents < promotion.min_item_total_cents) {
    return `This coupon code can't be applied to orders less than ${displayMoney(promotion.min_item_total_cents, currency)}.`;
  }
  return null;
}

/** Each line's discount in cents (positive), for line amounts in cents. */
export function lineDiscounts(promotion: PromotionRow, lineAmounts: number[]): number[] {
  const itemTotal = lineAmounts.reduce((sum, a) => sum + a, 0);
  if (itemTotal <= 0) return lineAmounts.map(() => 0);
  if (promotion.kind === 'percent_off_order') {
    const percent = Math.min(Math.max(promotion.percent ?? 0, 0), 100);
    return lineAmounts.map((amount) => Math.round((amount * percent) / 100 + 1e-9));
  }
  const total = Math.min(Math.max(promotion.amount_cents ?? 0, 0), itemTotal);
  let left = total;
  return lineAmounts.map((amount, i) => {
    const share = i === lineAmounts.length - 1 ? left : Math.min(left, Math.floor((total * amount) / itemTotal));
    left -= share;
    return share;
  });
}

export interface ChosenPromotion {
  promotion: PromotionRow;
  /** Per line, positive cents. */
  discounts: number[];
  totalCents: number;
}

/** The eligible promotion with the largest discount (the earliest applied on a tie), or null. */
export function choosePromotion(promotions: PromotionRow[], lineAmounts: number[], currency: string, now = Date.now()): ChosenPromotion | null {
  const itemTotal = lineAmounts.reduce((sum, a) => sum + a, 0);
  let best: ChosenPromotion | null = null;
  for (const promotion of promotions) {
    if (eligibilityError(promotion, itemTotal, currency, now) !== null) continue;
    const discounts = lineDiscounts(promotion, lineAmounts);
    const totalCents = discounts.reduce((sum, d) => sum + d, 0);
    if (totalCents > 0 && (!best || totalCents > best.totalCents)) best = { promotion, discounts, totalCents };
  }
  return best;
}
