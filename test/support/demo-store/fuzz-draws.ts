/**
 * The draws a fuzz test makes from a seeded generator (mulberry32, the one the demo store seeds
 * its stock with), so a failing run can be repeated exactly. Each fuzz test extends it with the
 * requests of its own target.
 */
import { seededRandom } from '../../../electron/demo-store/db/catalog-data.js';

/** Letters, punctuation, a non-ASCII letter, CJK, an emoji, NUL, tab and newline. */
const TEXT_CHARS = [...'abcXYZ019 _-.,;:/\\?#[]{}()<>!@$%^&*+=~`\'"\u00e9\u4e2d\u{1f600}\u0000\t\n'];

export class FuzzDraws {
  protected readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  int(max: number): number {
    return Math.floor(this.random() * max);
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  text(max = 24): string {
    let out = '';
    for (let i = this.int(max); i > 0; i--) out += this.pick(TEXT_CHARS);
    return out;
  }
}
