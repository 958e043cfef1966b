/** The walk-in calls' arguments, as the bridge checks them before any service runs. */
import { describe, expect, it } from 'vitest';
import { bridgeArgs } from '../../../shared/bridge/bridge.js';

const VERMONT = { address1: '1 Church Street', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' };

describe('walk-in bridge arguments', () => {
  it('takes no argument for a pickup sale', () => {
    expect(bridgeArgs.sale.pickupInStore.safeParse([]).success).toBe(true);
    expect(bridgeArgs.sale.pickupInStore.safeParse([{ email: 'x@example.com' }]).success).toBe(false);
  });

  it('takes a location and a walk-in email, either cleared with null, and nothing else', () => {
    const ok = (pickup: unknown) => bridgeArgs.stores.setPickup.safeParse(['demo', pickup]).success;
    expect(ok({ location: VERMONT, walkInEmail: 'walk-in@shop.example.com' })).toBe(true);
    expect(ok({ location: null, walkInEmail: null })).toBe(true);
    expect(ok({ location: { ...VERMONT, taxRate: '0' }, walkInEmail: null })).toBe(false);
    expect(ok({ location: VERMONT, walkInEmail: null, extra: 1 })).toBe(false);
    expect(ok({ location: { ...VERMONT, address1: '' }, walkInEmail: null })).toBe(false);
    expect(ok({ location: { ...VERMONT, countryIso: 'USA' }, walkInEmail: null })).toBe(false);
    expect(ok({ location: VERMONT, walkInEmail: 'not an email' })).toBe(false);
    expect(ok({ location: VERMONT })).toBe(false);
  });
});
