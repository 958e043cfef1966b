/**
 * Every component reads the slice of a renderer store it needs through a selector: a store hook
 * called without one subscribes to the whole store (every change renders again), and a selector
 * answering a fresh object or array without `useShallow` renders forever.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = path.resolve(__dirname, '../../../renderer');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The zustand stores' hooks, wherever a feature keeps them, as they export them (`export const useSale = create<…>(…)`). */
function storeHooks(): string[] {
  return sources(RENDERER).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (use[A-Z]\w*)\s*=\s*create\b/g)].map((m) => m[1]!));
}

/** Every call of a store hook in the renderer's sources, with where it is. */
function hookCalls(hooks: string[]): { where: string; call: string }[] {
  const called = new RegExp(`\\b(${hooks.join('|')})\\(([^\\n]*)`, 'g');
  return sources(RENDERER).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(called)].map((m) => ({ where: `${path.relative(RENDERER, file)}:${index + 1}`, call: `${m[1]}(${m[2]}` }))),
  );
}

describe('renderer store hooks', () => {
  const hooks = storeHooks();
  const calls = hookCalls(hooks);

  it('finds the stores and their uses', () => {
    expect(hooks).toEqual(expect.arrayContaining(['useSale', 'useApp', 'useCatalog', 'useOrders', 'useParked']));
    expect(calls.length).toBeGreaterThan(20);
  });

  it('are never called without a selector (the whole store)', () => {
    const whole = calls.filter((c) => /^use\w+\(\s*\)/.test(c.call)).map((c) => `${c.where} ${c.call.trim()}`);
    expect(whole).toEqual([]);
  });

  it('never select the whole state', () => {
    const identity = calls.filter((c) => /^use\w+\(\s*\(?(\w+)\)?\s*=>\s*\1\s*\)/.test(c.call)).map((c) => `${c.where} ${c.call.trim()}`);
    expect(identity).toEqual([]);
  });

  it('never answer a fresh object or array from a selector without useShallow', () => {
    const fresh = calls
      .filter((c) => /^use\w+\(\s*\(?\w+\)?\s*=>\s*(\(\s*\{|\[|[^;]*(\.(filter|map|slice|concat|toSorted)\(|Object\.(keys|values|entries)\())/.test(c.call))
      .map((c) => `${c.where} ${c.call.trim()}`);
    expect(fresh).toEqual([]);
  });
});
