import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { PAGES_BASE, PAGES_BUILD, PAGES_OUT_DIR, RENDERER_ROOT } from '../../scripts/vite/pages.js';

/**
 * The customer display's page (display/index.html), built after the till's page into the same
 * folder (renderer/vite.config.ts), with scripts of its own.
 */
export default defineConfig({
  root: RENDERER_ROOT,
  base: PAGES_BASE,
  plugins: [react()],
  build: {
    ...PAGES_BUILD,
    outDir: PAGES_OUT_DIR,
    emptyOutDir: false,
    rollupOptions: { input: { display: fileURLToPath(new URL('index.html', import.meta.url)) } },
  },
});
