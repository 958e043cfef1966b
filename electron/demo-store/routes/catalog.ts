/** Catalog reads: products (list with filters, sort and paging; one by slug or id) and taxons. */
import { notFound } from '../api-error.js';
import { masterOf, productBySlugOrId, variantsOf } from '../catalog.js';
import { productRowsById, variantOptions } from '../catalog-relations.js';
import { builtStmt, get } from '../db/database.js';
import type { TaxonRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { asList, dig, isObject } from '../params.js';
import { findProducts, productFilterMeta } from '../product-finder.js';
import type { RequestContext } from '../request-context.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { PUBLIC } from '../scopes.js';
import { productResource, taxonResource, variantResource } from '../serializers/catalog.js';
import { sendDocument, sendList } from './documents.js';

export function registerCatalogRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC);
  router.get(`${base}/products`, listProducts);
  router.get(`${base}/products/:slug/variants`, listVariants);
  router.get(`${base}/products/:slug`, showProduct);
  router.get(`${base}/taxons`, listTaxons);
  router.get(`${base}/taxons/*permalink`, showTaxon);
}

function listProducts(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  const { ids, total } = findProducts(ctx.db, ctx.params, ctx.currency, page);
  // The page's rows, read with one statement.
  const rows = productRowsById.read(ctx.serialize, ids);
  const products = ids.flatMap((id) => rows.get(id) ?? []);
  return sendList(ctx, productResource as ResourceDef<unknown>, relatedList(productResource, products), page, total, {
    filters: productFilterMeta(ctx.db, ctx.params),
  });
}

function showProduct(ctx: RequestContext) {
  const product = productBySlugOrId(ctx.db, ctx.pathParams.slug!);
  if (!product) throw notFound();
  return sendDocument(ctx, productResource as ResourceDef<unknown>, related(productResource, product));
}

function listVariants(ctx: RequestContext) {
  const product = productBySlugOrId(ctx.db, ctx.pathParams.slug!);
  if (!product) throw notFound();
  const page = pageRequest(ctx.params);
  let variants = [masterOf(ctx.db, product.id), ...variantsOf(ctx.db, product.id)];
  const options = dig(ctx.params, 'filter', 'options');
  if (isObject(options)) {
    const optionsOf = variantOptions.read(ctx.serialize, variants.map((v) => v.id));
    for (const [type, value] of Object.entries(options)) {
      const wanted = asList(value).map((v) => v.toLowerCase());
      if (wanted.length === 0) continue;
      variants = variants.filter((v) => (optionsOf.get(v.id) ?? []).some((o) => o.optionType.name === type
        && (wanted.includes(o.value.name.toLowerCase()) || wanted.includes(o.value.presentation.toLowerCase()))));
    }
  }
  const slice = variants.slice(page.offset, page.offset + page.perPage);
  return sendList(ctx, variantResource as ResourceDef<unknown>, relatedList(variantResource, slice), page, variants.length);
}

function listTaxons(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  const where: string[] = [];
  const args: unknown[] = [];
  const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
  const ids = asList(filter.ids);
  if (ids.length > 0) { where.push(`t.id IN (${ids.map(() => '?').join(',')})`); args.push(...ids); }
  const permalink = asList(filter.permalink);
  if (permalink.length > 0) { where.push(`t.permalink IN (${permalink.map(() => '?').join(',')})`); args.push(...permalink); }
  const parent = asList(filter.parent_permalink);
  if (parent.length > 0) {
    where.push(`t.parent_id IN (SELECT id FROM taxons WHERE permalink IN (${parent.map(() => '?').join(',')}))`);
    args.push(...parent);
  }
  const parentIds = asList(filter.parent_id);
  if (parentIds.length > 0) { where.push(`t.parent_id IN (${parentIds.map(() => '?').join(',')})`); args.push(...parentIds); }
  if (asList(filter.taxonomy_id).length > 0) { where.push('t.taxonomy_id = ?'); args.push(asList(filter.taxonomy_id)[0]); }
  if (asList(filter.roots).length > 0) where.push('t.parent_id IS NULL');
  const name = asList(filter.name)[0];
  if (name) { where.push("t.name LIKE ? ESCAPE '\\'"); args.push(`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`); }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (builtStmt(ctx.db, `SELECT COUNT(*) AS n FROM taxons t ${clause}`).get(...args) as { n: number }).n;
  const rows = builtStmt(ctx.db, `SELECT t.* FROM taxons t ${clause} ORDER BY t.taxonomy_id, t.lft LIMIT ? OFFSET ?`)
    .all(...args, page.perPage, page.offset) as TaxonRow[];
  return sendList(ctx, taxonResource as ResourceDef<unknown>, relatedList(taxonResource, rows), page, total);
}

function showTaxon(ctx: RequestContext) {
  const key = ctx.pathParams.permalink!;
  const taxon = get<TaxonRow>(ctx.db, 'SELECT * FROM taxons WHERE permalink = ?', key)
    ?? (/^\d{1,15}$/.test(key) ? get<TaxonRow>(ctx.db, 'SELECT * FROM taxons WHERE id = ?', Number(key)) : undefined);
  if (!taxon) throw notFound();
  return sendDocument(ctx, taxonResource as ResourceDef<unknown>, related(taxonResource, taxon));
}

