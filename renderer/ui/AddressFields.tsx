/** The fields of one postal address, with each field's error next to it; used by checkout and the Customer screen. */
import type { AddressDetails } from '../../shared/bridge/bridge.js';
import { Field } from './Field.js';

export const COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
] as const;

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

/** The address fields of one address; `prefix` keeps labels and server errors apart for billing and shipping. */
export function AddressFields(props: {
  value: AddressDetails;
  onChange: (next: AddressDetails) => void;
  errorFor: (field: string) => string | null | undefined;
  idPrefix: string;
  labelSuffix?: string;
}) {
  const { value, onChange, errorFor, idPrefix } = props;
  const sfx = props.labelSuffix ?? '';
  const set = (key: keyof AddressDetails) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <div className="row">
        <Field label={`First name${sfx}`} value={value.firstname} onChange={set('firstname')} error={errorFor('firstname')} required />
        <Field label={`Last name${sfx}`} value={value.lastname} onChange={set('lastname')} error={errorFor('lastname')} required />
      </div>
      <Field label={`Address${sfx}`} value={value.address1} onChange={set('address1')} error={errorFor('address1')} required />
      <div className="row">
        <Field label={`City${sfx}`} value={value.city} onChange={set('city')} error={errorFor('city')} required />
        <Field label={`State / region${sfx}`} value={value.stateName ?? ''} onChange={set('stateName')} error={errorFor('state') ?? errorFor('state_name')} />
        <Field label={`ZIP / postal code${sfx}`} value={value.zipcode} onChange={set('zipcode')} error={errorFor('zipcode')} required />
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor={`${idPrefix}-country`}>Country{sfx}</label>
          <select id={`${idPrefix}-country`} value={value.countryIso} onChange={set('countryIso')}>
            {COUNTRIES.map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Field label={`Phone (optional)${sfx}`} type="tel" value={value.phone ?? ''} onChange={set('phone')} error={errorFor('phone')} />
      </div>
    </>
  );
}
