/** The current store, the countries it knows, and its content (policies, posts, post categories). */
import { notFound } from '../http/api-error.js';
import { COUNTRIES, findCountry } from './countries.js';
import { related, relatedList, pageRequest, type ResourceDef } from '../jsonapi/jsonapi.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { COUNTRY_DOCUMENT, COUNTRY_LIST, STORE_DOCUMENT } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { NO_CREDENTIAL } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { PUBLIC } from '../auth/scopes.js';
import { countryResource, storeResource } from './store-serializer.js';
import { registerContentRoutes } from './content-routes.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const TAGS = ['Store'];

const STORE_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/store',
    operationId: 'getStore',
    tags: TAGS,
    summary: 'The current store',
    security: NO_CREDENTIAL,
    // Includes are the JSON:API reader's (an unknown one is a 400).
    input: 'handler',
    query: z.object({
      include: z
        .string()
        .optional()
        .openapi({ param: { description: 'default_country' } }),
    }),
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: STORE_DOCUMENT, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => sendDocument(ctx, storeResource as ResourceDef<unknown>, related(storeResource, ctx.store)),
  }),
  declareRoute({
    method: 'get',
    path: '/countries',
    operationId: 'listCountries',
    tags: TAGS,
    summary: 'Countries addresses may be in',
    security: NO_CREDENTIAL,
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: COUNTRY_LIST, ...errorAnswers(401, 429) },
    handle: (ctx) => {
      const all = COUNTRIES.map((c) => ({ ...c, isDefault: c.iso === ctx.store.default_country_iso }));
      const page = { ...pageRequest(ctx.params), page: 1, perPage: Math.max(all.length, 1), offset: 0 };
      return sendList(ctx, countryResource as ResourceDef<unknown>, relatedList(countryResource, all), page, all.length);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/countries/:iso',
    operationId: 'getCountry',
    tags: TAGS,
    summary: "A country by ISO or ISO3 code, or the store's default with 'default'",
    security: NO_CREDENTIAL,
    pathParams: z.object({ iso: z.string().openapi({ example: 'US' }) }),
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: COUNTRY_DOCUMENT, ...errorAnswers(401, 404, 429) },
    handle: (ctx) => {
      const key = ctx.pathParams.iso!;
      const country = key === 'default' ? findCountry(ctx.store.default_country_iso) : findCountry(key);
      if (!country) throw notFound();
      return sendDocument(
        ctx,
        countryResource as ResourceDef<unknown>,
        related(countryResource, { ...country, isDefault: country.iso === ctx.store.default_country_iso }),
      );
    },
  }),
];

export function registerStoreRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC, base);
  for (const route of STORE_ROUTES) router.route(route);
  registerContentRoutes(router);
}
