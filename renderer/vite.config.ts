import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstScreenChunk } from '../scripts/vite/first-screen-chunk.js';
import { PAGES_BASE, PAGES_BUILD, PAGES_OUT_DIR, RENDERER_ROOT } from '../scripts/vite/pages.js';

const warmIntl = fileURLToPath(new URL('warm-intl.ts', import.meta.url));
const firstScreen = firstScreenChunk(fileURLToPath(new URL('main.tsx', import.meta.url)), 'first-screen');

/**
 * The till's page starts with a script of its own that wakes the browser's `Intl` (warm-intl.ts),
 * `async`, so it runs as soon as it arrives while the app's module graph is still downloading.
 */
function warmIntlFirst(): Plugin {
  return {
    name: 'warm-intl-first',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.path.endsWith('/index.html') || ctx.path.includes('/display/')) return html;
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.name === 'warm-intl');
        const src = chunk ? `./${chunk.fileName}` : '/warm-intl.ts';
        // Right after the page's security policy, which governs it, and before everything else it loads.
        const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>(<!--[^>]*-->)?/.exec(html);
        if (!policy) throw new Error('index.html has no Content-Security-Policy for the first script to follow');
        const at = policy.index + policy[0].length;
        return `${html.slice(0, at)}\n    <script type="module" async src="${src}"></script>${html.slice(at)}`;
      },
    },
  };
}

export default defineConfig({
  root: RENDERER_ROOT,
  base: PAGES_BASE,
  plugins: [react(), warmIntlFirst(), firstScreen.plugin],
  build: {
    ...PAGES_BUILD,
    outDir: PAGES_OUT_DIR,
    emptyOutDir: true,
    // The till's page and its first script. The customer display's page is built apart
    // (display/vite.config.ts): sharing a build would split what both pages use into small scripts
    // of their own, each one more request on the till's way to its first frame.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'warm-intl': warmIntl,
      },
      output: { codeSplitting: { groups: [firstScreen.group] } },
    },
  },
});
