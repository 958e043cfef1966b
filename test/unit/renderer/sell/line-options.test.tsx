// @vitest-environment happy-dom
/**
 * Custom line options in the renderer: the sale store sends only filled-in options through the
 * real bridge schema, keys the store's refusal to the add, and the fields and the note show them.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import { StorefrontError } from '../../../../shared/storefront/errors.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { filledLineOptions } from '../../../../shared/sale/line-options.js';
import { LineOptionFields, LineOptionsNote } from '../../../../renderer/features/sell/LineOptionFields.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { ADDING_TO_CART, useSale } from '../../../../renderer/features/sell/sale.js';
import { localBridge } from '../local-bridge.js';

const OPTIONS = [
  { name: 'gift_note', label: 'Gift note' },
  { name: 'monogram', label: 'Monogram' },
];

function cartWith(customOptions?: Record<string, string>): SaleCart {
  return { number: 'R1', lineItems: [{ id: '1', variantId: '7', name: 'Tee', quantity: 1, customOptions }] } as unknown as SaleCart;
}

beforeEach(() => {
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '' });
  useApp.setState({ info: { lineOptions: OPTIONS } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the sale store adding a line with options', () => {
  it('sends the options filled in, and none at all when there are none', async () => {
    const sent: unknown[][] = [];
    usePosBridgeForTests(
      localBridge({
        sale: {
          addLine: async (...args: unknown[]) => {
            sent.push(args);
            return cartWith(args[2] as Record<string, string> | undefined);
          },
        },
      }),
    );
    expect(await useSale.getState().addLine('7', 1, 'Tee', filledLineOptions({ gift_note: '  For Sam ', monogram: '   ' }))).toBe(true);
    expect(await useSale.getState().addLine('7', 2, 'Tee', {})).toBe(true);
    expect(sent).toEqual([
      ['7', 1, { gift_note: 'For Sam' }],
      ['7', 2],
    ]);
    expect(useSale.getState().announcement).toBe('Added 2 × Tee to the cart');
  });

  it('keys the store’s refusal to the add, with the field it names', async () => {
    usePosBridgeForTests(
      localBridge({
        sale: {
          addLine: async () => {
            throw new StorefrontError({
              kind: 'validation',
              status: 422,
              message: 'Monogram must be one to three letters',
              fieldErrors: { monogram: ['must be one to three letters'] },
            });
          },
        },
      }),
    );
    expect(await useSale.getState().addLine('7', 1, 'Tee', { monogram: 'ABCD' })).toBe(false);
    const { error, errorFrom } = useSale.getState();
    expect(errorFrom).toBe(ADDING_TO_CART);
    expect(error?.fieldErrors).toEqual({ monogram: ['must be one to three letters'] });
  });

  it('is refused by the bridge when an option name is not one a store could have registered', async () => {
    usePosBridgeForTests(localBridge({ sale: { addLine: async () => cartWith() } }));
    expect(await useSale.getState().addLine('7', 1, 'Tee', { 'Gift Note': 'x' })).toBe(false);
    expect(useSale.getState().error?.kind).toBe('invalid_input');
  });
});

describe('the option fields and the note', () => {
  it('shows a field per option, the store’s reason on its field, and Enter adds', () => {
    let values: Record<string, string> = {};
    let entered = 0;
    render(
      <LineOptionFields
        options={OPTIONS}
        values={{ monogram: 'ABCD' }}
        errors={{ monogram: ['must be one to three letters'] }}
        onChange={(v) => (values = v)}
        onEnter={() => entered++}
      />,
    );
    const monogram = screen.getByLabelText('Monogram');
    expect(monogram.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must be one to three letters')).toBeTruthy();
    expect(screen.getByLabelText('Gift note').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Gift note'), { target: { value: 'For Sam' } });
    expect(values).toEqual({ monogram: 'ABCD', gift_note: 'For Sam' });
    fireEvent.keyDown(monogram, { key: 'Enter' });
    expect(entered).toBe(1);
  });

  it('is absent for a store without options', () => {
    const { container } = render(<LineOptionFields options={[]} values={{}} errors={null} onChange={() => undefined} onEnter={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws before the app’s details arrive, in the order the options were given', () => {
    useApp.setState({ info: null });
    render(<LineOptionsNote options={{ monogram: 'SJ', gift_note: 'For Sam' }} />);
    expect(screen.getByText(/monogram/).textContent).toBe('monogram: SJ · gift note: For Sam');
  });

  it('writes a line’s options in the store’s order, whatever order they were filled in', () => {
    act(() => {
      render(<LineOptionsNote options={{ monogram: 'SJ', extra_wrap: 'yes', gift_note: 'For Sam' }} />);
    });
    expect(screen.getByText(/Gift note/).textContent).toBe('Gift note: For Sam · Monogram: SJ · extra wrap: yes');
  });
});
