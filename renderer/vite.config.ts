import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'chrome130',
    // The till's page, and the customer display's own small page (renderer/display/).
    rollupOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), display: fileURLToPath(new URL('display/index.html', import.meta.url)) },
    },
  },
});
