// @vitest-environment happy-dom
/**
 * The customer display's on/off box (and the simulated printer's fault) ticks when it is touched, not when the main process answers
 * (a person's click, or a test's check(), sees it change at once); if the change is refused, the
 * box goes back as it was and says why.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDisplayState } from '../../../../shared/display/display-calls.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CustomerDisplaySection } from '../../../../renderer/features/settings/hardware/CustomerDisplaySection.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';
import type { SimulatedPrinterView } from '../../../../shared/hardware/printer-simulator-calls.js';
import { SimulatedPrinterSection } from '../../../../renderer/features/printer-simulator/SimulatedPrinterSection.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

const OFF: CustomerDisplayState = { enabled: false, screenId: null, screens: [], address: 'http://127.0.0.1:5000/customer-display', open: false };

function held() {
  let settle!: { resolve: (state: CustomerDisplayState) => void; reject: (e: Error) => void };
  const answer = new Promise<CustomerDisplayState>((resolve, reject) => (settle = { resolve, reject }));
  return { answer, settle };
}

const box = () => screen.getByRole('checkbox', { name: /Show the sale on the customer display/ }) as HTMLInputElement;

describe('the customer display’s on/off box', () => {
  it('shows the box ticked at once, while the main process saves it', async () => {
    const { answer, settle } = held();
    usePosBridgeForTests(localBridge({ display: { state: async () => OFF, setEnabled: () => answer } }));
    render(<CustomerDisplaySection />);
    await screen.findByText(/customer-display$/);
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await act(async () => settle.resolve({ ...OFF, enabled: true }));
    expect(box().checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('The customer display shows the sale.');
  });

  it('goes back as it was, in words, when the change is refused', async () => {
    const { answer, settle } = held();
    usePosBridgeForTests(localBridge({ display: { state: async () => OFF, setEnabled: () => answer } }));
    render(<CustomerDisplaySection />);
    await screen.findByText(/customer-display$/);
    fireEvent.click(box());
    await act(async () => settle.reject(new TillRefusal({ kind: 'forbidden', message: 'Only a manager can change this.' })));
    expect(box().checked).toBe(false);
    expect(screen.getByText('Only a manager can change this.')).toBeTruthy();
  });
});

describe('the simulated printer’s fault', () => {
  it('is shown chosen at once, while the main process sets it', async () => {
    let settle!: (view: SimulatedPrinterView) => void;
    const answer = new Promise<SimulatedPrinterView>((resolve) => (settle = resolve));
    const working: SimulatedPrinterView = { address: '127.0.0.1:9100', fault: 'none', jobs: [], kicks: [] };
    usePosBridgeForTests(localBridge({ printerSimulator: { view: async () => working, setFault: () => answer } }));
    render(<SimulatedPrinterSection />);
    const coverOpen = (await screen.findByRole('radio', { name: 'Cover open' })) as HTMLInputElement;
    // Touchable once the printer's state is read (disabled until then, as a person sees it).
    await waitFor(() => expect(coverOpen.disabled).toBe(false));
    fireEvent.click(coverOpen);
    expect(coverOpen.checked).toBe(true);
    await act(async () => settle({ ...working, fault: 'cover-open' }));
    expect(coverOpen.checked).toBe(true);
  });
});
