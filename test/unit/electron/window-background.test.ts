/**
 * The window opens hidden, painted in the page's own background colour for the theme it starts
 * in, and is shown when its first frame is ready: no white flash on a slow machine, light or dark.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../electron/window.js';

const css = readFileSync(new URL('../../../renderer/styles/app.css', import.meta.url), 'utf8');

/** The `--bg` the stylesheet gives a selector's block (the page's background: `body { background: var(--bg) }`). */
function backgroundOf(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} in app.css`).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  const value = /--bg:\s*([^;]+);/.exec(block)?.[1]?.trim();
  expect(value, `--bg in ${selector}`).toBeDefined();
  return value!.toLowerCase();
}

describe('the main window before its page is ready', () => {
  it('the page paints its body with --bg', () => {
    expect(css).toMatch(/body\s*{[^}]*background:\s*var\(--bg\)/);
  });

  it('is hidden until shown (on ready-to-show)', () => {
    expect(mainWindowOptions('/app/preload.cjs', 'light').show).toBe(false);
    expect(mainWindowOptions('/app/preload.cjs', 'dark').show).toBe(false);
  });

  it('has the light theme’s background in light', () => {
    expect(mainWindowOptions('/app/preload.cjs', 'light').backgroundColor?.toLowerCase()).toBe(backgroundOf(':root'));
  });

  it('has the dark theme’s background in dark', () => {
    expect(mainWindowOptions('/app/preload.cjs', 'dark').backgroundColor?.toLowerCase()).toBe(backgroundOf(":root[data-theme='dark']"));
  });
});
