// @vitest-environment happy-dom
/**
 * The blind-count box ticks when it is touched, not when the main process answers; if the
 * setting is refused, the box goes back as it was and says why.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { BlindCountSetting } from '../../../../renderer/features/shift/BlindCountSetting.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

function Harness() {
  const [on, setOn] = useState(false);
  return <BlindCountSetting on={on} onChange={(status) => setOn(status.blindCount)} />;
}

function held() {
  let settle!: { resolve: (on: boolean) => void; reject: (e: Error) => void };
  const answer = new Promise<boolean>((resolve, reject) => (settle = { resolve, reject }));
  return { answer, settle };
}

const box = () => screen.getByRole('checkbox', { name: /^Blind count/ }) as HTMLInputElement;

describe('the blind-count setting', () => {
  it('shows the box ticked at once, while the main process saves it', async () => {
    const { answer, settle } = held();
    usePosBridgeForTests(localBridge({ shift: { setBlindCount: async () => ({ blindCount: await answer }) as ShiftStatus } }));
    render(<Harness />);
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await act(async () => settle.resolve(true));
    expect(box().checked).toBe(true);
  });

  it('goes back as it was, in words, when the setting is refused', async () => {
    const { answer, settle } = held();
    usePosBridgeForTests(localBridge({ shift: { setBlindCount: async () => ({ blindCount: await answer }) as ShiftStatus } }));
    render(<Harness />);
    fireEvent.click(box());
    await act(async () => settle.reject(new TillRefusal({ kind: 'forbidden', message: 'Only a manager can change this.' })));
    expect(box().checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('Only a manager');
  });
});
