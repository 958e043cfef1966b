import { describe, expect, it } from 'vitest';
import { facetsOf, filterProducts, sortProducts, taxonWithDescendants } from '../../../electron/till/catalog/catalog-filters.js';
import type { Product, Taxon, Variant } from '../../../shared/storefront/types/types.js';

function variant(id: string, color: string, size: string, inStock = true): Variant {
  return {
    id,
    sku: id,
    barcode: null,
    isMaster: false,
    optionsText: `${color}, ${size}`,
    currency: 'USD',
    price: null,
    displayPrice: null,
    inStock,
    backorderable: false,
    purchasable: inStock,
    optionValues: [
      { id: `c-${color}`, name: color, presentation: color, optionType: 'color', optionTypePresentation: 'Color' },
      { id: `s-${size}`, name: size, presentation: size.toUpperCase(), optionType: 'size', optionTypePresentation: 'Size' },
    ],
  };
}

function product(id: string, name: string, price: string | null, taxon: string, variants: Variant[], updatedAt = '2026-01-01T00:00:00Z'): Product {
  return {
    id,
    slug: id,
    name,
    description: null,
    sku: id,
    barcode: null,
    currency: 'USD',
    price,
    displayPrice: price && `$${price}`,
    inStock: variants.some((v) => v.inStock),
    backorderable: false,
    purchasable: true,
    available: true,
    updatedAt,
    taxonIds: [taxon],
    images: [],
    optionTypes: [],
    variants,
    defaultVariantId: variants[0]?.id ?? null,
  };
}

const tee = product('tee', 'Logo Tee', '24.00', 'tshirts', [variant('t1', 'navy', 's'), variant('t2', 'grey', 'm')], '2026-03-01T00:00:00Z');
const hoodie = product('hoodie', 'Anchor Hoodie', '58.00', 'hoodies', [variant('h1', 'navy', 'm', false)]);
const mug = product('mug', 'Camp Mug', '14.50', 'mugs', []);
const all = [tee, hoodie, mug];
const taxons: Taxon[] = [
  { id: 'apparel', name: 'Apparel', prettyName: 'Apparel', permalink: 'apparel', parentId: null, depth: 1 },
  { id: 'tshirts', name: 'T-shirts', prettyName: 'Apparel -> T-shirts', permalink: 'apparel/t-shirts', parentId: 'apparel', depth: 2 },
  { id: 'hoodies', name: 'Hoodies', prettyName: 'Apparel -> Hoodies', permalink: 'apparel/hoodies', parentId: 'apparel', depth: 2 },
  { id: 'mugs', name: 'Mugs', prettyName: 'Home -> Mugs', permalink: 'home/mugs', parentId: null, depth: 1 },
];

describe('browsing the local catalog', () => {
  it('browses a taxon with everything under it', () => {
    const apparel = taxonWithDescendants('apparel', taxons);
    expect(filterProducts(all, {}, apparel).map((p) => p.id)).toEqual(['tee', 'hoodie']);
  });

  it('filters by price range, stock and option values held by one variant', () => {
    expect(filterProducts(all, { priceMin: 20, priceMax: 60 }, null).map((p) => p.id)).toEqual(['tee', 'hoodie']);
    expect(filterProducts(all, { inStock: true }, null).map((p) => p.id)).toEqual(['tee']);
    expect(filterProducts(all, { options: { color: 'navy', size: 'm' } }, null).map((p) => p.id)).toEqual(['hoodie']);
    expect(filterProducts(all, { options: { color: 'navy', size: 's' } }, null).map((p) => p.id)).toEqual(['tee']);
    expect(filterProducts(all, { options: { color: 'grey', size: 's' } }, null)).toEqual([]);
  });

  it('filters by a property and offers the properties that tell products apart', () => {
    const cotton = { ...tee, properties: [{ id: '1', name: 'material', description: 'Material', value: 'Organic cotton', filterParam: 'organic-cotton' }] };
    const fleece = { ...hoodie, properties: [{ id: '2', name: 'material', description: 'Material', value: 'Fleece', filterParam: 'fleece' }] };
    const list = [cotton, fleece, mug];
    expect(filterProducts(list, { properties: { material: 'fleece' } }, null).map((p) => p.id)).toEqual(['hoodie']);
    const facets = facetsOf(list);
    expect(facets.properties).toEqual([
      {
        name: 'material',
        presentation: 'Material',
        values: [
          { name: 'fleece', presentation: 'Fleece', count: 1 },
          { name: 'organic-cotton', presentation: 'Organic cotton', count: 1 },
        ],
      },
    ]);
  });

  it('sorts by name, price and newest', () => {
    expect(sortProducts(all, 'name').map((p) => p.id)).toEqual(['hoodie', 'mug', 'tee']);
    expect(sortProducts(all, '-price').map((p) => p.id)).toEqual(['hoodie', 'tee', 'mug']);
    expect(sortProducts(all, 'price').map((p) => p.id)).toEqual(['mug', 'tee', 'hoodie']);
    expect(sortProducts(all, 'newest')[0]!.id).toBe('tee');
    expect(sortProducts(all, 'relevance')).toBe(all);
  });

  it('offers facets counted per product', () => {
    const facets = facetsOf(all);
    expect(facets.price).toEqual({ min: 14.5, max: 58 });
    const color = facets.optionTypes.find((t) => t.name === 'color')!;
    expect(color.values.find((v) => v.name === 'navy')!.count).toBe(2);
    expect(color.values.find((v) => v.name === 'grey')!.count).toBe(1);
  });
});
