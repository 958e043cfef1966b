/**
 * What a packaged app must and must not contain, checked on the unpacked build's app.asar and
 * app.asar.unpacked. Answers the problems found; an empty list means the package is right.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { listPackage } from '@electron/asar';

/** The main bundle, the embedded demo store's process (a utility process), the preload and the pages. */
const REQUIRED = ['/package.json', '/dist/electron/main.js', '/dist/electron/demo-store.js', '/dist/electron/preload.cjs', '/dist/renderer/index.html'];
const NATIVE = ['keytar', 'better-sqlite3'];
/** Development-only packages that must never ship. */
const DEV_ONLY = [
  'vitest',
  'vite',
  'typescript',
  'react',
  'react-dom',
  'electron',
  'electron-builder',
  'playwright-core',
  'eslint',
  'tsx',
  'esbuild',
  'zustand',
];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function inspectPackage(resourcesDir: string): string[] {
  const problems: string[] = [];
  const asarPath = path.join(resourcesDir, 'app.asar');
  if (!existsSync(asarPath)) return [`no app.asar in ${resourcesDir}`];
  const files = listPackage(asarPath, { isPack: false }).map((f) => f.replace(/\\/g, '/'));
  const set = new Set(files);

  for (const required of REQUIRED) if (!set.has(required)) problems.push(`missing ${required}`);
  if (!files.some((f) => /^\/dist\/renderer\/assets\/[^/]+\.js$/.test(f))) problems.push('missing the renderer JavaScript bundle');

  const unpacked = walk(path.join(resourcesDir, 'app.asar.unpacked')).map((f) => f.replace(/\\/g, '/'));
  for (const mod of NATIVE) {
    if (!unpacked.some((f) => f.includes(`/node_modules/${mod}/`) && f.endsWith('.node'))) {
      problems.push(`native module ${mod} is not unpacked from the asar`);
    }
  }

  for (const f of files) {
    if (f.endsWith('.map')) problems.push(`source map shipped: ${f}`);
    else if (/\.tsx?$/.test(f) && !f.endsWith('.d.ts')) problems.push(`TypeScript source shipped: ${f}`);
    else if (/^\/(test|renderer|electron|shared|bench|scripts)\//.test(f)) problems.push(`source tree shipped: ${f}`);
  }
  const shippedModules = new Set(files.map((f) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1]).filter(Boolean));
  for (const dev of DEV_ONLY) if (shippedModules.has(dev)) problems.push(`development package shipped: ${dev}`);
  return problems;
}
