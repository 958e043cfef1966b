/** A store's list read page by page, as a test walks it: one page per step, or every item at once. */
import type { Page } from '../../../shared/storefront/types/types.js';

/** Walks a list from `firstPage` on, one page per step, until the last page (or `maxPages`). */
export async function* eachPage<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  options: { firstPage?: number; maxPages?: number } = {},
): AsyncGenerator<Page<T>> {
  let page: number | null = options.firstPage ?? 1;
  for (let fetched = 0; page !== null && fetched < (options.maxPages ?? Number.POSITIVE_INFINITY); fetched++) {
    const result: Page<T> = await fetchPage(page);
    yield result;
    if (result.items.length === 0) break;
    page = result.nextPage;
  }
}

/** Every item of a list, read page by page (at most `maxPages` requests). */
export async function allItems<T>(fetchPage: (page: number) => Promise<Page<T>>, options: { maxPages?: number } = {}): Promise<T[]> {
  const items: T[] = [];
  for await (const page of eachPage(fetchPage, options)) items.push(...page.items);
  return items;
}
