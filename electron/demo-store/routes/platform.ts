/**
 * The Platform API subset (admin scope): orders, shipments and payments (routes/platform-orders.ts), product
 * content and prices, variant prices, stock items, webhook subscribers with their delivery
 * attempts, publishable keys (routes/platform-publishable-keys.ts) and the tills' signing keys
 * (routes/platform-till-keys.ts).
 */
import { notFound } from '../api-error.js';
import { productBySlugOrId, variantById } from '../catalog.js';
import { all } from '../db/database.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { asList, asString, dig, isObject } from '../params.js';
import { requireAdmin, type RequestContext } from '../request-context.js';
import { routesWith, type AreaRoutes, type EndpointRouter } from '../endpoints.js';
import { ADMIN } from '../scopes.js';
import { productResource, variantResource } from '../serializers/catalog.js';
import { stockItemById, stockItemsPage, updateProduct, updateStockItem, updateVariant } from '../platform-catalog.js';
import { stockItemResource } from '../platform-resources.js';
import { deliveryResource, newSubscriberResource, subscriberResource, type DeliveryRow } from '../webhooks/resources.js';
import { createSubscriber, deleteSubscriber, subscriberById, updateSubscriber, type SubscriberRow } from '../webhooks/subscribers.js';
import { sendDocument, sendList } from './documents.js';
import { registerPlatformOrderRoutes } from './platform-orders.js';
import { registerPublishableKeyRoutes } from './platform-publishable-keys.js';
import { registerTillKeyRoutes } from './platform-till-keys.js';

export function registerPlatformRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, ADMIN, base);
  registerPlatformOrderRoutes(router, base);
  registerCatalogChanges(router, base);
  registerWebhookSubscribers(router, base);
  registerPublishableKeyRoutes(router, base);
  registerTillKeyRoutes(router);
}

function registerCatalogChanges(router: AreaRoutes, base: string): void {
  const product = (ctx: RequestContext) => {
    const row = productBySlugOrId(ctx.db, ctx.pathParams.id!);
    if (!row) throw notFound();
    return row;
  };
  const variant = (ctx: RequestContext) => {
    const row = /^\d{1,15}$/.test(ctx.pathParams.id!) ? variantById(ctx.db, Number(ctx.pathParams.id)) : undefined;
    if (!row) throw notFound();
    return row;
  };
  const stockItem = (ctx: RequestContext) => {
    const row = stockItemById(ctx.db, ctx.pathParams.id!);
    if (!row) throw notFound();
    return row;
  };
  router.get(`${base}/products/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, productResource as ResourceDef<unknown>, related(productResource, product(ctx)));
  });
  router.patch(`${base}/products/:id`, (ctx) => {
    requireAdmin(ctx);
    const row = product(ctx);
    updateProduct(ctx.db, ctx.store, row, ctx.params);
    return sendDocument(ctx, productResource as ResourceDef<unknown>, related(productResource, product(ctx)));
  });
  router.get(`${base}/variants/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, variantResource as ResourceDef<unknown>, related(variantResource, variant(ctx)));
  });
  router.patch(`${base}/variants/:id`, (ctx) => {
    requireAdmin(ctx);
    updateVariant(ctx.db, ctx.store, variant(ctx), ctx.params);
    return sendDocument(ctx, variantResource as ResourceDef<unknown>, related(variantResource, variant(ctx)));
  });
  router.get(`${base}/stock_items`, (ctx) => {
    requireAdmin(ctx);
    const page = pageRequest(ctx.params);
    const variantIds = asList(dig(ctx.params, 'filter', 'variant_id')).filter((v) => /^\d{1,15}$/.test(v)).slice(0, 100).map(Number);
    const { rows, total } = stockItemsPage(ctx.db, variantIds, page.perPage, page.offset);
    return sendList(ctx, stockItemResource as ResourceDef<unknown>, relatedList(stockItemResource, rows), page, total);
  });
  router.get(`${base}/stock_items/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, stockItemResource as ResourceDef<unknown>, related(stockItemResource, stockItem(ctx)));
  });
  router.patch(`${base}/stock_items/:id`, (ctx) => {
    requireAdmin(ctx);
    updateStockItem(ctx.db, stockItem(ctx), ctx.params);
    return sendDocument(ctx, stockItemResource as ResourceDef<unknown>, related(stockItemResource, stockItem(ctx)));
  });
}

function registerWebhookSubscribers(router: AreaRoutes, base: string): void {
  const subscriber = (ctx: RequestContext): SubscriberRow => {
    const row = subscriberById(ctx.db, ctx.pathParams.id!);
    if (!row) throw notFound();
    return row;
  };
  router.get(`${base}/webhooks/subscribers`, (ctx) => {
    requireAdmin(ctx);
    const page = pageRequest(ctx.params);
    const where: string[] = [];
    const args: unknown[] = [];
    const active = asString(dig(ctx.params, 'filter', 'active_eq'));
    if (active === 'true' || active === 'false') { where.push('active = ?'); args.push(active === 'true' ? 1 : 0); }
    const urlPart = asString(dig(ctx.params, 'filter', 'url_cont'));
    if (urlPart) { where.push("instr(lower(url), lower(?)) > 0"); args.push(urlPart); }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM webhook_subscribers ${clause}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM webhook_subscribers ${clause} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, page.perPage, page.offset) as SubscriberRow[];
    return sendList(ctx, subscriberResource as ResourceDef<unknown>, relatedList(subscriberResource, rows), page, total);
  });
  router.post(`${base}/webhooks/subscribers`, (ctx) => {
    requireAdmin(ctx);
    const row = createSubscriber(ctx.db, ctx.params);
    return sendDocument(ctx, newSubscriberResource as ResourceDef<unknown>, related(newSubscriberResource, row), 201);
  });
  router.get(`${base}/webhooks/subscribers/:id`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, subscriberResource as ResourceDef<unknown>, related(subscriberResource, subscriber(ctx)));
  });
  router.patch(`${base}/webhooks/subscribers/:id`, (ctx) => {
    requireAdmin(ctx);
    const row = updateSubscriber(ctx.db, subscriber(ctx), ctx.params);
    return sendDocument(ctx, subscriberResource as ResourceDef<unknown>, related(subscriberResource, row));
  });
  router.delete(`${base}/webhooks/subscribers/:id`, (ctx) => {
    requireAdmin(ctx);
    deleteSubscriber(ctx.db, subscriber(ctx));
    return { status: 204 };
  });
  router.get(`${base}/webhooks/events`, (ctx) => {
    requireAdmin(ctx);
    const page = pageRequest(ctx.params);
    const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
    const where: string[] = [];
    const args: unknown[] = [];
    for (const [param, column] of [['name_eq', 'name'], ['response_code_eq', 'response_code'], ['subscriber_id_eq', 'subscriber_id'], ['event_id_eq', 'event_id']] as const) {
      const value = asString(filter[param]);
      if (value) { where.push(`${column} = ?`); args.push(value); }
    }
    const success = asString(filter.success_eq);
    if (success === 'true' || success === 'false') { where.push('success = ?'); args.push(success === 'true' ? 1 : 0); }
    const urlPart = asString(filter.url_cont);
    if (urlPart) { where.push('instr(lower(url), lower(?)) > 0'); args.push(urlPart); }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries ${clause}`).get(...args) as { n: number }).n;
    const rows = all<DeliveryRow>(ctx.db, `SELECT * FROM webhook_deliveries ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, page.perPage, page.offset);
    return sendList(ctx, deliveryResource as ResourceDef<unknown>, relatedList(deliveryResource, rows), page, total);
  });
}
