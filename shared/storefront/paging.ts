/**
 * JSON:API lists as pages: `meta` (count, total_count, total_pages) and `links` (self, next,
 * prev, first, last) read and checked, and the neighbouring page numbers worked out.
 */
import { z } from 'zod';
import { attributesOf, countOrNull, textOrNull } from './map/attributes.js';
import { type Document, type Resource, ResourceIndex } from './map/jsonapi.js';
import type { PageLinks, PageMeta, StorePage } from './types/types.js';

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
