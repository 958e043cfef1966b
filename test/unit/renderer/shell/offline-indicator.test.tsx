// @vitest-environment happy-dom
/**
 * The header says plainly whether the till sells offline: offline and selling cash only, offline
 * with offline sales stopped by a limit, and back online with the sale begun offline finished
 * offline; main's offline.changed event updates it without a reload.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineStatus } from '../../../../shared/bridge/bridge.js';
import { applyBridgeEvent } from '../../../../renderer/bridge/bridge-events.js';
import { ConnectionIndicator } from '../../../../renderer/shell/ConnectionIndicator.js';
import { useApp } from '../../../../renderer/shell/app.js';

const initial = useApp.getState();
const status = (over: Partial<OfflineStatus> = {}): OfflineStatus => ({
  selling: true,
  stopped: null,
  limits: { maxSale: '250.00', maxPending: '1000.00', maxHours: 12 },
  pending: { count: 0, total: '0.00', currency: 'USD' },
  taxRate: null,
  storeLastAnsweredAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

beforeEach(() => useApp.setState({ connection: initial.connection, offline: null }));
afterEach(cleanup);

describe('the header while the store cannot be reached', () => {
  it('says offline and selling cash only, or that a limit stopped offline sales', () => {
    useApp.setState({ connection: { state: 'offline', message: 'The store cannot be reached.', lastOkAt: null } });
    render(<ConnectionIndicator />);
    expect(screen.getByRole('status').textContent).toMatch(/^Offline: The store cannot be reached\./);

    act(() => applyBridgeEvent({ type: 'offline.selling', offline: status() }));
    expect(screen.getByRole('status').textContent).toMatch(/^Offline, selling cash only: The store cannot be reached\./);

    act(() => applyBridgeEvent({ type: 'offline.selling', offline: status({ stopped: 'Offline sales are stopped: …' }) }));
    expect(screen.getByRole('status').textContent).toMatch(/^Offline, offline sales stopped: The store cannot be reached\./);
  });

  it('says online again, and that a sale begun offline is finished offline', () => {
    useApp.setState({ connection: { state: 'online', lastOkAt: null }, offline: status() });
    render(<ConnectionIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Online · this sale is finished offline');
    act(() => applyBridgeEvent({ type: 'offline.selling', offline: status({ selling: false }) }));
    expect(screen.getByRole('status').textContent).toBe('Online');
  });
});
