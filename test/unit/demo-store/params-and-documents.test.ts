import { describe, expect, it } from 'vitest';
import { errorSentence } from '../../../electron/demo-store/http/api-error.js';
import { ean13, PRODUCTS } from '../../../electron/demo-store/db/catalog-data.js';
import { pageRequest } from '../../../electron/demo-store/jsonapi/jsonapi.js';
import { mergeParams, parseBracketParams, toQueryString } from '../../../electron/demo-store/http/params.js';
import { Router } from '../../../electron/demo-store/http/router.js';

describe('request parameters', () => {
  it('parses bracket notation into nested objects and lists', () => {
    const params = parseBracketParams(new URLSearchParams('filter[name]=tee&filter[options][color]=navy&ids[]=1&ids[]=2&fields[product]=name,price&page=2'));
    expect(params).toEqual({ filter: { name: 'tee', options: { color: 'navy' } }, ids: ['1', '2'], fields: { product: 'name,price' }, page: '2' });
    expect(parseBracketParams(new URLSearchParams('__proto__[x]=1&a[__proto__]=2'))).toEqual({});
    expect(parseBracketParams(new URLSearchParams('a[0]=x&a[1]=y&b=1&b=2'))).toEqual({ a: { 0: 'x', 1: 'y' }, b: '2' });
  });

  it('merges query and body, the body winning', () => {
    expect(mergeParams({ include: 'a', filter: { x: '1' } }, { include: 'b', filter: { y: '2' } })).toEqual({ include: 'b', filter: { x: '1', y: '2' } });
  });

  it('renders parameters back into a query string', () => {
    expect(toQueryString({ page: '2', filter: { name: 'tee shirt' }, ids: ['1', '2'] })).toBe('page=2&filter[name]=tee%20shirt&ids[]=1&ids[]=2');
  });
});

describe('paging', () => {
  it('defaults to 25 per page, allows 1..100, falls back to 25 otherwise', () => {
    expect(pageRequest({})).toEqual({ page: 1, perPage: 25, offset: 0 });
    expect(pageRequest({ page: '3', per_page: '10' })).toEqual({ page: 3, perPage: 10, offset: 20 });
    expect(pageRequest({ per_page: '100' }).perPage).toBe(100);
    for (const bad of ['0', '101', '500', '-1', 'x', '2.5']) expect(pageRequest({ per_page: bad }).perPage).toBe(25);
    expect(pageRequest({ page: '0' }).page).toBe(1);
  });
});

describe('router', () => {
  it('matches literal, :param and *rest segments', () => {
    const router = new Router<string>().get('/a/:id', 'one').get('/t/*rest', 'rest').patch('/a/:id/ship', 'ship');
    expect(router.match('GET', '/a/42')).toEqual({ handler: 'one', pathParams: { id: '42' } });
    expect(router.match('HEAD', '/a/42')?.handler).toBe('one');
    expect(router.match('GET', '/t/categories/apparel')).toEqual({ handler: 'rest', pathParams: { rest: 'categories/apparel' } });
    expect(router.match('PATCH', '/a/7/ship')?.pathParams).toEqual({ id: '7' });
    expect(router.match('POST', '/a/42')).toBeNull();
    expect(router.match('GET', '/a/42/more')).toBeNull();
  });

  it('matches one spelling only: no empty segment, no trailing slash', () => {
    const router = new Router<string>().get('/a/:id', 'one').get('/t/*rest', 'rest');
    for (const path of ['/a//42', '//a/42', '/a/42/', '/a/', '/t/x//y', '/t/x/', 'a/42']) expect(router.match('GET', path)).toBeNull();
  });
});

describe('error sentences', () => {
  it('joins nested field errors into one sentence', () => {
    expect(errorSentence({ email: ['is invalid'] })).toBe('Email is invalid');
    expect(errorSentence({ base: ['No payment found'] })).toBe('No payment found');
    expect(errorSentence({ ship_address: { zipcode: ["can't be blank"] }, email: ['is invalid'] })).toBe(
      "Ship address zipcode can't be blank and Email is invalid",
    );
  });
});

describe('seed data', () => {
  it('computes EAN-13 check digits', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13('200000000001')).toMatch(/^\d{13}$/);
  });

  it('has at least 60 products with unique names', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PRODUCTS.map((p) => p.name)).size).toBe(PRODUCTS.length);
  });
});
