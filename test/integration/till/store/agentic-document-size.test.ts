/**
 * A store's UCP document larger than the 64 KB the app reads: the app stops reading once it has
 * more than that and refuses the document in words; it never takes the whole answer into memory
 * first (a store could send gigabytes within the request timeout). A real loopback server sends
 * up to 64 MB and counts what it managed to send before the app hung up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgenticDiscovery } from '../../../../electron/till/store/agentic-discovery.js';
import { closeAll, floodingServer, listen } from '../../../support/net/loopback-servers.js';

const flood = floodingServer('application/json', '{"ucp":');
let base = '';

beforeAll(async () => {
  base = await listen(flood.server);
});

afterAll(() => closeAll(flood.server));

describe('a UCP document far over 64 KB', () => {
  it('is refused as too large after reading little more than 64 KB of it', async () => {
    const discovery = createAgenticDiscovery({ agenticUrl: `${base}/huge`, fetch: (url, init) => fetch(url, init as RequestInit) });
    const status = await discovery.status();
    expect(status).toMatchObject({ state: 'refused', reason: 'it is larger than 64 KB' });
    await flood.finished();
    expect(flood.sent()).toBeLessThan(8 * 1024 * 1024);
  });
});
