/**
 * The pseudo-locale's catalogue, made from the English one: every letter accented (so a sentence
 * left in the code, not the catalogue, stands out unaccented), each message about 40% longer
 * (padding in short words a line can break between) and fenced with ⟦ ⟧ (so a clipped end shows).
 * Placeholders, plurals, selects and tags are kept as they are.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo message is than its English. */
export const PSEUDO_GROWTH = 0.4;

function accent(text: string): string {
  let out = '';
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

/** Letters a message shows in its first form (a plural's or select's first option stands for it). */
function shownLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const el of elements) {
    if (el.type === TYPE.literal) length += el.value.length;
    else if (el.type === TYPE.tag) length += shownLength(el.children);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      const first = Object.values(el.options)[0];
      if (first) length += shownLength(first.value);
    } else length += 4;
  }
  return length;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.tag) return { ...el, children: accentAll(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([key, option]) => [key, { ...option, value: accentAll(option.value) }]));
      return { ...el, options } as MessageFormatElement;
    }
    return el;
  });
}

/** Padding of about `count` characters in three-letter words. */
function padding(count: number): string {
  const words: string[] = [];
  for (let made = 0; made < count; made += 4) words.push('ŵéŕ'.slice(0, Math.min(3, count - made)));
  return words.join(' ');
}

/** One English message as the pseudo-locale shows it, already parsed (as `react-intl` takes it). */
function pseudoMessage(english: string): MessageFormatElement[] {
  const elements = parse(english, { ignoreTag: false });
  const grow = Math.ceil(shownLength(elements) * PSEUDO_GROWTH);
  const pad = grow > 0 ? ` ${padding(Math.max(1, grow - 3))}` : '';
  return [{ type: TYPE.literal, value: '⟦' }, ...accentAll(elements), { type: TYPE.literal, value: `${pad}⟧` }];
}

/** The pseudo-locale's catalogue from the English catalogue. */
export function pseudoCatalogue(english: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
