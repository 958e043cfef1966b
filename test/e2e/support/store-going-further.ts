/**
 * The demo store behind a proxy that makes one checkout step go as far as it can: every
 * `PATCH …/checkout/next` reaches the store as `…/checkout/advance`. A stand-in for a store
 * that does more at a step than it was asked, so a test can see what the app does when the
 * store places an order before the clerk completes it.
 */
import http from 'node:http';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { closeAll, listen } from '../../support/net/loopback-servers.js';

export interface StoreGoingFurther {
  store: DemoStore;
  /** The address the app is given. */
  url: string;
  close(): Promise<void>;
}

export async function startStoreGoingFurther(): Promise<StoreGoingFurther> {
  const store = await startDemoStore({ rateLimit: false });
  const upstream = new URL(store.url);
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').replace(/\/checkout\/next(?=$|\?)/, '/checkout/advance');
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => req.socket.destroy());
    req.pipe(forwarded);
  });
  const url = await listen(server);
  return {
    store,
    url,
    async close() {
      closeAll(server);
      await store.close();
    },
  };
}
