/**
 * The page's start: the browser's `Intl` (tens of milliseconds on its first use) is woken by the
 * page's first script while the app's own scripts still download, so the first screen's amounts
 * never wait for it; and that script stands under the page's security policy like every other.
 * The first screen's script comes in one piece, not a request for each module it shares with a
 * later screen; and the calls the screens make as they mount are sent only once the first frame
 * has been painted, so they do not compete with it.
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

/**
 * In the page before its own scripts: the moment (performance.now()) of the animation frame that
 * first shows the app's first render, the frame in which the browser paints it.
 */
const FIRST_RENDER_FRAME = `(() => {
  new MutationObserver((records, observer) => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) {
      observer.disconnect();
      requestAnimationFrame(() => (window.__firstRenderFrameAt = performance.now()));
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The calls the page sends before React is set up, from which the first screen is rendered (renderer/shell/send-start.ts). */
const START_CALLS = ['app.start', 'staff.state'];

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

  it('loads the first screen as one script, beside the first tiny one and the bundler’s own', () => {
    const html = readFileSync(builtPage, 'utf8');
    const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.filter((file) => !/^(warm-intl|main|rolldown-runtime|first-screen)-/.test(file))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(4);
  });

  it('sends the screens’ calls once the first frame is painted, never before', async () => {
    const page = await app.page.context().newPage();
    try {
      await page.addInitScript(FIRST_RENDER_FRAME);
      await page.goto(app.page.url());
      await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
      await page.waitForFunction(() => typeof (window as unknown as { __firstRenderFrameAt?: number }).__firstRenderFrameAt === 'number');
      const { frameAt, calls } = await page.evaluate(() => ({
        frameAt: (window as unknown as { __firstRenderFrameAt: number }).__firstRenderFrameAt,
        calls: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/bridge/') && !entry.name.includes('/bridge/events'))
          .map((entry) => ({ method: new URL(entry.name).pathname.slice('/bridge/'.length), at: entry.startTime })),
      }));
      const screens = calls.filter((call) => !START_CALLS.includes(call.method));
      expect(screens.length, 'the screens call as they mount').toBeGreaterThan(3);
      expect(screens.filter((call) => call.at < frameAt)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
