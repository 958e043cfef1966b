/** The current store, the countries it knows, and its content (policies, posts, post categories). */
import { notFound } from '../api-error.js';
import { COUNTRIES, findCountry } from '../countries.js';
import { related, relatedList, pageRequest, type ResourceDef } from '../jsonapi.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { PUBLIC } from '../scopes.js';
import { countryResource, storeResource } from '../serializers/store.js';
import { registerContentRoutes } from './content.js';
import { sendDocument, sendList } from './documents.js';

export function registerStoreRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC);
  router.get(`${base}/store`, (ctx) => sendDocument(ctx, storeResource as ResourceDef<unknown>, related(storeResource, ctx.store)));
  router.get(`${base}/countries`, (ctx) => {
    const all = COUNTRIES.map((c) => ({ ...c, isDefault: c.iso === ctx.store.default_country_iso }));
    const page = { ...pageRequest(ctx.params), page: 1, perPage: Math.max(all.length, 1), offset: 0 };
    return sendList(ctx, countryResource as ResourceDef<unknown>, relatedList(countryResource, all), page, all.length);
  });
  router.get(`${base}/countries/:iso`, (ctx) => {
    const key = ctx.pathParams.iso!;
    const country = key === 'default' ? findCountry(ctx.store.default_country_iso) : findCountry(key);
    if (!country) throw notFound();
    return sendDocument(ctx, countryResource as ResourceDef<unknown>,
      related(countryResource, { ...country, isDefault: country.iso === ctx.store.default_country_iso }));
  });
  registerContentRoutes(endpoints, base);
}
