/** Query building of the storefront client: bracket notation, sparse fields, filters, sorts, includes, image size. */
import { describe, expect, it } from 'vitest';
import { productListQuery, productViewQuery, taxonListQuery, variantListQuery } from '../../../shared/storefront/client/client-catalog.js';
import { postCategoryListQuery, postListQuery } from '../../../shared/storefront/client/client-content.js';
import { PRODUCT_INCLUDE } from '../../../shared/storefront/map/includes.js';
import { buildQuery, priceRange } from '../../../shared/storefront/query.js';

const decoded = (query: Parameters<typeof buildQuery>[0]) => decodeURIComponent(buildQuery(query));

describe('buildQuery', () => {
  it('writes nested objects in bracket notation, lists comma-separated, and leaves out undefined and null', () => {
    expect(buildQuery({ filter: { options: { size: 'm', color: undefined } }, fields: { product: ['name', 'price'] }, a: null, b: undefined })).toBe(
      '?filter[options][size]=m&fields[product]=name,price',
    );
  });

  it('sends false and 0, and nothing for an empty list or an empty query', () => {
    expect(buildQuery({ filter: { in_stock: false }, page: 0, ids: [] })).toBe('?filter[in_stock]=false&page=0');
    expect(buildQuery({})).toBe('');
  });

  it('escapes what would break the query', () => {
    expect(buildQuery({ filter: { name: 'a&b=c #1' } })).toBe('?filter[name]=a%26b%3Dc+%231');
  });
});

describe('product list query', () => {
  it('names every filter of the interface', () => {
    const query = decoded(
      productListQuery({
        filter: {
          name: 'tee',
          ids: ['1', '2'],
          skus: ['A-1'],
          taxons: ['3'],
          vendorIds: ['9'],
          price: [10, 50],
          options: { color: 'navy' },
          properties: { material: 'wool' },
          inStock: true,
          backorderable: false,
          purchasable: true,
          showDeleted: true,
          showDiscontinued: true,
        },
      }),
    );
    for (const part of [
      'filter[name]=tee',
      'filter[ids]=1,2',
      'filter[skus]=A-1',
      'filter[taxons]=3',
      'filter[vendor_ids]=9',
      'filter[price]=10,50',
      'filter[options][color]=navy',
      'filter[properties][material]=wool',
      'filter[in_stock]=true',
      'filter[backorderable]=false',
      'filter[purchasable]=true',
      'filter[show_deleted]=true',
      'filter[show_discontinued]=true',
    ]) {
      expect(query).toContain(part);
    }
  });

  it('writes open price ends as 0 and Infinity', () => {
    expect(priceRange([null, 20])).toBe('0,20');
    expect(priceRange([5, null])).toBe('5,Infinity');
    expect(priceRange(undefined)).toBeUndefined();
  });

  it('joins several sort keys in order, descending with a minus', () => {
    expect(decoded(productListQuery({ sort: ['-price', 'name'] }))).toContain('sort=-price,name');
    expect(decoded(productListQuery({ sort: 'updated_at' }))).toContain('sort=updated_at');
  });

  it('asks for what a till shows unless told otherwise, and for nothing when told none', () => {
    expect(decoded(productListQuery())).toContain(`include=${PRODUCT_INCLUDE}`);
    expect(decoded(productListQuery({ include: ['images', 'taxons'] }))).toContain('include=images,taxons');
    expect(decoded(productListQuery({ include: [] }))).not.toContain('include');
  });

  it('writes sparse fieldsets per type, the image size and quality, the currency and page size', () => {
    const query = decoded(
      productViewQuery({ fields: { product: ['name', 'price', 'variants'], variant: ['sku'] }, image: { size: '400x300', quality: 70 }, currency: 'EUR' }),
    );
    expect(query).toContain('fields[product]=name,price,variants');
    expect(query).toContain('fields[variant]=sku');
    expect(query).toContain('image_transformation[size]=400x300');
    expect(query).toContain('image_transformation[quality]=70');
    expect(query).toContain('currency=EUR');
    expect(decoded(productListQuery({ perPage: 100 }))).toContain('per_page=100');
  });
});

describe('other list queries', () => {
  it('writes taxon filters, roots only when asked', () => {
    const query = decoded(
      taxonListQuery({
        filter: { permalink: 'categories/apparel', parentPermalink: 'categories', parentId: '1', ids: ['2'], taxonomyId: '1', name: 'tee', roots: true },
      }),
    );
    expect(query).toContain('filter[permalink]=categories/apparel');
    expect(query).toContain('filter[parent_permalink]=categories');
    expect(query).toContain('filter[parent_id]=1');
    expect(query).toContain('filter[roots]=true');
    expect(decoded(taxonListQuery({ filter: { roots: false } }))).not.toContain('roots');
  });

  it('writes variant option filters', () => {
    expect(decoded(variantListQuery({ options: { color: 'navy', size: 'm' } }))).toContain('filter[options][color]=navy&filter[options][size]=m');
  });

  it('writes post and post category filters, sorts and includes', () => {
    const posts = decoded(
      postListQuery({
        filter: { title: 'wool', postCategoryId: '2', postCategorySlug: 'care', ids: ['1', '3'] },
        sort: '-published_at',
        include: ['post_category'],
      }),
    );
    expect(posts).toContain('filter[title]=wool');
    expect(posts).toContain('filter[post_category_id]=2');
    expect(posts).toContain('filter[post_category_slug]=care');
    expect(posts).toContain('filter[ids]=1,3');
    expect(posts).toContain('sort=-published_at');
    expect(posts).toContain('include=post_category');
    expect(decoded(postCategoryListQuery({ sort: ['title', '-id'], include: ['posts'], fields: { post_category: ['title'] } }))).toBe(
      '?sort=title,-id&include=posts&fields[post_category]=title',
    );
  });
});
