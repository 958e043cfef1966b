/**
 * The page lays out right to left in Arabic by CSS logical properties alone: no style of the page
 * says left or right (margin-left, padding-right, border-left, text-align: right, left: 0, a
 * four-sided margin or padding with different sides), each says start or end instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PHYSICAL = [
  /\b(margin|padding|border|inset)-(left|right)\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\btext-align:\s*(left|right)\b/,
  /\bfloat:\s*(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
];

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(path.join(dir, e.name)) : e.name.endsWith('.css') ? [path.join(dir, e.name)] : [],
  );
}

/** A four-valued margin or padding whose left and right differ: physical sides. */
function unevenSides(line: string): boolean {
  const m = /^\s*(margin|padding):\s*([^;]+);/.exec(line);
  const parts = m?.[2]?.trim().split(/\s+(?![^(]*\))/) ?? [];
  return parts.length === 4 && parts[1] !== parts[3];
}

function physicalStyles(text: string, file = 'x.css'): string[] {
  return text.split('\n').flatMap((line, i) => (PHYSICAL.some((p) => p.test(line)) || unevenSides(line) ? [`${file}:${i + 1} ${line.trim()}`] : []));
}

describe('the page styles', () => {
  it('say start and end, never left or right', () => {
    const found = cssFiles('renderer').flatMap((f) => physicalStyles(readFileSync(path.join(root, f), 'utf8'), f));
    expect(found).toEqual([]);
  });

  it('would find a physical side (the check can fail)', () => {
    const css = [
      'a {',
      '  margin-left: 4px;',
      '  right: 0;',
      '  padding: 0 2px 4px 0;',
      '  text-align: right;',
      '  inset-inline-end: 0;',
      '  padding: 0 2px;',
      '}',
    ];
    expect(physicalStyles(css.join('\n'))).toEqual([
      'x.css:2 margin-left: 4px;',
      'x.css:3 right: 0;',
      'x.css:4 padding: 0 2px 4px 0;',
      'x.css:5 text-align: right;',
    ]);
  });
});
