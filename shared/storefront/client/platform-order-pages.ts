/**
 * Every order a Platform query matches, page after page (100 per request, the most the API
 * gives), up to a cap so one read never takes the store's whole budget. Answers how many requests
 * it cost and whether it stopped at the cap.
 */
import type { RequestContext } from '../types/client-types.js';
import type { PlatformClient, PlatformOrderQuery } from './platform-client.js';
import type { OrderWithChannel } from '../types/platform-types.js';

export const PLATFORM_PAGE_SIZE = 100;
/**
 * 30 pages: 3,000 orders. At tracking priority the counter keeps its own share of the budget
 * whatever happens; a read this long still takes half a minute's budget from order tracking.
 */
const MAX_PLATFORM_PAGES = 30;

export interface PlatformOrderPages {
  orders: OrderWithChannel[];
  requests: number;
  /** False when the cap was reached before the last page. */
  complete: boolean;
}

export async function everyPlatformOrder(
  client: PlatformClient,
  accessToken: string,
  query: Omit<PlatformOrderQuery, 'page' | 'perPage'>,
  ctx?: RequestContext,
  maxPages = MAX_PLATFORM_PAGES,
): Promise<PlatformOrderPages> {
  const orders: OrderWithChannel[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await client.orders(accessToken, { ...query, page, perPage: PLATFORM_PAGE_SIZE }, ctx);
    orders.push(...answer.items);
    if (!answer.nextPage || answer.items.length === 0) return { orders, requests: page, complete: true };
  }
  return { orders, requests: maxPages, complete: false };
}
