// @vitest-environment happy-dom
/**
 * What the till's services found damaged at its start (a settings file set aside, journal lines
 * cut, a stock count or parked carts file unreadable, the demo store started again), shown on
 * the page in the clerk's language (Spanish here) from the words the services made, not their English.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StartupWarnings } from '../../../../renderer/shell/StartupWarnings.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import type { AppInfo, StartupWarning } from '../../../../shared/bridge/app.js';
import { openSettingsFile, setAsideDamagedSettings } from '../../../../electron/till/settings/settings-store.js';
import { journalCutWarning } from '../../../../electron/till/shift/till-journal.js';
import { openParkedCartsFile } from '../../../../electron/till/parked/parked-carts-file.js';
import { countFile } from '../../../../electron/till/stock/count/count-file.js';
import { superviseDemoStore } from '../../../../electron/till/embedded-store/demo-store-supervisor.js';
import type { RunningDemoStore } from '../../../../electron/till/embedded-store/demo-store-link.js';

const info = (warnings: StartupWarning[]): AppInfo => ({
  version: 'test',
  mode: 'demo',
  storeName: 'Demo',
  storeUrl: 'http://127.0.0.1:1',
  currency: 'USD',
  storeLocale: 'en',
  timeZone: 'UTC',
  shell: 'browser',
  lineOptions: [],
  warnings,
});

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'warnings-es-'));
  await showScreenLanguage('es');
});
afterAll(async () => {
  await showScreenLanguage('en');
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  cleanup();
  useApp.setState({ info: null });
});

describe('the start-up warnings in Spanish', () => {
  it('says the damaged settings file, the cut journal lines and the unreadable files in Spanish', () => {
    writeFileSync(path.join(dir, 'settings.json'), '{"cut');
    writeFileSync(path.join(dir, 'parked-carts.json'), 'not json');
    writeFileSync(path.join(dir, 'stock-count.json'), 'not json');
    const settings = setAsideDamagedSettings(dir, new Date('2026-11-28T10:00:00Z'));
    const journal = journalCutWarning([2, 5, 9]);
    const parked = openParkedCartsFile(dir).warning;
    const count = countFile(dir).read().warning;
    useApp.setState({ info: info([settings!, journal!, parked!, count!]) });
    render(<StartupWarnings />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('No se pudo leer el archivo de ajustes y se apartó como settings.damaged-20261128T100000Z.json');
    expect(text).toContain('Las líneas 2, 5 y 9 del diario de la caja estaban cortadas o dañadas');
    expect(text).toContain('No se pudo leer la lista de carritos aparcados');
    expect(text).toContain('No se pudo leer el recuento de existencias de esta caja');
    expect(text).not.toMatch(/could not be read/);
  });

  it('says the demo store started again in Spanish', async () => {
    let exit: (reason: string) => void = () => {};
    const store = (): RunningDemoStore => ({
      url: 'http://127.0.0.1:1',
      port: 1,
      pid: null,
      close: async () => {},
      onUnexpectedExit: (on) => void (exit = on),
    });
    const said: StartupWarning[] = [];
    const supervised = await superviseDemoStore({
      start: async () => store(),
      policy: { delaysMs: [60_000, 60_000, 60_000], windowMs: 600_000 },
      now: () => new Date(2026, 10, 28, 10, 42).getTime(),
      onWarning: (words) => void (words && said.push(words)),
      log: () => {},
    });
    exit('It stopped.');
    await new Promise((r) => setTimeout(r, 20));
    await supervised.close();
    useApp.setState({ info: info(said) });
    render(<StartupWarnings />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('La tienda de demostración se detuvo inesperadamente a las 10:42 y se está volviendo a iniciar (reinicio 1 de 3)');
  });

  it('says the settings values dropped at the start in Spanish, each by its name', () => {
    const kept = mkdtempSync(path.join(tmpdir(), 'dropped-es-'));
    try {
      const order = { number: 'R1', token: 'tok-R1', state: 'complete', currency: 'USD', history: [], shipments: [] };
      writeFileSync(
        path.join(kept, 'settings.json'),
        JSON.stringify({ settingsVersion: 1, stores: { active: 42 }, trackedOrders: [order, { number: 5 }, { token: 6 }] }),
      );
      useApp.setState({ info: info([...openSettingsFile(kept).warnings]) });
      render(<StartupWarnings />);
      const text = screen.getByRole('alert').textContent ?? '';
      expect(text).toContain('No se pudo leer un valor guardado en los ajustes (tienda activa): se dejó fuera (apartado para soporte); la caja sigue sin él.');
      expect(text).toContain(
        'No se pudieron leer 2 entradas guardadas en los ajustes (pedidos seguidos) y se dejaron fuera (apartadas para soporte); las demás se conservan.',
      );
      expect(text).not.toMatch(/kept in the settings/);
    } finally {
      rmSync(kept, { recursive: true, force: true });
    }
  });
});
