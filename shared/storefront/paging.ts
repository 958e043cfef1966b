/**
 * JSON:API lists as pages: `meta` (count, total_count, total_pages) and `links` (self, next,
 * prev, first, last) read and checked, the neighbouring page numbers worked out, and helpers that
 * walk a list page by page.
 */
import { z } from 'zod';
import { attributesOf, countOrNull, textOrNull } from './attributes.js';
import { type Document, type Resource, ResourceIndex } from './jsonapi.js';
import type { Page, PageLinks, PageMeta, StorePage } from './types.js';

const metaSchema = z.object({ count: countOrNull, total_count: countOrNull, total_pages: countOrNull });
const linksSchema = z.object({ self: textOrNull, next: textOrNull, prev: textOrNull, first: textOrNull, last: textOrNull });

/** The `page` parameter of a link, or null. */
export function pageNumberOf(link: string | null | undefined): number | null {
  if (!link) return null;
  try {
    const page = Number(new URL(link, 'http://x').searchParams.get('page'));
    return Number.isInteger(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
}

function asResource(type: string, attributes: Record<string, unknown>): Resource {
  return { id: type, type, attributes, relationships: {} };
}

function readLinks(doc: Document): PageLinks {
  return attributesOf(asResource('links', doc.links), linksSchema);
}

export function readPaging(doc: Document, currentPage: number): { meta: PageMeta; nextPage: number | null } {
  const raw = attributesOf(asResource('meta', doc.meta), metaSchema);
  const itemCount = raw.count ?? (Array.isArray(doc.data) ? doc.data.length : 0);
  const totalPages = raw.total_pages ?? 1;
  const linked = pageNumberOf(typeof doc.links.next === 'string' ? doc.links.next : null);
  // The service's `next` points at the last page when there is none after this one.
  const nextPage = currentPage < totalPages ? (linked && linked > currentPage ? linked : currentPage + 1) : null;
  return { meta: { count: itemCount, totalCount: raw.total_count ?? itemCount, totalPages }, nextPage };
}

/** A list document as a page of mapped items. */
export function readPage<T>(doc: Document, currentPage: number, mapItem: (index: ResourceIndex, resource: Resource) => T): StorePage<T> {
  const index = new ResourceIndex(doc);
  const resources = Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [];
  return {
    items: resources.map((r) => mapItem(index, r)),
    ...readPaging(doc, currentPage),
    page: currentPage,
    prevPage: currentPage > 1 ? currentPage - 1 : null,
    links: readLinks(doc),
  };
}

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
