// @vitest-environment happy-dom
/** "Saved." is said of the last save only: a later save that is refused shows the refusal alone. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertsView } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { AlertSettings } from '../../../../renderer/features/alerts/AlertSettings.js';
import { useAlerts } from '../../../../renderer/features/alerts/alerts.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

const view: AlertsView = { thresholds: { pickupReadyMinutes: 30, paidNotShippedHours: 24 }, alerts: [], checkedAt: null, error: null };
const REFUSED = 'Only a manager may change the alert settings.';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
  useAlerts.setState({ view: null });
});

describe('alert settings saved, then refused', () => {
  it('drops "Saved." when the next save is refused', async () => {
    let refuse = false;
    usePosBridgeForTests(
      localBridge({
        alerts: {
          list: async () => view,
          setThresholds: async () => {
            if (refuse) throw new TillRefusal({ kind: 'manager_required', message: REFUSED });
            return view;
          },
        },
      }),
    );
    render(<AlertSettings />);
    const save = await screen.findByRole('button', { name: 'Save alert settings' });
    await act(async () => {
      fireEvent.click(save);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    refuse = true;
    await act(async () => {
      fireEvent.click(save);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
