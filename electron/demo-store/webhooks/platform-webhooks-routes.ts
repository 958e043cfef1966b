/**
 * Platform API (admin scope): webhook subscribers (list, create, read, change, delete) and their
 * delivery attempts, newest first.
 */
import { notFound } from '../http/api-error.js';
import { all } from '../db/database.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ToOne } from '../openapi/schemas/components.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryFlag, queryList, queryText } from '../openapi/query.js';
import { resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { asString, isObject, type Params } from '../http/params.js';
import type { RequestContext } from '../http/request-context.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { deliveryResource, newSubscriberResource, subscriberResource, type DeliveryRow } from './resources.js';
import { createSubscriber, deleteSubscriber, subscriberById, updateSubscriber, type SubscriberRow, WEBHOOK_EVENTS } from './subscribers.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const subscriberAttributes = {
  url: z.string().openapi({
    description: 'Where events are POSTed (http or https, to a public address; loopback too while the store runs on loopback).',
    format: 'uri',
  }),
  active: z.boolean().openapi({ description: 'Whether deliveries are on.' }),
  subscriptions: z.array(z.string()).openapi({ description: 'Event names, * for every event, or <prefix>.* (order.*); empty means every event.' }),
  ...TIMESTAMPS,
};

const subscriberOf = (attributes: z.ZodObject) => resource('subscriber', attributes, z.object({}));

const WebhookSubscriber = subscriberOf(z.strictObject(subscriberAttributes)).openapi('WebhookSubscriber', {
  description: 'A webhook subscriber; its secret is never shown again after it is created.',
});

const NewWebhookSubscriber = subscriberOf(
  z.strictObject({
    ...subscriberAttributes,
    secret_key: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .openapi({ description: 'The key of the HMAC-SHA256 signatures; keep it, it is not shown again.' }),
  }),
).openapi('NewWebhookSubscriber', { description: 'A webhook subscriber as created, with its signing secret.' });

const WebhookEvent = resource(
  'event',
  z.object({
    name: z.enum(WEBHOOK_EVENTS),
    event_id: z.string().openapi({ description: 'The same on every attempt of one event (the X-Shop-Webhook-Id header).' }),
    url: z.string().openapi({ description: 'The URL the attempt went to.' }),
    attempt: z.number().int().min(1).max(4),
    response_code: z.string().nullable().openapi({ description: 'The HTTP status the subscriber answered; null when there was no answer.' }),
    success: z.boolean().openapi({ description: 'A 2xx answer.' }),
    request_errors: z.string().openapi({
      description:
        "Why the attempt failed, in the store's words (empty on success), such as answered 503, no answer within 5000 ms, " +
        "the connection failed, or why it was not sent; never the remote's error text.",
    }),
    execution_time: z.number().int().min(0).openapi({ description: 'Milliseconds the attempt took.' }),
    ...TIMESTAMPS,
  }),
  z.object({ subscriber: ToOne }),
).openapi('WebhookEvent', { description: 'One delivery attempt of one event to one subscriber.' });

const WebhookSubscriberRequest = z
  .object({
    subscriber: z
      .object({
        url: z.string().max(2048).openapi({ format: 'uri' }).optional(),
        subscriptions: z
          .array(z.string().openapi({ example: 'order.*' }))
          .max(50)
          .openapi({
            description:
              'Of [order.created, order.status_changed, order.approved, order.canceled, order.resumed, shipment.shipped, ' +
              'shipment.delivered, shipment.canceled, shipment.resumed, payment.voided], * or <prefix>.*.',
          })
          .optional(),
        active: z.boolean().optional(),
      })
      .openapi({
        description:
          'On creation url is required. Field errors (a URL that is not http or https, carries a user name or password, or points ' +
          'at a private, link-local, shared, unspecified, multicast or reserved address in any spelling, or at loopback when the store does ' +
          'not run on loopback; an unknown event; more than 50 subscriptions) are a 422 and nothing is saved.',
      }),
  })
  .openapi('WebhookSubscriberRequest');

const SUBSCRIBER_LIST = listAnswer('WebhookSubscriberList', WebhookSubscriber, 'A page of webhook subscribers.');
const SUBSCRIBER_DOCUMENT = singleAnswer('WebhookSubscriberDocument', WebhookSubscriber, 'A webhook subscriber (without its secret).');
const NEW_SUBSCRIBER_DOCUMENT = singleAnswer('NewWebhookSubscriberDocument', NewWebhookSubscriber, 'The subscriber just created, with its secret.');
const EVENT_LIST = listAnswer('WebhookEventList', WebhookEvent, 'A page of delivery attempts.');
const TAGS = ['Webhooks'];
const URL_PART = queryText('Part of the URL, any case.').optional();

const subscriberDef = subscriberResource as ResourceDef<unknown>;

function subscriber(ctx: RequestContext): SubscriberRow {
  const row = subscriberById(ctx.db, ctx.pathParams.id!);
  if (!row) throw notFound();
  return row;
}

/** `WHERE …` of the conditions that are given, with their arguments. */
function whereOf(conditions: readonly (readonly [string, unknown] | null)[]): { clause: string; args: unknown[] } {
  const given = conditions.filter((c): c is readonly [string, unknown] => c !== null);
  return { clause: given.length > 0 ? `WHERE ${given.map(([sql]) => sql).join(' AND ')}` : '', args: given.map(([, arg]) => arg) };
}

const flagCondition = (column: string, value: unknown) => {
  const flag = asString(value);
  return flag === 'true' || flag === 'false' ? ([`${column} = ?`, flag === 'true' ? 1 : 0] as const) : null;
};

const urlCondition = (value: unknown) => {
  const part = asString(value);
  return part ? (['instr(lower(url), lower(?)) > 0', part] as const) : null;
};

export const WEBHOOK_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/webhooks/subscribers',
    operationId: 'listWebhookSubscribers',
    tags: TAGS,
    summary: 'Webhook subscribers, in id order',
    description:
      'Subscribers receive signed HTTP POSTs, sent after the request that caused the event has been answered. The body is JSON ' +
      '{event, timestamp, resource, signature}; the signature header is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> made ' +
      "with the subscriber's secret_key, with t the time of that attempt; receivers reject bodies whose signature does not match or whose " +
      't is over 5 minutes old. X-Shop-Webhook-Event names the event, X-Shop-Webhook-Id is the same on every attempt of one event and ' +
      'X-Shop-Webhook-Attempt counts them. A 2xx answer is a success; anything else (a redirect, which is not followed, no answer within ' +
      '5 s, a refused connection) is tried again after 1 s, 5 s and 25 s. The host name is resolved once per attempt and the POST goes to ' +
      'the address checked; when any address it resolves to is private, link-local, shared, unspecified, multicast or reserved (loopback ' +
      'is allowed while the store runs on loopback), nothing is sent and the attempt is recorded once, not tried again.',
    query: z.object({ 'filter[active_eq]': queryFlag().optional(), 'filter[url_cont]': URL_PART }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: SUBSCRIBER_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
      const { clause, args } = whereOf([flagCondition('active', filter.active_eq), urlCondition(filter.url_cont)]);
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM webhook_subscribers ${clause}`).get(...args) as { n: number }).n;
      const rows = all<SubscriberRow>(ctx.db, `SELECT * FROM webhook_subscribers ${clause} ORDER BY id LIMIT ? OFFSET ?`, ...args, page.perPage, page.offset);
      return sendList(ctx, subscriberDef, relatedList(subscriberResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: '/webhooks/subscribers',
    operationId: 'createWebhookSubscriber',
    tags: TAGS,
    summary: 'Subscribe a delivery URL to events',
    description:
      'url is required. subscriptions defaults to ["*"]; active defaults to false. The answer is the only one that shows the ' + "subscriber's secret_key.",
    body: { schema: WebhookSubscriberRequest },
    answers: { 201: NEW_SUBSCRIBER_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) => {
      const row = createSubscriber(ctx.db, ctx.params.subscriber as Params);
      return sendDocument(ctx, newSubscriberResource as ResourceDef<unknown>, related(newSubscriberResource, row), 201);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/webhooks/subscribers/:id',
    operationId: 'getWebhookSubscriber',
    tags: TAGS,
    summary: 'A webhook subscriber',
    pathParams: ID_IN_PATH,
    answers: { 200: SUBSCRIBER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, subscriberDef, related(subscriberResource, subscriber(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/webhooks/subscribers/:id',
    operationId: 'updateWebhookSubscriber',
    tags: TAGS,
    summary: "Change a subscriber's URL, events or state",
    description: 'Only the members sent change. A subscriber switched off gets no more attempts, not even the retries already planned.',
    pathParams: ID_IN_PATH,
    body: { schema: WebhookSubscriberRequest },
    answers: { 200: SUBSCRIBER_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const row = updateSubscriber(ctx.db, subscriber(ctx), ctx.params.subscriber as Params);
      return sendDocument(ctx, subscriberDef, related(subscriberResource, row));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/webhooks/subscribers/:id',
    operationId: 'deleteWebhookSubscriber',
    tags: TAGS,
    summary: 'Stop deliveries to a subscriber and forget it',
    pathParams: ID_IN_PATH,
    answers: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      deleteSubscriber(ctx.db, subscriber(ctx));
      return { status: 204 };
    },
  }),
  declareRoute({
    method: 'get',
    path: '/webhooks/events',
    operationId: 'listWebhookEvents',
    tags: TAGS,
    summary: 'Delivery attempts, newest first',
    description: 'One record per attempt of one event to one subscriber; the newest 1,000 are kept.',
    query: z.object({
      'filter[name_eq]': queryText('An event name.').optional(),
      'filter[success_eq]': queryFlag().optional(),
      'filter[response_code_eq]': queryText('The HTTP status the subscriber answered.').optional(),
      'filter[subscriber_id_eq]': queryText().optional(),
      'filter[event_id_eq]': queryText("The event's id (the X-Shop-Webhook-Id header), the same on every attempt.").optional(),
      'filter[url_cont]': URL_PART,
      include: queryList('string', 'subscriber').optional(),
    }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: EVENT_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
      const equal = (column: string, value: unknown) => {
        const text = asString(value);
        return text ? ([`${column} = ?`, text] as const) : null;
      };
      const { clause, args } = whereOf([
        equal('name', filter.name_eq),
        equal('response_code', filter.response_code_eq),
        equal('subscriber_id', filter.subscriber_id_eq),
        equal('event_id', filter.event_id_eq),
        flagCondition('success', filter.success_eq),
        urlCondition(filter.url_cont),
      ]);
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries ${clause}`).get(...args) as { n: number }).n;
      const rows = all<DeliveryRow>(ctx.db, `SELECT * FROM webhook_deliveries ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, page.perPage, page.offset);
      return sendList(ctx, deliveryResource as ResourceDef<unknown>, relatedList(deliveryResource, rows), page, total);
    },
  }),
];
