/**
 * `npm run untranslated -- [folder]`: the words still written in the code, not the catalogue
 * (scripts/i18n/untranslated-words.ts says what counts), file by file.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './i18n/message-catalogues.js';
import { untranslatedWords } from './i18n/untranslated-words.js';
import { wordsScope } from './i18n/words-scope.js';

const under = process.argv[2] ?? '';
const files = wordsScope(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).split('\n'),
).filter((f) => f.startsWith(under));
const found = untranslatedWords(repoRoot, files);
for (const w of found) console.info(`${w.file}:${w.line}  ${w.text}`);
console.info(`${found.length} untranslated`);
