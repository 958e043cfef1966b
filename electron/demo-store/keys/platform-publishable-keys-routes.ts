/**
 * Publishable keys on the Platform API (admin scope): issue one (`POST`, answered 201 with the key
 * whole, the only time it is shown), list and read them without it, and revoke one
 * (`PATCH …/revoke`: from then on every request presenting it is refused with 401).
 */
import { notFound } from '../http/api-error.js';
import { all, get } from '../db/database.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { dateTime, resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import type { Params } from '../http/params.js';
import { issuedKeyResource, publishableKeyResource } from './publishable-key-resources.js';
import { issuePublishableKey, publishableKeyById, revokePublishableKey, type PublishableKeyRow } from './publishable-keys.js';
import type { RequestContext } from '../http/request-context.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const keyAttributes = {
  name: z.string().openapi({ description: 'Whom the key was issued to, as the operator named it.' }),
  token_prefix: z.string().openapi({ description: "The key's first ten characters (pk_ and seven more), to tell keys apart." }),
  created_at: dateTime(),
  revoked_at: dateTime().nullable(),
};

const keyOf = (attributes: z.ZodObject) => resource('publishable_key', attributes, z.object({}));

const PublishableKey = keyOf(z.strictObject(keyAttributes)).openapi('PublishableKey', {
  description: 'A publishable key; the key itself is never shown again after it is issued.',
});

const NewPublishableKey = keyOf(
  z.strictObject({
    ...keyAttributes,
    token: z
      .string()
      .regex(/^pk_[A-Za-z0-9_-]{43}$/)
      .openapi({ description: 'The key, sent as X-Shop-Token; keep it, it is not shown again.' }),
  }),
).openapi('NewPublishableKey', { description: 'A publishable key as issued, with the key.' });

const PublishableKeyRequest = z
  .object({
    publishable_key: z
      .object({ name: z.string().max(100) })
      .openapi({ description: 'A blank name, or one over 100 characters, is a 422 and nothing is issued.' }),
  })
  .openapi('PublishableKeyRequest');

const KEY_LIST = listAnswer('PublishableKeyList', PublishableKey, 'A page of publishable keys (never the keys themselves).');
const KEY_DOCUMENT = singleAnswer('PublishableKeyDocument', PublishableKey, 'A publishable key (without the key itself).');
const NEW_KEY_DOCUMENT = singleAnswer('NewPublishableKeyDocument', NewPublishableKey, 'The key just issued, shown whole this once.');
const TAGS = ['Publishable keys'];

const keyDef = publishableKeyResource as ResourceDef<unknown>;

function keyIn(ctx: RequestContext): PublishableKeyRow {
  const row = publishableKeyById(ctx.db, ctx.pathParams.id!);
  if (!row) throw notFound();
  return row;
}

export const PUBLISHABLE_KEY_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/publishable_keys',
    operationId: 'listPublishableKeys',
    tags: TAGS,
    summary: 'Publishable keys, in id order, without the keys themselves',
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: KEY_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const total = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM publishable_keys')!.n;
      const rows = all<PublishableKeyRow>(ctx.db, 'SELECT * FROM publishable_keys ORDER BY id LIMIT ? OFFSET ?', page.perPage, page.offset);
      return sendList(ctx, keyDef, relatedList(publishableKeyResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: '/publishable_keys',
    operationId: 'createPublishableKey',
    tags: TAGS,
    summary: "Issue a publishable key for one of the store's clients (a till, a kiosk)",
    description:
      'The answer is the only one that shows the key (token); the store keeps only its hash. Clients send it as X-Shop-Token ' +
      'on storefront calls. A key grants nothing a request without one does not get; a presented key that the store did not issue, or ' +
      'revoked, is refused with 401 (error invalid_publishable_key) on every call.',
    body: { schema: PublishableKeyRequest },
    answers: { 201: NEW_KEY_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) => {
      const issued = issuePublishableKey(ctx.db, ctx.params.publishable_key as Params);
      return sendDocument(ctx, issuedKeyResource as ResourceDef<unknown>, related(issuedKeyResource, issued), 201);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/publishable_keys/:id',
    operationId: 'getPublishableKey',
    tags: TAGS,
    summary: 'A publishable key, without the key itself',
    pathParams: ID_IN_PATH,
    answers: { 200: KEY_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, keyDef, related(publishableKeyResource, keyIn(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/publishable_keys/:id/revoke',
    operationId: 'revokePublishableKey',
    tags: TAGS,
    summary: 'Revoke a publishable key',
    description: 'From now on every request presenting it is refused with 401. Revoking a revoked key keeps the first revoked_at.',
    pathParams: ID_IN_PATH,
    answers: { 200: KEY_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, keyDef, related(publishableKeyResource, revokePublishableKey(ctx.db, keyIn(ctx)))),
  }),
];
