/**
 * The alerts service: one read per check (none without the admin client), each order and reason
 * notified once, written down before it is shown so a restart never repeats it, and a rule's
 * threshold reached by the clock raises it at the next check.
 */
import { englishOf } from '../../../../shared/i18n/words.js';
import { describe, expect, it } from 'vitest';
import { ALERTS_RAISED_KEY, createOrderAlerts } from '../../../../electron/till/orders/order-alerts.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import { manualClock } from '../../../support/till/manual-clock.js';
import { line, order, shipment } from '../../reports/order-fixtures.js';

function memorySettings(): SettingsStore {
  const values = new Map<string, unknown>();
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), delete: (k) => void values.delete(k) };
}

const PICKUP = { id: 'r1', name: 'In-store pickup', shippingMethodId: '1', cost: '0.00', displayCost: '$0.00', selected: true, free: true };

describe('the alerts service', () => {
  const start = Date.parse('2026-11-23T10:00:00Z');
  const pickup = order('R1', '2026-11-23T10:00:00Z', [line('1', 'v1', 'Tee', 1, '10.00')], {
    shipments: [shipment(['1'], { rates: [PICKUP], selectedRateId: 'r1' })],
  });
  const owing = order('R2', '2026-11-23T10:00:00Z', [line('2', 'v1', 'Tee', 1, '10.00')], { paymentState: 'balance_due' });

  function service(settings: SettingsStore, clock: ReturnType<typeof manualClock>, connected = true) {
    const shown: string[] = [];
    const reads: number[] = [];
    const alerts = createOrderAlerts({
      settings,
      read: async () => {
        reads.push(clock.now());
        return [pickup, owing] as Order[];
      },
      canCheck: () => connected,
      // Each notification finds its key already written down.
      notify: (notification) => {
        const { body } = notification((message, values) => englishOf({ ...message, values }));
        shown.push(`${body} [${((settings.get(ALERTS_RAISED_KEY) as string[]) ?? []).length} kept]`);
      },
      onChange: () => undefined,
      now: clock.now,
    });
    return { alerts, shown, reads };
  }

  it('asks the store nothing without the admin client, and says why', async () => {
    const { alerts, reads, shown } = service(memorySettings(), manualClock(start), false);
    expect((await alerts.check()).error).toMatch(/admin client/);
    expect(reads).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('notifies each order and reason once, across checks and a restart, as the clock passes the thresholds', async () => {
    const settings = memorySettings();
    const clock = manualClock(start);
    const first = service(settings, clock);
    first.alerts.setThresholds({ pickupReadyMinutes: 30, paidNotShippedHours: null });
    await first.alerts.check();
    expect(first.shown).toEqual(['Order R2 has a balance due. [1 kept]']);
    await clock.advance(31 * 60_000);
    await first.alerts.check();
    await first.alerts.check();
    expect(first.shown).toEqual(['Order R2 has a balance due. [1 kept]', 'Order R1 has been ready for pickup for 31 min. [2 kept]']);
    expect(first.reads).toHaveLength(3);

    // A restart: the same settings, nothing shown again, the alerts still listed.
    const again = service(settings, clock);
    const view = await again.alerts.check();
    expect(again.shown).toEqual([]);
    expect(view.alerts.map((a) => a.key)).toEqual(['R2:balance_due', 'R1:pickup_waiting']);
  });

  it('checks once when asked twice at the same time, and a page asking again within 10 s gets the last answer', async () => {
    const clock = manualClock(start);
    const { alerts, reads } = service(memorySettings(), clock);
    await Promise.all([alerts.check('asked'), alerts.check('asked')]);
    await clock.advance(9_000);
    await alerts.check('asked');
    expect(reads).toHaveLength(1);
    // Its own timer is not held back.
    await alerts.check('timer');
    expect(reads).toHaveLength(2);
    await clock.advance(1_000);
    await alerts.check('asked');
    expect(reads).toHaveLength(3);
  });
});
