/**
 * The house stays findable: no source file of the app over 600 lines (seed data aside), no folder
 * with more than 22 source files side by side. A file or folder past these is split by what it
 * holds, the way the domain folders are.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'electron', 'renderer', 'shared'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
/** Data tables, not code: the demo store's seeded catalog. */
const DATA = new Set(['electron/demo-store/db/catalog-data.ts']);

describe('the shape of the house', () => {
  it('has no source file over 600 lines', () => {
    const long = sources
      .filter((f) => !DATA.has(f))
      .map((f) => [f, readFileSync(path.join(root, f), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 600);
    expect(long).toEqual([]);
  });

  it('has no folder with more than 22 source files side by side', () => {
    const perFolder = new Map<string, number>();
    for (const f of sources) perFolder.set(path.posix.dirname(f), (perFolder.get(path.posix.dirname(f)) ?? 0) + 1);
    expect([...perFolder].filter(([, n]) => n > 22)).toEqual([]);
  });
});
