/** A print's outcome with its words in English (as the log keeps them), for tests that read the English. */
import type { PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import { englishOf } from '../../../shared/i18n/words.js';

export const outcomeInEnglish = (outcome: PrintOutcome): { ok: true } | { ok: false; words: string } =>
  outcome.ok ? outcome : { ok: false, words: englishOf(outcome.words) };
