/**
 * The preload and the page carry only code they run: the bridge's method list is plain data, and
 * the argument schemas (zod) are checked in the main process alone. Each bundle's module graph
 * is read from esbuild, bundling the same entry points the build does.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bridgeArgs, BRIDGE_METHODS } from '../../../../shared/bridge/bridge.js';
import { BRIDGE_METHODS as BRIDGE_METHOD_NAMES } from '../../../../shared/bridge/bridge-methods.js';

async function modulesOf(entry: string, platform: 'node' | 'browser'): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform,
    format: platform === 'node' ? 'cjs' : 'esm',
    external: ['electron'],
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('bundles without schema code', () => {
  it('the method list names exactly the methods that have argument schemas, in their order', () => {
    const withSchemas = Object.entries(bridgeArgs).flatMap(([area, methods]) => Object.keys(methods).map((m) => `${area}.${m}`));
    expect([...BRIDGE_METHOD_NAMES]).toEqual(withSchemas);
    expect(BRIDGE_METHODS).toEqual(withSchemas);
  });

  it('the preload bundles neither zod nor the bridge schemas', async () => {
    const modules = await modulesOf('electron/preload.ts', 'node');
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    expect(modules).not.toContain('shared/bridge/bridge.ts');
  });

  it('the page bundles neither zod nor the bridge schemas', async () => {
    const modules = await modulesOf('renderer/main.tsx', 'browser');
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    expect(modules).not.toContain('shared/bridge/bridge.ts');
  });
});
