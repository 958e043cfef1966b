/**
 * The catalogues against the code: the English messages extracted from the code (every
 * `defineMessages` of the page and the services), split by part into
 * shared/i18n/catalogues/en/<part>.json, and what each other language lacks, has too many of,
 * or says with other placeholders, plurals or tags than the English.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '@formatjs/cli-lib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_AREAS } from './catalogue-areas.js';
import { SHIPPED_LOCALES } from '../../shared/i18n/locales.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const catalogueDir = path.join(repoRoot, 'shared/i18n/catalogues');

type Catalogue = Record<string, string>;

/** The app's own source files (tests and benches aside): where messages are declared. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'renderer', 'electron', 'shared'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(repoRoot, f));
}

/** Every message the code declares, id to English. */
export async function extractedEnglish(): Promise<Catalogue> {
  const json = await extract(sourceFiles(), { idInterpolationPattern: '[sha512:contenthash:base64:6]', throws: true });
  const found = JSON.parse(json) as Record<string, { defaultMessage: string }>;
  return Object.fromEntries(Object.entries(found).map(([id, m]) => [id, m.defaultMessage]));
}

export function areaOf(id: string): string {
  return id.split('.')[0] ?? '';
}

/** A catalogue split by part, each part's ids sorted. */
export function byArea(catalogue: Catalogue): Map<string, Catalogue> {
  const parts = new Map<string, Catalogue>(CATALOGUE_AREAS.map((a) => [a, {}]));
  for (const id of Object.keys(catalogue).sort()) {
    const part = parts.get(areaOf(id));
    if (part) part[id] = catalogue[id]!;
  }
  return parts;
}

export function readCatalogue(locale: string): Catalogue {
  const all: Catalogue = {};
  for (const area of CATALOGUE_AREAS) Object.assign(all, JSON.parse(readFileSync(path.join(catalogueDir, locale, `${area}.json`), 'utf8')) as Catalogue);
  return all;
}

/** How a message is built, whatever its language: its placeholders (with their kinds), plural and select keys aside, and its tags. */
function shapeOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`{${el.value}}`);
    else if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(`{${el.value}, ${TYPE[el.type]}}`);
    else if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      shapeOf(el.children, into);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`{${el.value}, ${el.type === TYPE.plural ? 'plural' : 'select'}}`);
      for (const option of Object.values(el.options)) shapeOf(option.value, into);
    }
  }
  return into;
}

export interface CatalogueProblems {
  missing: string[];
  extra: string[];
  broken: string[];
}

/** What a language's catalogue lacks or gets wrong against the English. */
export function problemsOf(locale: string, english: Catalogue, translated: Catalogue = readCatalogue(locale)): CatalogueProblems {
  const missing = Object.keys(english).filter((id) => !(id in translated) || !translated[id]!.trim());
  const extra = Object.keys(translated).filter((id) => !(id in english));
  const broken: string[] = [];
  for (const [id, message] of Object.entries(translated)) {
    if (!(id in english)) continue;
    try {
      const theirs = parse(message);
      const ours = [...shapeOf(parse(english[id]!))].sort().join(' ');
      // (The parser itself refuses a plural or select without its `other` case.)
      if ([...shapeOf(theirs)].sort().join(' ') !== ours) broken.push(`${id}: wants ${ours || 'no placeholders'}`);
    } catch (error) {
      broken.push(`${id}: ${String(error)}`);
    }
  }
  return { missing, extra, broken };
}

/** The languages translated from English. */
export const TRANSLATED_LOCALES = SHIPPED_LOCALES.filter((l) => l !== 'en');
