/**
 * For an end-to-end test file: the app (browser host, demo store, Chromium page) started before
 * the file's tests and stopped after them. The answer stands for the running app once the tests
 * run, so `const { page, runtime } = app` works inside them. `options`: as startApp takes them.
 */
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app.js';

export function useRunningApp(options: Parameters<typeof startApp>[0] = {}): RunningApp {
  let running: RunningApp | undefined;
  beforeAll(async () => {
    running = await startApp(options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as RunningApp, {
    get(_target, key) {
      if (!running) throw new Error('the app is not started yet: use it inside a test');
      return running[key as keyof RunningApp];
    },
  });
}
