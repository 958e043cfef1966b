/** JSON:API shapes of webhook subscribers (`subscriber`) and delivery attempts (`event`). */
import { defineResource, relatedOrNull, type ResourceDef } from '../jsonapi/jsonapi.js';
import { subscriberById, subscriptionsOf, type SubscriberRow } from './subscribers.js';

export interface DeliveryRow {
  id: number;
  subscriber_id: number;
  event_id: string;
  name: string;
  url: string;
  attempt: number;
  response_code: string | null;
  success: number;
  request_errors: string;
  execution_time: number;
  created_at: string;
}

export const subscriberResource: ResourceDef<SubscriberRow> = defineResource<SubscriberRow>({
  type: 'subscriber',
  id: (r) => r.id,
  attributes: (r) => ({
    url: r.url,
    active: r.active === 1,
    subscriptions: subscriptionsOf(r),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }),
  relationships: {},
});

/** The answer to creating a subscriber: the only one that shows its signing secret. */
export const newSubscriberResource: ResourceDef<SubscriberRow> = defineResource<SubscriberRow>({
  ...subscriberResource,
  attributes: (r, ctx) => ({ ...subscriberResource.attributes(r, ctx), secret_key: r.secret_key }),
});

export const deliveryResource: ResourceDef<DeliveryRow> = defineResource<DeliveryRow>({
  type: 'event',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    event_id: r.event_id,
    url: r.url,
    attempt: r.attempt,
    response_code: r.response_code,
    success: r.success === 1,
    request_errors: r.request_errors,
    execution_time: r.execution_time,
    created_at: r.created_at,
    updated_at: r.created_at,
  }),
  relationships: {
    subscriber: {
      target: () => subscriberResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(subscriberResource, subscriberById(ctx.db, String(r.subscriber_id))),
    },
  },
});
