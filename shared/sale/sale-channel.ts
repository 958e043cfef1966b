/**
 * Where a sale was made: this till, another till, or the web store. The store says first: an
 * order completed with a registered till's signature carries `channel` `pos` and that till's id,
 * any other `spree` (the web). This till's own ids at the store are the ids on the orders its
 * journal holds, so a signed sale of this till is its own even when the journal no longer has it.
 * Where the store names no till (an unsigned sale, or an order with no channel), the journal
 * tells this till's sales from the rest. One rule for the orders board and the reports.
 */
export type SaleChannel = 'this_till' | 'other_tills' | 'web';

/** The channels as a report names them. */
export const SALE_CHANNEL_NAMES: Readonly<Record<SaleChannel, string>> = { this_till: 'This till', other_tills: 'Other tills', web: 'Web' };

/** What an order says of where it was placed (the Platform API's `channel` and `till_id`). */
interface PlacedThrough {
  number: string;
  channel: string | null;
  tillId: string | null;
}

/** This till as the store knows it: the orders its journal holds, and the till ids the store put on them. */
export interface ThisTill {
  soldHere(number: string): boolean;
  ids: ReadonlySet<string>;
}

export function thisTill(orders: readonly PlacedThrough[], soldHere: (number: string) => boolean): ThisTill {
  const ids = new Set<string>();
  for (const o of orders) if (o.channel === 'pos' && o.tillId && soldHere(o.number)) ids.add(o.tillId);
  return { soldHere, ids };
}

export function saleChannelOf(order: PlacedThrough, till: ThisTill): SaleChannel {
  if (order.channel === 'pos' && order.tillId) return till.ids.has(order.tillId) ? 'this_till' : 'other_tills';
  if (till.soldHere(order.number)) return 'this_till';
  return order.channel === 'pos' ? 'other_tills' : 'web';
}
