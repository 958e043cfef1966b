/** The fields of one postal address, with each field's error next to it; used by checkout and the Customer screen. */
import type { AddressDetails } from '../../shared/bridge/bridge.js';
import { formatTagOf, type AppLocale } from '../../shared/i18n/locales.js';
import { defineMessages } from '../../shared/i18n/words.js';
import { usePlace, useWords } from '../i18n/use-words.js';
import { Field } from './Field.js';

const messages = defineMessages({
  firstName: { id: 'customer.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'customer.address.lastName', defaultMessage: 'Last name' },
  address: { id: 'customer.address.address', defaultMessage: 'Address' },
  city: { id: 'customer.address.city', defaultMessage: 'City' },
  region: { id: 'customer.address.region', defaultMessage: 'State / region' },
  zipcode: { id: 'customer.address.zipcode', defaultMessage: 'ZIP / postal code' },
  country: { id: 'customer.address.country', defaultMessage: 'Country' },
  phone: { id: 'customer.address.phone', defaultMessage: 'Phone (optional)' },
});

/** The countries an address may be in, by ISO code; their names are the language's own (`Intl.DisplayNames`). */
const COUNTRY_CODES = ['US', 'CA', 'GB', 'DE', 'FR'] as const;

const countryLists = new Map<AppLocale, readonly (readonly [string, string])[]>();

/**
 * The countries an address may be in, with their names in a language ("Germany", "Alemania",
 * "ألمانيا"), made once per language when a list is first shown: a page's first
 * `Intl.DisplayNames` reads the browser's region names (milliseconds), not work for the page's start.
 */
export function countriesIn(locale: AppLocale): readonly (readonly [string, string])[] {
  let list = countryLists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([formatTagOf(locale)], { type: 'region' });
    list = COUNTRY_CODES.map((iso) => [iso, names.of(iso) ?? iso] as const);
    countryLists.set(locale, list);
  }
  return list;
}

export const EMPTY_ADDRESS: AddressDetails = {
  firstname: '',
  lastname: '',
  address1: '',
  city: '',
  zipcode: '',
  stateName: '',
  phone: '',
  countryIso: 'US',
};

/** Leaves out the optional fields the cashier left empty. */
export function cleaned<T extends AddressDetails>(address: T): T {
  const clean = { ...address };
  for (const k of ['stateName', 'phone', 'address2'] as const) if (!clean[k]) delete clean[k];
  return clean;
}

/** The address fields of one address; `idPrefix` keeps the country's field apart for billing and shipping. */
export function AddressFields(props: {
  value: AddressDetails;
  onChange: (next: AddressDetails) => void;
  errorFor: (field: string) => string | null | undefined;
  idPrefix: string;
}) {
  const { value, onChange, errorFor, idPrefix } = props;
  const words = useWords();
  const { locale } = usePlace();
  const set = (key: keyof AddressDetails) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <div className="row">
        <Field label={words.formatMessage(messages.firstName)} value={value.firstname} onChange={set('firstname')} error={errorFor('firstname')} required />
        <Field label={words.formatMessage(messages.lastName)} value={value.lastname} onChange={set('lastname')} error={errorFor('lastname')} required />
      </div>
      <Field label={words.formatMessage(messages.address)} value={value.address1} onChange={set('address1')} error={errorFor('address1')} required />
      <div className="row">
        <Field label={words.formatMessage(messages.city)} value={value.city} onChange={set('city')} error={errorFor('city')} required />
        <Field
          label={words.formatMessage(messages.region)}
          value={value.stateName ?? ''}
          onChange={set('stateName')}
          error={errorFor('state') ?? errorFor('state_name')}
        />
        <Field label={words.formatMessage(messages.zipcode)} value={value.zipcode} onChange={set('zipcode')} error={errorFor('zipcode')} required />
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor={`${idPrefix}-country`}>{words.formatMessage(messages.country)}</label>
          <select id={`${idPrefix}-country`} value={value.countryIso} onChange={set('countryIso')}>
            {countriesIn(locale).map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Field label={words.formatMessage(messages.phone)} type="tel" value={value.phone ?? ''} onChange={set('phone')} error={errorFor('phone')} />
      </div>
    </>
  );
}
