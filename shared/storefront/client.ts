/**
 * The storefront client: every call the app makes to a store, as typed methods over the
 * injected transport (the request scheduler in the app, plain fetch in tests).
 */
import type {
  AddItemInput,
  CartCredentials,
  CheckoutUpdate,
  CreatePaymentInput,
  ProductListParams,
  RequestContext,
  StorefrontClient,
  StorefrontClientOptions,
} from './client-types.js';
import { CART_INCLUDE, PRODUCT_INCLUDE } from './includes.js';
import { send, type HttpRequest } from './http.js';
import { withWireTimeout } from './wire-timeout.js';
import { type Document, readDocument, readPaging, type Resource, ResourceIndex } from './jsonapi.js';
import { mapCart, mapPaymentMethod, mapShipment } from './map-cart.js';
import { mapProduct, mapStore, mapTaxon } from './map-catalog.js';
import { buildQuery, type QueryObject } from './query.js';
import type { Address } from './types.js';

const API = '/api/v2/storefront';

function addressPayload(a: Address): Record<string, unknown> {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    address1: a.address1,
    address2: a.address2 ?? undefined,
    city: a.city,
    zipcode: a.zipcode,
    phone: a.phone ?? undefined,
    company: a.company ?? undefined,
    state_name: a.stateName ?? undefined,
    country_iso: a.countryIso,
    label: a.label ?? undefined,
  };
}

function one(doc: Document): { index: ResourceIndex; resource: Resource } {
  if (!doc.data || Array.isArray(doc.data)) throw new TypeError('expected one resource');
  return { index: new ResourceIndex(doc), resource: doc.data };
}

function many(doc: Document): { index: ResourceIndex; resources: Resource[] } {
  return { index: new ResourceIndex(doc), resources: Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [] };
}

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? withWireTimeout((url, init) => fetch(url, init as RequestInit));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const dialect = options.dialect;

  const credentialHeaders = (creds?: CartCredentials): Record<string, string> => {
    const headers: Record<string, string> = {};
    if (creds?.orderToken) headers[dialect.orderTokenHeader] = creds.orderToken;
    if (creds?.bearerToken) headers.Authorization = `Bearer ${creds.bearerToken}`;
    return headers;
  };

  const call = async (
    method: HttpRequest['method'],
    path: string,
    query: QueryObject,
    extra: { creds?: CartCredentials; body?: unknown; ctx?: RequestContext } = {},
  ): Promise<Document> => {
    const body = await send(
      fetchImpl,
      {
        method,
        url: `${baseUrl}${API}${path}${buildQuery(query)}`,
        headers: credentialHeaders(extra.creds),
        body: extra.body,
        ctx: extra.ctx,
      },
      timeoutMs,
    );
    return readDocument(body);
  };

  const cartCall = async (
    method: HttpRequest['method'],
    path: string,
    creds: CartCredentials,
    ctx?: RequestContext,
    body?: unknown,
    query: QueryObject = {},
  ) => {
    const doc = await call(method, path, { include: CART_INCLUDE, ...query }, { creds, body, ctx });
    const { index, resource } = one(doc);
    return mapCart(index, resource);
  };

  return {
    baseUrl,
    dialect,

    async store(ctx) {
      return mapStore(one(await call('GET', '/store', {}, { ctx })).resource);
    },

    async products(params: ProductListParams = {}, ctx) {
      const f = params.filter ?? {};
      const price = f.price ? `${f.price[0] ?? 0},${f.price[1] ?? 'Infinity'}` : undefined;
      const page = params.page ?? 1;
      const doc = await call(
        'GET',
        '/products',
        {
          filter: {
            name: f.name,
            ids: f.ids,
            skus: f.skus,
            taxons: f.taxons,
            price,
            options: f.options,
            properties: f.properties,
            in_stock: f.inStock,
            backorderable: f.backorderable,
            purchasable: f.purchasable,
            show_discontinued: f.showDiscontinued,
          },
          sort: params.sort,
          page,
          per_page: params.perPage,
          currency: params.currency,
          include: PRODUCT_INCLUDE,
        },
        { ctx },
      );
      const { index, resources } = many(doc);
      return { items: resources.map((r) => mapProduct(index, r)), ...readPaging(doc, page) };
    },

    async product(slugOrId, ctx) {
      const { index, resource } = one(await call('GET', `/products/${encodeURIComponent(slugOrId)}`, { include: PRODUCT_INCLUDE }, { ctx }));
      return mapProduct(index, resource);
    },

    async taxons(ctx) {
      const doc = await call('GET', '/taxons', { per_page: 100, include: 'parent' }, { ctx });
      const { index, resources } = many(doc);
      return resources.map((r) => mapTaxon(index, r));
    },

    async createCart(ctx, creds = {}) {
      return cartCall('POST', '/cart', creds, ctx);
    },
    cart: (creds, ctx) => cartCall('GET', '/cart', creds, ctx),
    async deleteCart(creds, ctx) {
      await send(fetchImpl, { method: 'DELETE', url: `${baseUrl}${API}/cart`, headers: credentialHeaders(creds), ctx }, timeoutMs);
    },
    addItem: (creds, input: AddItemInput, ctx) =>
      cartCall('POST', '/cart/add_item', creds, ctx, {
        variant_id: input.variantId,
        quantity: input.quantity,
        options: input.options,
        public_metadata: input.publicMetadata,
      }),
    setQuantity: (creds, lineItemId, quantity, ctx) =>
      cartCall('PATCH', '/cart/set_quantity', creds, ctx, { line_item_id: lineItemId, quantity }),
    removeLineItem: (creds, lineItemId, ctx) =>
      cartCall('DELETE', `/cart/remove_line_item/${encodeURIComponent(lineItemId)}`, creds, ctx),

    updateCheckout: (creds, update: CheckoutUpdate, ctx) =>
      cartCall('PATCH', '/checkout', creds, ctx, {
        order: {
          email: update.email,
          bill_address_attributes: update.billAddress ? addressPayload(update.billAddress) : undefined,
          ship_address_attributes: update.shipAddress ? addressPayload(update.shipAddress) : undefined,
          shipments_attributes: update.shipments?.map((s) => ({ id: s.id, selected_shipping_rate_id: s.selectedShippingRateId })),
          payments_attributes: update.payments?.map((p) => ({
            payment_method_id: p.paymentMethodId,
            amount: p.amount,
            source_attributes: p.sourceAttributes,
          })),
        },
      }),
    nextCheckoutStep: (creds, ctx) => cartCall('PATCH', '/checkout/next', creds, ctx),
    advanceCheckout: (creds, ctx) => cartCall('PATCH', '/checkout/advance', creds, ctx),
    completeCheckout: (creds, ctx) => cartCall('PATCH', '/checkout/complete', creds, ctx),

    async shippingRates(creds, ctx) {
      const doc = await call('GET', '/checkout/shipping_rates', {}, { creds, ctx });
      const { index, resources } = many(doc);
      return resources.map((s) => mapShipment(index, s));
    },
    selectShippingMethod: (creds, shippingMethodId, shipmentId, ctx) =>
      cartCall('PATCH', '/checkout/select_shipping_method', creds, ctx, {
        shipping_method_id: shippingMethodId,
        shipment_id: shipmentId,
      }),
    async paymentMethods(creds, ctx) {
      const { resources } = many(await call('GET', '/checkout/payment_methods', {}, { creds, ctx }));
      return resources.map(mapPaymentMethod);
    },
    createPayment: (creds, input: CreatePaymentInput, ctx) =>
      cartCall('POST', '/checkout/create_payment', creds, ctx, {
        payment_method_id: input.paymentMethodId,
        amount: input.amount,
        source_id: input.sourceId,
        source_attributes: input.sourceAttributes && {
          gateway_payment_profile_id: input.sourceAttributes.gatewayPaymentProfileId,
          name: input.sourceAttributes.name,
          cc_type: input.sourceAttributes.ccType,
          last_digits: input.sourceAttributes.lastDigits,
          month: input.sourceAttributes.month,
          year: input.sourceAttributes.year,
        },
      }),

    async orderStatus(number, orderToken, ctx) {
      const doc = await call('GET', `/order_status/${encodeURIComponent(number)}`, { include: CART_INCLUDE }, {
        creds: { orderToken },
        ctx,
      });
      const { index, resource } = one(doc);
      return mapCart(index, resource);
    },

    async accountOrders(bearerToken, params = {}, ctx) {
      const page = params.page ?? 1;
      const doc = await call(
        'GET',
        '/account/orders',
        { include: CART_INCLUDE, sort: params.sort ?? '-completed_at', page, per_page: params.perPage ?? 25 },
        { creds: { bearerToken }, ctx },
      );
      const { index, resources } = many(doc);
      return { items: resources.map((r) => mapCart(index, r)), ...readPaging(doc, page) };
    },
  };
}
