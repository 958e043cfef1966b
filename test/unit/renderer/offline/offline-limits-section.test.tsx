// @vitest-environment happy-dom
/**
 * Settings → Offline sales: the limits on returns taken offline (one return's cash refund, and all
 * of them in a shift) are shown at what main holds and saved with the others; a wrong amount is
 * said beside its field and nothing is sent.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineStatus } from '../../../../shared/bridge/bridge.js';
import type { OfflineLimits } from '../../../../shared/offline/offline-limits.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { OfflineLimitsSection } from '../../../../renderer/features/offline/OfflineLimitsSection.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

const status = (limits: OfflineLimits): OfflineStatus => ({
  selling: false,
  stopped: null,
  limits,
  pending: { count: 0, total: '0.00', currency: 'USD' },
  taxRate: null,
  storeLastAnsweredAt: null,
});

describe('the offline limits in Settings', () => {
  it('shows and saves the limits on returns taken offline', async () => {
    let limits: OfflineLimits = { maxSale: '250.00', maxPending: '1000.00', maxHours: 12, maxReturn: '100.00', maxReturnsPerShift: '300.00' };
    const sent: OfflineLimits[] = [];
    usePosBridgeForTests(
      localBridge({
        offline: {
          status: async () => status(limits),
          setLimits: async (next: OfflineLimits) => {
            sent.push(next);
            limits = { ...limits, ...next };
            return status(limits);
          },
        },
      }),
    );
    render(<OfflineLimitsSection />);
    const perReturn = (await screen.findByLabelText('Largest cash refund of a return taken offline')) as HTMLInputElement;
    const perShift = screen.getByLabelText('Most cash refunded offline in a shift') as HTMLInputElement;
    expect([perReturn.value, perShift.value]).toEqual(['100.00', '300.00']);

    fireEvent.change(perShift, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limits' }));
    await screen.findByText('An amount above zero, such as 250 or 99.50.');
    expect(sent).toEqual([]);

    fireEvent.change(perReturn, { target: { value: '40' } });
    fireEvent.change(perShift, { target: { value: '120.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limits' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ maxReturn: '40', maxReturnsPerShift: '120.50' });
    // What was saved is said, the return limits too.
    await screen.findByText(/returns up to \$40\.00 each and \$120\.50 a shift\.$/);
  });
});
