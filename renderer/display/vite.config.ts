import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The customer display's page (display/index.html), built after the till's page into the same
 * folder (renderer/vite.config.ts), with scripts of its own.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/renderer', import.meta.url)),
    emptyOutDir: false,
    sourcemap: false,
    target: 'chrome130',
    rollupOptions: { input: { display: fileURLToPath(new URL('index.html', import.meta.url)) } },
  },
});
