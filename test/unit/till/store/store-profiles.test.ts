import { describe, expect, it } from 'vitest';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import { createStoreProfiles, DEMO_PROFILE_ID, dialectOf } from '../../../../electron/till/store/store-profiles.js';

function memorySettings(): SettingsStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), delete: (k) => void data.delete(k) };
}

describe('store profiles', () => {
  it('uses the demo store when none is configured', () => {
    const profiles = createStoreProfiles(memorySettings());
    expect(profiles.active().id).toBe(DEMO_PROFILE_ID);
    expect(dialectOf(profiles.active()).orderTokenHeader).toBe('X-Shop-Order-Token');
  });

  it('adds, switches and removes stores, with the Spree preset', () => {
    let n = 0;
    const settings = memorySettings();
    const profiles = createStoreProfiles(settings, () => `p${++n}`);
    const spree = profiles.add({ name: 'Main St', baseUrl: 'https://shop.example.com/', dialect: 'spree', currency: 'EUR' });
    expect(spree.baseUrl).toBe('https://shop.example.com');
    profiles.activate(spree.id);
    expect(profiles.active().name).toBe('Main St');
    expect(dialectOf(profiles.active())).toMatchObject({ orderTokenHeader: 'X-Spree-Order-Token', oauthPath: '/spree_oauth' });
    profiles.remove(spree.id);
    expect(profiles.active().id).toBe(DEMO_PROFILE_ID);
    expect(JSON.stringify([...settings.data.values()])).not.toMatch(/token/i);
  });

  it('refuses plain http to another machine and malformed entries', () => {
    const profiles = createStoreProfiles(memorySettings());
    expect(() => profiles.add({ name: 'X', baseUrl: 'http://shop.example.com' })).toThrow(/https/);
    expect(() => profiles.add({ name: '', baseUrl: 'https://a.example' })).toThrow();
    expect(() => profiles.add({ name: 'X', baseUrl: 'https://a.example', currency: 'usd' })).toThrow();
    expect(profiles.add({ name: 'Local', baseUrl: 'http://127.0.0.1:4310' }).dialect).toBe('shop');
  });
});
