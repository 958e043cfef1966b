// @vitest-environment happy-dom
/**
 * The start-up warnings banner before the app's info has arrived: it shows nothing, and the
 * app's other state changing meanwhile draws it again without end (it once did, in the Electron
 * window, where the info arrives after the first screen).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupWarnings } from '../../../renderer/components/StartupWarnings.js';
import { useApp } from '../../../renderer/stores/app.js';

afterEach(() => {
  cleanup();
  useApp.setState({ info: null });
});

describe('start-up warnings', () => {
  it('shows nothing while the info is not there, however often the app state changes', () => {
    useApp.setState({ info: null });
    const { container } = render(<StartupWarnings />);
    act(() => {
      useApp.getState().go('orders');
      useApp.getState().go('sell');
    });
    expect(container.textContent).toBe('');
  });
});
