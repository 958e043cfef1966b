/**
 * Platform API (admin scope), this store's extension: the reasons for returns and refunds, listed
 * and created (`refund_reasons`, `return_authorization_reasons`; reasons.ts).
 */
import { createReason, reasonsPage, type ReasonTable } from './reasons.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { isObject } from '../http/params.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { refundReasonResource, returnAuthorizationReasonResource } from './return-resources.js';
import { ReasonRequest, RefundReason, ReturnAuthorizationReason } from './return-schemas.js';
import type { z } from '../openapi/zod.js';

const TAGS = ['Returns'];

interface ReasonKind {
  table: ReasonTable;
  key: 'refund_reason' | 'return_authorization_reason';
  name: string;
  what: string;
  def: ResourceDef<unknown>;
  schema: z.ZodType;
}

const KINDS: readonly ReasonKind[] = [
  {
    table: 'refund_reasons',
    key: 'refund_reason',
    name: 'RefundReason',
    what: 'why money goes back (a refund names one)',
    def: refundReasonResource as ResourceDef<unknown>,
    schema: RefundReason,
  },
  {
    table: 'return_authorization_reasons',
    key: 'return_authorization_reason',
    name: 'ReturnAuthorizationReason',
    what: 'why goods come back (a return authorization names one)',
    def: returnAuthorizationReasonResource as ResourceDef<unknown>,
    schema: ReturnAuthorizationReason,
  },
];

export const REASON_ROUTES: readonly DeclaredRoute[] = KINDS.flatMap(({ table, key, name, what, def, schema }) => [
  declareRoute({
    method: 'get',
    path: `/${table}`,
    operationId: `list${name}s`,
    tags: TAGS,
    summary: `Reasons ${what}, oldest first`,
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer(`${name}List`, schema, 'A page of reasons.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const { rows, total } = reasonsPage(ctx.db, table, page.perPage, page.offset);
      return sendList(ctx, def, relatedList(def, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: `/${table}`,
    operationId: `create${name}`,
    tags: TAGS,
    summary: `Add a reason ${what}`,
    description: 'A blank name, or one already used (whatever its case), is a 422.',
    body: { schema: ReasonRequest(key, `${name}Request`) },
    answers: { 201: singleAnswer(`${name}Document`, schema, 'A reason.'), ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const input = isObject(ctx.params[key]) ? ctx.params[key] : {};
      return sendDocument(ctx, def, related(def, createReason(ctx.db, table, input)), 201);
    },
  }),
]);
