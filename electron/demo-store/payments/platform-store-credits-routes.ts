/**
 * Platform API (admin scope): store credits created as Spree's Platform API documents it (`POST
 * /store_credits` with `store_credit: {user_id, amount, currency, memo, …}`), e.g. to give a
 * customer credit for a return without a receipt. `category_id`, `type_id`, `created_by_id` and
 * `store_id` are taken and not kept (this store has one category, one type, one store).
 */
import { hasErrors, validationFailed, type FieldErrors } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import { asString, isObject, type Params } from '../http/params.js';
import { defineResource, related, relatedOrNull, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { moneyAttributes, parseAmountToCents } from '../jsonapi/money.js';
import { nowIso } from '../orders/orders.js';
import { userResource } from '../orders/orders-serializer.js';
import { errorAnswers, singleAnswer } from '../openapi/answers.js';
import { ToOne } from '../openapi/schemas/components.js';
import { resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument } from '../http/documents-routes.js';
import type { UserRow } from '../db/rows.js';
import type { StoreCreditRow } from './store-credit.js';

const storeCreditResource: ResourceDef<StoreCreditRow> = defineResource<StoreCreditRow>({
  type: 'store_credit',
  id: (r) => r.id,
  attributes: (r) => ({
    ...moneyAttributes('amount', r.amount_cents, r.currency),
    ...moneyAttributes('amount_used', r.amount_used_cents, r.currency),
    memo: r.memo,
    currency: r.currency,
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
  }),
  relationships: {
    user: {
      target: () => userResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(userResource, get<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = ?', r.user_id)),
    },
  },
});

const StoreCredit = resource(
  'store_credit',
  z.object({
    amount: z.string(),
    display_amount: z.string(),
    amount_used: z.string(),
    display_amount_used: z.string(),
    memo: z.string().nullable(),
    currency: z.string(),
    ...TIMESTAMPS,
  }),
  z.object({ user: ToOne }),
).openapi('PlatformStoreCredit', { description: 'Money a customer holds with the store, as the Platform API gives it.' });

const StoreCreditRequest = z
  .object({
    store_credit: z.object({
      user_id: z.string(),
      amount: z.number().openapi({ description: 'Greater than 0.', example: 25 }),
      currency: z.string().optional().openapi({ description: "One of the store's currencies; its default when left out." }),
      memo: z.string().max(1000).optional(),
      category_id: z.string().optional(),
      type_id: z.string().optional(),
      created_by_id: z.string().optional(),
      store_id: z.string().optional(),
    }),
  })
  .openapi('StoreCreditRequest');

function createStoreCredit(db: DemoDb, input: Params, currencies: readonly string[], defaultCurrency: string): StoreCreditRow {
  const errors: FieldErrors = {};
  const userKey = asString(input.user_id)?.trim() ?? '';
  const user = /^\d{1,15}$/.test(userKey) ? get<{ id: number }>(db, 'SELECT id FROM users WHERE id = ?', Number(userKey)) : undefined;
  if (!user) errors.user = [userKey ? `${userKey} is not a customer` : "can't be blank"];
  const cents = typeof input.amount === 'number' ? parseAmountToCents(input.amount) : null;
  if (cents === null || cents <= 0) errors.amount = ['must be greater than 0'];
  const currency = asString(input.currency)?.trim().toUpperCase() || defaultCurrency;
  if (!currencies.includes(currency)) errors.currency = [`must be one of: ${currencies.join(', ')}`];
  const memo = asString(input.memo)?.trim() || null;
  if (memo && memo.length > 1000) errors.memo = ['is too long (maximum is 1000 characters)'];
  if (hasErrors(errors) || !user || cents === null) throw validationFailed(errors);
  const now = nowIso();
  const id = run(
    db,
    'INSERT INTO store_credits (user_id, currency, amount_cents, amount_used_cents, memo, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
    user.id,
    currency,
    cents,
    memo,
    now,
    now,
  ).lastInsertRowid;
  return get<StoreCreditRow>(db, 'SELECT * FROM store_credits WHERE id = ?', Number(id))!;
}

export const STORE_CREDIT_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'post',
    path: '/store_credits',
    operationId: 'createStoreCredit',
    tags: ['Payments'],
    summary: 'Give a customer store credit',
    description: 'An unknown user, an amount not above 0 or a currency the store does not sell in is a 422 naming each field.',
    body: { schema: StoreCreditRequest },
    answers: { 201: singleAnswer('StoreCreditDocument', StoreCredit, 'A store credit.'), ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) => {
      const input = isObject(ctx.params.store_credit) ? ctx.params.store_credit : {};
      const created = createStoreCredit(ctx.db, input, ctx.store.supported_currencies.split(','), ctx.store.default_currency);
      return sendDocument(ctx, storeCreditResource as ResourceDef<unknown>, related(storeCreditResource, created), 201);
    },
  }),
];
