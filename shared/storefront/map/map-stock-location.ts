/**
 * A Platform `stock_location` as the till reads it: where the store keeps stock and sells from,
 * as a store location (the address a pickup sale is taxed at), or null when it lacks an address.
 * Its country is its `country_iso` attribute or, as Spree relates it, the included country's `iso`.
 */
import type { StoreLocation } from '../../store-location.js';
import type { Resource, ResourceIndex } from './jsonapi.js';

export interface StockLocation {
  name: string;
  isDefault: boolean;
  active: boolean;
  location: StoreLocation | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function mapStockLocation(index: ResourceIndex, r: Resource): StockLocation {
  const a = r.attributes;
  const country = text(a.country_iso) ?? text(index.one(r, 'country')?.attributes.iso);
  const [address1, city, zipcode] = [text(a.address1), text(a.city), text(a.zipcode)];
  const address2 = text(a.address2);
  const stateName = text(a.state_name);
  const phone = text(a.phone);
  return {
    name: text(a.name) ?? 'Stock location',
    isDefault: a.default === true,
    active: a.active !== false,
    location:
      address1 && city && zipcode && country
        ? {
            address1,
            ...(address2 ? { address2 } : {}),
            city,
            zipcode,
            ...(stateName ? { stateName } : {}),
            countryIso: country.toUpperCase(),
            ...(phone ? { phone } : {}),
          }
        : null,
  };
}
