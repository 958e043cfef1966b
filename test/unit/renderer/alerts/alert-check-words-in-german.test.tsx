// @vitest-environment happy-dom
/**
 * Why the alerts could not check the store's orders, in the clerk's language (German here), from
 * the alerts service's own view: no admin client connected, and a store that cannot be reached.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { AlertList } from '../../../../renderer/features/alerts/AlertList.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { createOrderAlerts } from '../../../../electron/till/orders/order-alerts.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { localBridge } from '../local-bridge.js';

const memorySettings = (): SettingsStore => {
  const values = new Map<string, unknown>();
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), delete: (k) => void values.delete(k), keys: () => [...values.keys()] };
};

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

/** The alerts list showing the view the service answers after one check. */
async function listAfterCheck(alerts: ReturnType<typeof createOrderAlerts>) {
  const view = await alerts.check();
  usePosBridgeForTests(localBridge({ alerts: { list: async () => view } }));
  render(<AlertList now={Date.now()} />);
  await settle();
  return screen.getByRole('status').textContent;
}

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

describe('the alerts’ check in German', () => {
  it('asks for the admin client in German', async () => {
    const alerts = createOrderAlerts({ settings: memorySettings(), read: async () => [], canCheck: () => false, onChange: () => {} });
    expect(await listAfterCheck(alerts)).toBe(
      'Verbinden Sie den Admin-Client des Shops in den Einstellungen, um die Bestellungen des Shops auf Hinweise zu prüfen.',
    );
  });

  it('says a store that cannot be reached in German', async () => {
    const client = createStorefrontClient({ baseUrl: 'http://127.0.0.1:1', dialect: SHOP_DIALECT });
    const read = async () => {
      await client.orderStatus('R1', 'token');
      return [];
    };
    const alerts = createOrderAlerts({ settings: memorySettings(), read, canCheck: () => true, onChange: () => {} });
    expect(await listAfterCheck(alerts)).toBe('Der Shop ist nicht erreichbar. Prüfen Sie das Netzwerk; nichts ging verloren.');
  });
});
