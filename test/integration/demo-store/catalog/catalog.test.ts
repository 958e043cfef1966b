import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, included, many, one, type Resource } from '../../../support/demo-store/store-client.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

describe('GET /products', () => {
  it('lists the seeded catalog as JSON:API with meta and absolute links', async () => {
    const answer = await call(store, `${SF}/products?per_page=10&page=2`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/vnd.api+json');
    const products = many(answer.body);
    expect(products).toHaveLength(10);
    expect(products[0]!.type).toBe('product');
    expect(typeof products[0]!.id).toBe('string');
    const meta = answer.body.meta!;
    expect(meta.count).toBe(10);
    expect(meta.total_count).toBeGreaterThanOrEqual(60);
    expect(meta.total_pages).toBe(Math.ceil((meta.total_count as number) / 10));
    const links = answer.body.links!;
    expect(links.self).toBe(`${store.url}${SF}/products?per_page=10&page=2`);
    expect(links.next).toMatch(new RegExp(`^${store.url}${SF}/products\\?page=3&per_page=10$`));
    expect(links.prev).toContain('page=1');
    expect(links.first).toContain('page=1');
    expect(links.last).toContain(`page=${meta.total_pages}`);
    // Money as decimal strings plus display strings; timestamps ISO-8601.
    const attributes = products[0]!.attributes;
    expect(attributes.price).toMatch(/^\d+\.\d{2}$/);
    expect(attributes.display_price).toMatch(/^\$\d+\.\d{2}$/);
    expect(attributes.currency).toBe('USD');
    expect(attributes.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // No includes unless asked.
    expect(answer.body.included).toBeUndefined();
  });

  it('pages: default 25, at most 100, out-of-range per_page falls back to 25', async () => {
    expect(many((await call(store, `${SF}/products`)).body)).toHaveLength(25);
    expect(many((await call(store, `${SF}/products?per_page=100`)).body).length).toBeLessThanOrEqual(100);
    for (const bad of ['0', '-3', '101', '500', 'lots']) {
      const answer = await call(store, `${SF}/products?per_page=${bad}`);
      expect(answer.status).toBe(200);
      expect(many(answer.body)).toHaveLength(25);
    }
    const beyond = await call(store, `${SF}/products?page=99`);
    expect(many(beyond.body)).toHaveLength(0);
  });

  it('filters by name (case-insensitive, partial), ids and skus of any variant', async () => {
    const byName = many((await call(store, `${SF}/products?filter[name]=HOODIE&per_page=100`)).body);
    expect(byName.length).toBeGreaterThanOrEqual(4);
    for (const p of byName) expect(String(p.attributes.name).toLowerCase()).toContain('hoodie');

    const ids = byName.slice(0, 2).map((p) => p.id);
    const byIds = many((await call(store, `${SF}/products?filter[ids]=${ids.join(',')}`)).body);
    expect(byIds.map((p) => p.id).sort()).toEqual([...ids].sort());

    const detail = await call(store, `${SF}/products/harbor-logo-tee?include=variants`);
    const variantSku = included(detail.body, 'variant')[3]!.attributes.sku as string;
    const masterSku = one(detail.body).attributes.sku as string;
    for (const sku of [variantSku, masterSku]) {
      const bySku = many((await call(store, `${SF}/products?filter[skus]=${sku}`)).body);
      expect(bySku.map((p) => p.attributes.slug)).toEqual(['harbor-logo-tee']);
    }
  });

  it('filters by taxon including descendants, price range, stock and options', async () => {
    const taxons = many((await call(store, `${SF}/taxons?filter[permalink]=categories/apparel`)).body);
    const apparel = taxons[0]!;
    const inApparel = many((await call(store, `${SF}/products?filter[taxons]=${apparel.id}&per_page=100&include=taxons`)).body);
    expect(inApparel.length).toBeGreaterThanOrEqual(20); // tees + hoodies + jackets, all in child taxons

    const priced = many((await call(store, `${SF}/products?filter[price]=20,30&per_page=100`)).body);
    expect(priced.length).toBeGreaterThan(0);
    for (const p of priced) {
      expect(Number(p.attributes.price)).toBeGreaterThanOrEqual(20);
      expect(Number(p.attributes.price)).toBeLessThanOrEqual(30);
    }

    const all = many((await call(store, `${SF}/products?per_page=100`)).body);
    const inStock = many((await call(store, `${SF}/products?filter[in_stock]=true&per_page=100`)).body);
    const backorderable = many((await call(store, `${SF}/products?filter[backorderable]=true&per_page=100`)).body);
    const purchasable = many((await call(store, `${SF}/products?filter[purchasable]=true&per_page=100`)).body);
    expect(inStock.length).toBeLessThan(all.length); // some products are sold out
    expect(inStock.every((p) => p.attributes.in_stock === true)).toBe(true);
    expect(backorderable.length).toBeGreaterThan(0);
    expect(backorderable.every((p) => p.attributes.backorderable === true)).toBe(true);
    expect(purchasable.length).toBeGreaterThanOrEqual(inStock.length);
    expect(all.some((p) => p.attributes.purchasable === false)).toBe(true);
    // Only the string "true" switches a boolean filter on.
    expect(many((await call(store, `${SF}/products?filter[in_stock]=yes&per_page=100`)).body)).toHaveLength(all.length);

    const navy = many((await call(store, `${SF}/products?filter[options][color]=navy&per_page=100`)).body);
    expect(navy.length).toBeGreaterThan(0);
    expect(navy.length).toBeLessThan(all.length);
  });

  it('hides discontinued products unless asked', async () => {
    const normal = (await call(store, `${SF}/products?filter[name]=pennant`)).body;
    expect(many(normal)).toHaveLength(0);
    const shown = (await call(store, `${SF}/products?filter[name]=pennant&filter[show_discontinued]=true`)).body;
    expect(many(shown)).toHaveLength(1);
    expect(many(shown)[0]!.attributes.available).toBe(false);
  });

  it('sorts by name, price and sku, descending with "-", ignoring unknown fields', async () => {
    const names = many((await call(store, `${SF}/products?sort=name&per_page=100`)).body).map((p) => String(p.attributes.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const prices = many((await call(store, `${SF}/products?sort=-price&per_page=100`)).body).map((p) => Number(p.attributes.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const skus = many((await call(store, `${SF}/products?sort=sku&per_page=100`)).body).map((p) => String(p.attributes.sku));
    expect(skus).toEqual([...skus].sort());
    const unknown = await call(store, `${SF}/products?sort=popularity,bogus`);
    expect(unknown.status).toBe(200);
    const plain = await call(store, `${SF}/products`);
    expect(many(unknown.body).map((p) => p.id)).toEqual(many(plain.body).map((p) => p.id));
  });

  it('includes with dot paths and applies sparse fieldsets to primary and included resources', async () => {
    const answer = await call(
      store,
      `${SF}/products?per_page=3&include=variants.option_values,option_types.option_values,images,taxons,product_properties,default_variant,primary_variant,variants.images` +
        '&fields[product]=name,price,variants,default_variant&fields[variant]=sku,price,option_values',
    );
    expect(answer.status).toBe(200);
    const products = many(answer.body);
    expect(Object.keys(products[0]!.attributes).sort()).toEqual(['name', 'price']);
    expect(Object.keys(products[0]!.relationships).sort()).toEqual(['default_variant', 'variants']);
    const variants = included(answer.body, 'variant');
    expect(variants.length).toBeGreaterThan(0);
    expect(Object.keys(variants[0]!.attributes).sort()).toEqual(['price', 'sku']);
    expect(included(answer.body, 'option_value').length).toBeGreaterThan(0);
    expect(included(answer.body, 'option_type').length).toBeGreaterThan(0);
    expect(included(answer.body, 'image').length).toBeGreaterThan(0);
    expect(included(answer.body, 'taxon').length).toBeGreaterThan(0);
    expect(included(answer.body, 'product_property').length).toBeGreaterThan(0);
    // Each resource appears once in included.
    const keys = (answer.body.included ?? []).map((r: Resource) => `${r.type}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 400 for an unknown include, also nested', async () => {
    for (const include of ['reviews', 'variants.reviews']) {
      const answer = await call(store, `${SF}/products?include=${include}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', code: 400 });
      expect(String((answer.body as unknown as { message: string }).message)).toContain('reviews');
    }
  });
});

describe('GET /products/<slug or id>', () => {
  it('finds by slug, then by id, with variants carrying SKUs, EAN-13 barcodes and options', async () => {
    const bySlug = await call(store, `${SF}/products/harbor-logo-tee?include=variants.option_values`);
    expect(bySlug.status).toBe(200);
    const product = one(bySlug.body);
    const byId = await call(store, `${SF}/products/${product.id}`);
    expect(one(byId.body).attributes.slug).toBe('harbor-logo-tee');
    const variants = included(bySlug.body, 'variant');
    expect(variants.length).toBe(12);
    for (const v of variants) {
      expect(v.attributes.sku).toMatch(/^HP-TEE-\d{3}-[A-Z]{3}-[A-Z]+$/);
      expect(v.attributes.barcode).toMatch(/^\d{13}$/);
      expect(v.attributes.options_text).toMatch(/^Color: .+, Size: .+$/);
    }
    expect(new Set(variants.map((v) => v.attributes.barcode)).size).toBe(variants.length);
  });

  it('answers 404 with the error body for an unknown product', async () => {
    const answer = await call(store, `${SF}/products/no-such-thing`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found', code: 404 });
    expect(typeof (answer.body as unknown as { message: unknown }).message).toBe('string');
    expect(typeof (answer.body as unknown as { documentation: unknown }).documentation).toBe('string');
  });

  it('prices in another supported currency', async () => {
    const answer = await call(store, `${SF}/products/harbor-logo-tee?currency=EUR`);
    expect(one(answer.body).attributes).toMatchObject({ currency: 'EUR', price: '22.99', display_price: '€22.99' });
  });
});

describe('taxons and store', () => {
  it('lists taxons by parent permalink', async () => {
    const answer = await call(store, `${SF}/taxons?filter[parent_permalink]=categories/apparel`);
    const names = many(answer.body).map((t) => t.attributes.name);
    expect(names).toEqual(['T-shirts', 'Hoodies', 'Jackets']);
    expect(many(answer.body)[0]!.attributes.pretty_name).toBe('Categories -> Apparel -> T-shirts');
  });

  it('reads the store', async () => {
    const answer = await call(store, `${SF}/store`);
    expect(one(answer.body).attributes).toMatchObject({
      name: 'Harbor & Pine Outfitters',
      default_currency: 'USD',
      supported_currencies: 'USD,EUR',
    });
  });
});
