// @vitest-environment happy-dom
/**
 * The offline screens in the clerk's language: Settings → Offline sales in Spanish, with the limit
 * that stopped offline sales (made by main as catalogue words) said in Spanish too, and the note
 * over the cart while the next sale is taken offline.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineStatus } from '../../../../shared/bridge/bridge.js';
import { checkOfflineLimits, DEFAULT_OFFLINE_LIMITS } from '../../../../shared/offline/offline-limits.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { OfflineLimitsSection } from '../../../../renderer/features/offline/OfflineLimitsSection.js';
import { OfflineSaleNote } from '../../../../renderer/features/offline/OfflineSaleNote.js';
import { localBridge } from '../local-bridge.js';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  useApp.setState({ offline: null });
  await showScreenLanguage('en');
});

/** Offline sales stopped: the store never answered this till. */
function stoppedStatus(): OfflineStatus {
  const limit = checkOfflineLimits({
    limits: DEFAULT_OFFLINE_LIMITS,
    currency: 'USD',
    saleCents: 1,
    pendingCents: 0,
    storeLastAnsweredAt: null,
    now: new Date('2026-11-28T10:00:00Z'),
  });
  if (limit.ok) throw new Error('the limit should have stopped offline sales');
  return {
    selling: true,
    stopped: limit.message,
    stoppedWords: limit.words,
    limits: DEFAULT_OFFLINE_LIMITS,
    pending: { count: 2, total: '30.00', currency: 'USD' },
    taxRate: null,
    storeLastAnsweredAt: null,
  };
}

describe('offline sales in Spanish', () => {
  it('says the limits, what waits and why offline sales stopped in Spanish', async () => {
    await showScreenLanguage('es');
    usePosBridgeForTests(localBridge({ offline: { status: async () => stoppedStatus() } }));
    render(<OfflineLimitsSection />);
    expect(await screen.findByRole('heading', { name: 'Ventas sin conexión' })).toBeTruthy();
    expect(screen.getByLabelText('Venta sin conexión máxima')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar los límites' })).toBeTruthy();
    expect(document.body.textContent).toContain('Pendientes de registrar: 2 ventas');
    expect(screen.getByText(/^Las ventas sin conexión están detenidas: esta caja nunca ha contactado con la tienda/)).toBeTruthy();
  });

  it('says the stopped limit over the cart in Spanish', async () => {
    await showScreenLanguage('es');
    useApp.setState({ offline: stoppedStatus() });
    render(<OfflineSaleNote />);
    expect(screen.getByText('Ventas sin conexión detenidas.')).toBeTruthy();
    expect(document.body.textContent).toContain('esta caja nunca ha contactado con la tienda');
  });
});
