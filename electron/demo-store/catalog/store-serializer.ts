/** JSON:API resources of the store itself: store and country. */
import { COUNTRIES, type Country } from './countries.js';
import type { StoreRow } from '../db/rows.js';
import { defineResource, relatedOrNull, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';

export const countryResource: ResourceDef<Country & { isDefault: boolean }> = defineResource<Country & { isDefault: boolean }>({
  type: 'country',
  id: (r) => r.iso,
  attributes: (r) => ({
    iso: r.iso,
    iso3: r.iso3,
    iso_name: r.name.toUpperCase(),
    name: r.name,
    states_required: r.statesRequired,
    zipcode_required: r.zipcodeRequired,
    default: r.isDefault,
  }),
  relationships: {},
});

export const storeResource: ResourceDef<StoreRow> = defineResource<StoreRow>({
  type: 'store',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    url: r.url,
    meta_description: r.meta_description,
    meta_keywords: r.meta_keywords,
    seo_title: r.seo_title,
    default_currency: r.default_currency,
    default: true,
    supported_currencies: r.supported_currencies,
    facebook: r.facebook,
    twitter: r.twitter,
    instagram: r.instagram,
    default_locale: r.default_locale,
    supported_locales: r.default_locale,
    customer_support_email: r.customer_support_email,
    description: r.description,
    address: r.address,
    contact_phone: r.contact_phone,
    logo: null,
    mailer_logo: null,
    favicon_path: null,
    code: r.code,
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
    public_metadata: {},
  }),
  relationships: {
    default_country: {
      target: () => countryResource as ResourceDef<unknown>,
      load: (r) => {
        const country = COUNTRIES.find((c) => c.iso === r.default_country_iso);
        return relatedOrNull(countryResource, country ? { ...country, isDefault: true } : undefined);
      },
    },
  },
});
