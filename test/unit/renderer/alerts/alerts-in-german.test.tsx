// @vitest-environment happy-dom
/** Alerts for managers in the clerk's language (German here): the list and its settings say their words in German. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertsView } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { AlertList } from '../../../../renderer/features/alerts/AlertList.js';
import { AlertSettings } from '../../../../renderer/features/alerts/AlertSettings.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const view: AlertsView = { thresholds: { pickupReadyMinutes: 30, paidNotShippedHours: null }, alerts: [], checkedAt: null, error: null };

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

beforeAll(async () => {
  await showScreenLanguage('de');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
beforeEach(() => {
  usePosBridgeForTests(localBridge({ alerts: { list: async () => view } }));
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('alerts in German', () => {
  it('the list says none needs attention, in German', async () => {
    render(<AlertList now={Date.now()} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Hinweise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt prüfen' })).toBeTruthy();
    expect(screen.getByText('Keine Bestellung erfordert Aufmerksamkeit.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Noch nicht geprüft.');
  });

  it('the settings name their fields in German', async () => {
    render(<AlertSettings />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Hinweise für die Filialleitung' })).toBeTruthy();
    expect(screen.getByLabelText('Abholung wartet länger als (Minuten)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hinweiseinstellungen speichern' })).toBeTruthy();
  });
});
