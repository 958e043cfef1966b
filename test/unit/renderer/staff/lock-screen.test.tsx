// @vitest-environment happy-dom
/**
 * The lock screen: any PIN opens the till for its owner (the page learns who from main), a wrong
 * PIN is said in words, and while main makes the next try wait the screen says how long and
 * takes no PIN.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TillStaffState } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { LockScreen } from '../../../../renderer/features/staff/LockScreen.js';
import { useStaff } from '../../../../renderer/features/staff/staff.js';
import { localBridge } from '../local-bridge.js';
import { LOCKED_TILL } from './locked-till.js';

const locked = LOCKED_TILL;

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('lock screen', () => {
  it('says who was on the till and why, and opens for whoever’s PIN it is', async () => {
    const opened: TillStaffState = {
      ...locked,
      state: 'open',
      onTill: { id: 'a', name: 'Ana', role: 'staff' },
      onTillRole: 'Clerk',
      lastOnTill: null,
      lockedBecause: null,
    };
    const pins: string[] = [];
    usePosBridgeForTests(localBridge({ staff: { unlock: async (pin) => (pins.push(pin), opened), state: async () => opened } }));
    render(<LockScreen till={locked} />);
    expect(screen.getByRole('main').textContent).toContain('locked itself after a while without use. Last on the till: Maya.');
    const field = screen.getByLabelText('PIN');
    fireEvent.change(field, { target: { value: '42a42' } });
    expect((field as HTMLInputElement).value).toBe('4242');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(pins).toEqual(['4242']);
    expect(useStaff.getState().till?.onTill?.name).toBe('Ana');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('shows the wait main imposes after wrong PINs, and takes no PIN meanwhile', () => {
    usePosBridgeForTests(localBridge({}));
    render(<LockScreen till={{ ...locked, retryAt: new Date(Date.now() + 30_000).toISOString() }} />);
    expect(screen.getByRole('status').textContent).toMatch(/Too many wrong PINs in a row\. The next try is possible in (29|30) s\./);
    expect((screen.getByLabelText('PIN') as HTMLInputElement).disabled).toBe(true);
  });
});
