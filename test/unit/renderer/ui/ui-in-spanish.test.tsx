// @vitest-environment happy-dom
/** The pieces every screen uses, in Spanish: an error's buttons, the keypad's key names, a table's headings and an order's totals. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ErrorBanner } from '../../../../renderer/ui/ErrorBanner.js';
import { NumericKeypad } from '../../../../renderer/ui/NumericKeypad.js';
import { LineItems } from '../../../../renderer/ui/LineItems.js';
import { platformOrderTotalsRows } from '../../../../renderer/ui/words/totals-rows.js';
import type { LineView } from '../../../../renderer/ui/words/line-views.js';

afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

const line: LineView = {
  key: 'l1',
  name: 'Camiseta',
  optionsText: '',
  sku: 'TS-1',
  quantity: 2,
  unitPrice: '$10.00',
  amount: '$20.00',
  location: null,
  orders: null,
} as LineView;

describe('the shared pieces in Spanish', () => {
  it('name their buttons, keys, headings and totals in Spanish', async () => {
    await showScreenLanguage('es');
    render(
      <>
        <ErrorBanner message="x" onRetry={() => undefined} onDismiss={() => undefined} />
        <NumericKeypad label="Teclado" value="" decimal onChange={() => undefined} />
        <LineItems look="detail" lines={[line]} caption="Líneas" columns={['quantity', 'unitPrice', 'amount']} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar el último dígito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Separador decimal' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Artículo', 'Cant.', 'Precio', 'Importe']);
    const rows = platformOrderTotalsRows({ currency: 'USD', total: '30.00', paymentTotal: '10.00' });
    expect(rows.map((r) => r.label)).toEqual(['Total', 'Pagado', 'Saldo pendiente']);
  });
});
