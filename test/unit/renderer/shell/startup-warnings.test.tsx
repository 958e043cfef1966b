// @vitest-environment happy-dom
/** What the till found damaged at its start: shown until dismissed, and nothing (no re-render loop) before the app's info is in. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { applyBridgeEvent } from '../../../../renderer/bridge/bridge-events.js';
import { StartupWarnings } from '../../../../renderer/shell/StartupWarnings.js';
import { useApp } from '../../../../renderer/shell/app.js';
import type { AppInfo } from '../../../../shared/bridge/bridge.js';

const info = (warnings: string[]): AppInfo => ({
  version: 'test',
  mode: 'demo',
  storeName: 'Demo',
  storeUrl: 'http://127.0.0.1:1',
  currency: 'USD',
  storeLocale: 'en',
  timeZone: 'UTC',
  shell: 'browser',
  lineOptions: [],
  warnings,
});

describe('StartupWarnings', () => {
  afterEach(() => {
    cleanup();
    useApp.setState({ info: null });
  });

  it('renders nothing, once, before the app has said anything', () => {
    useApp.setState({ info: null });
    const { container } = render(<StartupWarnings />);
    expect(container.textContent).toBe('');
  });

  it('says what was found until dismissed', () => {
    useApp.setState({ info: info(['The settings file could not be read and was set aside as settings.damaged-1.json.']) });
    render(<StartupWarnings />);
    expect(screen.getByRole('alert').textContent).toMatch(/set aside as settings\.damaged-1\.json/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what main says later (the demo store was started again), even after the first words were dismissed', () => {
    useApp.setState({ info: info(["1 damaged line(s) of the till's journal could not be read."]) });
    render(<StartupWarnings />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const restarted = 'The demo store stopped unexpectedly at 10:42 and was started again (restart 1 of 3).';
    act(() => applyBridgeEvent({ type: 'app.warnings', warnings: ["1 damaged line(s) of the till's journal could not be read.", restarted] }));
    expect(screen.getByRole('alert').textContent).toContain(restarted);
    // Nothing more to say: the banner goes.
    act(() => applyBridgeEvent({ type: 'app.warnings', warnings: [] }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
