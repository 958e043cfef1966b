/**
 * The browser host keeps the build's files in memory: the page's first files (those its index.html
 * names) are read before the host gives its address, and any other file of the build's `assets/`
 * once it has been served, so a till's first frame never waits on the disk and a page still finds
 * its own version's files when they have been replaced on disk under the running app (an upgrade in
 * place). Files outside `assets/` are read each time.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebHost } from '../../../electron/web-host/server.js';
import { hostOnPages, type HostOnPages } from '../../support/web-host/host-on-pages.js';

let pages: HostOnPages | undefined;
let host: WebHost;
const file = (name: string) => path.join(pages!.rendererDir, name);

beforeAll(async () => {
  pages = await hostOnPages({
    'index.html':
      '<html><head><script type="module" src="./assets/first-screen-Ab12.js"></script><link rel="stylesheet" href="./assets/first-screen-Cd34.css"></head><body></body></html>',
    'assets/first-screen-Ab12.js': 'export const first = 1;',
    'assets/first-screen-Cd34.css': 'body { margin: 0 }',
    'assets/Receipt-Ef56.js': 'export const later = 2;',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  host = pages.host;
});

afterAll(async () => {
  await pages?.close();
});

const get = async (address: string) => {
  const response = await fetch(new URL(address, host.url));
  return { status: response.status, body: await response.text() };
};

it('serves the page’s first files from memory, read before the host gave its address', async () => {
  rmSync(file('assets/first-screen-Ab12.js'));
  rmSync(file('assets/first-screen-Cd34.css'));
  expect(await get('/assets/first-screen-Ab12.js')).toEqual({ status: 200, body: 'export const first = 1;' });
  expect(await get('/assets/first-screen-Cd34.css')).toEqual({ status: 200, body: 'body { margin: 0 }' });
});

it('keeps any other file of the build once served, as it was when first served', async () => {
  expect(await get('/assets/Receipt-Ef56.js')).toEqual({ status: 200, body: 'export const later = 2;' });
  writeFileSync(file('assets/Receipt-Ef56.js'), 'export const later = 3;');
  expect((await get('/assets/Receipt-Ef56.js')).body).toBe('export const later = 2;');
});

it('reads a file outside the build’s assets each time, and says when one is not there', async () => {
  expect((await get('/logo.svg')).status).toBe(200);
  rmSync(file('logo.svg'));
  expect((await get('/logo.svg')).status).toBe(404);
  expect((await get('/assets/never-built-Zz99.js')).status).toBe(404);
  writeFileSync(file('assets/never-built-Zz99.js'), 'export {};');
  expect((await get('/assets/never-built-Zz99.js')).status, 'a file missing once is looked for again').toBe(200);
});
