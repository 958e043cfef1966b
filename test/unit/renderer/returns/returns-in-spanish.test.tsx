// @vitest-environment happy-dom
/**
 * The Returns screen in Spanish: its own words, the offline desk's word from the services and a
 * refusal of theirs, all said in the clerk's language (the services send catalogue words).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ReturnsScreen } from '../../../../renderer/features/returns/ReturnsScreen.js';
import { createOfflineReturnDesk } from '../../../../electron/till/returns/offline-return-desk.js';
import type { TillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import type { CashDrawer } from '../../../../electron/till/shift/cash-drawer.js';
import type { OfflineLimits } from '../../../../shared/offline/offline-limits.js';
import { localBridge } from '../local-bridge.js';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  await showScreenLanguage('en');
});

/** The offline returns desk of a till that has rung no sales yet. */
function offlineDesk() {
  const kept = new Map<string, unknown>();
  return createOfflineReturnDesk({
    journal: { entries: () => [] } as unknown as TillJournal,
    settings: {
      get: (key: string) => kept.get(key),
      set: (key: string, value: unknown) => kept.set(key, value),
      delete: (key: string) => kept.delete(key),
    } as unknown as SettingsStore,
    drawer: {} as CashDrawer,
    limits: (): OfflineLimits => ({ maxSale: '100.00', maxPending: '500.00', maxHours: 24 }),
    tillId: () => 'T1',
    requireManager: () => undefined,
  });
}

describe('the Returns screen in Spanish', () => {
  it('says its words, the offline desk’s and a refusal of the services in Spanish', async () => {
    await showScreenLanguage('es');
    const desk = offlineDesk();
    usePosBridgeForTests(
      localBridge({
        returns: { open: () => desk.open(), findSale: (orderNumber, foundBy) => desk.findSale(orderNumber, foundBy), owed: async () => [] },
      }),
    );
    render(<ReturnsScreen />);
    expect(screen.getByRole('heading', { name: 'Devoluciones' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(/^No se puede contactar con la tienda: una venta hecha en esta caja/);
    fireEvent.change(screen.getByLabelText('Número de ticket o de pedido'), { target: { value: 'R123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar venta' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('No se puede contactar con la tienda y el pedido R123 no se registró en esta caja');
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeTruthy();
  });
});
