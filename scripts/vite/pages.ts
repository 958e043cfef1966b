/**
 * What the till's page (renderer/vite.config.ts) and the customer display's page
 * (renderer/display/vite.config.ts) are built with alike: from the renderer's folder, into one
 * folder of built pages, for the Chromium the app ships in.
 */
import { fileURLToPath } from 'node:url';

/** The renderer's sources, each page's `index.html` under it. */
export const RENDERER_ROOT = fileURLToPath(new URL('../../renderer', import.meta.url));

/** Where both pages are built to, side by side. */
export const PAGES_OUT_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

/** Pages load each other's files by relative paths (app:// in Electron, the browser host's loopback address). */
export const PAGES_BASE = './';

/** No source maps in what ships; the oldest Chromium an app build runs in. */
export const PAGES_BUILD = { sourcemap: false, target: 'chrome130' } as const;
