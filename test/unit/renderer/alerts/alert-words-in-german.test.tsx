// @vitest-environment happy-dom
/**
 * What the services say to staff about orders in the clerk's or till's language (German here): an
 * alert's text in the list, the desktop notification made in main (in the till's language, since
 * the OS shows it outside the page), and why an offline sale could not be sent.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AlertsView } from '../../../../shared/bridge/bridge.js';
import { orderAlerts } from '../../../../shared/reports/alerts.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { applyBridgeEvent } from '../../../../renderer/bridge/bridge-events.js';
import { AlertList } from '../../../../renderer/features/alerts/AlertList.js';
import { useOffline } from '../../../../renderer/features/offline/offline.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { createOrderAlerts } from '../../../../electron/till/orders/order-alerts.js';
import { staffNotifier } from '../../../../electron/till/orders/staff-notifier.js';
import { orderChangeNotification } from '../../../../electron/till/orders/order-change-notification.js';
import type { TrackedOrder } from '../../../../shared/bridge/bridge.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { line, order } from '../../reports/order-fixtures.js';
import { localBridge } from '../local-bridge.js';

const owing = order('R2', '2026-11-23T10:00:00Z', [line('2', 'v1', 'Tee', 1, '10.00')], { paymentState: 'balance_due' }) as Order;
const failed = order('R3', '2026-11-23T10:00:00Z', [line('3', 'v1', 'Tee', 1, '10.00')], { paymentState: 'failed' }) as Order;
const now = Date.parse('2026-11-23T11:00:00Z');

const memorySettings = (): SettingsStore => {
  const values = new Map<string, unknown>();
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), delete: (k) => void values.delete(k), keys: () => [...values.keys()] };
};

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

beforeAll(async () => {
  await showScreenLanguage('de');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('order words from the services in German', () => {
  it('the alert list says each alert in German', async () => {
    const view: AlertsView = {
      thresholds: { pickupReadyMinutes: 30, paidNotShippedHours: null },
      alerts: orderAlerts([owing], { pickupReadyMinutes: 30, paidNotShippedHours: null }, now),
      checkedAt: null,
      error: null,
    };
    usePosBridgeForTests(localBridge({ alerts: { list: async () => view } }));
    render(<AlertList now={now} />);
    await settle();
    expect(screen.getByText('Bestellung R2 hat einen offenen Restbetrag.')).toBeTruthy();
  });

  it('the desktop notifications are in the till’s language', async () => {
    const shown: [string, string][] = [];
    const alerts = createOrderAlerts({
      settings: memorySettings(),
      read: async () => [owing, failed],
      canCheck: () => true,
      notify: staffNotifier({ notify: (title, body) => shown.push([title, body]), language: () => 'de' }),
      onChange: () => undefined,
      now: () => now,
    });
    await alerts.check();
    await settle();
    expect(shown.sort()).toEqual([
      ['Bestellung braucht Aufmerksamkeit', 'Bestellung R2 hat einen offenen Restbetrag.'],
      ['Bestellung braucht Aufmerksamkeit', 'Bestellung R3: Eine Zahlung ist fehlgeschlagen.'],
    ]);
  });

  it('an order update names the store’s states in German', async () => {
    const shown: [string, string][] = [];
    const notify = staffNotifier({ notify: (title, body) => shown.push([title, body]), language: () => 'de' });
    notify(
      orderChangeNotification({ number: 'R9' } as TrackedOrder, [
        { at: '2026-11-23T10:00:00Z', field: 'shipmentState', from: 'ready', to: 'shipped' },
        { at: '2026-11-23T10:00:00Z', field: 'paymentState', from: 'balance_due', to: 'paid' },
      ]),
    );
    await settle();
    expect(shown).toEqual([['Bestellstatus geändert', 'Bestellung R9: Versand versandt, Zahlung bezahlt']]);
  });

  it('says why an offline sale could not be sent in German, the till’s refusal too', () => {
    const refusal = new TillRefusal({ kind: 'invalid_input', message: { id: 'offline.outbox.noReason', defaultMessage: 'no reason given' } });
    const english = 'Offline sale T-1 could not be sent: no reason given';
    act(() => applyBridgeEvent({ type: 'offline.problem', problem: english, sale: { ref: 'T-1', reason: refusal.info.words! } }));
    expect(useOffline.getState().message).toBe('Der Offline-Verkauf T-1 konnte nicht gesendet werden: kein Grund angegeben');
  });
});
