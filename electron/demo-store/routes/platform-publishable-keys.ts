/**
 * Publishable keys on the Platform API (admin scope): issue one (`POST`, answered 201 with the key
 * whole, the only time it is shown), list and read them without it, and revoke one
 * (`PATCH …/revoke`: from then on every request presenting it is refused with 401).
 */
import { notFound } from '../api-error.js';
import type { AreaRoutes } from '../endpoints.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { issuedKeyResource, publishableKeyResource } from '../publishable-key-resources.js';
import { issuePublishableKey, publishableKeyById, revokePublishableKey, type PublishableKeyRow } from '../publishable-keys.js';
import { requireAdmin, type RequestContext } from '../request-context.js';
import { sendDocument, sendList } from './documents.js';

export function registerPublishableKeyRoutes(router: AreaRoutes, base: string): void {
  const keyOf = (ctx: RequestContext): PublishableKeyRow => {
    const row = publishableKeyById(ctx.db, ctx.pathParams.id!);
    if (!row) throw notFound();
    return row;
  };
  router.get(`${base}/publishable_keys`, (ctx) => {
    requireAdmin(ctx);
    const page = pageRequest(ctx.params);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM publishable_keys').get() as { n: number }).n;
    const rows = ctx.db.prepare('SELECT * FROM publishable_keys ORDER BY id LIMIT ? OFFSET ?').all(page.perPage, page.offset) as PublishableKeyRow[];
    return sendList(ctx, publishableKeyResource as ResourceDef<unknown>, relatedList(publishableKeyResource, rows), page, total);
  });
  router.post(`${base}/publishable_keys`, (ctx) => {
    requireAdmin(ctx);
    const issued = issuePublishableKey(ctx.db, ctx.params);
    return sendDocument(ctx, issuedKeyResource as ResourceDef<unknown>, related(issuedKeyResource, issued), 201);
  });
  router.get(`${base}/publishable_keys/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, publishableKeyResource as ResourceDef<unknown>, related(publishableKeyResource, keyOf(ctx)));
  });
  router.patch(`${base}/publishable_keys/:id/revoke`, (ctx) => {
    requireAdmin(ctx);
    const row = revokePublishableKey(ctx.db, keyOf(ctx));
    return sendDocument(ctx, publishableKeyResource as ResourceDef<unknown>, related(publishableKeyResource, row));
  });
}
