/** The store itself and the countries it ships to. */
import { ToOne } from './jsonapi-schemas.js';
import { resource, TIMESTAMPS } from '../resource.js';
import { Metadata } from './value-schemas.js';
import { z } from '../zod.js';

export const Store = resource(
  'store',
  z.object({
    name: z.string(),
    url: z.string(),
    meta_description: z.string().nullable().optional(),
    meta_keywords: z.string().nullable().optional(),
    seo_title: z.string().nullable().optional(),
    default_currency: z.string(),
    default: z.boolean().optional(),
    supported_currencies: z.string().openapi({ description: 'Comma-separated currency codes.', example: 'USD,EUR' }),
    facebook: z.string().nullable().optional(),
    twitter: z.string().nullable().optional(),
    instagram: z.string().nullable().optional(),
    default_locale: z.string(),
    supported_locales: z.string().optional(),
    customer_support_email: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    contact_phone: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
    mailer_logo: z.string().nullable().optional(),
    favicon_path: z.string().nullable().optional(),
    code: z.string(),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    default_country: ToOne.optional(),
  }),
).openapi('Store');

export const Country = z
  .object({
    id: z.string().openapi({ description: 'The ISO 3166-1 alpha-2 code.' }),
    type: z.enum(['country']),
    attributes: z.object({
      iso: z.string().regex(/^[A-Z]{2}$/),
      iso3: z.string().regex(/^[A-Z]{3}$/),
      iso_name: z.string(),
      name: z.string(),
      states_required: z.boolean(),
      zipcode_required: z.boolean(),
      default: z.boolean(),
    }),
  })
  .openapi('Country');
