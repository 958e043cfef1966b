// @vitest-environment happy-dom
/** A screen that throws while drawing: the boundary says so, keeps a way on, and tries again on request. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '../../../../renderer/shell/ScreenErrorBoundary.js';

let failing = true;
function Fragile() {
  if (failing) throw new Error('Cannot read the order’s lines');
  return <p>Orders drawn</p>;
}

afterEach(() => {
  cleanup();
  failing = true;
  vi.restoreAllMocks();
});

describe('a screen that fails to draw', () => {
  it('shows what happened instead of a blank window, and draws again after Try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenErrorBoundary onHome={() => undefined}>
        <Fragile />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be shown');
    expect(screen.getByText('Cannot read the order’s lines')).toBeTruthy();
    // The focus is not left on a control that has gone: the message has it.
    expect(document.activeElement?.textContent).toBe('This screen could not be shown');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Orders drawn')).toBeTruthy();
  });

  it('goes back to selling on request', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const home = vi.fn();
    render(
      <ScreenErrorBoundary onHome={home}>
        <Fragile />
      </ScreenErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sell' }));
    expect(home).toHaveBeenCalledOnce();
  });

  it('draws the home screen afresh when it is the one that failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const home = vi.fn();
    render(
      <ScreenErrorBoundary onHome={home} atHome>
        <Fragile />
      </ScreenErrorBoundary>,
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sell' }));
    expect(home).not.toHaveBeenCalled();
    expect(screen.getByText('Orders drawn')).toBeTruthy();
  });
});
