/**
 * A product picture larger than the 2 MB the app shows: the app stops reading once it has more
 * than that and shows no picture; it never takes the whole answer into memory first (a store
 * could send gigabytes within the request timeout). A real loopback server sends up to 64 MB and
 * counts what it managed to send before the app hung up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductImages } from '../../../../electron/till/catalog/product-images.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { closeAll, floodingServer, listen } from '../../../support/net/loopback-servers.js';

const flood = floodingServer('image/png');
let storeUrl = '';

beforeAll(async () => {
  storeUrl = await listen(flood.server);
});

afterAll(() => closeAll(flood.server));

describe('a picture far over 2 MB', () => {
  it('is not shown, after reading little more than 2 MB of it', async () => {
    const pictures = createProductImages({ storeUrl, fetch: (url, init) => fetch(url, init as RequestInit) });
    const product = { name: 'Huge', images: [{ id: '1', url: '/pictures/huge.png', alt: null, position: 1 }] } as unknown as Product;
    expect(await pictures.of(product)).toEqual([]);
    await flood.finished();
    expect(flood.sent()).toBeLessThan(12 * 1024 * 1024);
  });
});
