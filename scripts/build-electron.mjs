// Bundles the Electron main process (ESM), the embedded demo store's process (ESM, run as a
// utility process) and the preload (CommonJS, as sandboxed preloads must be) into dist/electron.
// Native modules and electron itself stay external.
//
// Each bundle is written without comments or indentation, and in Latin-1 only (esbuild escapes
// strings; the sources keep other characters out of regular expressions): V8 holds a script's
// whole source for as long as it runs, one byte a character when every character fits, else two.
// With an em dash in a comment the services' source alone held 8.8 MB; without, about 3.4.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minifyWhitespace: true,
  charset: 'ascii',
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

for (const bundle of ['main.js', 'demo-store.js', 'runtime.js', 'web-host.js', 'preload.cjs', 'display-preload.cjs']) {
  const source = readFileSync(`dist/electron/${bundle}`, 'utf8');
  const at = [...source].findIndex((c) => c.codePointAt(0) > 0xff);
  if (at >= 0) {
    const near = [...source].slice(Math.max(0, at - 60), at + 20).join('');
    throw new Error(
      `dist/electron/${bundle} holds a character beyond Latin-1, so V8 would keep its source two bytes a character: …${near}… (write it as \\u escape in the source)`,
    );
  }
}
