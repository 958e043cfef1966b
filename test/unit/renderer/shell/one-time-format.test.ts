/**
 * One time format and one date format, from the till's locale: every screen and paper formats
 * its moments with renderer/ui/words/format-time.ts, none with a format of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockTime, dateOf, dateTime, relativeTime, timeOfDay } from '../../../../renderer/ui/words/format-time.js';

const rendererDir = path.join(process.cwd(), 'renderer');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

describe('times and dates on the till', () => {
  it('are formatted by the one shared formatter, nowhere else', () => {
    const own = sources(rendererDir)
      .filter((file) => path.basename(file) !== 'format-time.ts')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${path.relative(process.cwd(), file)}:${i + 1}`, line }))
          .filter(({ line }) => /toLocaleTimeString|toLocaleDateString|Date\([^)]*\)\.toLocaleString\(|DateTimeFormat/.test(line))
          .map(({ at }) => at),
      );
    expect(own).toEqual([]);
  });

  it('write a moment the same way wherever it shows: today as its time, another day with its date', () => {
    const at = '2026-11-27T14:05:09Z';
    expect(dateTime(at)).toBe(`${dateOf(at)}, ${timeOfDay(at)}`);
    expect(timeOfDay(at)).not.toMatch(/:09/);
    expect(clockTime(at, Date.parse(at) + 60_000)).toBe(timeOfDay(at));
    expect(clockTime(at, Date.parse(at) + 3 * 86_400_000)).toBe(dateTime(at));
    expect(relativeTime(at, Date.parse(at) + 2 * 3_600_000)).toBe(dateTime(at));
  });
});
