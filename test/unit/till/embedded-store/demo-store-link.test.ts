/**
 * The app's side of the demo store's process: it starts the store with the settings given, takes
 * its address from the store's ready message, carries its log, says in words when it cannot
 * start, and tells a crash from a stop it asked for.
 */
import { describe, expect, it } from 'vitest';
import { demoStoreInChildProcess, type DemoStoreChild } from '../../../../electron/till/embedded-store/demo-store-link.js';
import type { DemoStoreParentMessage } from '../../../../shared/demo-store-process.js';

/** A process that answers as the test tells it. */
function fakeChild(answer: (message: DemoStoreParentMessage, child: ReturnType<typeof fakeChild>) => void) {
  const messageListeners: ((message: unknown) => void)[] = [];
  const exitListeners: ((code: number | null) => void)[] = [];
  const sent: DemoStoreParentMessage[] = [];
  const child = {
    sent,
    killed: false,
    pid: 4242 as number | undefined,
    say: (message: unknown) => messageListeners.forEach((l) => l(message)),
    exit: (code: number | null) => exitListeners.forEach((l) => l(code)),
    link: null as unknown as DemoStoreChild,
  };
  child.link = {
    get pid() {
      return child.pid;
    },
    send: (message) => {
      sent.push(message);
      queueMicrotask(() => answer(message, child));
    },
    onMessage: (listener) => messageListeners.push(listener),
    onExit: (listener) => exitListeners.push(listener),
    kill: () => {
      child.killed = true;
      child.exit(null);
    },
  };
  return child;
}

describe('a demo store in a child process', () => {
  it('starts with the settings given, answers its address and pid, and carries its log', async () => {
    const logged: string[] = [];
    const child = fakeChild((message, c) => {
      if (message.type === 'start') {
        c.say({ type: 'log', line: 'seeded a new demo store' });
        c.say({ type: 'ready', url: 'http://127.0.0.1:4310', port: 4310 });
      }
      if (message.type === 'stop') c.exit(0);
    });
    const store = await demoStoreInChildProcess(() => child.link)({ dataDir: '/data/demo-store', rateLimit: false }, (l) => logged.push(l));
    expect(child.sent[0]).toEqual({ type: 'start', settings: { dataDir: '/data/demo-store', rateLimit: false } });
    expect(store).toMatchObject({ url: 'http://127.0.0.1:4310', port: 4310, pid: 4242 });
    expect(logged).toEqual(['seeded a new demo store']);
    let crashed: string | null = null;
    store.onUnexpectedExit((reason) => (crashed = reason));
    await store.close();
    expect(child.sent.at(-1)).toEqual({ type: 'stop' });
    expect(child.killed).toBe(false);
    expect(crashed).toBeNull();
  });

  it('says in words why it could not start', async () => {
    const child = fakeChild((message, c) => {
      if (message.type === 'start') c.say({ type: 'failed', message: 'Port 4310 is already in use' });
    });
    await expect(demoStoreInChildProcess(() => child.link)({ port: 4310 })).rejects.toThrow('The demo store could not start: Port 4310 is already in use');
  });

  it('a process that ends before it is ready is a failed start, not a hang', async () => {
    const child = fakeChild((message, c) => {
      if (message.type === 'start') c.exit(1);
    });
    await expect(demoStoreInChildProcess(() => child.link)({})).rejects.toThrow(/ended before it was ready \(it ended with code 1\)/);
  });

  it('tells a crash from a stop it asked for, and ignores messages that are not the store’s', async () => {
    const child = fakeChild((message, c) => {
      if (message.type === 'start') {
        c.say('not a message');
        c.say({ type: 'ready', url: 42 });
        c.say({ type: 'ready', url: 'http://127.0.0.1:4311', port: 4311 });
      }
    });
    const store = await demoStoreInChildProcess(() => child.link)({});
    expect(store.url).toBe('http://127.0.0.1:4311');
    const reasons: string[] = [];
    store.onUnexpectedExit((reason) => reasons.push(reason));
    child.exit(null);
    expect(reasons).toEqual(["The demo store's process stopped unexpectedly (it was ended by a signal)."]);
    // A listener that comes late still hears of it.
    store.onUnexpectedExit((reason) => reasons.push(reason));
    expect(reasons).toHaveLength(2);
  });
});
