// @vitest-environment happy-dom
/**
 * Who is signed in, on every screen: the renderer's session store reads main's answer once and
 * then follows main's `session.changed` events, so when the store stops accepting the till's
 * sign-in, Settings shows signed-out at once, without being read again.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { followBridgeEvents } from '../../../../renderer/bridge/bridge-events.js';
import { SettingsScreen } from '../../../../renderer/features/settings/SettingsScreen.js';
import { useSession } from '../../../../renderer/features/customer/session.js';
import { localBridge } from '../local-bridge.js';

const SIGNED_IN: SessionStatus = { signedIn: true, email: 'staff@demo.store', persistent: true };
const SIGNED_OUT: SessionStatus = { signedIn: false, email: null, persistent: true };

function bridge() {
  return localBridge({
    session: { status: async () => SIGNED_IN },
    stores: { list: async () => [] },
    app: { storeStatus: () => new Promise(() => undefined) },
    admin: { status: async () => ({ connected: false, clientId: null, persistent: true }) },
  });
}

beforeEach(() => useSession.setState({ status: null }));
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the session store', () => {
  it("reads who is signed in, then follows main's events", async () => {
    const local = bridge();
    usePosBridgeForTests(local);
    const stop = followBridgeEvents();
    expect(await useSession.getState().load()).toEqual(SIGNED_IN);
    expect(useSession.getState().status).toEqual(SIGNED_IN);
    local.emit({ type: 'session.changed', session: SIGNED_OUT });
    expect(useSession.getState().status).toEqual(SIGNED_OUT);
    stop();
    local.emit({ type: 'session.changed', session: SIGNED_IN });
    expect(useSession.getState().status).toEqual(SIGNED_OUT);
  });
});

describe('Settings', () => {
  it('shows signed-out as soon as main says the store signed the till out, and reads the status only once', async () => {
    const local = bridge();
    usePosBridgeForTests(local);
    const stop = followBridgeEvents();
    render(<SettingsScreen />);
    const signIn = screen.getByRole('region', { name: 'Customer account' });
    expect(await within(signIn).findByText('staff@demo.store')).toBeTruthy();
    expect(within(signIn).getByRole('button', { name: 'Sign the customer out' })).toBeTruthy();

    await act(async () => local.emit({ type: 'session.changed', session: SIGNED_OUT }));
    expect(within(signIn).queryByText('staff@demo.store')).toBeNull();
    expect(within(signIn).getByRole('button', { name: 'Sign the customer in' })).toBeTruthy();
    expect(within(signIn).getByLabelText('Customer’s email')).toBeTruthy();
    expect(local.seen.filter((m) => m === 'session.status')).toHaveLength(1);
    stop();
  });
});
