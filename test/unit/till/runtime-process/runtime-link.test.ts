/**
 * The link between the shell and the till's services' process: garbage on it is refused on
 * both sides without a throw; the shell answers calls in flight when the process dies, tells the
 * page, and starts it again with back-off; the keychain relay carries get/set/delete by id.
 */
import { describe, expect, it } from 'vitest';
import type { BridgeEvent } from '../../../../shared/bridge/bridge.js';
import type { DemoStoreChild } from '../../../../electron/till/embedded-store/demo-store-link.js';
import { mainAnswers } from '../../../../electron/runtime-asks.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { hostRuntimeProcess, SERVICES_STOPPED_WORDS } from '../../../../electron/till/runtime-process/runtime-host.js';
import { readChildMessage, readParentMessage, type RuntimeParentMessage } from '../../../../electron/till/runtime-process/runtime-link-messages.js';
import { askChannel, relayedSecrets } from '../../../../electron/till/runtime-process/runtime-relays.js';
import { runtimeRestartDelay } from '../../../../electron/till/runtime-process/runtime-restarts.js';
import { serveRuntimeOverLink } from '../../../../electron/till/runtime-process/runtime-child.js';

const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  'ready',
  [],
  { type: 'nope' },
  { type: 'call', id: 'x', method: 'staff.state', args: [] },
  { type: 'call', id: 1, method: 'staff.state', args: 'x' },
  { type: 'answer', id: 1 },
  { type: 'ask', id: 1, what: 'rm -rf', args: [] },
  { type: 'reply', id: 1, ok: false },
  {
    get type() {
      throw new Error('a getter that throws');
    },
  },
];

/** A services' process the test drives: what the shell sent it, and its messages and exit on demand. */
function fakeChild() {
  const sent: RuntimeParentMessage[] = [];
  let message: (value: unknown) => void = () => {};
  let exit: (code: number | null) => void = () => {};
  const child: DemoStoreChild<RuntimeParentMessage> = {
    pid: 4242,
    send: (m) => {
      sent.push(m);
      if (m.type === 'stop') exit(0);
    },
    onMessage: (listener) => (message = listener),
    onExit: (listener) => (exit = listener),
    kill: () => exit(null),
  };
  return { child, sent, say: (value: unknown) => message(value), die: (code: number | null) => exit(code) };
}

const startSettings = () => ({
  dataDir: '/tmp/x',
  version: 't',
  shell: 'browser' as const,
  storeUrl: null,
  secrets: 'memory' as const,
  offers: [],
  display: null,
});

describe('the link contract', () => {
  it('reads neither side’s garbage as a message, and never throws', () => {
    for (const garbage of GARBAGE) {
      expect(readParentMessage(garbage)).toBeNull();
      expect(readChildMessage(garbage)).toBeNull();
    }
    expect(readParentMessage({ type: 'call', id: 3, method: 'staff.state', args: [] })).toMatchObject({ type: 'call', id: 3 });
    expect(readChildMessage({ type: 'answer', id: 3, result: { ok: true, value: 1 } })).toMatchObject({ type: 'answer', id: 3 });
  });

  it('the services’ side drops garbage and says so in its log, without a throw', () => {
    const lines: string[] = [];
    let deliver: (value: unknown) => void = () => {};
    serveRuntimeOverLink({ send: (m) => m.type === 'log' && lines.push(m.line), onMessage: (listener) => (deliver = listener) }, { exit: () => {} });
    for (const garbage of GARBAGE) expect(() => deliver(garbage)).not.toThrow();
    expect(lines.length).toBe(GARBAGE.length);
  });
});

describe('the shell’s side', () => {
  it('drops garbage, answers a call in flight when the process dies, tells the page and starts it again', async () => {
    const children: ReturnType<typeof fakeChild>[] = [];
    const events: BridgeEvent[] = [];
    const lines: string[] = [];
    const host = hostRuntimeProcess({
      spawn: () => {
        const made = fakeChild();
        children.push(made);
        return made.child;
      },
      settings: startSettings,
      answer: async () => null,
      onEvent: (event) => events.push(event),
      log: (line) => lines.push(line),
      policy: { firstDelayMs: 10, maxDelayMs: 40, healthyMs: 60_000 },
    });
    const first = children[0]!;
    expect(first.sent[0]).toMatchObject({ type: 'start' });
    for (const garbage of GARBAGE) expect(() => first.say(garbage)).not.toThrow();
    first.say({ type: 'ready', display: { enabled: false, screenId: null }, storeUrl: 'http://127.0.0.1:1' });
    await host.firstStart;

    const paying = host.call('sale.payCash', [{ tendered: '50.00' }]);
    const reading = host.call('catalog.status', []);
    await new Promise((r) => setTimeout(r, 0));
    const call = first.sent.find((m) => m.type === 'call')!;
    expect(call).toMatchObject({ method: 'sale.payCash', args: [{ tendered: '50.00' }] });
    first.die(137);
    expect(await paying).toMatchObject({ ok: false, error: { kind: 'server', message: expect.stringMatching(/not known whether it went through/) } });
    // A call that moves no money is only asked again.
    expect(await reading).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The till’s services stopped while doing this and are starting again/) },
    });
    expect(events).toEqual([{ type: 'services.restarting', words: SERVICES_STOPPED_WORDS }]);

    await expect.poll(() => children.length).toBe(2);
    // A call made meanwhile waits for the new process, and its answer (by id) comes back.
    const asking = host.call('staff.state', []);
    children[1]!.say({ type: 'ready', display: { enabled: false, screenId: null }, storeUrl: 'http://127.0.0.1:1' });
    await expect.poll(() => children[1]!.sent.filter((m) => m.type === 'call').length).toBe(1);
    const second = children[1]!.sent.find((m) => m.type === 'call') as Extract<RuntimeParentMessage, { type: 'call' }>;
    children[1]!.say({ type: 'answer', id: second.id, result: { ok: true, value: { state: 'locked' } } });
    expect(await asking).toEqual({ ok: true, value: { state: 'locked' } });
    expect(events.at(-1)).toEqual({ type: 'services.restarting', words: null });
    expect(lines.filter((line) => line.includes('not in the contract'))).toHaveLength(GARBAGE.length);
    await host.close();
  });

  it('waits 1, 2, 4 … and at most 30 s between restarts in a row', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => runtimeRestartDelay(n))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('the keychain relay', () => {
  it('carries get, set and delete to the shell’s keychain, and a refusal back in words', async () => {
    const keychain = memorySecretStore();
    const answers = mainAnswers({ secrets: keychain } as unknown as Parameters<typeof mainAnswers>[0]);
    const channel = askChannel((id, what, args) => {
      answers.answer(what, args).then(
        (value) => channel.replied(id, true, value, ''),
        (error: Error) => channel.replied(id, false, null, error.message),
      );
    });
    const relayed = relayedSecrets(channel.ask, false);
    await relayed.set('session', 'token-1');
    expect(await keychain.get('session')).toBe('token-1');
    expect(await relayed.get('session')).toBe('token-1');
    await relayed.delete('session');
    expect(await relayed.get('session')).toBeNull();
    await expect(channel.ask('secrets.set', [42, 'x'])).rejects.toThrow('The account is not text.');
  });
});
