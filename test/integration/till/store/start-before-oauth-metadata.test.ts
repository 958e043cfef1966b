/**
 * The till is ready to sell without waiting for the store's OAuth metadata: a store that is slow
 * to answer /.well-known/oauth-authorization-server (or never does) holds up sign-in only. The
 * app talks to the demo store through a front server that holds that one request open until the
 * test lets it answer, serves the token endpoint that metadata names at a path of its own (passed
 * on to the demo store's), and passes everything else on.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { closeAll, listen, passOn } from '../../../support/net/loopback-servers.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();
let front: http.Server;
let frontUrl: string;
/** Metadata requests held open, each with how to answer it. */
const held: { answer: () => void }[] = [];
/** The token endpoint the held metadata names, a path the demo store itself does not serve. */
const METADATA_TOKEN_PATH = '/metadata-named/token';
const reachedTokenPaths: string[] = [];

beforeAll(async () => {
  front = http.createServer((req, res) => {
    if (req.url === '/.well-known/oauth-authorization-server') {
      const metadata = {
        issuer: frontUrl,
        token_endpoint: `${frontUrl}${METADATA_TOKEN_PATH}`,
        authorization_endpoint: `${frontUrl}/shop_oauth/authorize`,
        revocation_endpoint: `${frontUrl}/shop_oauth/revoke`,
      };
      held.push({ answer: () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(metadata)) });
      return;
    }
    if (req.url?.endsWith('/token')) reachedTokenPaths.push(req.url);
    passOn(req, res, demo.url, req.url === METADATA_TOKEN_PATH ? '/shop_oauth/token' : req.url);
  });
  frontUrl = await listen(front);
});

afterAll(() => closeAll(front));

describe('the start and the store’s OAuth metadata', () => {
  it('is ready to sell while the metadata is still on its way, and signs in once it comes', async () => {
    const app = await startTestRuntime({ storeUrl: frontUrl });
    try {
      // Started, with the store's metadata asked for and not answered yet: the store answers the till.
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(await app.runtime.calls.app.connection()).toMatchObject({ state: 'online' });
      expect(await app.runtime.calls.content.store()).toMatchObject({ name: 'Harbor & Pine Outfitters' });

      // The metadata comes: sign-in waited for it and uses the token endpoint it names.
      held[0]!.answer();
      expect(await dispatchBridgeCall(app.runtime.calls, 'session.signIn', [{ email: DEMO_STAFF.email, password: DEMO_STAFF.password }])).toMatchObject({
        ok: true,
        value: { signedIn: true, email: DEMO_STAFF.email },
      });
      expect(reachedTokenPaths).toEqual([METADATA_TOKEN_PATH]);
    } finally {
      await app.stop();
    }
  });
});
