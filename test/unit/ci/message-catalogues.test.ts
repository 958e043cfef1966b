/**
 * Every sentence comes from the catalogue, and every shipped language has all of it: the English
 * catalogue is what the code declares (`npm run messages` writes it), each other language has
 * every message, none the code no longer has, and each with the English placeholders, plurals and
 * tags; no words are written in the code outside the catalogue (`npm run untranslated` lists them).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_AREAS } from '../../../scripts/i18n/catalogue-areas.js';
import { areaOf, byArea, extractedEnglish, problemsOf, readCatalogue, repoRoot, TRANSLATED_LOCALES } from '../../../scripts/i18n/message-catalogues.js';
import { catalogueIndexSource } from '../../../scripts/i18n/catalogue-index.js';
import { SHIPPED_LOCALES } from '../../../shared/i18n/locales.js';
import { untranslatedWords } from '../../../scripts/i18n/untranslated-words.js';
import { wordsScope } from '../../../scripts/i18n/words-scope.js';

const english = await extractedEnglish();

describe('the message catalogues', () => {
  it('declares every message under one of the catalogue parts', () => {
    expect(Object.keys(english).filter((id) => !(CATALOGUE_AREAS as readonly string[]).includes(areaOf(id)))).toEqual([]);
  });

  it('has the English catalogue as the code declares it (run `npm run messages`)', () => {
    expect(readCatalogue('en')).toEqual(english);
    const split = byArea(english);
    for (const area of CATALOGUE_AREAS) expect(Object.keys(split.get(area) ?? {})).toEqual(Object.keys(split.get(area) ?? {}).sort());
  });

  it.each(SHIPPED_LOCALES)('has the %s catalogue module as `npm run messages` writes it, every part in it', (locale) => {
    const written = readFileSync(path.join(repoRoot, 'shared/i18n/catalogues', locale, 'index.ts'), 'utf8');
    expect(written).toBe(catalogueIndexSource(locale));
    for (const area of CATALOGUE_AREAS) expect(written).toContain(`...${area},`);
  });

  it.each(TRANSLATED_LOCALES)('has every message in %s, with the English placeholders, plurals and tags', (locale) => {
    expect(problemsOf(locale, english)).toEqual({ missing: [], extra: [], broken: [] });
  });

  it('finds a message missing, one too many and a wrong placeholder (the check can fail)', () => {
    const source = { 'app.a': 'Paid {amount}', 'app.b': '{n, plural, one {# item} other {# items}}' };
    expect(problemsOf('xx', source, { 'app.a': 'Pagado {importe}', 'app.c': 'x' })).toEqual({
      missing: ['app.b'],
      extra: ['app.c'],
      broken: ['app.a: wants {amount}'],
    });
    expect(problemsOf('xx', source, { 'app.a': 'Pagado {amount}', 'app.b': '{n, plural, one {# artículo}}' }).broken).toEqual([
      'app.b: SyntaxError: MISSING_OTHER_CLAUSE',
    ]);
  });

  it('has no words written in the code outside the catalogue (run `npm run untranslated`)', () => {
    const files = wordsScope(execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).split('\n'));
    expect(untranslatedWords(repoRoot, files).map((w) => `${w.file}:${w.line} ${w.text}`)).toEqual([]);
    // (It reads every source file of the page and the services: seconds on a loaded machine.)
  }, 60_000);

  it('finds a service’s words however they are written: a template starting with a value, strings joined or chosen, a refusal helper’s argument', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pos-untranslated-'));
    mkdirSync(path.join(root, 'electron/till'), { recursive: true });
    const code = [
      "throw new TillRefusal({ kind: 'validation', message: `${error.message || 'The store did not place the order.'} Nothing was charged.` });",
      "throw new TillRefusal({ kind: 'validation', message: `${name} was out of stock.` });",
      "throw new TillRefusal({ kind: 'validation', message: '“' + reason + '” is not a reason.' });",
      "throw new TillRefusal({ kind: 'validation', message: known ? wordsOf(messages.x) : 'Choose again.' });",
      "throw ctx.refuse('That discount comes to nothing.');",
      "throw refusal('manager_required', `${size} off the sale`);",
      "deps.requireManager({ method: 'returns.quote', record: `${n} in cash` }, `Take goods back (${n})`);",
      "throw new TillRefusal({ kind: 'validation', message: words, fieldErrors: { tendered: ['is less than the total'] } });",
      "throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.fine, { name: 'Ana' }), fieldErrors: { tendered: [englishOf(words)] } });",
    ];
    writeFileSync(path.join(root, 'electron/till/refusals.ts'), code.join('\n'));
    expect(untranslatedWords(root, ['electron/till/refusals.ts']).map((w) => w.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
