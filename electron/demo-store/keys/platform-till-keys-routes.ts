/**
 * Platform API (admin scope): the operator registers a till's Ed25519 public key with a name,
 * lists and shows the registered keys, and revokes one (`DELETE`: soft, the key is listed with
 * `revoked_at` and its signatures are refused from then on).
 */
import { notFound } from '../http/api-error.js';
import { defineResource, pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { RequestContext } from '../http/request-context.js';
import { publicJwkOf, registerTillKey, revokeTillKey, tillKeyById, tillKeysPage, type TillKeyRow } from './till-keys.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { dateTime, resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import type { Params } from '../http/params.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

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

const Ed25519PublicJwk = z
  .strictObject({
    kty: z.enum(['OKP']),
    crv: z.enum(['Ed25519']),
    x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .openapi('Ed25519PublicJwk');

const TillKey = resource(
  'till_key',
  z.strictObject({
    name: z.string().max(80),
    key_id: z.string().openapi({ description: 'The keyid a signature names (RFC 7638 thumbprint of public_jwk, base64url).' }),
    public_jwk: Ed25519PublicJwk,
    active: z.boolean(),
    created_at: dateTime(),
    revoked_at: dateTime().nullable(),
  }),
  z.object({}),
).openapi('TillKey', { description: "A till's Ed25519 public key." });

const TillKeyRequest = z
  .object({
    till_key: z.object({
      name: z.string().max(80),
      public_jwk: Ed25519PublicJwk,
    }),
  })
  .openapi('TillKeyRequest');

const TILL_KEY_LIST = listAnswer('TillKeyList', TillKey, 'A page of till keys.');
const TILL_KEY_DOCUMENT = singleAnswer('TillKeyDocument', TillKey, 'A till key.');
const TAGS = ['Till keys'];

function tillKey(ctx: RequestContext): TillKeyRow {
  const row = tillKeyById(ctx.db, ctx.pathParams.id!);
  if (!row) throw notFound();
  return row;
}

export const TILL_KEY_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/till_keys',
    operationId: 'listTillKeys',
    tags: TAGS,
    summary: 'Registered till keys, in id order (revoked ones too)',
    description:
      'A request signed per RFC 9421 (Ed25519; Signature-Input and Signature covering @method, @target-uri and, with a body, ' +
      'content-digest (RFC 9530); parameters created, expires at most 300 s later, keyid, optionally alg="ed25519" and nonce) with an ' +
      'active key listed here is authenticated as that till and has its own rate-limit bucket (the same limit, counted apart from its ' +
      'address). A signature that fails a check is a 401 whose signature_error names it (malformed, missing_parameter, ' +
      'unsupported_algorithm, missing_component, not_yet_valid, expired, window_too_long, unknown_key, bad_signature, ' +
      'content_digest_mismatch, replayed); each signature is accepted once.',
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: TILL_KEY_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const { rows, total } = tillKeysPage(ctx.db, page.perPage, page.offset);
      return sendList(ctx, def, relatedList(tillKeyResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: '/till_keys',
    operationId: 'registerTillKey',
    tags: TAGS,
    summary: "Register a till's public key under a name",
    description:
      'The key id is the key\'s RFC 7638 thumbprint. A key is registered once; a JWK with a private part ("d"), another key ' +
      'type, a small-order point (which would verify a fixed signature for every message), an x that is not the canonical base64url ' +
      'spelling of its 32 bytes, a blank name or a key already registered is a 422 and nothing is saved.',
    body: { schema: TillKeyRequest },
    answers: { 201: TILL_KEY_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) => sendDocument(ctx, def, related(tillKeyResource, registerTillKey(ctx.db, ctx.params.till_key as Params)), 201),
  }),
  declareRoute({
    method: 'get',
    path: '/till_keys/:id',
    operationId: 'getTillKey',
    tags: TAGS,
    summary: 'A till key',
    pathParams: ID_IN_PATH,
    answers: { 200: TILL_KEY_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, def, related(tillKeyResource, tillKey(ctx))),
  }),
  declareRoute({
    method: 'delete',
    path: '/till_keys/:id',
    operationId: 'revokeTillKey',
    tags: TAGS,
    summary: 'Revoke a till key',
    description: 'The key stays listed with revoked_at; its signatures are refused (401 unknown_key) from then on.',
    pathParams: ID_IN_PATH,
    answers: { 204: { description: 'Revoked.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      revokeTillKey(ctx.db, tillKey(ctx));
      return { status: 204 };
    },
  }),
];
