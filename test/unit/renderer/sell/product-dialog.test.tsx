// @vitest-environment happy-dom
/** The product dialog's add: Enter in any field adds once, never again while that add is under way. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../../shared/bridge/bridge.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ProductDialog } from '../../../../renderer/features/sell/ProductDialog.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';
import { localBridge } from '../local-bridge.js';

beforeEach(() => {
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '' });
  useApp.setState({ info: { lineOptions: [{ name: 'gift_note', label: 'Gift note' }] } as unknown as AppInfo });
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('adding from the product dialog', () => {
  it('sends one add for Enter pressed twice in a field while the store has not answered', async () => {
    const product = generatedCatalog(1)[0]!;
    const adds: unknown[][] = [];
    let answer: (cart: SaleCart) => void = () => undefined;
    usePosBridgeForTests(
      localBridge({
        catalog: { images: async () => [] },
        session: { status: async () => ({ signedIn: false }) as never },
        sale: {
          addLine: (...args: unknown[]) => {
            adds.push(args);
            return new Promise<SaleCart>((resolve) => (answer = resolve));
          },
        },
      }),
    );
    let closed = 0;
    render(<ProductDialog product={product} onClose={() => closed++} />);
    const note = screen.getByLabelText('Gift note');
    fireEvent.change(note, { target: { value: 'For Sam' } });
    await act(async () => {
      fireEvent.keyDown(note, { key: 'Enter' });
      await Promise.resolve();
      fireEvent.keyDown(note, { key: 'Enter' });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(adds).toHaveLength(1);
    expect(adds[0]![2]).toEqual({ gift_note: 'For Sam' });
    await act(async () => {
      answer({ number: 'R1', lineItems: [] } as unknown as SaleCart);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(closed).toBe(1);
  });
});

/** A tee sold in navy only, in sizes S and M: the colour leaves no choice, the size does. */
function teeInSizes(): Product {
  const base = generatedCatalog(1)[0]!;
  const variant = (size: string) => ({
    ...base.variants[0]!,
    id: `v-${size}`,
    sku: `TEE-NAV-${size}`,
    isMaster: false,
    optionsText: `Color: Navy, Size: ${size}`,
    optionValues: [
      { id: 'n', optionType: 'color', optionTypePresentation: 'Color', name: 'navy', presentation: 'Navy' },
      { id: size, optionType: 'size', optionTypePresentation: 'Size', name: size.toLowerCase(), presentation: size },
    ],
  });
  return {
    ...base,
    optionTypes: [
      { id: 'c', name: 'color', presentation: 'Color', position: 1, values: [{ id: 'n', name: 'navy', presentation: 'Navy', position: 1 }] },
      {
        id: 's',
        name: 'size',
        presentation: 'Size',
        position: 2,
        values: [
          { id: 'sm', name: 's', presentation: 'S', position: 1 },
          { id: 'md', name: 'm', presentation: 'M', position: 2 },
        ],
      },
    ],
    variants: [variant('S'), variant('M')],
    defaultVariantId: 'v-S',
  };
}

describe('choosing in the product dialog', () => {
  it('chooses no size for the clerk, opens on the first choice, and Enter on a value adds that variant', async () => {
    const adds: unknown[][] = [];
    usePosBridgeForTests(
      localBridge({
        catalog: { images: async () => [] },
        session: { status: async () => ({ signedIn: false }) as never },
        sale: {
          addLine: async (...args: unknown[]) => {
            adds.push(args);
            return { number: 'R1', lineItems: [] } as unknown as SaleCart;
          },
        },
      }),
    );
    let closedBy: boolean | undefined;
    render(<ProductDialog product={teeInSizes()} onClose={(added) => (closedBy = added)} />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    // The only colour is chosen; no size is.
    expect((screen.getByRole('radio', { name: 'Navy', hidden: true }) as HTMLInputElement).checked).toBe(true);
    const small = screen.getByRole('radio', { name: 'S', hidden: true }) as HTMLInputElement;
    const medium = screen.getByRole('radio', { name: 'M', hidden: true }) as HTMLInputElement;
    expect(small.checked || medium.checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Add to cart', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose the size.')).toBeTruthy();
    // The focus is on the choice to make.
    expect(document.activeElement).toBe(small);
    await act(async () => {
      fireEvent.keyDown(medium, { key: 'Enter' });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(adds).toHaveLength(1);
    expect(adds[0]![0]).toBe('v-M');
    expect(closedBy).toBe(true);
  });

  it('opens with the focus on Add to cart when there is nothing to choose', async () => {
    const product = generatedCatalog(1)[0]!;
    usePosBridgeForTests(
      localBridge({
        catalog: { images: async () => [] },
        session: { status: async () => ({ signedIn: false }) as never },
      }),
    );
    render(<ProductDialog product={product} onClose={() => undefined} />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart', hidden: true }));
  });
});
