// @vitest-environment happy-dom
/**
 * The Orders screen's list of returns taken offline: each with where it stands at the store, the
 * store's words for one it refused, and the manager's "Record the refund as owed", after which the
 * list is read again; nothing shown while there are none.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineReturnView } from '../../../../shared/returns/offline-returns.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { OfflineReturnsList } from '../../../../renderer/features/offline/OfflineReturnsList.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

const view = (ref: string, state: OfflineReturnView['state'], more: Partial<OfflineReturnView> = {}): OfflineReturnView => ({
  ref,
  orderNumber: 'R100000001',
  currency: 'USD',
  total: '24.00',
  cashOut: '24.00',
  reasonId: null,
  reason: 'Damaged',
  items: [{ lineItemId: '1', name: 'Harbor Logo Tee', quantity: 1, amount: '24.00', resellable: true }],
  shiftId: 's1',
  takenAt: '2026-11-28T09:00:00Z',
  staff: null,
  state,
  authorizationNumber: null,
  reimbursementNumber: null,
  storeSaid: null,
  resolvedBy: null,
  ...more,
});

describe('returns taken offline', () => {
  it('shows where each stands; a manager records the refund of a refused one as owed', async () => {
    let returns = [
      view('OFFR-K7QM-0001', 'placed', { authorizationNumber: 'RA000000001' }),
      view('OFFR-K7QM-0002', 'needs_manager', { storeSaid: 'Quantity is more than can still come back (0 of 1)' }),
    ];
    const recorded: string[] = [];
    usePosBridgeForTests(
      localBridge({
        offline: {
          returns: async () => returns,
          recordReturnOwed: async (ref: string) => {
            recorded.push(ref);
            returns = returns.map((r) => (r.ref === ref ? { ...r, state: 'resolved' as const } : r));
            return returns.find((r) => r.ref === ref)!;
          },
        },
      }),
    );
    render(<OfflineReturnsList />);
    const table = await screen.findByRole('table', { name: 'Returns taken offline, oldest first' });
    expect(within(table).getByRole('row', { name: /OFFR-K7QM-0001/ }).textContent).toContain('Recorded at the store · RA000000001');
    expect(within(table).getByRole('row', { name: /OFFR-K7QM-0002/ }).textContent).toContain('Needs a manager');
    const needs = screen.getByRole('list', { name: 'Returns that need a manager' });
    expect(needs.textContent).toContain('The store said: Quantity is more than can still come back (0 of 1)');
    expect(needs.textContent).toContain('$24.00 handed back in cash');

    fireEvent.click(within(needs).getByRole('button', { name: 'Record the refund as owed' }));
    await expect.poll(() => within(table).getByRole('row', { name: /OFFR-K7QM-0002/ }).textContent).toContain('Refund recorded as owed');
    expect(recorded).toEqual(['OFFR-K7QM-0002']);
    expect(screen.queryByRole('list', { name: 'Returns that need a manager' })).toBeNull();
  });

  it('shows nothing while there are none', async () => {
    let asked = 0;
    usePosBridgeForTests(localBridge({ offline: { returns: async () => (asked++, []) } }));
    const { container } = render(<OfflineReturnsList />);
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(container.innerHTML).toBe('');
  });
});
