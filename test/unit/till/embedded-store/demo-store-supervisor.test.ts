/**
 * A demo store that stops by itself is started again at the same address, a few times and later
 * each time, then left stopped; every step is said in words. A store stopped on purpose (a reset,
 * the app closing) is not started again.
 */
import { englishOf } from '../../../../shared/i18n/words.js';
import { describe, expect, it } from 'vitest';
import type { RunningDemoStore } from '../../../../electron/till/embedded-store/demo-store-link.js';
import { nextRestartDelay, type RestartPolicy } from '../../../../electron/till/embedded-store/demo-store-restarts.js';
import { superviseDemoStore } from '../../../../electron/till/embedded-store/demo-store-supervisor.js';

const POLICY: RestartPolicy = { delaysMs: [1, 5, 10], windowMs: 60_000 };

describe('when a crashed demo store is started again', () => {
  it('waits longer after each crash within the window, and not at all after too many', () => {
    expect(nextRestartDelay([1_000], 1_000, POLICY)).toBe(1);
    expect(nextRestartDelay([1_000, 2_000], 2_000, POLICY)).toBe(5);
    expect(nextRestartDelay([1_000, 2_000, 3_000], 3_000, POLICY)).toBe(10);
    expect(nextRestartDelay([1_000, 2_000, 3_000, 4_000], 4_000, POLICY)).toBeNull();
    // Crashes older than the window no longer count.
    expect(nextRestartDelay([1_000, 2_000, 3_000, 70_000], 70_000, POLICY)).toBe(1);
  });
});

/** Stores that crash when the test says so. */
function fakeStores(options: { failStartsAfter?: number } = {}) {
  const started: { port: number | undefined; crash(reason: string): void; closed: boolean }[] = [];
  const start = async (port?: number): Promise<RunningDemoStore> => {
    if (options.failStartsAfter !== undefined && started.length >= options.failStartsAfter) throw new Error('Port 4310 is already in use');
    const listeners: ((reason: string) => void)[] = [];
    const record = {
      port,
      closed: false,
      crash: (reason: string) => listeners.splice(0).forEach((l) => l(reason)),
    };
    started.push(record);
    return {
      url: 'http://127.0.0.1:4310',
      port: 4310,
      pid: 1000 + started.length,
      onUnexpectedExit: (listener) => listeners.push(listener),
      close: async () => {
        record.closed = true;
      },
    };
  };
  return { started, start };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the demo store supervisor', () => {
  it('starts a crashed store again on the same port, says so, and after too many crashes leaves it stopped, saying so', async () => {
    const stores = fakeStores();
    const said: (string | null)[] = [];
    const supervised = await superviseDemoStore({ start: stores.start, policy: POLICY, onWarning: (w) => said.push(w && englishOf(w)), log: () => {} });
    expect(supervised.url).toBe('http://127.0.0.1:4310');
    expect(stores.started.map((s) => s.port)).toEqual([undefined]);

    for (let crash = 1; crash <= 3; crash++) {
      stores.started.at(-1)!.crash('killed');
      expect(said.at(-1)).toMatch(new RegExp(`stopped unexpectedly at \\d\\d:\\d\\d and is being started again \\(restart ${crash} of 3\\)`));
      await until(() => stores.started.length === crash + 1);
      expect(stores.started.at(-1)!.port).toBe(4310);
      await until(() => /was started again/.test(said.at(-1) ?? ''));
      expect(supervised.pid()).toBe(1000 + crash + 1);
    }
    stores.started.at(-1)!.crash('killed');
    expect(said.at(-1)).toMatch(/stopped unexpectedly 4 times within 1 minute and is left stopped: sales cannot reach it\. Restart the app/);
    await new Promise((r) => setTimeout(r, 30));
    expect(stores.started).toHaveLength(4);
    expect(supervised.pid()).toBeNull();
    await supervised.close();
  });

  it('a store that cannot be started again counts as another crash', async () => {
    const stores = fakeStores({ failStartsAfter: 1 });
    const said: (string | null)[] = [];
    await superviseDemoStore({ start: stores.start, policy: POLICY, onWarning: (w) => said.push(w && englishOf(w)), log: () => {} });
    stores.started[0]!.crash('killed');
    await until(() => /left stopped/.test(said.at(-1) ?? ''));
    expect(said.filter((w) => /being started again/.test(w ?? ''))).toHaveLength(3);
  });

  it('never starts again a store it stopped itself (reset, close), and a reset clears the words', async () => {
    const stores = fakeStores();
    const said: (string | null)[] = [];
    const supervised = await superviseDemoStore({ start: stores.start, policy: POLICY, onWarning: (w) => said.push(w && englishOf(w)), log: () => {} });
    stores.started[0]!.crash('killed');
    await until(() => stores.started.length === 2);
    let wiped = false;
    await supervised.reset(async () => {
      wiped = true;
    });
    expect(wiped).toBe(true);
    expect(stores.started[1]!.closed).toBe(true);
    expect(stores.started).toHaveLength(3);
    expect(stores.started[2]!.port).toBe(4310);
    expect(said.at(-1)).toBeNull();
    // The store stopped by the reset reports its end late: nothing is started for it.
    stores.started[1]!.crash('late');
    await supervised.close();
    stores.started[2]!.crash('after close');
    await new Promise((r) => setTimeout(r, 30));
    expect(stores.started).toHaveLength(3);
  });
});
