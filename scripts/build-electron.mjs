// Bundles the Electron main process (ESM), the embedded demo store's process (ESM, run as a
// utility process) and the preload (CommonJS, as sandboxed preloads must be) into dist/electron.
// Native modules and electron itself stay external.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
  external: ['electron', 'better-sqlite3', 'keytar', 'electron-updater'],
};

await build({
  ...common,
  entryPoints: ['electron/main.ts'],
  outfile: 'dist/electron/main.js',
  format: 'esm',
  banner: {
    // Bundled CommonJS dependencies may call require(); give them one.
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

await build({
  ...common,
  entryPoints: ['electron/demo-store/process/process-entry.ts'],
  outfile: 'dist/electron/demo-store.js',
  format: 'esm',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

await build({
  ...common,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist/electron/preload.cjs',
  format: 'cjs',
});

// The customer display window's own preload: a subscribe to the display's view, nothing else.
await build({
  ...common,
  entryPoints: ['electron/display-preload.ts'],
  outfile: 'dist/electron/display-preload.cjs',
  format: 'cjs',
});

// The till's services, run as a utility process of their own (electron/till/runtime-process/): main relays to them.
await build({
  ...common,
  entryPoints: ['electron/runtime-process-entry.ts'],
  outfile: 'dist/electron/runtime.js',
  format: 'esm',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// The browser host (`npm run start:web`): the page's server, relaying to the services' bundle above
// in a Node child, as Electron's main process relays to its utility process.
await build({
  ...common,
  entryPoints: ['electron/web-host/cli.ts'],
  outfile: 'dist/electron/web-host.js',
  format: 'esm',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
