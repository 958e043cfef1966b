/**
 * The house stays findable: no source file of the app over 600 lines (seed data aside), no folder
 * with more than 22 source files side by side, no function over 150 lines in the main process or
 * the page. A file, folder or function past these is split by what it holds, the way the domain
 * folders and the sale service's parts are.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

  it('has no function over 150 lines in electron/ or renderer/', () => {
    const long: string[] = [];
    for (const f of sources.filter((f) => /^(electron|renderer)\//.test(f) && !DATA.has(f))) {
      const file = ts.createSourceFile(f, readFileSync(path.join(root, f), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
          const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
          if (last - first + 1 > 150) long.push(`${f}:${first + 1} (${last - first + 1} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(long).toEqual([]);
  }, 60_000);
});
