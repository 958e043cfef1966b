/**
 * The page's start: the browser's `Intl` (tens of milliseconds on its first use) is woken by the
 * page's first script while the app's own scripts still download, so the first screen's amounts
 * never wait for it; and that script stands under the page's security policy like every other.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();
const builtPage = fileURLToPath(new URL('../../../dist/renderer/index.html', import.meta.url));

/** In the page before its own scripts: which script first makes a number format. */
const FIRST_NUMBER_FORMAT = `(() => {
  const Original = Intl.NumberFormat;
  function Watched(...args) {
    if (!window.__firstNumberFormatBy) window.__firstNumberFormatBy = (new Error().stack || '').split('\\n').slice(1).join(' ');
    return new.target ? Reflect.construct(Original, args, new.target) : Original(...args);
  }
  Watched.prototype = Original.prototype;
  Watched.supportedLocalesOf = Original.supportedLocalesOf;
  Intl.NumberFormat = Watched;
})();`;

describe('the page’s start', () => {
  it('wakes Intl from its first script, before the app’s own scripts run', async () => {
    const context = app.page.context();
    const page = await context.newPage();
    try {
      await page.addInitScript(FIRST_NUMBER_FORMAT);
      await page.goto(app.page.url());
      await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
      const by = await page.evaluate(() => (window as unknown as { __firstNumberFormatBy?: string }).__firstNumberFormatBy ?? '');
      expect(by).toMatch(/warm-intl/);
    } finally {
      await page.close();
    }
  });

  it('has that script right under the security policy, loaded async from the app itself', () => {
    const html = readFileSync(builtPage, 'utf8');
    const policy = html.indexOf('http-equiv="Content-Security-Policy"');
    const scripts = [...html.matchAll(/<script[^>]*>/g)];
    expect(policy).toBeGreaterThan(-1);
    expect(scripts[0]![0]).toMatch(/^<script type="module" async src="\.\/assets\/warm-intl-[\w-]+\.js">$/);
    expect(scripts[0]!.index).toBeGreaterThan(policy);
  });
});
