/**
 * The two TypeScript projects keep each side to its own APIs: a page module that reaches for
 * Node (process, Buffer, node:fs) and a main-process module that reaches for the DOM (document,
 * window, localStorage) do not compile, while each side's own APIs do.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve('.');

/** The errors of one module, compiled with a project's options, as if it were in `folder`. */
function errorsOf(project: string, folder: string, source: string): string[] {
  const config = ts.readConfigFile(path.join(root, project), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const file = path.join(root, folder, '__project_probe__.ts');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.getSourceFile = (name, language) => (name === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language));
  const extraTypes = parsed.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [file, ...extraTypes], options: { ...parsed.options, noEmit: true }, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// Each probe type-checks against a whole standard library: seconds each on a busy machine.
describe('TypeScript projects', { timeout: 120_000 }, () => {
  it('the page cannot use Node APIs', () => {
    expect(errorsOf('tsconfig.renderer.json', 'renderer', 'export const home = process.env.HOME;').join('\n')).toMatch(/process/);
    expect(errorsOf('tsconfig.renderer.json', 'renderer', 'export const bytes = Buffer.from("x");').join('\n')).toMatch(/Buffer/);
    expect(errorsOf('tsconfig.renderer.json', 'renderer', 'import { readFileSync } from "node:fs";\nexport { readFileSync };').length).toBeGreaterThan(0);
    expect(errorsOf('tsconfig.renderer.json', 'renderer', 'export const title = document.title;')).toEqual([]);
  });

  it('the main process cannot use the DOM', () => {
    expect(errorsOf('tsconfig.main.json', 'electron', 'export const title = document.title;').join('\n')).toMatch(/document/);
    expect(errorsOf('tsconfig.main.json', 'electron', 'export const saved = localStorage.getItem("x");').join('\n')).toMatch(/localStorage/);
    expect(errorsOf('tsconfig.main.json', 'shared', 'export const width = window.innerWidth;').join('\n')).toMatch(/window/);
    expect(errorsOf('tsconfig.main.json', 'electron', 'import { readFileSync } from "node:fs";\nexport const text = readFileSync("x", "utf8");')).toEqual([]);
  });
});
