// @vitest-environment happy-dom
/**
 * Settings in the clerk's language: the stores card in Spanish, with a refusal of the services
 * (a store profile there is none of) said in Spanish too, and the store service card in Arabic,
 * its request limit in an Arabic plural.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreProfileView, StoreServiceStatus } from '../../../../shared/bridge/bridge.js';
import { noSuchProfile } from '../../../../electron/till/store/store-profiles.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { StoreProfilesSection } from '../../../../renderer/features/settings/StoreProfilesSection.js';
import { StoreServiceSection } from '../../../../renderer/features/settings/StoreServiceSection.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const profile = {
  id: 'p1',
  name: 'Main St',
  baseUrl: 'https://shop.example.com',
  dialect: 'shop',
  currency: null,
  active: false,
  inUse: false,
  signsRequests: false,
  lineOptions: [],
  publishableKey: false,
  location: null,
  walkInEmail: 'walk-in@shop.example.com',
  timeZone: { name: 'America/New_York', tillsOwn: false },
} as StoreProfileView;

const status: StoreServiceStatus = {
  state: 'operational',
  incidents: [],
  policy: '60;w=60',
  bucket: 'till',
  till: { state: 'unknown', as: null, message: null },
  budget: { limit: 60, windowSeconds: 60, sentInWindow: 2, storeRemaining: 58, storeResetAt: null, pausedUntil: null, shared: false },
  agentic: { state: 'none' },
  checkedAt: '2026-11-23T20:00:00.000Z',
};

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  await showScreenLanguage('en');
});

describe('Settings in the clerk’s language', () => {
  it('shows the stores in Spanish, and the services’ refusal in Spanish', async () => {
    await showScreenLanguage('es');
    usePosBridgeForTests(
      localBridge({
        stores: {
          list: async () => [profile],
          activate: async () => {
            throw noSuchProfile();
          },
        },
      }),
    );
    render(<StoreProfilesSection />);
    expect(screen.getByRole('heading', { name: 'Tiendas' })).toBeTruthy();
    const use = await screen.findByRole('button', { name: 'Usar Main St' });
    await act(async () => {
      fireEvent.click(use);
    });
    expect(await screen.findByText('No existe ese perfil de tienda.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir la tienda' })).toBeTruthy();
  });

  it('shows the store service in Arabic, right to left, with an Arabic plural', async () => {
    await showScreenLanguage('ar');
    usePosBridgeForTests(localBridge({ app: { storeStatus: async () => status } }));
    render(<StoreServiceSection />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'خدمة المتجر' })).toBeTruthy();
    expect(await screen.findByText('60 طلبًا كل 60 ث لهذا الصندوق (حصته الخاصة)')).toBeTruthy();
    expect(screen.getByText('لا يذكر المتجر ما إذا كان يتعرّف على هذا الصندوق.')).toBeTruthy();
  });

  it('says the signature check the store names in Spanish when it gives no words of its own', async () => {
    await showScreenLanguage('es');
    const refused: StoreServiceStatus = { ...status, till: { state: 'refused', as: null, message: null, check: 'unknown_key' } };
    usePosBridgeForTests(localBridge({ app: { storeStatus: async () => refused } }));
    render(<StoreServiceSection />);
    expect(await screen.findByText('Firma rechazada: La tienda rechazó la firma (unknown_key).')).toBeTruthy();
  });
});
