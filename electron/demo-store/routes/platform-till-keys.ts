/**
 * Platform API (admin scope): the operator registers a till's Ed25519 public key with a name,
 * lists and shows the registered keys, and revokes one (`DELETE`: soft, the key is listed with
 * `revoked_at` and its signatures are refused from then on).
 */
import { notFound } from '../api-error.js';
import { defineResource, pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { requireAdmin, type RequestContext } from '../request-context.js';
import { publicJwkOf, registerTillKey, revokeTillKey, tillKeyById, tillKeysPage, type TillKeyRow } from '../till-keys.js';
import type { AreaRoutes } from '../endpoints.js';
import { sendDocument, sendList } from './documents.js';

const tillKeyResource: ResourceDef<TillKeyRow> = defineResource<TillKeyRow>({
  type: 'till_key',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    key_id: r.kid,
    public_jwk: publicJwkOf(r),
    active: r.revoked_at === null,
    created_at: r.created_at,
    revoked_at: r.revoked_at,
  }),
  relationships: {},
});

const def = tillKeyResource as ResourceDef<unknown>;

export function registerTillKeyRoutes(router: AreaRoutes, base: string): void {
  const tillKey = (ctx: RequestContext): TillKeyRow => {
    const row = tillKeyById(ctx.db, ctx.pathParams.id!);
    if (!row) throw notFound();
    return row;
  };
  router.get(`${base}/till_keys`, (ctx) => {
    requireAdmin(ctx);
    const page = pageRequest(ctx.params);
    const { rows, total } = tillKeysPage(ctx.db, page.perPage, page.offset);
    return sendList(ctx, def, relatedList(tillKeyResource, rows), page, total);
  });
  router.post(`${base}/till_keys`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, def, related(tillKeyResource, registerTillKey(ctx.db, ctx.params)), 201);
  });
  router.get(`${base}/till_keys/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, def, related(tillKeyResource, tillKey(ctx)));
  });
  router.delete(`${base}/till_keys/:id`, (ctx) => {
    requireAdmin(ctx);
    revokeTillKey(ctx.db, tillKey(ctx));
    return { status: 204 };
  });
}
