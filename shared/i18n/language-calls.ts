/**
 * Languages across the bridge: the till's (its lock screen and whoever has none of their own),
 * each staff member's (their PIN opens the till in it) and the store's (what customers read:
 * receipts, labels, the customer display), each set by a manager.
 */
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import { APP_LOCALES, type AppLocale } from './locales.js';
import { defineMessages } from './words.js';

/** What a manager is asked to approve. */
const managerActions = defineMessages({
  languageSet: { id: 'language.managerOnly.languageSet', defaultMessage: 'Set a language of the till' },
});

/** Who a language is set for: the till, one staff member (by id), or the store in use. */
export type LanguageScope = 'till' | 'staff' | 'store';

export interface LanguageState {
  /** The till's language; null: the store's. */
  till: AppLocale | null;
  /** The store in use: the language set for it (null: its own), and its own (`default_locale`, or English when not shipped). */
  store: { set: AppLocale | null; own: AppLocale };
  /** Each staff member's language (null: the till's). */
  staff: { id: string; name: string; locale: AppLocale | null }[];
}

export interface LanguageCalls {
  state(): Promise<LanguageState>;
  /** Sets a language (null: back to the one it follows). `id`: the staff member's with `staff`, else null. */
  set(scope: LanguageScope, id: string | null, locale: AppLocale | null): Promise<LanguageState>;
}

export const languageCalls = {
  state: { args: noArgs },
  set: {
    args: ({ z, id }) => z.tuple([z.enum(['till', 'staff', 'store']), id.nullable(), z.enum(APP_LOCALES as [AppLocale, ...AppLocale[]]).nullable()]),
    managerOnly: managerActions.languageSet,
    approvalRecord: ([scope, id, locale]) => `${scope} ${id ?? ''} ${locale ?? 'default'}`,
  },
} satisfies CallDeclarations<LanguageCalls>;
