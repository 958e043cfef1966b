// @vitest-environment happy-dom
/**
 * The connection indicator and the Orders screen tell the truth: a fresh page says it is checking
 * (never an optimistic Online) until main answers; offline, both say when the store last answered
 * and tracking last succeeded, and that the store cannot be reached.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionState, TrackedOrder } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ConnectionIndicator } from '../../../../renderer/shell/ConnectionIndicator.js';
import { clockTime } from '../../../../renderer/ui/words/format-time.js';
import { trackingStatus } from '../../../../renderer/features/orders/tracking-status.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { localBridge } from '../local-bridge.js';

const initial = useApp.getState();
const NOW = Date.parse('2026-11-23T15:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function tracked(number: string, lastCheckedAt: string | null, lastError: string | null = null): TrackedOrder {
  return {
    number,
    email: null,
    itemCount: 1,
    total: '10.00',
    displayTotal: '$10.00',
    currency: 'USD',
    state: 'complete',
    paymentState: 'paid',
    shipmentState: 'ready',
    shipments: [],
    completedAt: null,
    account: null,
    lastCheckedAt,
    nextCheckAt: null,
    lastError,
    history: [],
  };
}

beforeEach(() => useApp.setState({ connection: initial.connection, info: null, update: null }));
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the connection indicator', () => {
  it('starts as checking on a fresh page, then shows what main found: offline and the last successful check', async () => {
    let answer: (state: ConnectionState) => void = () => undefined;
    usePosBridgeForTests(
      localBridge({
        app: {
          info: async () => ({ storeName: 'Harbor & Pine' }) as never,
          update: async () => ({ state: 'disabled', reason: 'test' }),
          connection: () => new Promise<ConnectionState>((resolve) => (answer = resolve)),
        },
      }),
    );
    render(<ConnectionIndicator />);
    await act(async () => void useApp.getState().load());
    expect(screen.getByRole('status').textContent).toMatch(/Checking the store/);
    expect(screen.getByRole('status').textContent).not.toMatch(/Online/);

    const lastOkAt = at(4 * 60_000);
    await act(async () => answer({ state: 'offline', message: 'The store cannot be reached.', lastOkAt }));
    const said = screen.getByRole('status').textContent ?? '';
    expect(said).toMatch(/^Offline/);
    expect(said).toContain('The store cannot be reached.');
    expect(said).toContain(`Last successful check ${clockTime(lastOkAt, Date.now())}`);
  });

  it('says when the store has not answered since the app started', () => {
    useApp.setState({ connection: { state: 'offline', message: 'The store cannot be reached.', lastOkAt: null } });
    render(<ConnectionIndicator />);
    expect(screen.getByRole('status').textContent).toMatch(/Offline.*No successful check since the app started/);
  });
});

describe('the Orders screen’s tracking status', () => {
  const offline: ConnectionState = { state: 'offline', message: 'The store cannot be reached.', lastOkAt: at(200_000) };

  it('online: updated live, with when tracking last succeeded', () => {
    const status = trackingStatus([tracked('R1', at(3_000)), tracked('R2', at(40_000))], { state: 'online', lastOkAt: at(1_000) }, NOW);
    expect(status).toEqual({ live: true, headline: 'Updated live', detail: 'last successful check just now' });
  });

  it('unreachable: says so and when tracking last succeeded, not "just now"', () => {
    const status = trackingStatus([tracked('R1', at(180_000), 'The store cannot be reached. Check the network; nothing was lost.')], offline, NOW);
    expect(status.live).toBe(false);
    expect(status.headline).toBe('The store cannot be reached');
    expect(status.detail).toBe(`tracking last succeeded 3 min ago (${clockTime(at(180_000), NOW)})`);
  });

  it('unreachable before any order was checked, or with no orders', () => {
    expect(trackingStatus([tracked('R1', null)], offline, NOW).detail).toBe('no order checked yet');
    expect(trackingStatus([], { state: 'checking', lastOkAt: null }, NOW)).toEqual({
      live: false,
      headline: 'Checking the store…',
      detail: 'no order checked yet',
    });
  });

  it('paused by the store: says so', () => {
    const status = trackingStatus([tracked('R1', at(10_000))], { state: 'rate_limited', retryAt: at(-30_000), lastOkAt: at(10_000) }, NOW);
    expect(status).toMatchObject({ live: false, headline: "Paused: keeping to the store's request limit", detail: 'last successful check 10 s ago' });
  });
});
