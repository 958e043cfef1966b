// @vitest-environment happy-dom
/**
 * The parked carts in the clerk's language (Arabic here): the list's words, a count with Arabic's
 * plural forms, and a resume the store answered as gone said in Arabic from the words the till
 * sent, not its English.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParkedCartView } from '../../../../shared/parked/parked-carts.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ParkedCartsDialog } from '../../../../renderer/features/parked/ParkedCartsDialog.js';
import { useParked } from '../../../../renderer/features/parked/parked.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const parkedCart: ParkedCartView = {
  number: 'R7',
  label: null,
  parkedAt: new Date().toISOString(),
  parkedBy: null,
  itemCount: 2,
  currency: 'USD',
  total: '30.00',
  displayTotal: '$30.00',
};

const GONE = 'The store no longer has parked cart {number}: it expired or was deleted. It is no longer parked here.';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

beforeAll(async () => {
  await showScreenLanguage('ar');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
beforeEach(() => {
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '' });
  useParked.setState({ parked: { carts: [parkedCart], warning: null }, loaded: true, busy: null, error: null, outcome: null });
  usePosBridgeForTests(
    localBridge({
      parked: {
        list: async () => ({ carts: [], warning: null }),
        resume: async () => ({
          outcome: 'gone',
          message: GONE.replace('{number}', 'R7'),
          words: { id: 'parked.resume.gone', defaultMessage: GONE, values: { number: 'R7' } },
        }),
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the parked carts in Arabic', () => {
  it('lists them in Arabic, two items said as two', () => {
    render(<ParkedCartsDialog onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'السلال المعلّقة (1)' })).toBeTruthy();
    expect(screen.getByText('صنفان', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استئناف R7' })).toBeTruthy();
  });

  it('says a cart the store no longer has in Arabic', async () => {
    render(<ParkedCartsDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'استئناف R7' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('لم تعد السلة المعلّقة R7 لدى المتجر');
    expect(alert.textContent).not.toContain('no longer has');
    expect(useSale.getState().announcement).toContain('لم تعد السلة المعلّقة R7');
  });
});
