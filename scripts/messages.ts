/**
 * `npm run messages`: writes the English catalogue from the code (shared/i18n/catalogues/en/) and
 * each language's catalogue module (catalogue-index.ts),
 * then lists, per language, the messages it lacks or says wrongly, by part
 * (`npm run messages -- sell` for one part). Translators fill the lacking ones in
 * shared/i18n/catalogues/<language>/<part>.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaOf, byArea, catalogueDir, extractedEnglish, problemsOf, TRANSLATED_LOCALES } from './i18n/message-catalogues.js';
import { catalogueIndexSource } from './i18n/catalogue-index.js';
import { SHIPPED_LOCALES } from '../shared/i18n/locales.js';

const only = process.argv[2];
const english = await extractedEnglish();
for (const [area, part] of byArea(english)) writeFileSync(path.join(catalogueDir, 'en', `${area}.json`), `${JSON.stringify(part, null, 2)}\n`);
for (const locale of SHIPPED_LOCALES) writeFileSync(path.join(catalogueDir, locale, 'index.ts'), catalogueIndexSource(locale));
const unknown = Object.keys(english).filter((id) => !byArea(english).has(areaOf(id)));
if (unknown.length) console.error(`Ids outside any part (scripts/i18n/catalogue-areas.ts): ${unknown.join(', ')}`);
console.info(`English: ${Object.keys(english).length} messages written.`);
let problems = unknown.length;
for (const locale of TRANSLATED_LOCALES) {
  const found = problemsOf(locale, english);
  const keep = (id: string) => !only || areaOf(id) === only;
  const missing = found.missing.filter(keep);
  const extra = found.extra.filter(keep);
  const broken = found.broken.filter(keep);
  problems += missing.length + extra.length + broken.length;
  console.info(`${locale}: ${missing.length} missing, ${extra.length} not in the code, ${broken.length} wrong`);
  for (const id of missing) console.info(`  missing ${id}: ${JSON.stringify(english[id])}`);
  for (const id of extra) console.info(`  not in the code ${id}`);
  for (const line of broken) console.info(`  wrong ${line}`);
}
process.exitCode = problems ? 1 : 0;
