/**
 * The renderer's stylesheet is plain CSS without nesting: every rule is closed before the next
 * one starts. A rule left open (a lost "}", e.g. where two changes to the file met) silently
 * nests every rule after it under its selector, so whole screens lose their styles (the Shift
 * screen's print rules, the staff and layout rules) while the file still builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const stylesFolder = fileURLToPath(new URL('../../../renderer/styles/', import.meta.url));

/** At-rules whose block holds rules (the others hold declarations, or nothing). */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|document|scope)\b/;

/** A rule that opens inside another rule (nesting), or a block never closed, with its line; empty when the file is flat and balanced. */
function rulesLeftOpen(css: string): string[] {
  const problems: string[] = [];
  /** The open blocks: whether each may hold rules (a grouping at-rule) and where it started. */
  const open: { holdsRules: boolean; prelude: string; line: number }[] = [];
  let prelude = '';
  let line = 1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === '\n') line++;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const comment = css.slice(i, end === -1 ? css.length : end + 2);
      line += comment.split('\n').length - 1;
      i += comment.length - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end === -1 ? css.length : end;
      continue;
    }
    if (c === '{') {
      const name = prelude.trim();
      const parent = open.at(-1);
      if (parent && !parent.holdsRules) {
        problems.push(`line ${line}: "${name}" opens inside "${parent.prelude}" (line ${parent.line}), which was never closed`);
      }
      open.push({ holdsRules: GROUPING_AT_RULES.test(name), prelude: name, line });
      prelude = '';
    } else if (c === '}') {
      if (!open.pop()) problems.push(`line ${line}: a "}" closes nothing`);
      prelude = '';
    } else if (c === ';') {
      prelude = '';
    } else {
      prelude += c;
    }
  }
  for (const block of open) problems.push(`line ${block.line}: "${block.prelude}" is never closed`);
  return problems;
}

describe('the renderer stylesheet', () => {
  const files = readdirSync(stylesFolder).filter((f) => f.endsWith('.css'));

  it('has stylesheets to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s closes every rule before the next one starts', (file) => {
    expect(rulesLeftOpen(readFileSync(path.join(stylesFolder, file), 'utf8'))).toEqual([]);
  });

  it('the check finds a rule left open, and passes flat rules inside media queries', () => {
    expect(rulesLeftOpen('.a {\n  color: red;\n\n.b { color: blue; }\n')).toEqual([
      'line 4: ".b" opens inside ".a" (line 1), which was never closed',
      'line 1: ".a" is never closed',
    ]);
    expect(rulesLeftOpen('@media print { .a, .b { display: none !important; } }\n/* { */ .c { content: "}"; }')).toEqual([]);
  });
});
