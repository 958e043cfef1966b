import { describe, expect, it } from 'vitest';
import { sameOriginTarget, withoutRedirects } from '../../../shared/storefront/redirects.js';
import type { ScheduledRequestInit } from '../../../shared/storefront/types/client-types.js';

const STORE = 'https://shop.example.com';
const from = `${STORE}/media/products/tee.svg`;

describe('where a picture redirect may go', () => {
  it('within the store: the absolute address, relative locations resolved', () => {
    expect(sameOriginTarget('/media/tee-2.svg', from, STORE)).toBe(`${STORE}/media/tee-2.svg`);
    expect(sameOriginTarget('tee-2.svg?size=128x128', from, STORE)).toBe(`${STORE}/media/products/tee-2.svg?size=128x128`);
    expect(sameOriginTarget('https://SHOP.example.com:443/x.svg', from, STORE)).toBe(`${STORE}/x.svg`);
  });

  it('anywhere else: nowhere', () => {
    for (const location of [
      'https://cdn.example.net/tee.svg',
      'http://shop.example.com/tee.svg', // plain http is another origin
      'https://shop.example.com:8443/tee.svg',
      'https://shop.example.com.evil.test/tee.svg',
      '//127.0.0.1/admin',
      'http://169.254.169.254/latest/meta-data/',
      'https://user:pw@shop.example.com/tee.svg',
      'data:image/svg+xml,<svg/>',
      'file:///etc/passwd',
      'http://[::1',
      '',
    ]) {
      expect(sameOriginTarget(location, from, STORE), location).toBeNull();
    }
    expect(sameOriginTarget(null, from, STORE)).toBeNull();
  });
});

describe("the app's transport to the store", () => {
  it('sends every request with redirects left unfollowed, whatever it asked', async () => {
    const seen: (ScheduledRequestInit | undefined)[] = [];
    const send = withoutRedirects(async (_url, init) => {
      seen.push(init);
      return new Response(null, { status: 204 });
    });
    await send(`${STORE}/status`);
    await send(`${STORE}/mcp`, { method: 'POST', redirect: 'follow', priority: 'sync', timeoutMs: 100 });
    expect(seen.map((init) => init?.redirect)).toEqual(['manual', 'manual']);
    expect(seen[1]).toMatchObject({ method: 'POST', priority: 'sync', timeoutMs: 100 });
  });
});
