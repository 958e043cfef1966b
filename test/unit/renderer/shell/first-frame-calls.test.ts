// @vitest-environment happy-dom
/**
 * The calls the page's screens make as they mount wait until the first render has been painted
 * (the frame after it is committed), then go in the order they were made; calls made before the
 * first render (the start's) go at once, and so do calls once the first frame is out. A window that
 * never paints (hidden) leaves no call waiting for long.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeTransport } from '../../../../shared/bridge/bridge-client.js';

type FirstFrame = typeof import('../../../../renderer/bridge/first-frame.js');

let firstFrame: FirstFrame;
let sent: string[];
let transport: BridgeTransport;
/** The browser's animation frames, run by the test: each runs the callbacks asked for before it. */
let frameCallbacks: (() => void)[];
const nextFrame = () => {
  const due = frameCallbacks;
  frameCallbacks = [];
  for (const callback of due) callback();
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frameCallbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frameCallbacks.push(callback));
  vi.resetModules();
  firstFrame = await import('../../../../renderer/bridge/first-frame.js');
  sent = [];
  transport = firstFrame.heldUntilFirstFrame({
    call: async (method) => {
      sent.push(method);
      return { ok: true, value: method };
    },
    subscribe: () => () => {},
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets promises settle without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('calls while the first frame is on its way', () => {
  it('sends the start’s calls at once, before the first render', async () => {
    void transport.call('app.start', []);
    await settle();
    expect(sent).toEqual(['app.start']);
  });

  it('holds the screens’ calls until the committed render has been painted, then sends them in order', async () => {
    firstFrame.holdCallsForFirstFrame();
    const answers = [transport.call('shift.status', []), transport.call('parked.list', []), transport.call('sale.current', [])];
    await settle();
    expect(sent).toEqual([]);

    firstFrame.firstRenderCommitted();
    await settle();
    expect(sent, 'not before the frame').toEqual([]);
    nextFrame();
    await settle();
    expect(sent, 'not in the frame itself').toEqual([]);
    vi.advanceTimersByTime(0);
    await settle();
    expect(sent).toEqual(['shift.status', 'parked.list', 'sale.current']);
    expect(await Promise.all(answers)).toEqual([
      { ok: true, value: 'shift.status' },
      { ok: true, value: 'parked.list' },
      { ok: true, value: 'sale.current' },
    ]);

    void transport.call('catalog.taxons', []);
    await settle();
    expect(sent.at(-1), 'after the first frame, calls go straight through').toBe('catalog.taxons');
  });

  it('sends them after a quarter of a second when no frame is painted (a hidden window)', async () => {
    firstFrame.holdCallsForFirstFrame();
    void transport.call('shift.status', []);
    vi.advanceTimersByTime(249);
    await settle();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual(['shift.status']);
  });
});
