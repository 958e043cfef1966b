// @vitest-environment happy-dom
/** Settings: a store's location and walk-in email are shown in a line and set in a form that opens under it. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreProfileView } from '../../../../shared/bridge/bridge.js';
import type { WalkInPickupInput } from '../../../../shared/bridge/store.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { StoreLocationForm } from '../../../../renderer/features/settings/StoreLocationForm.js';
import { localBridge } from '../local-bridge.js';

const profile = {
  id: 'p1',
  name: 'Main St',
  baseUrl: 'https://shop.example.com',
  dialect: 'shop',
  currency: null,
  active: true,
  inUse: true,
  signsRequests: false,
  lineOptions: [],
  publishableKey: false,
  location: null,
  walkInEmail: 'walk-in@shop.example.com',
  timeZone: { name: 'America/New_York', tillsOwn: false },
} as StoreProfileView;

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('a store’s location in Settings', () => {
  it('says when none is set, and saves what the manager enters', async () => {
    const sent: [string, WalkInPickupInput][] = [];
    usePosBridgeForTests(
      localBridge({
        stores: {
          setPickup: async (id: string, input: WalkInPickupInput) => {
            sent.push([id, input]);
            return [];
          },
        } as never,
      }),
    );
    const run = async (work: () => Promise<StoreProfileView[]>) => {
      await work();
      return true;
    };
    render(<StoreLocationForm profile={profile} run={run} />);
    expect(screen.getByText(/Location not set: in-store pickup sales ask for it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Set location/ }));
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Street address', ' 1 Church Street ');
    type('City', 'Burlington');
    type('State or region', 'VT');
    type('ZIP / postal code', '05401');
    type('Walk-in email', '');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(sent).toEqual([
      ['p1', { location: { address1: '1 Church Street', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' }, walkInEmail: null }],
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the location set in one line', () => {
    render(
      <StoreLocationForm
        profile={{ ...profile, location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' } }}
        run={async () => true}
      />,
    );
    expect(screen.getByText(/Sells from 12 Wharf Street, Portland, ME 04101, US · Walk-in email walk-in@shop.example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Change location/ })).toBeTruthy();
  });
});
