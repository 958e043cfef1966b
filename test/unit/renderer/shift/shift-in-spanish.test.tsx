// @vitest-environment happy-dom
/**
 * The shift screen's panels in the clerk's language: past shifts with their counts said as Spanish
 * plurals, and a pay-out told in Spanish with what the drawer should now hold.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PastShift, ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { PastShifts } from '../../../../renderer/features/shift/panels/PastShifts.js';
import { PayInOutPanel } from '../../../../renderer/features/shift/panels/PayInOutPanel.js';
import { localBridge } from '../local-bridge.js';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  await showScreenLanguage('en');
});

const PAST: PastShift = {
  shiftId: 's1',
  openedAt: '2026-11-27T08:00:00Z',
  closedAt: '2026-11-27T17:00:00Z',
  closedBy: null,
  currency: 'EUR',
  salesCount: 1,
  total: '12.50',
  overShort: '-2.00',
};

describe('the shift in Spanish', () => {
  it('says past shifts and a pay-out in Spanish', async () => {
    await showScreenLanguage('es');
    render(<PastShifts past={[PAST, { ...PAST, shiftId: 's2', salesCount: 3 }]} shownId={undefined} onOpen={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Turnos anteriores');
    const rows = screen.getAllByRole('button').map((b) => b.textContent);
    expect(rows[0]).toMatch(/1 venta · 12,50\s€/);
    expect(rows[0]).toMatch(/Faltan 2,00\s€/);
    expect(rows[1]).toMatch(/3 ventas · /);
    cleanup();

    const status = { report: { cash: { expected: '95.00' } } } as ShiftStatus;
    usePosBridgeForTests(localBridge({ shift: { payOut: async () => status } }));
    render(<PayInOutPanel currency="EUR" idPrefix="t" onStatus={() => {}} />);
    fireEvent.change(screen.getByLabelText('Importe'), { target: { value: '5.00' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'cambio' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Salida de 5,00\s€ \(cambio\)\. El cajón debería tener ahora 95,00\s€\.$/);
  });
});
