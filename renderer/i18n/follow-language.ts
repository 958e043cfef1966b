/**
 * The screen follows who is on the till: their own language, else the till's, else the store's;
 * times in the store's time zone. Started once, before the first render (main.tsx), so a till set
 * to Spanish opens in Spanish rather than flashing English first.
 */
import { useApp } from '../shell/app.js';
import { useStaff } from '../features/staff/staff.js';
import type { AppLocale } from '../../shared/i18n/locales.js';
import { showScreenLanguage } from './screen-language.js';

/** The screen's language and time zone from what the page knows now. */
function wanted(): { locale: AppLocale; timeZone: string | null } {
  const info = useApp.getState().info;
  const till = useStaff.getState().till;
  return { locale: till?.language ?? info?.storeLocale ?? 'en', timeZone: info?.timeZone ?? null };
}

/** Follows the till's and the app's state from now on; answers once the first language is shown. */
export function followScreenLanguage(): Promise<void> {
  let last = '';
  const apply = (): Promise<void> => {
    const { locale, timeZone } = wanted();
    const key = `${locale} ${timeZone ?? ''}`;
    if (key === last) return Promise.resolve();
    last = key;
    return showScreenLanguage(locale, timeZone);
  };
  useStaff.subscribe(() => void apply());
  useApp.subscribe(() => void apply());
  return apply();
}
