/**
 * Platform API (admin scope), this store's extension: gift cards issued, found by code and loaded
 * again (gift-card-issuing.ts). A card sold at a till names the order line that sold it; asking
 * again for the same line answers the card it already issued or loaded (200), never a second one.
 */
import { notFound } from '../http/api-error.js';
import { asString, dig, isObject } from '../http/params.js';
import { defineResource, pageRequest, related, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { moneyAttributes } from '../jsonapi/money.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import type { RequestContext } from '../http/request-context.js';
import { giftCardById, remainingOf, type GiftCardRow } from './gift-cards.js';
import { giftCardsWithCode, issueGiftCard, loadsOf, topUpGiftCard, type LoadedCard } from './gift-card-issuing.js';

const TAGS = ['Payments'];

const giftCardResource: ResourceDef<GiftCardRow> = defineResource<GiftCardRow>({
  type: 'gift_card',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    code: r.code,
    currency: r.currency,
    ...moneyAttributes('amount', r.amount_cents, r.currency),
    ...moneyAttributes('amount_used', r.amount_used_cents, r.currency),
    ...moneyAttributes('amount_remaining', remainingOf(r), r.currency),
    expires_at: r.expires_at,
    loads: loadsOf(ctx.db, r.id).map((l) => ({
      kind: l.kind,
      ...moneyAttributes('amount', l.amount_cents, r.currency),
      order_number: l.order_number,
      line_item_id: l.line_item_id === null ? null : String(l.line_item_id),
      created_at: timestamp(l.created_at),
    })),
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
  }),
  relationships: {},
});
const def = giftCardResource as ResourceDef<unknown>;

const Load = z.object({
  kind: z.enum(['issue', 'top_up']),
  amount: z.string(),
  display_amount: z.string(),
  order_number: z.string().nullable(),
  line_item_id: z.string().nullable(),
  created_at: z.string(),
});

const PlatformGiftCard = resource(
  'gift_card',
  z.object({
    code: z.string(),
    currency: z.string(),
    amount: z.string().openapi({ description: 'Everything loaded onto the card: its issue and its top-ups.' }),
    display_amount: z.string(),
    amount_used: z.string(),
    display_amount_used: z.string(),
    amount_remaining: z.string(),
    display_amount_remaining: z.string(),
    expires_at: z.string().nullable(),
    loads: z.array(Load).openapi({ description: 'Its issue and each top-up, oldest first, with the order line that sold each.' }),
    ...TIMESTAMPS,
  }),
  z.object({}),
).openapi('PlatformGiftCard', { description: 'A gift card as the store keeps it: its code, its balance and what loaded it.' });

const ORIGINATOR = {
  order_number: z.string().optional().openapi({ description: 'The complete order that sold it (with line_item_id); its amount is then that line’s.' }),
  line_item_id: z.string().optional().openapi({ description: 'The gift-card line of that order. One order line loads one card, once.' }),
};

const GiftCardRequest = z
  .object({
    gift_card: z.object({
      amount: z.union([z.number(), z.string()]).optional().openapi({ description: 'Greater than 0; the order line’s when one is named.', example: 25 }),
      currency: z.string().optional().openapi({ description: "One of the store's currencies (the order's when an order line is named)." }),
      code: z.string().optional().openapi({ description: '4 to 40 letters, digits or dashes, not used before; a new unguessable code when left out.' }),
      ...ORIGINATOR,
    }),
  })
  .openapi('GiftCardRequest');

const GiftCardLoadRequest = z
  .object({
    gift_card_load: z.object({
      amount: z.union([z.number(), z.string()]).optional().openapi({ description: 'Greater than 0; the order line’s when one is named.', example: 25 }),
      ...ORIGINATOR,
    }),
  })
  .openapi('GiftCardLoadRequest');

const DOCUMENT = singleAnswer('PlatformGiftCardDocument', PlatformGiftCard, 'A gift card.');

function cardAt(ctx: RequestContext): GiftCardRow {
  const id = ctx.pathParams.id!;
  const card = /^\d{1,15}$/.test(id) ? giftCardById(ctx.db, Number(id)) : undefined;
  if (!card) throw notFound();
  return card;
}

const answered = (ctx: RequestContext, loaded: LoadedCard) => sendDocument(ctx, def, related(giftCardResource, loaded.card), loaded.created ? 201 : 200);

export const GIFT_CARD_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/gift_cards',
    operationId: 'listGiftCards',
    tags: TAGS,
    summary: 'Gift cards, found by code',
    query: z.object({ 'filter[code]': queryText('A card’s code (whatever its case): the one card with it, or none.').optional() }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('PlatformGiftCardList', PlatformGiftCard, 'The cards found.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const code = asString(dig(ctx.params, 'filter', 'code'))?.trim() ?? '';
      const rows = code ? giftCardsWithCode(ctx.db, code) : [];
      return sendList(ctx, def, relatedList(giftCardResource, rows.slice(page.offset, page.offset + page.perPage)), page, rows.length);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/gift_cards/:id',
    operationId: 'getGiftCard',
    tags: TAGS,
    summary: 'A gift card by id',
    pathParams: ID_IN_PATH,
    answers: { 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, def, related(giftCardResource, cardAt(ctx))),
  }),
  declareRoute({
    method: 'post',
    path: '/gift_cards',
    operationId: 'createGiftCard',
    tags: TAGS,
    summary: 'Issue a gift card',
    description:
      'A card sold on an order names its line: the order must be complete and the line one of the gift-card product, and the ' +
      'amount is the line’s. The same order line asked again answers the card it issued (200). A bad amount, currency, code or line is a 422.',
    body: { schema: GiftCardRequest },
    answers: { 201: DOCUMENT, 200: DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const input = isObject(ctx.params.gift_card) ? ctx.params.gift_card : {};
      return answered(ctx, issueGiftCard(ctx.db, input, ctx.store.supported_currencies.split(','), ctx.store.default_currency));
    },
  }),
  declareRoute({
    method: 'post',
    path: '/gift_cards/:id/loads',
    operationId: 'loadGiftCard',
    tags: TAGS,
    summary: 'Load more onto a gift card (a top-up)',
    description:
      'One transaction: the balance grows by the amount and the load is recorded. The same order line asked again answers the card as ' +
      'it is (200), loaded once; an expired card, a bad amount or a line that loaded another card is a 422.',
    pathParams: ID_IN_PATH,
    body: { schema: GiftCardLoadRequest },
    answers: { 201: DOCUMENT, 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const card = cardAt(ctx);
      const input = isObject(ctx.params.gift_card_load) ? ctx.params.gift_card_load : {};
      return answered(ctx, ctx.db.transaction(() => topUpGiftCard(ctx.db, card, input))());
    },
  }),
];
