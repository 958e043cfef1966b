/** A warning for the clerk as the log and the diagnostics bundle keep it: in English. */
import type { StartupWarning } from '../../../shared/bridge/app.js';
import { englishOf } from '../../../shared/i18n/words.js';

export const warningInEnglish = (warning: StartupWarning): string => (typeof warning === 'string' ? warning : englishOf(warning));
