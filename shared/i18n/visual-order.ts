/**
 * Right-to-left words for a device that prints characters in the order it is given them, left to
 * right, and knows no bidi (a thermal printer's code page): each printed line in the order the eye
 * reads it. The line is a right-to-left paragraph; its Arabic (or Hebrew) runs are reversed, and
 * what reads left to right inside it (an amount, which the formatter isolates, a Latin word, a
 * number, an order's code) keeps its own order, the runs laid out from the right. A simplified
 * form of Unicode's bidi algorithm (one level of embedding, paired brackets mirrored), enough for
 * a receipt's and a label's short lines. Lines are wrapped before they are reordered, so a long
 * sentence reads from its first printed line on.
 */

import { isBidiControl } from './bidi.js';

const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LEFT_TO_RIGHT_STRONG = /[A-Za-z0-9\u00c0-\u024f]/;
const ISOLATE_START = /[\u2066\u2067\u2068]/;
const ISOLATE_END = '\u2069';
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

/** Whether the text holds right-to-left letters (and so needs reordering for a device without bidi). */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT_LETTER.test(text);
}

type Direction = 'L' | 'R' | 'N';

/** The text as units: an isolated piece is one left-to-right unit; any other character its own. */
function unitsOf(text: string): { text: string; dir: Direction }[] {
  const units: { text: string; dir: Direction }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (ISOLATE_START.test(c)) {
      const end = text.indexOf(ISOLATE_END, i + 1);
      const inside = text.slice(i + 1, end === -1 ? text.length : end);
      units.push({ text: inside, dir: 'L' });
      i = end === -1 ? text.length : end;
    } else if (isBidiControl(c))
      continue; // a mark, an embedding, or an isolate's end
    else units.push({ text: c, dir: RIGHT_TO_LEFT_LETTER.test(c) ? 'R' : LEFT_TO_RIGHT_STRONG.test(c) ? 'L' : 'N' });
  }
  return units;
}

/** One line in printed (visual, left-to-right) order; a line without right-to-left letters is returned as it is. */
export function visualLine(line: string): string {
  if (!hasRightToLeft(line)) return line;
  const units = unitsOf(line);
  // Neutrals between two left-to-right units read left to right; any other, as the paragraph (right to left).
  const strongBefore: (Direction | null)[] = [];
  let last: Direction | null = null;
  for (const u of units) {
    strongBefore.push(last);
    if (u.dir !== 'N') last = u.dir;
  }
  let next: Direction | null = null;
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (u.dir === 'N') u.dir = strongBefore[i] === 'L' && next === 'L' ? 'L' : 'R';
    else next = u.dir;
  }
  const runs: { dir: Direction; text: string[] }[] = [];
  for (const u of units) {
    const run = runs[runs.length - 1];
    if (run && run.dir === u.dir) run.text.push(u.text);
    else runs.push({ dir: u.dir, text: [u.text] });
  }
  return runs
    .reverse()
    .map((run) =>
      run.dir === 'L'
        ? run.text.join('')
        : [...run.text.join('')]
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join(''),
    )
    .join('');
}

/** Words wrapped to `columns` at spaces (a longer word on a line of its own), each line then in printed order. */
export function visualLines(text: string, columns: number): string[] {
  if (!hasRightToLeft(text)) return [text];
  const lines: string[] = [];
  let current = '';
  const width = (s: string) => unitsOf(s).reduce((n, u) => n + u.text.length, 0);
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (width(candidate) <= columns || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.map(visualLine);
}
