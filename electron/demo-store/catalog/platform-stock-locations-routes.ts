/**
 * Platform API (admin scope): the store's stock locations (Spree's `stock_locations`), the default
 * first, each with its address and its country (related, as Spree does, and `include=country`
 * gives its ISO code; `country_iso` says it too). A till fills its store's location (the address a
 * pickup sale is taxed at) from the default one.
 */
import { all, get } from '../db/database.js';
import type { StockLocationRow } from '../db/rows.js';
import { findCountry } from './countries.js';
import { defineResource, pageRequest, relatedList, relatedOrNull, type ResourceDef } from '../jsonapi/jsonapi.js';
import { ToOne } from '../openapi/schemas/components.js';
import { countryResource } from './store-serializer.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { sendList } from '../http/documents-routes.js';

const stockLocationResource: ResourceDef<StockLocationRow> = defineResource<StockLocationRow>({
  type: 'stock_location',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    default: r.is_default === 1,
    active: true,
    address1: r.address1,
    city: r.city,
    zipcode: r.zipcode,
    state_name: r.state_name,
    country_iso: r.country_iso,
  }),
  relationships: {
    country: {
      target: () => countryResource as ResourceDef<unknown>,
      load: (r) => {
        const country = findCountry(r.country_iso);
        return relatedOrNull(countryResource, country ? { ...country, isDefault: country.iso === 'US' } : undefined);
      },
    },
  },
});

const StockLocation = resource(
  'stock_location',
  z.strictObject({
    name: z.string(),
    default: z.boolean(),
    active: z.boolean(),
    address1: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    state_name: z.string().nullable(),
    country_iso: z.string().openapi({ description: 'The ISO 3166-1 alpha-2 code of its country.' }),
  }),
  z.object({ country: ToOne }),
).openapi('PlatformStockLocation', { description: 'A place the store keeps stock and sells from, as the Platform API lists it.' });

export const STOCK_LOCATION_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/stock_locations',
    operationId: 'listStockLocations',
    tags: ['Stock locations'],
    summary: 'The store’s stock locations, the default first',
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('StockLocationList', StockLocation, 'A page of stock locations.'), ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const total = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM stock_locations')!.n;
      const rows = all<StockLocationRow>(ctx.db, 'SELECT * FROM stock_locations ORDER BY is_default DESC, id LIMIT ? OFFSET ?', page.perPage, page.offset);
      return sendList(ctx, stockLocationResource as ResourceDef<unknown>, relatedList(stockLocationResource, rows), page, total);
    },
  }),
];
