/**
 * The customer display's language: the store's, as the till's view names it (the customer reads
 * the store's language, whoever is on the till). Its catalogue is loaded when first needed; the
 * page's lang and dir follow it. English until then.
 */
import { useEffect, useState } from 'react';
import { sayerIn, type Sayer } from '../../shared/i18n/say-in.js';
import { directionOf, type AppLocale } from '../../shared/i18n/locales.js';
import { englishOf, wordsOf } from '../../shared/i18n/words.js';

const inEnglish: Sayer = (message, values) => englishOf(wordsOf(message, values));

/** How the display says its own words: in `locale` once its catalogue is loaded. */
export function useStoreLanguage(locale: AppLocale): Sayer {
  const [say, setSay] = useState<{ say: Sayer }>({ say: inEnglish });
  useEffect(() => {
    let live = true;
    sayerIn(locale).then(
      (sayer) => {
        if (!live) return;
        document.documentElement.lang = locale;
        document.documentElement.dir = directionOf(locale);
        setSay({ say: sayer });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return say.say;
}
