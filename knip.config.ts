/**
 * Knip: files, exports and dependencies nobody uses (`npm run knip`, a step of `npm test`).
 *
 * - `knip`: every file reachable from an entry point, every export imported somewhere (tests
 *   count), every dependency used.
 * - `knip --production`: the app alone, from its real entry points (marked `!`), tests left out.
 *   Whatever it finds unused in `electron/`, `shared/` or `renderer/` is code only tests run: it
 *   belongs in `test/support/`. An export its own file also uses is the file's seam for its unit
 *   tests, not dead code, so this run does not report it; nor an export tagged `@internal`, a
 *   seam tests replace a dependency at (the page's bridge, for one).
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = ({ production }) => ({
  entry: [
    // The app: Electron's main process and preload, the demo store's process (the app forks it,
    // a utility process under Electron; scripts/build-electron.mjs bundles these three), the page.
    'electron/main.ts!',
    'electron/preload.ts!',
    'electron/display-preload.ts!',
    'electron/demo-store/process/process-entry.ts!',
    'renderer/index.html!',
    // The browser host (`start:web` runs it as scripts/build-electron.mjs bundles it).
    'electron/web-host/cli.ts!',
    // The npm script `demo-store` and Vite's configuration name these too, but only the run without
    // --production reads them there.
    ...(production ? ['electron/demo-store/process/cli.ts!', 'renderer/main.tsx!'] : []),
    // Tools run by hand or by npm scripts (`bench`: bench/run.ts).
    'scripts/*.{ts,mjs}',
    'bench/*.bench.ts',
    'bench/start-up-trace.ts',
    'bench/start-up-side-by-side.ts',
    // Tests, and the scripts tests start as processes of their own (named by path, not imported).
    'test/**/*.test.{ts,tsx}',
    'test/support/till/{web-host-process,replaying-till-process}.ts',
    'test/support/demo-store/store-dying-at-step.ts',
    'test/support/electron-stand-in/*.mjs',
    'test/integration/keychain/keychain-probe.ts',
  ],
  project: [
    'electron/**/*.ts!',
    'shared/**/*.ts!',
    'renderer/**/*.{ts,tsx}!',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.ts',
    'test/**/*.{ts,tsx,mjs}',
    'types/**/*.d.ts',
  ],
  ignoreExportsUsedInFile: production,
  ignoreBinaries: [
    // System programs the tests and the icon script run, installed by .ci/run or by hand.
    'rsvg-convert',
    'png2icns',
    'dbus-daemon',
    'dbus-run-session',
    'gnome-keyring-daemon',
  ],
  ignoreDependencies: [
    // Run from node_modules/.bin by test/unit/electron/electronegativity.test.ts.
    '@doyensec/electronegativity',
    // Loaded with createRequire by bench/demo-store.ts.
    'autocannon',
  ],
});

export default config;
