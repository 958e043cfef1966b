/**
 * The storefront client's catalog operations against the demo store over HTTP: store, products
 * with every filter and sort, includes, sparse fields, image size and paging; a product by slug
 * or id; variants by option; taxons with filters; countries. Each with its typed errors.
 */
import { describe, expect, it } from 'vitest';
import { pageNumberOf } from '../../../shared/storefront/paging.js';
import { allItems, eachPage } from '../../support/demo-store/list-pages.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { rejection, useHarness } from './harness.js';

const h = useHarness();

const prices = (items: Product[]) => items.map((p) => Number(p.price));

describe('store', () => {
  it('reads the current store with its currencies', async () => {
    const store = await h.client.store();
    expect(store).toMatchObject({ name: 'Harbor & Pine Outfitters', defaultCurrency: 'USD' });
    expect(store.supportedCurrencies).toEqual(expect.arrayContaining(['USD', 'EUR']));
  });

  it('takes sparse fields: what is left out reads as empty', async () => {
    const store = await h.client.store(undefined, { fields: { store: ['name'] } });
    expect(store.name).toBe('Harbor & Pine Outfitters');
    expect(store.supportedCurrencies).toEqual([]);
    expect(store.customerSupportEmail).toBeNull();
  });
});

describe('products', () => {
  it('answers a page with meta, links and the neighbouring pages', async () => {
    const page = await h.client.products({ page: 2, perPage: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.page).toBe(2);
    expect(page.prevPage).toBe(1);
    expect(page.nextPage).toBe(3);
    expect(page.meta.count).toBe(10);
    expect(page.meta.totalCount).toBe(68);
    expect(page.meta.totalPages).toBe(7);
    expect(page.links.self).toContain('page=2');
    expect(pageNumberOf(page.links.next)).toBe(3);
    expect(pageNumberOf(page.links.prev)).toBe(1);
    expect(pageNumberOf(page.links.first)).toBe(1);
    expect(pageNumberOf(page.links.last)).toBe(7);
    const last = await h.client.products({ page: 7, perPage: 10 });
    expect(last.nextPage).toBeNull();
    expect(last.items).toHaveLength(8);
  });

  it('walks every page with the paging helpers', async () => {
    const all = await allItems((page) => h.client.products({ page, perPage: 25, fields: { product: ['name', 'slug'] } }));
    expect(all).toHaveLength(68);
    expect(new Set(all.map((p) => p.id)).size).toBe(68);
    let pages = 0;
    for await (const page of eachPage((n) => h.client.products({ page: n, perPage: 30 }), { maxPages: 2 })) {
      pages++;
      expect(page.items.length).toBeGreaterThan(0);
    }
    expect(pages).toBe(2);
  });

  it('maps a product with its variants, option types, images and taxons by default', async () => {
    const [tee] = (await h.client.products({ filter: { name: 'harbor logo tee' } })).items;
    expect(tee).toMatchObject({ slug: 'harbor-logo-tee', name: 'Harbor Logo Tee', currency: 'USD', price: '24.00', displayPrice: '$24.00', inStock: true });
    expect(tee!.optionTypes.map((t) => t.name)).toEqual(['color', 'size']);
    expect(tee!.variants.length).toBeGreaterThan(1);
    expect(tee!.variants[0]!.optionValues.map((v) => v.optionType).sort()).toEqual(['color', 'size']);
    expect(tee!.images[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/products\//);
    expect(tee!.taxonIds.length).toBeGreaterThan(0);
  });

  it('filters by name, ids, skus, taxons, price, options, properties and stock', async () => {
    const client = h.client;
    expect((await client.products({ filter: { name: 'TEE' } })).items.every((p) => /tee/i.test(p.name))).toBe(true);
    expect((await client.products({ filter: { ids: ['1', '37'] } })).items.map((p) => p.slug).sort()).toEqual(['harbor-logo-tee', 'packable-tote']);
    const tote = await client.product('packable-tote');
    expect((await client.products({ filter: { skus: [tote.variants[0]!.sku] } })).items.map((p) => p.slug)).toEqual(['packable-tote']);
    const hats = await client.products({ filter: { taxons: ['11'] }, perPage: 100 });
    expect(hats.items.map((p) => p.slug)).toContain('bucket-hat');
    expect(hats.items.every((p) => p.taxonIds.includes('11'))).toBe(true);
    const apparel = await client.products({ filter: { taxons: ['2'] }, perPage: 100 });
    expect(apparel.meta.totalCount).toBeGreaterThan(hats.meta.totalCount);
    const band = await client.products({ filter: { price: [20, 30] }, perPage: 100 });
    expect(band.items.length).toBeGreaterThan(0);
    expect(prices(band.items).every((p) => p >= 20 && p <= 30)).toBe(true);
    const cheap = await client.products({ filter: { price: [null, 20] }, perPage: 100 });
    expect(prices(cheap.items).every((p) => p <= 20)).toBe(true);
    const navy = await client.products({ filter: { options: { color: 'navy' } }, perPage: 100 });
    expect(navy.items.length).toBeGreaterThan(0);
    expect(navy.items.every((p) => p.variants.some((v) => v.optionValues.some((o) => o.name === 'navy')))).toBe(true);
    const organic = await client.products({ filter: { properties: { material: 'organic-cotton' } }, include: ['product_properties'], perPage: 100 });
    expect(organic.items.length).toBeGreaterThan(0);
    expect(organic.items.every((p) => p.properties?.some((x) => x.name === 'material' && x.filterParam === 'organic-cotton'))).toBe(true);
    const inStock = await client.products({ filter: { inStock: true }, perPage: 100 });
    expect(inStock.items.map((p) => p.slug)).not.toContain('sherpa-lined-hoodie');
    const backorderable = await client.products({ filter: { backorderable: true }, perPage: 100 });
    expect(backorderable.items.map((p) => p.slug).sort()).toEqual(expect.arrayContaining(['pour-over-coffee-set', 'two-person-tent']));
    const purchasable = await client.products({ filter: { purchasable: true }, perPage: 100 });
    expect(purchasable.items.map((p) => p.slug)).toContain('two-person-tent');
    expect(purchasable.items.map((p) => p.slug)).not.toContain('cast-iron-skillet');
    const withDiscontinued = await client.products({ filter: { showDiscontinued: true }, perPage: 100 });
    expect(withDiscontinued.meta.totalCount).toBe(69);
    const withDeleted = await client.products({ filter: { showDeleted: true }, perPage: 100 });
    expect(withDeleted.meta.totalCount).toBeGreaterThanOrEqual(68);
    const vendors = await client.products({ filter: { vendorIds: ['1'] }, perPage: 5 });
    expect(vendors.items.length).toBeGreaterThan(0);
  });

  it('sorts by name, price, sku, dates, ascending and descending, one key or several', async () => {
    const byName = (await h.client.products({ sort: 'name', perPage: 100 })).items.map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byNameDesc = (await h.client.products({ sort: '-name', perPage: 100 })).items.map((p) => p.name);
    expect(byNameDesc).toEqual([...byName].reverse());
    const byPrice = prices((await h.client.products({ sort: 'price', perPage: 100 })).items);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = prices((await h.client.products({ sort: ['-price', 'name'], perPage: 100 })).items);
    expect(byPriceDesc).toEqual([...byPrice].sort((a, b) => b - a));
    const bySku = (await h.client.products({ sort: 'sku', perPage: 100 })).items.map((p) => p.sku);
    expect(bySku).toEqual([...bySku].sort());
    for (const sort of ['updated_at', '-updated_at', 'created_at', 'available_on'] as const) {
      expect((await h.client.products({ sort, perPage: 5 })).items).toHaveLength(5);
    }
    const newest = (await h.client.products({ sort: '-updated_at', perPage: 100 })).items.map((p) => p.updatedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('takes includes, sparse fields, an image size and a currency', async () => {
    const bare = await h.client.products({ include: [], perPage: 3 });
    expect(bare.items.every((p) => p.variants.length === 0 && p.images.length === 0)).toBe(true);
    const sparse = await h.client.products({ fields: { product: ['name', 'price'] }, include: [], perPage: 3 });
    expect(sparse.items[0]!.name).not.toBe('');
    expect(sparse.items[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(sparse.items[0]!.slug).toBe('');
    expect(sparse.items[0]!.displayPrice).toBeNull();
    const sized = await h.client.products({ image: { size: '400x300', quality: 70 }, perPage: 2 });
    expect(sized.items[0]!.images[0]!.url).toContain('size=400x300');
    const euro = await h.client.products({ currency: 'EUR', perPage: 2 });
    expect(euro.items[0]!.currency).toBe('EUR');
    expect(euro.items[0]!.displayPrice).toMatch(/€/);
  });

  it('answers 400 with the store message for an include the product has not', async () => {
    const error = await rejection(h.client.products({ include: ['reviews' as 'images'] }), 'bad_request', 400);
    expect(error.message).toContain('reviews');
  });
});

describe('product', () => {
  it('reads one product by permalink or by id, the same product', async () => {
    const bySlug = await h.client.product('packable-tote');
    const byId = await h.client.product(bySlug.id);
    expect(byId).toEqual(bySlug);
    expect(bySlug.variants).toHaveLength(bySlug.variants.length);
    expect(bySlug.defaultVariantId).not.toBeNull();
  });

  it('takes a view: sparse fields and image size', async () => {
    const product = await h.client.product('harbor-logo-tee', undefined, {
      include: ['images'],
      image: { size: '100x100' },
      fields: { product: ['name', 'images'] },
    });
    expect(product.name).toBe('Harbor Logo Tee');
    expect(product.images[0]!.url).toContain('size=100x100');
    expect(product.variants).toEqual([]);
  });

  it('rejects an unknown product as not_found with the store message', async () => {
    const error = await rejection(h.client.product('no-such-product'), 'not_found', 404);
    expect(error.message).toBe('The resource you were looking for could not be found.');
    expect(error.code).toBe('not_found');
  });
});

describe('variants', () => {
  it("lists a product's variants, master included, filtered by option", async () => {
    const all = await h.client.variants('harbor-logo-tee', { perPage: 100 });
    expect(all.items.some((v) => v.isMaster)).toBe(true);
    expect(all.meta.totalCount).toBe(all.items.length);
    const navy = await h.client.variants('harbor-logo-tee', { options: { color: 'navy' }, perPage: 100 });
    expect(navy.items.length).toBeGreaterThan(0);
    expect(navy.items.length).toBeLessThan(all.items.length);
    expect(navy.items.every((v) => v.optionValues.some((o) => o.optionType === 'color' && o.name === 'navy'))).toBe(true);
    const paged = await h.client.variants('harbor-logo-tee', { perPage: 2, page: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.prevPage).toBe(1);
  });

  it('rejects the variants of an unknown product as not_found', async () => {
    await rejection(h.client.variants('no-such-product'), 'not_found', 404);
  });
});

describe('taxons', () => {
  it('reads the tree with parents', async () => {
    const taxons = await h.client.taxons();
    expect(taxons).toHaveLength(18);
    const tees = taxons.find((t) => t.permalink === 'categories/apparel/t-shirts')!;
    expect(tees).toMatchObject({ name: 'T-shirts', parentId: '2', depth: 2, isLeaf: true });
    expect(tees.prettyName).toBe('Categories -> Apparel -> T-shirts');
  });

  it('filters by permalink, parent permalink, parent id, ids, roots and name, and pages', async () => {
    const one = await h.client.taxonPage({ filter: { permalink: 'categories/footwear' } });
    expect(one.items.map((t) => t.id)).toEqual(['6']);
    const children = await h.client.taxonPage({ filter: { parentPermalink: 'categories/footwear' } });
    expect(children.items.map((t) => t.permalink)).toEqual(['categories/footwear/sneakers', 'categories/footwear/boots']);
    expect((await h.client.taxonPage({ filter: { parentId: '9' } })).meta.totalCount).toBe(3);
    expect((await h.client.taxonPage({ filter: { ids: ['3', '4'] } })).items.map((t) => t.id)).toEqual(['3', '4']);
    expect((await h.client.taxonPage({ filter: { roots: true } })).items.map((t) => t.permalink)).toEqual(['categories']);
    expect((await h.client.taxonPage({ filter: { name: 'boot' } })).items.map((t) => t.name)).toEqual(['Boots']);
    const paged = await h.client.taxonPage({ perPage: 5, page: 2 });
    expect(paged.items).toHaveLength(5);
    expect(paged.meta).toEqual({ count: 5, totalCount: 18, totalPages: 4 });
  });

  it('reads one taxon by permalink or id, with its children', async () => {
    const apparel = await h.client.taxon('categories/apparel');
    expect(apparel.id).toBe('2');
    expect(apparel.childIds).toEqual(['3', '4', '5']);
    expect((await h.client.taxon('2')).permalink).toBe('categories/apparel');
    await rejection(h.client.taxon('categories/nothing-here'), 'not_found', 404);
  });
});

describe('countries', () => {
  it('lists countries and reads one by ISO, ISO3 or as the default', async () => {
    const countries = await h.client.countries();
    expect(countries.find((c) => c.iso === 'US')).toMatchObject({ iso3: 'USA', name: 'United States', isDefault: true });
    expect((await h.client.country('DE')).iso3).toBe('DEU');
    expect((await h.client.country('CAN')).iso).toBe('CA');
    expect((await h.client.country('default')).iso).toBe('US');
    await rejection(h.client.country('XX'), 'not_found', 404);
  });
});
