/**
 * Desktop notifications for staff, said in the till's language (the one a manager set for the
 * till, else the store's): the OS shows them outside the page, so the services say them.
 */
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { sayerIn, type Sayer } from '../../../shared/i18n/say-in.js';
import { englishOf } from '../../../shared/i18n/words.js';

/** A notification's title and body, said by `say`. */
export type Notification = (say: Sayer) => { title: string; body: string };

/** Shows a notification, said in the till's language. */
export type StaffNotifier = (notification: Notification) => void;

const inEnglish: Sayer = (message, values) => englishOf({ ...message, values });

export function staffNotifier(deps: {
  notify?: ((title: string, body: string) => void) | undefined;
  /** The language staff read on this till now. */
  language: () => AppLocale;
  log?: (line: string) => void;
}): StaffNotifier {
  return (notification) => {
    const notify = deps.notify;
    if (!notify) return;
    const show = (say: Sayer) => {
      const { title, body } = notification(say);
      notify(title, body);
    };
    sayerIn(deps.language()).then(show, (error: unknown) => {
      deps.log?.(`notification in English: ${error instanceof Error ? error.message : String(error)}`);
      show(inEnglish);
    });
  };
}
