/**
 * The Storefront document's shared parameters, by name (`#/components/parameters/<name>`), and the
 * routes' references to them: paging, sparse fieldsets, includes and currency are read by the
 * JSON:API reader (jsonapi.ts) and the request context, which answer them as they always have
 * (out-of-range pages give the default, an unknown include is a 400), so they are documented here
 * and not checked again before the handler.
 */
import type { ReferenceObject } from '../http/route-declaration.js';

const includeOf = (description: string) => ({ name: 'include', in: 'query', description, schema: { type: 'string' } });

export const STOREFRONT_PARAMETERS = {
  Page: { name: 'page', in: 'query', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
  PerPage: {
    name: 'per_page',
    in: 'query',
    description: 'Page size; values outside 1..100 give the default.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
  Fields: {
    name: 'fields',
    in: 'query',
    style: 'deepObject',
    explode: true,
    description: 'Sparse fieldsets, fields[<type>]=a,b (e.g. fields[product]=name,price); other members are left out.',
    schema: { type: 'object', additionalProperties: { type: 'string' } },
  },
  Currency: {
    name: 'currency',
    in: 'query',
    description: "A supported currency (USD, EUR); prices and the current cart follow it. Default the store's.",
    schema: { type: 'string' },
  },
  ImageSize: {
    name: 'image_transformation[size]',
    in: 'query',
    description: '<width>x<height>: images get a transformed_url of that size.',
    schema: { type: 'string', example: '400x400' },
  },
  IncludeProduct: includeOf(
    'Comma-separated variants, images, taxons, option_types, product_properties, default_variant, primary_variant; ' +
      'dot paths for nested ones (variants.images, variants.option_values). An unknown name is a 400.',
  ),
  IncludeTaxon: includeOf('Comma-separated parent, taxonomy, children, image.'),
  IncludeCart: includeOf(
    'Comma-separated line_items, variants, promotions, gift_card, payments, shipments, user, billing_address, ' +
      'shipping_address; dot paths for nested ones (line_items.variant, payments.source, shipments.shipping_rates).',
  ),
  IncludeOrder: includeOf('As for the cart (line_items, shipments, payments, billing_address, ...).'),
  IncludeUser: includeOf('default_billing_address, default_shipping_address.'),
  IncludeWishlist: includeOf('wished_items, wished_items.variant.'),
  IsVariantIncluded: {
    name: 'is_variant_included',
    in: 'query',
    description: "A variant id; the answer's variant_included says whether it is on the list.",
    schema: { type: 'string' },
  },
  OrderNumber: { name: 'order_number', in: 'path', required: true, schema: { type: 'string', example: 'R123456789' } },
  ProductSlug: { name: 'product_slug', in: 'path', required: true, description: "The product's slug, or its id.", schema: { type: 'string' } },
  WishlistToken: { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
} as const;

type ParameterName = keyof typeof STOREFRONT_PARAMETERS;

/** `PARAMETER.Page` -> `{$ref: '#/components/parameters/Page'}`. */
export const PARAMETER = Object.fromEntries(Object.keys(STOREFRONT_PARAMETERS).map((name) => [name, { $ref: `#/components/parameters/${name}` }])) as Record<
  ParameterName,
  ReferenceObject
>;

/** What every cart and checkout call takes: the currency and the cart's includes. */
export const CART_PARAMETERS: readonly ReferenceObject[] = [PARAMETER.Currency, PARAMETER.IncludeCart];
