/**
 * The words of a component: `useWords().formatMessage(messages.x, values)` in the screen's
 * language, or in the store's inside a customer-facing paper (a receipt: StoreLanguagePaper), and
 * `usePlace()` for its amounts, dates and times (`moneyWords(cents, currency, place)`). The component
 * re-renders when the language changes; no provider is needed around the page.
 */
import { createContext, useContext } from 'react';
import type { IntlShape } from 'react-intl';
import type { FormatPlace } from '../../shared/i18n/formats.js';
import { useScreenLanguage } from './screen-language.js';

/** The store's language for what a customer reads (a receipt, a label); null: the screen's. */
export const PaperLanguage = createContext<{ intl: IntlShape; place: FormatPlace } | null>(null);

export function useWords(): IntlShape {
  const paper = useContext(PaperLanguage);
  const screen = useScreenLanguage((s) => s.intl);
  return paper?.intl ?? screen;
}

/** Where this component's amounts, dates and times are read: the paper's store language, or the screen's. */
export function usePlace(): FormatPlace {
  const paper = useContext(PaperLanguage);
  const locale = useScreenLanguage((s) => s.locale);
  const timeZone = useScreenLanguage((s) => s.timeZone);
  return paper?.place ?? { locale, timeZone };
}
