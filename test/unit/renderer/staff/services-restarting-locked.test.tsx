// @vitest-environment happy-dom
/**
 * The services' restart is said on the lock screen too (and on the first start's screen): a clerk
 * at the PIN learns why the till does not open yet, from the same event the main layout hears.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../../renderer/App.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { useStaff } from '../../../../renderer/features/staff/staff.js';
import { localBridge } from '../local-bridge.js';
import { LOCKED_TILL } from './locked-till.js';
import { SERVICES_STOPPED_WORDS } from '../../../../electron/till/runtime-process/runtime-host.js';

const STOPPED = 'The till’s services stopped and are starting again…';

const locked = LOCKED_TILL;

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
  useStaff.setState({ till: null });
});

describe('the services restarting while the till is locked', () => {
  it('shows the restart banner above the PIN', async () => {
    const bridge = localBridge({ staff: { state: async () => locked } });
    usePosBridgeForTests(bridge);
    render(<App />);
    await settle();
    expect(await screen.findByRole('heading', { name: 'Till locked' })).toBeTruthy();
    expect(screen.queryByText(STOPPED)).toBeNull();
    act(() => bridge.emit({ type: 'services.restarting', words: SERVICES_STOPPED_WORDS }));
    expect(screen.getByRole('alert').textContent).toBe(STOPPED);
    expect(screen.getByLabelText('PIN')).toBeTruthy();
  });
});
