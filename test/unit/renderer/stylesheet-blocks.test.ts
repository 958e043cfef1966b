/**
 * The till's stylesheet keeps every rule closed: a rule that is not closed swallows the rules
 * after it as nested rules (which match nothing the screens hold), so whole parts of the counter
 * lose their styles without any error. The house style nests no rules, so a rule inside a rule is
 * always a brace lost (as when two changes to the same file are joined).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const STYLESHEET = path.resolve('renderer', 'styles', 'app.css');

/** Each rule written inside another rule (not inside an at-rule such as @media), by its selector and line. */
function rulesInsideRules(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from: STYLESHEET }).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'rule') found.push(`${rule.selector} (line ${rule.source?.start?.line ?? '?'}) inside ${(rule.parent as Rule).selector}`);
  });
  return found;
}

describe('the stylesheet', () => {
  it('parses, with every rule closed before the next begins', () => {
    const css = readFileSync(STYLESHEET, 'utf8');
    expect(rulesInsideRules(css)).toEqual([]);
  });

  it('tells a rule left open from rules written one after another', () => {
    expect(rulesInsideRules('.a { color: red; }\n.b { color: blue; }')).toEqual([]);
    expect(rulesInsideRules('.a { color: red;\n.b { color: blue; }\n}')).toEqual(['.b (line 2) inside .a']);
    expect(rulesInsideRules('@media (max-width: 900px) { .b { color: blue; } }')).toEqual([]);
  });
});
