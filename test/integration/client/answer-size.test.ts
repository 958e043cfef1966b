/**
 * An answer larger than any the interface gives (a store sending 64 MB within the request's
 * timeout) is cut off at the app's limit and refused in words, never read whole into the till's
 * memory first; the request's outcome is then unknown to the app, as with no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { MAX_ANSWER_BYTES } from '../../../shared/storefront/wire-timeout.js';
import { closeAll, floodingServer, listen } from '../../support/net/loopback-servers.js';

const flood = floodingServer('application/vnd.api+json', '{"data":');
let storeUrl = '';

beforeAll(async () => {
  storeUrl = await listen(flood.server);
});

afterAll(() => closeAll(flood.server));

describe('an answer far larger than the interface ever sends', () => {
  it('is refused after reading little more than the limit, through the scheduler as the app sends it', async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    const client = createStorefrontClient({ baseUrl: storeUrl, dialect: SHOP_DIALECT, fetch: scheduler.fetch });
    await expect(client.cart({ orderToken: 'cart-token' }, { priority: 'sale' })).rejects.toMatchObject({
      kind: 'server',
      message: expect.stringMatching(/answer was larger than 32 MB, so the app did not read it/),
    });
    await flood.finished();
    expect(flood.sent()).toBeLessThan(MAX_ANSWER_BYTES + 8 * 1024 * 1024);
  });
});
