// @vitest-environment happy-dom
/**
 * The Receive tab in Spanish: its fields, buttons and the delivery's reasons are the catalogue's
 * (the reason the store is sent stays the store's own), and a refusal from the till's services
 * (a delivery changed since it was approved) is shown in Spanish.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryDraft } from '../../../../shared/stock/receiving-calls.js';
import { requireApprovedContent } from '../../../../electron/till/stock/approved-content.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceivePanel } from '../../../../renderer/features/stock/receiving/ReceivePanel.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

const draft: DeliveryDraft = {
  locationId: null,
  reason: 'Supplier delivery',
  reference: 'PO-77',
  lines: [{ variantId: '7', code: 'TEE-7', name: 'Harbor Logo Tee', price: '$20.00', quantity: 3 }],
};

beforeAll(() => showScreenLanguage('es'));
afterAll(() => showScreenLanguage('en'));
beforeEach(() => {
  usePosBridgeForTests(
    localBridge({
      stockReceiving: {
        draft: async () => draft,
        locations: async () => [{ id: '1', name: 'Main Street', isDefault: true }],
        // The till's own check, as the service makes it: the lines it holds are not the ones approved.
        receive: async (_reference: string, key: string) => {
          await requireApprovedContent(key, [{ variantId: '7', quantity: 4 }], 'delivery');
          throw new Error('the delivery should have been refused');
        },
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the Receive tab in Spanish', () => {
  it('shows its words in Spanish, the reasons translated, and a refusal of the services in Spanish', async () => {
    render(<ReceivePanel />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Entrega' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lo que llegó' })).toBeTruthy();
    expect(screen.getByText('3 unidades de 1 artículo')).toBeTruthy();
    const reason = screen.getByLabelText('Motivo') as HTMLSelectElement;
    expect([...reason.options].map((o) => [o.value, o.textContent])).toEqual([
      ['Supplier delivery', 'Entrega de proveedor'],
      ['Customer order', 'Pedido de cliente'],
      ['Returned from repair', 'Devuelto de reparación'],
      ['Other', 'Otro'],
    ]);
    expect(screen.getByRole('button', { name: 'Una más de Harbor Logo Tee' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Recibir entrega' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'La entrega ha cambiado desde que se mostró para aprobarla: revísela y, si lo necesita, pida de nuevo la aprobación.',
    );
  });
});
