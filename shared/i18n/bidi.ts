/**
 * Left-to-right pieces inside right-to-left words. An amount ("32.00 US$"), a card's digits or an
 * hour range is one left-to-right unit; set among Arabic words, the Unicode bidi algorithm would
 * otherwise move its neutral characters ("$", "–", "•") to the far side of its digits. In a
 * right-to-left language such a piece is wrapped in a left-to-right isolate (LRI … PDI), which
 * travels with the text into every sentence it is put in, on screen and on the papers the page
 * draws. Devices that cannot draw bidi (a thermal printer) and files (CSV) get the text without
 * any bidi control.
 */
import { directionOf, type AppLocale } from './locales.js';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The marks (LRM, RLM, ALM), embeddings and overrides (LRE … RLO) and isolates (LRI … PDI) of Unicode's bidi algorithm. */
const BIDI_CONTROL_SET = '[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]';
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL_SET, 'g');
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_SET);

/** Whether a character is one of the bidi algorithm's controls. */
export function isBidiControl(character: string): boolean {
  return BIDI_CONTROL.test(character);
}

/** The text without any bidi control: what a printer's code page or a file keeps. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A left-to-right piece as `locale` shows it among its words: isolated left to right in a right-to-left language, as it is otherwise. */
export function leftToRightIn(locale: AppLocale, text: string): string {
  if (directionOf(locale) === 'ltr' || text === '') return text;
  return `${LEFT_TO_RIGHT_ISOLATE}${withoutBidiControls(text)}${POP_DIRECTIONAL_ISOLATE}`;
}
