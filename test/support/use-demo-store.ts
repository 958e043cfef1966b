/**
 * For a test file: the embedded demo store on its own (no rate limit unless asked), started
 * before the file's tests and closed after them. Read `.url` or `.store` inside tests (they are
 * there once the tests run).
 */
import { afterAll, beforeAll } from 'vitest';
import { startDemoStore, type DemoStore, type DemoStoreOptions } from '../../electron/demo-store/server.js';

export function useDemoStore(options: DemoStoreOptions = {}): { readonly store: DemoStore; readonly url: string } {
  let store: DemoStore | undefined;
  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: false, ...options });
  });
  afterAll(async () => {
    await store?.close();
  });
  return {
    get store() {
      if (!store) throw new Error('the demo store is not started yet');
      return store;
    },
    get url() {
      return this.store.url;
    },
  };
}
