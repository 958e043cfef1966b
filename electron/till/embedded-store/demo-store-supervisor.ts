/**
 * Keeps the embedded demo store running at one address for the app's whole run: a store whose
 * process stops by itself is started again on the same port with the same data (a few times,
 * waiting longer each time, see demo-store-restarts.ts), and then left stopped. Each of these is
 * said in words, for the clerk, through `onWarning` (null: nothing to say any more).
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { RunningDemoStore } from './demo-store-link.js';
import { DEMO_STORE_RESTARTS, nextRestartDelay, recentCrashes, type RestartPolicy } from './demo-store-restarts.js';

export interface DemoStoreSupervisorOptions {
  /** Starts the store (on this port when given: a restart keeps the address the app already uses). */
  start(port?: number): Promise<RunningDemoStore>;
  policy?: RestartPolicy;
  now?: () => number;
  onWarning(words: Words | null): void;
  log(line: string): void;
}

export interface SupervisedDemoStore {
  readonly url: string;
  readonly port: number;
  /** The process the store runs in now (null: in this one, or stopped). */
  pid(): number | null;
  /** Stops the store, runs `wipe` (its data deleted) and starts it fresh at the same address. */
  reset(wipe: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const messages = defineMessages({
  leftStopped: {
    id: 'app.demoStore.leftStopped',
    defaultMessage:
      'The demo store stopped unexpectedly {crashes} times within {minutes, plural, one {# minute} other {# minutes}} and is left stopped: sales cannot reach it. Restart the app; if it happens again, see its log.',
  },
  restarting: {
    id: 'app.demoStore.restarting',
    defaultMessage:
      'The demo store stopped unexpectedly at {time} and is being started again (restart {restart} of {restarts}); the till is offline meanwhile.',
  },
  restarted: {
    id: 'app.demoStore.restarted',
    defaultMessage:
      'The demo store stopped unexpectedly at {time} and was started again (restart {restart} of {restarts}). Check the sale in progress before taking payment.',
  },
});

const clockTime = (at: number) => {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

export async function superviseDemoStore(options: DemoStoreSupervisorOptions): Promise<SupervisedDemoStore> {
  const policy = options.policy ?? DEMO_STORE_RESTARTS;
  const now = options.now ?? Date.now;
  let current: RunningDemoStore | null = await options.start();
  const { url, port } = current;
  let crashes: number[] = [];
  let closed = false;
  /** Bumped when the store is stopped on purpose: a restart planned before then is dropped. */
  let generation = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  const watch = (store: RunningDemoStore) => {
    const watched = generation;
    store.onUnexpectedExit((reason) => {
      if (closed || watched !== generation || current !== store) return;
      current = null;
      crashed(reason);
    });
  };

  const crashed = (reason: string) => {
    const at = now();
    crashes = [...recentCrashes(crashes, at, policy), at];
    const delay = nextRestartDelay(crashes, at, policy);
    if (delay === null) {
      const words = wordsOf(messages.leftStopped, { crashes: crashes.length, minutes: Math.round(policy.windowMs / 60_000) });
      options.log(`demo store: ${reason} Left stopped after ${crashes.length} crashes.`);
      options.onWarning(words);
      return;
    }
    const restart = crashes.length;
    options.log(`demo store: ${reason} Starting it again in ${delay} ms (restart ${restart} of ${policy.delaysMs.length}).`);
    options.onWarning(wordsOf(messages.restarting, { time: clockTime(at), restart, restarts: policy.delaysMs.length }));
    const planned = generation;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (closed || planned !== generation) return;
      options.start(port).then(
        (store) => {
          if (closed || planned !== generation) {
            void store.close();
            return;
          }
          current = store;
          watch(store);
          options.log(`demo store: started again at ${store.url}`);
          options.onWarning(wordsOf(messages.restarted, { time: clockTime(at), restart, restarts: policy.delaysMs.length }));
        },
        (error: unknown) => {
          if (closed || planned !== generation) return;
          crashed(`It could not be started again: ${error instanceof Error ? error.message : String(error)}.`);
        },
      );
    }, delay);
    restartTimer.unref?.();
  };

  watch(current);

  const stopCurrent = async () => {
    generation += 1;
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    const store = current;
    current = null;
    await store?.close();
  };

  return {
    url,
    port,
    pid: () => current?.pid ?? null,
    async reset(wipe) {
      await stopCurrent();
      await wipe();
      crashes = [];
      const store = await options.start(port);
      current = store;
      watch(store);
      options.onWarning(null);
    },
    async close() {
      closed = true;
      await stopCurrent();
    },
  };
}
