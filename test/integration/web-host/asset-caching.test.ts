/**
 * What the browser host lets a till's browser keep: the build's files named after their content
 * (/assets/name-hash.ext) for a year, unasked, so that a till opened again on its own profile
 * finds the app's scripts and their compiled code in its caches, however long since the last
 * start; the page itself never (it carries the session's secret); any other file only after
 * asking again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebHost } from '../../../electron/web-host/server.js';
import { hostOnPages, type HostOnPages } from '../../support/web-host/host-on-pages.js';

let pages: HostOnPages | undefined;
let host: WebHost;

beforeAll(async () => {
  pages = await hostOnPages({
    'index.html': '<html><head><script src="/assets/main-C3JlCJ_m.js"></script></head><body></body></html>',
    'assets/main-C3JlCJ_m.js': 'export {};',
    'assets/Barcode-Bo-VwRxx.js': 'export {};',
    'assets/display.js': 'export {};',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  host = pages.host;
});

afterAll(async () => {
  await pages?.close();
});

const cacheControl = async (address: string) => {
  const response = await fetch(new URL(address, host.url));
  expect(response.status, address).toBe(200);
  return response.headers.get('cache-control');
};

it('lets the browser keep a file named after its content for a year without asking again', async () => {
  for (const file of ['/assets/main-C3JlCJ_m.js', '/assets/Barcode-Bo-VwRxx.js']) {
    const header = (await cacheControl(file))!;
    expect(header, file).toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(header)?.[1]), file).toBeGreaterThanOrEqual(365 * 24 * 3600);
  }
});

it('never lets it keep the page, and makes it ask again for any file not named after its content', async () => {
  expect(await cacheControl('/')).toBe('no-store');
  expect(await cacheControl('/assets/display.js')).toBe('no-cache');
  expect(await cacheControl('/logo.svg')).toBe('no-cache');
});
