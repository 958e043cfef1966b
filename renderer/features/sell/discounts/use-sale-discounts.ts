/**
 * The discounts the store keeps for a cart or a placed order, read when it shows a line the store
 * discounted (and again when those lines change): their reasons are shown beside the amounts.
 */
import { useEffect } from 'react';
import type { SaleCart, SaleDiscount } from '../../../../shared/bridge/bridge.js';
import { useDiscounts } from './discounts.js';

const NONE: readonly SaleDiscount[] = [];

export function useSaleDiscounts(order: Pick<SaleCart, 'number' | 'lineItems'> | null, current = true): readonly SaleDiscount[] {
  const number = order?.number ?? null;
  // What the store's lines say they take off: read the reasons again when it changes.
  const signature = (order?.lineItems ?? []).map((l) => `${l.id}:${l.discountTotal ?? ''}`).join(',');
  const discounted = (order?.lineItems ?? []).some((l) => l.discountTotal);
  useEffect(() => {
    if (number && discounted) void useDiscounts.getState().load(number, current);
  }, [number, signature, discounted, current]);
  return useDiscounts((s) => (number ? (s.byOrder[number] ?? NONE) : NONE));
}
