/**
 * The demo store behind a proxy that can lose answers or refuse requests on demand, for the app
 * to talk to (`startApp({ storeUrl })`) when a test needs the network to fail at a chosen step.
 * Both proxies pass everything until a test targets some requests.
 */
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { startFlakyProxy, type FlakyProxy } from '../../support/net/flaky-proxy.js';

export interface StoreBehindProxy {
  store: DemoStore;
  /** The address the app is given. */
  url: string;
  /** The store does the targeted requests, but their answers never come back. */
  loseAnswers(match: (method: string, path: string) => boolean): void;
  /** The targeted requests never reach the store. */
  refuse(match: (method: string, path: string) => boolean): void;
  /** Nothing lost or refused from now on. */
  heal(): void;
  close(): Promise<void>;
}

export async function startStoreBehindProxy(): Promise<StoreBehindProxy> {
  const store = await startDemoStore({ rateLimit: false });
  const lossy: FlakyProxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 });
  const refusing: FlakyProxy = await startFlakyProxy(lossy.url, { dropRequest: 1, dropResponse: 0, delay: 0, maxDelayMs: 0 });
  const heal = () => {
    lossy.setTarget(() => false);
    refusing.setTarget(() => false);
  };
  heal();
  return {
    store,
    url: refusing.url,
    loseAnswers: (match) => lossy.setTarget(match),
    refuse: (match) => refusing.setTarget(match),
    heal,
    async close() {
      await refusing.close();
      await lossy.close();
      await store.close();
    },
  };
}
