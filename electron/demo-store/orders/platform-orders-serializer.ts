/**
 * Platform API resources of orders and payments: the storefront's order with what an
 * administrator also sees (who approved or canceled it and when, every payment including voided
 * and failed ones, `bill_address` / `ship_address` as Spree's Platform API names them), and
 * payments with their order.
 */
import { prefetchRows, rowsOf } from '../jsonapi/batch-reads.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import { defineResource, jsonObject, relatedList, relatedOrNull, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { addressesById, orderPayments, ordersById } from './order-relations.js';
import { addressResource, orderAttributes, orderRelationships, paymentResource, pointedAt, prefetchOrders } from './orders-serializer.js';
import { orderReturnRelationships, prefetchOrderReturns } from '../returns/return-resources.js';

export const platformOrderResource: ResourceDef<OrderRow> = defineResource<OrderRow>({
  type: 'order',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    ...orderAttributes(r, ctx),
    approved_at: timestamp(r.approved_at),
    approver_id: r.approver_id,
    canceled_at: timestamp(r.canceled_at),
    canceler_id: r.canceler_id,
    channel: r.channel,
    /** Demo extension: the registered till that placed a `pos` order (its till key's id), else null. */
    till_id: r.till_id,
    private_metadata: jsonObject(r.private_metadata),
  }),
  relationships: {
    ...orderRelationships,
    payments: {
      target: () => platformPaymentResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(platformPaymentResource, rowsOf(ctx, orderPayments, r.id)),
    },
    bill_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.bill_address_id)),
    },
    ship_address: {
      target: () => addressResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(addressResource, pointedAt(ctx, addressesById, r.ship_address_id)),
    },
    ...orderReturnRelationships,
  },
  prefetch: (orders, ctx) => {
    prefetchOrders(orders, ctx);
    prefetchOrderReturns(orders, ctx);
  },
});

export const platformPaymentResource: ResourceDef<PaymentRow> = defineResource<PaymentRow>({
  type: 'payment',
  id: (r) => r.id,
  attributes: (r, ctx) => paymentResource.attributes(r, ctx),
  relationships: {
    ...paymentResource.relationships,
    order: {
      target: () => platformOrderResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(platformOrderResource, rowsOf(ctx, ordersById, r.order_id)),
    },
  },
  prefetch: (payments, ctx) => {
    paymentResource.prefetch!(payments, ctx);
    prefetchRows(
      ctx,
      ordersById,
      payments.map((p) => p.order_id),
    );
  },
});
