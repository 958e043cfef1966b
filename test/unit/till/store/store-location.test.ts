import { describe, expect, it } from 'vitest';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import { createStoreProfiles, DEMO_PROFILE_ID } from '../../../../electron/till/store/store-profiles.js';
import { defaultWalkInEmail, locationLine } from '../../../../shared/store-location.js';

function memorySettings(): SettingsStore {
  const data = new Map<string, unknown>();
  return { get: (k) => data.get(k), set: (k, v) => void data.set(k, v), delete: (k) => void data.delete(k) };
}

describe('a store profile’s location and walk-in email', () => {
  it('gives the demo store its Wharf Street location in Maine and an email in its own domain', () => {
    const pickup = createStoreProfiles(memorySettings()).pickup(DEMO_PROFILE_ID);
    expect(pickup.location).toMatchObject({ address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' });
    expect(pickup.email).toBe('walk-in@demo.store');
  });

  it('leaves a new store without a location, with a walk-in email derived from its host', () => {
    const profiles = createStoreProfiles(memorySettings(), () => 'p1');
    profiles.add({ name: 'Main St', baseUrl: 'https://www.shop.example.com' });
    expect(profiles.pickup('p1')).toEqual({ location: null, email: 'walk-in@shop.example.com' });
  });

  it('keeps what a manager sets, cleaned, and refuses what is not an address or an email', () => {
    const profiles = createStoreProfiles(memorySettings(), () => 'p1');
    profiles.add({ name: 'Main St', baseUrl: 'https://shop.example.com' });
    const set = profiles.setPickup('p1', {
      location: { address1: ' 1 Church St ', address2: '', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'us' },
      walkInEmail: 'Counter@Shop.Example.com',
    });
    expect(set).toEqual({
      location: { address1: '1 Church St', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' },
      email: 'counter@shop.example.com',
    });
    expect(profiles.pickup('p1')).toEqual(set);
    expect(() => profiles.setPickup('p1', { location: { address1: '', city: 'X', zipcode: '1', countryIso: 'US' }, walkInEmail: null })).toThrow();
    expect(() => profiles.setPickup('p1', { location: null, walkInEmail: 'not an email' })).toThrow();
    expect(() => profiles.setPickup('nope', { location: null, walkInEmail: null })).toThrow(/No such store profile/);
    // Cleared: no location, and the email goes back to the default.
    expect(profiles.setPickup('p1', { location: null, walkInEmail: null })).toEqual({ location: null, email: 'walk-in@shop.example.com' });
  });

  it('lets a manager clear the demo store’s location (then sales ask for it)', () => {
    const profiles = createStoreProfiles(memorySettings());
    expect(profiles.setPickup(DEMO_PROFILE_ID, { location: null, walkInEmail: null }).location).toBeNull();
  });

  it('forgets a removed profile’s pickup settings', () => {
    const profiles = createStoreProfiles(memorySettings(), () => 'p1');
    profiles.add({ name: 'Main St', baseUrl: 'https://shop.example.com' });
    profiles.setPickup('p1', { location: { address1: '1 A St', city: 'B', zipcode: '1', countryIso: 'US' }, walkInEmail: null });
    profiles.remove('p1');
    profiles.add({ name: 'Main St again', baseUrl: 'https://shop.example.com' });
    expect(profiles.pickup('p1').location).toBeNull();
  });

  it('derives a reserved address where the store has no domain name', () => {
    expect(defaultWalkInEmail('http://127.0.0.1:4310')).toBe('walk-in@store.invalid');
    expect(defaultWalkInEmail('http://localhost:4310')).toBe('walk-in@store.invalid');
    expect(defaultWalkInEmail(null)).toBe('walk-in@store.invalid');
    expect(locationLine({ address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' })).toBe(
      '12 Wharf Street, Portland, ME 04101, US',
    );
  });
});
