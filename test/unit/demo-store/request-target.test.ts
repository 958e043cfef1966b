import { describe, expect, it } from 'vitest';
import { canonicalRequestTarget } from '../../../electron/demo-store/http/request-target.js';

describe('canonicalRequestTarget', () => {
  it('keeps a canonical path and splits off its query', () => {
    expect(canonicalRequestTarget('/api/v2/storefront/cart?include=line_items')).toEqual({ path: '/api/v2/storefront/cart', search: '?include=line_items' });
    expect(canonicalRequestTarget('/')).toEqual({ path: '/', search: '' });
    expect(canonicalRequestTarget('/api/v2/storefront/products/caf%C3%A9%20mug')?.path).toBe('/api/v2/storefront/products/caf%C3%A9%20mug');
    expect(canonicalRequestTarget('/a/b:c@d,e')?.path).toBe('/a/b:c@d,e');
    // Only the path is held to one spelling: the query is the handlers' to read.
    expect(canonicalRequestTarget('/a?next=//b/../c;d')?.search).toBe('?next=//b/../c;d');
  });

  it('refuses every other spelling of a path', () => {
    for (const target of [
      undefined,
      '',
      '*',
      'http://evil.example/api',
      '//api/v2/storefront/cart',
      '/api//cart',
      '/api/cart/',
      '/api/./cart',
      '/api/x/../cart',
      '/api/%2e/cart',
      '/api/%2E%2E/cart',
      '/api%2Fcart',
      '/api%2fcart',
      '/api%5Ccart',
      '/api\\cart',
      '/api/%63art',
      '/api/cart%41',
      '/api/cart%7E',
      '/api/cart;jsessionid=1',
      '/api;x/cart',
      '/api/cart%00',
      '/api/cart%0a',
      '/api/cart%',
      '/api/cart%zz',
      '/api/cart%2',
      '/api/cart#frag',
      '/api/ca rt',
      '/api/cart\u00e9',
    ]) {
      expect({ target, result: canonicalRequestTarget(target) }).toEqual({ target, result: null });
    }
  });
});
