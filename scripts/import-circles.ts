// `npm test` step: no import circle among the app's modules (electron/, renderer/, shared/),
// type-only imports included. A circle ties modules so neither can be read, tested or moved alone.
// Prints each circle as the chain of files and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The import circles among `files` (repo-relative paths), each as its sorted files; `read` gives a
 * file's text. Relative imports only (packages cannot import the app back); `import type` counts.
 */
export function importCircles(files: string[], read: (file: string) => string): string[][] {
  const known = new Set(files);
  const importsOf = (file: string): string[] => {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const found: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => known.has(f));
      if (target) found.push(target);
    }
    return found;
  };
  const edges = new Map(files.map((f) => [f, importsOf(f)]));

  // Tarjan's strongly connected components: every component of more than one file is a circle.
  let index = 0;
  const stack: string[] = [];
  const state = new Map<string, { index: number; low: number; onStack: boolean }>();
  const circles: string[][] = [];
  function connect(v: string): void {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!state.has(w)) {
        connect(w);
        state.get(v)!.low = Math.min(state.get(v)!.low, state.get(w)!.low);
      } else if (state.get(w)!.onStack) state.get(v)!.low = Math.min(state.get(v)!.low, state.get(w)!.index);
    }
    if (state.get(v)!.low === state.get(v)!.index) {
      const component = [];
      let w: string;
      do {
        w = stack.pop()!;
        state.get(w)!.onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) circles.push(component.sort());
    }
  }
  for (const f of files) if (!state.has(f)) connect(f);
  return circles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'electron', 'renderer', 'shared'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
  const circles = importCircles(files, (f) => readFileSync(f, 'utf8'));
  if (circles.length > 0) {
    console.error(`${circles.length} import circle(s) among the app's modules:`);
    for (const c of circles) console.error(`  ${c.join(' ⇄ ')}`);
    process.exit(1);
  }
  console.info(`No import circles among ${files.length} modules.`);
}
