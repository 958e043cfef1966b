/**
 * The gift-card product: how the store and the till recognise it. Its variants' SKUs begin with
 * `GIFTCARD-` (one variant per amount: GIFTCARD-25, GIFTCARD-50, GIFTCARD-100). A line of it sells
 * a card (or loads one, when the line names a card's code): the store charges no tax on it, and the
 * till issues or loads the card once the order is complete; reports count it apart from revenue.
 */

/** The SKU prefix of the gift-card product's variants. */
export const GIFT_CARD_SKU_PREFIX = 'GIFTCARD-';

/** The line option that names the card a gift-card line loads (a top-up); without it the line sells a new card. */
export const GIFT_CARD_CODE_OPTION = 'gift_card_code';

/** Whether a variant's SKU is one of the gift-card product's. */
export function isGiftCardSku(sku: string | null | undefined): boolean {
  return typeof sku === 'string' && sku.toUpperCase().startsWith(GIFT_CARD_SKU_PREFIX);
}
