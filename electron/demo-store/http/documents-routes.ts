/** Replies carrying JSON:API documents, with the request's `include` and `fields` applied. */
import type { Reply } from './http-io.js';
import { buildDocument, documentParams, listMetaAndLinks, type PageRequest, type Related, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { RequestContext } from './request-context.js';

export function sendDocument(ctx: RequestContext, def: ResourceDef<unknown>, primary: Related | Related[] | null, status = 200): Reply {
  const { include, fields } = documentParams(ctx.params, def);
  return { status, body: buildDocument(primary, ctx.serialize, { include, fields }) };
}

export function sendList(
  ctx: RequestContext,
  def: ResourceDef<unknown>,
  items: Related[],
  page: PageRequest,
  totalCount: number,
  extraMeta: Record<string, unknown> = {},
): Reply {
  const { include, fields } = documentParams(ctx.params, def);
  const { meta, links } = listMetaAndLinks(ctx.params, page, items.length, totalCount, {
    origin: ctx.origin,
    path: ctx.url.pathname,
    search: ctx.url.search,
  });
  return { status: 200, body: buildDocument(items, ctx.serialize, { include, fields, meta: { ...meta, ...extraMeta }, links }) };
}
