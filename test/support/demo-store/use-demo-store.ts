/**
 * For a test file: the embedded demo store on its own (no rate limit unless asked), started
 * before the file's tests and closed after them. Read `.url` or `.store` inside tests (they are
 * there once the tests run).
 */
import { startDemoStore, type DemoStore, type DemoStoreOptions } from '../../../electron/demo-store/http/server.js';
import { startedForFile } from '../till/started-for-file.js';

export function useDemoStore(options: DemoStoreOptions = {}): { readonly store: DemoStore; readonly url: string } {
  const store = startedForFile(
    'the demo store',
    () => startDemoStore({ rateLimit: false, ...options }),
    (started) => started.close(),
  );
  return {
    get store() {
      return store();
    },
    get url() {
      return store().url;
    },
  };
}
