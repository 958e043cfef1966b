/**
 * Each language's catalogue module (shared/i18n/catalogues/<language>/index.ts): one import per
 * part and one object of them all. The page's bundler makes each a script of its own, loaded on
 * demand; Node and the services' bundle read the same module. Written by `npm run messages` from
 * the list of parts, so a new part or language is one line there, never a hand-kept copy.
 */
import { CATALOGUE_AREAS } from './catalogue-areas.js';

/** The source of one language's catalogue module, as `npm run messages` writes it. */
export function catalogueIndexSource(locale: string): string {
  return [
    `// The ${locale} catalogue: every part's messages in one object (written by \`npm run messages\` from scripts/i18n/catalogue-areas.ts).`,
    ...CATALOGUE_AREAS.map((area) => `import ${area} from './${area}.json';`),
    '',
    'const catalogue: Record<string, string> = {',
    ...CATALOGUE_AREAS.map((area) => `  ...${area},`),
    '};',
    'export default catalogue;',
    '',
  ].join('\n');
}
