/**
 * What a customer reads, in the store's language whatever the screen's (a receipt, a gift receipt,
 * a label): its words and its amounts, dates and times. Shows its children in the screen's
 * language until the store's catalogue is loaded (a moment, the first time).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { loadCatalogue } from '../../shared/i18n/load-catalogue.js';
import type { AppLocale } from '../../shared/i18n/locales.js';
import { useApp } from '../shell/app.js';
import { intlFor, useScreenLanguage } from './screen-language.js';
import { PaperLanguage } from './use-words.js';

export function StoreLanguagePaper({ children }: { children: ReactNode }) {
  const storeLocale = useApp((s) => s.info?.storeLocale ?? 'en');
  const screen = useScreenLanguage((s) => s.intl);
  const timeZone = useScreenLanguage((s) => s.timeZone);
  const [paper, setPaper] = useState<{ locale: AppLocale; intl: IntlShape } | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalogue(storeLocale).then(
      (messages) => {
        if (live) setPaper({ locale: storeLocale, intl: intlFor(storeLocale, messages, timeZone) });
      },
      () => live && setPaper(null),
    );
    return () => {
      live = false;
    };
  }, [storeLocale, timeZone]);
  const screenLocale = useScreenLanguage((s) => s.locale);
  const value = useMemo(
    () =>
      paper?.locale === storeLocale
        ? { intl: paper.intl, place: { locale: storeLocale, timeZone } }
        : { intl: screen, place: { locale: screenLocale, timeZone } },
    [paper, storeLocale, screen, screenLocale, timeZone],
  );
  return <PaperLanguage.Provider value={value}>{children}</PaperLanguage.Provider>;
}
