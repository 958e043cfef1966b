/**
 * The settings file across versions and damage: a file from each earlier version is migrated
 * (its values kept, in today's shape, the version written); a file from a newer version than
 * this app knows is set aside with a timestamp and the till starts with defaults, saying so; a
 * value of the wrong shape is dropped (kept aside for support) with a warning in words, and every
 * other value stays as it was. Fixtures are written here, in each version's shape.
 */
import { warningInEnglish } from '../../../../electron/till/runtime/warning-english.js';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSettingsFile, SETTINGS_FILE_NAME } from '../../../../electron/till/settings/settings-store.js';
import { SETTINGS_VERSION } from '../../../../electron/till/settings/settings-values.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'pos-settings-'));
const writeSettings = (dir: string, value: unknown) => writeFileSync(path.join(dir, SETTINGS_FILE_NAME), JSON.stringify(value), { mode: 0o600 });
const readSettings = (dir: string) => JSON.parse(readFileSync(path.join(dir, SETTINGS_FILE_NAME), 'utf8')) as Record<string, unknown>;
const at = new Date('2026-11-24T01:02:03.456Z');

const tracked = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  token: `tok-${number}`,
  email: 'walk-in@demo.store',
  itemCount: 1,
  total: '10.00',
  displayTotal: '$10.00',
  currency: 'USD',
  state: 'complete',
  paymentState: 'paid',
  shipmentState: 'ready',
  shipments: [],
  completedAt: '2026-11-20T10:00:00.000Z',
  lastCheckedAt: null,
  nextCheckAt: null,
  lastError: null,
  history: [],
  ...extra,
});

/** Version 0: every file written before settings carried a version (tracked orders had no account; profiles no dialect). */
const VERSION_0 = {
  stores: {
    profiles: [{ id: 'main', name: 'Main street', baseUrl: 'https://shop.example.com' }],
    active: 'main',
    signing: ['main'],
    pickup: { main: { location: { address1: '1 High St', city: 'Bath', zipcode: '04530', countryIso: 'US' }, walkInEmail: null } },
  },
  trackedOrders: [tracked('R100')],
  staff: { idleLockMinutes: 7 },
  theme: 'dark',
};

describe('settings versions', () => {
  it('is at version 1 today (a new version must add its migration and its fixture here)', () => {
    expect(SETTINGS_VERSION).toBe(1);
  });

  it('migrates a version 0 file: values kept, in today’s shape, the version written', () => {
    const dir = folder();
    writeSettings(dir, VERSION_0);
    const settings = openSettingsFile(dir, at);
    expect(settings.warnings).toEqual([]);
    expect(settings.get('stores.profiles')).toEqual([
      { id: 'main', name: 'Main street', baseUrl: 'https://shop.example.com', agenticUrl: null, currency: null, locale: null, dialect: 'shop' },
    ]);
    expect(settings.get('trackedOrders')).toEqual([{ ...tracked('R100'), account: null }]);
    expect(settings.get('stores.active')).toBe('main');
    expect(settings.get('staff.idleLockMinutes')).toBe(7);
    expect(settings.get('theme')).toBe('dark');
    expect(readSettings(dir).settingsVersion).toBe(1);
    expect(readdirSync(dir)).toEqual([SETTINGS_FILE_NAME]);
  });

  it('starts a new file at today’s version', () => {
    const dir = folder();
    const settings = openSettingsFile(dir, at);
    expect(settings.warnings).toEqual([]);
    expect(readSettings(dir).settingsVersion).toBe(SETTINGS_VERSION);
  });

  it('sets aside a file from a newer version with a timestamp and starts with defaults, saying so', () => {
    const dir = folder();
    const future = { settingsVersion: 99, stores: { profiles: [{ id: 'x', shape: 'unknown to us' }] } };
    writeSettings(dir, future);
    const settings = openSettingsFile(dir, at);
    expect(settings.warnings.map(warningInEnglish).join(' ')).toMatch(
      /newer version of Storefront POS \(settings version 99;[^]*set aside as settings\.future-v99-20261124T010203Z\.json/,
    );
    expect(settings.get('stores.profiles')).toBeUndefined();
    expect(readSettings(dir)).toEqual({ settingsVersion: SETTINGS_VERSION });
    const aside = path.join(dir, 'settings.future-v99-20261124T010203Z.json');
    expect(JSON.parse(readFileSync(aside, 'utf8'))).toEqual(future);
    if (process.platform !== 'win32') expect(statSync(aside).mode & 0o777).toBe(0o600);
  });

  it('drops each value of the wrong shape with a warning, keeps it aside, and keeps every other value', () => {
    const dir = folder();
    writeSettings(dir, {
      settingsVersion: 1,
      stores: { profiles: 'not a list', active: 42, signing: ['main'] },
      trackedOrders: [tracked('R1', { account: null }), { number: 5, token: null }, tracked('R3', { account: 'a@b.example' })],
      staff: { idleLockMinutes: 'ten', pinAttempts: { failures: 2, retryAt: null } },
      sale: { current: { token: 7, number: 'R9' } },
      paymentMethodsCart: 'tok-throwaway',
      someoneElsesKey: { kept: true },
    });
    const settings = openSettingsFile(dir, at);
    const words = settings.warnings.map(warningInEnglish).join('\n');
    expect(words).toMatch(/store profiles/);
    expect(words).toMatch(/active store/);
    expect(words).toMatch(/1 tracked order/);
    expect(words).toMatch(/idle lock/);
    expect(words).toMatch(/sale in progress/);
    expect(settings.warnings).toHaveLength(5);
    expect(settings.get('stores.profiles')).toBeUndefined();
    expect(settings.get('stores.active')).toBeUndefined();
    expect(settings.get('stores.signing')).toEqual(['main']);
    expect((settings.get('trackedOrders') as { number: string }[]).map((o) => o.number)).toEqual(['R1', 'R3']);
    expect(settings.get('staff.idleLockMinutes')).toBeUndefined();
    expect(settings.get('staff.pinAttempts')).toEqual({ failures: 2, retryAt: null });
    expect(settings.get('sale.current')).toBeUndefined();
    expect(settings.get('paymentMethodsCart')).toBe('tok-throwaway');
    expect(settings.get('someoneElsesKey')).toEqual({ kept: true });
    // What was dropped is kept beside the file for support (0600): nothing is lost.
    const aside = path.join(dir, 'settings.dropped-20261124T010203Z.json');
    expect(existsSync(aside)).toBe(true);
    const dropped = JSON.parse(readFileSync(aside, 'utf8')) as Record<string, unknown>;
    expect(dropped['sale.current']).toEqual({ token: 7, number: 'R9' });
    expect(dropped['trackedOrders']).toEqual([{ number: 5, token: null }]);
    if (process.platform !== 'win32') expect(statSync(aside).mode & 0o777).toBe(0o600);
    // Opened again, the file is clean: no warning twice.
    expect(openSettingsFile(dir, at).warnings).toEqual([]);
  });

  it('the till starts on a value of the wrong shape and shows the warning on every screen', async () => {
    const dataDir = folder();
    writeSettings(dataDir, { settingsVersion: 1, trackedOrders: 'oops', stores: { profiles: [{ id: 7 }] } });
    await withTestRuntime({ dataDir }, async (runtime) => {
      const info = await runtime.calls.app.info();
      expect(info.warnings.map(warningInEnglish).join(' ')).toMatch(/tracked orders/);
      expect(info.warnings.map(warningInEnglish).join(' ')).toMatch(/store profile/);
      expect(await runtime.calls.orders.list()).toEqual([]);
    });
  });

  it('the till starts on a settings file from a newer version, with defaults, and says so', async () => {
    const dataDir = folder();
    writeSettings(dataDir, { settingsVersion: 2, stores: { profiles: [] } });
    await withTestRuntime({ dataDir }, async (runtime) => {
      const info = await runtime.calls.app.info();
      expect(info.warnings.map(warningInEnglish).join(' ')).toMatch(/newer version of Storefront POS/);
      expect((await runtime.calls.stores.list()).map((s) => s.id)).toEqual(['demo']);
    });
  });

  it('reads back every value this version writes without a warning (a sale, tracking, a store, pickup, the idle lock, a wrong PIN)', async () => {
    const dataDir = folder();
    await withTestRuntime({ dataDir }, async (runtime) => {
      const found = (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!;
      await runtime.calls.sale.addLine(found.variantId, 1);
      await runtime.calls.sale.pickupInStore();
      await runtime.calls.sale.payCash({ tendered: '500' });
      await runtime.calls.sale.addLine(found.variantId, 1);
      const [added] = (
        await runtime.calls.stores.add({ name: 'Second', baseUrl: 'https://second.example.com', dialect: 'spree', lineOptions: ['gift_note'] })
      ).filter((p) => p.name === 'Second');
      await runtime.calls.stores.setPickup(added!.id, {
        location: { address1: '5 Main St', city: 'Bath', zipcode: '04530', countryIso: 'US' },
        walkInEmail: 'walk@second.example.com',
      });
      await runtime.calls.staff.setIdleLock(9);
      await runtime.calls.staff.approve('000000', { method: 'shift.openDrawer', record: null }).catch(() => undefined);
    });
    const settings = openSettingsFile(dataDir);
    expect(settings.warnings).toEqual([]);
    expect((settings.get('trackedOrders') as unknown[]).length).toBe(1);
    expect(settings.get('sale.current')).toMatchObject({ step: 'open' });
    expect(settings.get('staff.idleLockMinutes')).toBe(9);
  });
});
