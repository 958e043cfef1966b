/**
 * The unit files (but the page's) share two processes and their loaded modules (vitest.config.ts:
 * `isolate: false`), so a file must not see what another left in a module: the code they load (the
 * main process, the demo store, shared/, the tests' support) keeps its state in what each start
 * makes (a runtime, a store, a data folder), not in a module. Module-level state is a `let`/`var`
 * at the top of a file or an empty Map or Set made there to fill later; the few there are, each for
 * a stated reason, are listed here. A new one is listed only once it is set only in a process of
 * its own or is a cache that gives the same answer to every start.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const KNOWN: Record<string, string> = {
  // Processes of their own, never loaded by a test file.
  'electron/main.ts runtime': 'the Electron main process',
  'electron/main.ts mainWindow': 'the Electron main process',
  'electron/main.ts displays': 'the Electron main process',
  'electron/main.ts closeDemoStores': 'the Electron main process',
  'electron/runtime-process-entry.ts ending': "the till's services' own process",
  'electron/display-preload.ts last': "the customer display window's preload",
  'electron/display-preload.ts listeners': "the customer display window's preload",
  'electron/demo-store/process/process-entry.ts store': "the demo store's own process",
  'electron/demo-store/process/process-entry.ts starting': "the demo store's own process",
  'electron/demo-store/process/process-entry.ts stopping': "the demo store's own process",
  // Test hooks, set only inside a demo store's child process a test starts to kill at a step
  // (test/support/demo-store/store-dying-at-*.ts), never in the test's own process.
  'electron/demo-store/checkout/placement-steps.ts watcher': 'a test hook, set in a child process',
  'electron/demo-store/returns/return-steps.ts watcher': 'a test hook, set in a child process',
  // Caches of pure answers: the same input gives the same output to every store and till.
  'electron/demo-store/jsonapi/money.ts displays': "a currency's display rules, by currency",
  'electron/demo-store/jsonapi/batch-reads.ts oneKeyText': 'SQL text, by key',
  'shared/reports/time-zone.ts wallClocks': 'date formatters, by time zone',
  'shared/i18n/formats.ts cache': 'number and date formatters, by language, time zone and options',
  'shared/i18n/load-catalogue.ts loaded': "a language's catalogue, the same for every start",
  'test/e2e/support/catalogue-words.ts read': "a language's catalogue read from the app's files, the same for every test",
  // Set only by the page (renderer/i18n/screen-language.ts), whose test files each run in a
  // process of their own; the services never set them and format in the language they are given.
  'shared/i18n/formats.ts screenPlace': "the page's language and time zone, set by the page only",
  'shared/i18n/words.ts translate': "the page's catalogue for the services' words, set by the page only",
  // A counter that makes each launch's name unique in the process: shared, it stays unique.
  'test/support/electron-stand-in/launch-electron-main.ts launches': "a launch's number in the process",
};

function moduleState(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      const emptyCollection =
        init !== undefined &&
        ts.isNewExpression(init) &&
        ts.isIdentifier(init.expression) &&
        ['Map', 'Set'].includes(init.expression.text) &&
        (init.arguments?.length ?? 0) === 0;
      if (mutable || emptyCollection) found.push(`${file} ${declaration.name.getText(source)}`);
    }
  }
  return found;
}

describe('modules the test files share', () => {
  it('keep no state of their own beyond the known, reasoned few', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'electron', 'shared', 'test/support', 'test/e2e/support'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'));
    const found = files.flatMap(moduleState);
    expect(found.filter((name) => !(name in KNOWN))).toEqual([]);
    // A listed one that is gone is taken off the list.
    expect(Object.keys(KNOWN).filter((name) => !found.includes(name))).toEqual([]);
  }, 60_000);

  it('are never replaced by a file that shares its process (vi.mock runs only in a process of its own)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'test/unit', 'test/integration', 'test/e2e'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.test\.tsx?$/.test(f));
    // The files of the project `unit-page` (vitest.config.ts), each in a process of its own.
    const alone = (f: string) => f.startsWith('test/unit/renderer/') || f === 'test/unit/till/offline/offline-sale-flushed.test.ts';
    const mocking = files.filter((f) => !alone(f) && /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(mocking).toEqual([]);
    expect(files.filter((f) => alone(f) && /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, f), 'utf8'))).length).toBeGreaterThan(0);
  });
});
