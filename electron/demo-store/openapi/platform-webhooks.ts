/**
 * The Platform API's webhook part of its OpenAPI document: subscribers (where and which events
 * are POSTed) and the record of delivery attempts. Paths are indented for `paths`, responses for
 * `components.responses`, schemas for `components.schemas`.
 */
import { errorResponses, listResponse, singleResponse } from './documents.js';
import { WEBHOOK_EVENTS } from '../webhooks/subscribers.js';

const SUBSCRIBER_BODY = `
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/WebhookSubscriberRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/WebhookSubscriberRequest'`;

export const WEBHOOK_PATHS = String.raw`
  /webhooks/subscribers:
    get:
      tags: [Webhooks]
      operationId: listWebhookSubscribers
      summary: Webhook subscribers, in id order
      description: Subscribers receive signed HTTP POSTs, sent after the request that caused the event has been
        answered. The body is JSON {event, timestamp, resource, signature}; the signature header is
        t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> made with the subscriber's secret_key, with t the
        time of that attempt; receivers reject bodies whose signature does not match or whose t is over 5 minutes
        old. X-Shop-Webhook-Event names the event, X-Shop-Webhook-Id is the same on every attempt of one event and
        X-Shop-Webhook-Attempt counts them. A 2xx answer is a success; anything else (a redirect, which is not
        followed, no answer within 5 s, a refused connection) is tried again after 1 s, 5 s and 25 s. The host name
        is resolved once per attempt and the POST goes to the address checked; when any address it resolves to is
        private, link-local, shared, unspecified, multicast or reserved (loopback is allowed while the store runs on
        loopback), nothing is sent and the attempt is recorded once, not tried again.
      parameters:
        - name: filter[active_eq]
          in: query
          schema:
            type: boolean
        - name: filter[url_cont]
          in: query
          description: Part of the URL, any case.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
      responses:
        '200':
          $ref: '#/components/responses/WebhookSubscriberList'${errorResponses(400, 401, 403, 429)}
    post:
      tags: [Webhooks]
      operationId: createWebhookSubscriber
      summary: Subscribe a delivery URL to events
      description: url is required. subscriptions defaults to ["*"]; active defaults to false. The answer is the
        only one that shows the subscriber's secret_key.${SUBSCRIBER_BODY}
      responses:
        '201':
          $ref: '#/components/responses/NewWebhookSubscriberDocument'${errorResponses(400, 401, 403, 422, 429)}
  /webhooks/subscribers/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
    get:
      tags: [Webhooks]
      operationId: getWebhookSubscriber
      summary: A webhook subscriber
      responses:
        '200':
          $ref: '#/components/responses/WebhookSubscriberDocument'${errorResponses(400, 401, 403, 404, 429)}
    patch:
      tags: [Webhooks]
      operationId: updateWebhookSubscriber
      summary: Change a subscriber's URL, events or state
      description: Only the members sent change. A subscriber switched off gets no more attempts, not even
        the retries already planned.${SUBSCRIBER_BODY}
      responses:
        '200':
          $ref: '#/components/responses/WebhookSubscriberDocument'${errorResponses(400, 401, 403, 404, 422, 429)}
    delete:
      tags: [Webhooks]
      operationId: deleteWebhookSubscriber
      summary: Stop deliveries to a subscriber and forget it
      responses:
        '204':
          description: Deleted.${errorResponses(401, 403, 404, 429)}
  /webhooks/events:
    get:
      tags: [Webhooks]
      operationId: listWebhookEvents
      summary: Delivery attempts, newest first
      description: One record per attempt of one event to one subscriber; the newest 1,000 are kept.
      parameters:
        - name: filter[name_eq]
          in: query
          description: An event name.
          schema:
            type: string
        - name: filter[success_eq]
          in: query
          schema:
            type: boolean
        - name: filter[response_code_eq]
          in: query
          description: The HTTP status the subscriber answered.
          schema:
            type: string
        - name: filter[subscriber_id_eq]
          in: query
          schema:
            type: string
        - name: filter[event_id_eq]
          in: query
          description: The event's id (the X-Shop-Webhook-Id header), the same on every attempt.
          schema:
            type: string
        - name: filter[url_cont]
          in: query
          description: Part of the URL, any case.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - name: include
          in: query
          description: subscriber
          schema:
            type: string
      responses:
        '200':
          $ref: '#/components/responses/WebhookEventList'${errorResponses(400, 401, 403, 429)}`;

export const WEBHOOK_RESPONSES = [
  listResponse('WebhookSubscriberList', 'WebhookSubscriber', 'A page of webhook subscribers.'),
  singleResponse('WebhookSubscriberDocument', 'WebhookSubscriber', 'A webhook subscriber (without its secret).'),
  singleResponse('NewWebhookSubscriberDocument', 'NewWebhookSubscriber', 'The subscriber just created, with its secret.'),
  listResponse('WebhookEventList', 'WebhookEvent', 'A page of delivery attempts.'),
].join('');

const EVENT_NAMES = `[${WEBHOOK_EVENTS.join(', ')}]`;

/** The attributes every subscriber answer carries; `more` adds members (indented like these). */
function subscriberSchema(name: string, description: string, required: string, more = ''): string {
  return `
    ${name}:
      type: object
      description: ${description}
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [subscriber]
        attributes:
          type: object
          required: [${required}]
          additionalProperties: false
          properties:
            url:
              type: string
              format: uri
              description: Where events are POSTed (http or https, to a public address; loopback too while the store
                runs on loopback).
            active:
              type: boolean
              description: Whether deliveries are on.
            subscriptions:
              type: array
              description: Event names, * for every event, or <prefix>.* (order.*); empty means every event.
              items:
                type: string
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time${more}
        relationships:
          type: object`;
}

export const WEBHOOK_SCHEMAS = String.raw`${subscriberSchema('WebhookSubscriber', 'A webhook subscriber; its secret is never shown again after it is created.',
  'url, active, subscriptions, created_at, updated_at')}${subscriberSchema('NewWebhookSubscriber', 'A webhook subscriber as created, with its signing secret.',
  'url, active, subscriptions, created_at, updated_at, secret_key', `
            secret_key:
              type: string
              pattern: '^[0-9a-f]{64}$'
              description: The key of the HMAC-SHA256 signatures; keep it, it is not shown again.`)}
    WebhookEvent:
      type: object
      description: One delivery attempt of one event to one subscriber.
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [event]
        attributes:
          type: object
          required: [name, event_id, url, attempt, response_code, success, request_errors, execution_time, created_at, updated_at]
          properties:
            name:
              type: string
              enum: ${EVENT_NAMES}
            event_id:
              type: string
              description: The same on every attempt of one event (the X-Shop-Webhook-Id header).
            url:
              type: string
              description: The URL the attempt went to.
            attempt:
              type: integer
              minimum: 1
              maximum: 4
            response_code:
              type: string
              nullable: true
              description: The HTTP status the subscriber answered; null when there was no answer.
            success:
              type: boolean
              description: A 2xx answer.
            request_errors:
              type: string
              description: Why the attempt failed, in the store's words (empty on success), such as answered 503, no
                answer within 5000 ms, the connection failed, or why it was not sent; never the remote's error text.
            execution_time:
              type: integer
              minimum: 0
              description: Milliseconds the attempt took.
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
        relationships:
          type: object
          required: [subscriber]
          properties:
            subscriber:
              $ref: '#/components/schemas/ToOne'
    WebhookSubscriberRequest:
      type: object
      required: [subscriber]
      properties:
        subscriber:
          type: object
          description: On creation url is required. Field errors (a URL that is not http or https, carries a user
            name or password, or points at a private, link-local, shared, unspecified, multicast or reserved address
            in any spelling, or at loopback when the store does not run on loopback; an unknown event; more than 50
            subscriptions) are a 422 and nothing is saved.
          properties:
            url:
              type: string
              format: uri
              maxLength: 2048
            subscriptions:
              type: array
              maxItems: 50
              items:
                type: string
                example: order.*
              description: Of ${EVENT_NAMES}, * or <prefix>.*.
            active:
              type: boolean
`;
