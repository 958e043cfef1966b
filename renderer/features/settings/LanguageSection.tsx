/**
 * Settings → Languages: the till's language (its lock screen, and whoever has none of their own),
 * each staff member's (their PIN opens the till in it) and the store's (what customers read:
 * receipts, labels, the customer display). Each language is named in itself. A manager's to change.
 */
import { useEffect, useId, useState } from 'react';
import type { LanguageScope, LanguageState } from '../../../shared/i18n/language-calls.js';
import { APP_LOCALES, isAppLocale, LOCALE_NAMES, type AppLocale } from '../../../shared/i18n/locales.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { useApp } from '../../shell/app.js';
import { useStaff } from '../staff/staff.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';

const messages = defineMessages({
  title: { id: 'language.settings.title', defaultMessage: 'Languages' },
  intro: {
    id: 'language.settings.intro',
    defaultMessage:
      'Staff screens are in the language of whoever is on the till, else the till’s. Receipts, labels and the customer display are in the store’s language.',
  },
  till: { id: 'language.settings.till', defaultMessage: 'Till’s language' },
  tillFollowsStore: { id: 'language.settings.tillFollowsStore', defaultMessage: 'The store’s language ({language})' },
  store: { id: 'language.settings.store', defaultMessage: 'Store’s language (receipts, labels, customer display)' },
  storeOwn: { id: 'language.settings.storeOwn', defaultMessage: 'The store’s own ({language})' },
  staffHeading: { id: 'language.settings.staffHeading', defaultMessage: 'Each person’s language' },
  staffMember: { id: 'language.settings.staffMember', defaultMessage: '{name}’s language' },
  staffFollowsTill: { id: 'language.settings.staffFollowsTill', defaultMessage: 'The till’s language' },
  loading: { id: 'language.settings.loading', defaultMessage: 'Reading the languages…' },
});

function LanguageSelect(props: { label: string; value: AppLocale | null; follow: string; disabled: boolean; onChange(locale: AppLocale | null): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value ?? ''} disabled={props.disabled} onChange={(e) => props.onChange(isAppLocale(e.target.value) ? e.target.value : null)}>
        <option value="">{props.follow}</option>
        {APP_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LanguageSection() {
  const words = useWords();
  const [state, setState] = useState<LanguageState | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => setState(await pos().language.state()));
  }, [run]);

  const set = async (scope: LanguageScope, id: string | null, locale: AppLocale | null) => {
    const next = await run(() => pos().language.set(scope, id, locale));
    if (!next) return;
    setState(next);
    // The screen follows at once: who is on the till and the store's language are read again.
    await useStaff.getState().load();
    const info = await pos()
      .app.info()
      .catch(() => null);
    if (info) useApp.setState({ info });
  };

  const storeName = state ? LOCALE_NAMES[state.store.set ?? state.store.own] : '';
  return (
    <section className="card settings-card" aria-labelledby="languages-title">
      <h2 id="languages-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {!state ? (
        <p className="muted" role="status">
          {words.formatMessage(messages.loading)}
        </p>
      ) : (
        <div className="form-grid">
          <LanguageSelect
            label={words.formatMessage(messages.till)}
            value={state.till}
            follow={words.formatMessage(messages.tillFollowsStore, { language: storeName })}
            disabled={busy}
            onChange={(locale) => void set('till', null, locale)}
          />
          <LanguageSelect
            label={words.formatMessage(messages.store)}
            value={state.store.set}
            follow={words.formatMessage(messages.storeOwn, { language: LOCALE_NAMES[state.store.own] })}
            disabled={busy}
            onChange={(locale) => void set('store', null, locale)}
          />
          {state.staff.length > 0 && <h3>{words.formatMessage(messages.staffHeading)}</h3>}
          {state.staff.map((member) => (
            <LanguageSelect
              key={member.id}
              label={words.formatMessage(messages.staffMember, { name: member.name })}
              value={member.locale}
              follow={words.formatMessage(messages.staffFollowsTill)}
              disabled={busy}
              onChange={(locale) => void set('staff', member.id, locale)}
            />
          ))}
        </div>
      )}
      {error && <ErrorBanner message={error.message} />}
    </section>
  );
}
