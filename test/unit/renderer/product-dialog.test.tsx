// @vitest-environment happy-dom
/** The product dialog's add: Enter in any field adds once, never again while that add is under way. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaleCart } from '../../../shared/bridge.js';
import { usePosBridgeForTests } from '../../../renderer/bridge/pos.js';
import { ProductDialog } from '../../../renderer/screens/ProductDialog.js';
import { useApp } from '../../../renderer/stores/app.js';
import { useSale } from '../../../renderer/stores/sale.js';
import { generatedCatalog } from '../../support/generated-catalog.js';
import { localBridge } from './local-bridge.js';

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
