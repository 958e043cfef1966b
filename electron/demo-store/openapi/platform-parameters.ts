/**
 * The Platform document's shared parameters, by name (`#/components/parameters/<name>`): paging,
 * includes and the path parameters several routes share. Their behaviour is the JSON:API reader's
 * (jsonapi.ts) and the router's, so they are documented here and referred to by the routes.
 */
import type { ReferenceObject } from '../http/route-declaration.js';
import { z } from './zod.js';

type Json = Record<string, unknown>;

const inQuery = (name: string, schema: Json, description?: string) => ({ name, in: 'query', ...(description ? { description } : {}), schema });
const inPath = (name: string, schema: Json, description: string) => ({ name, in: 'path', required: true, description, schema });
const TEXT = { type: 'string' };

export const PLATFORM_PARAMETERS = {
  Page: inQuery('page', { type: 'integer', minimum: 1, default: 1 }),
  PerPage: inQuery('per_page', { type: 'integer', minimum: 1, maximum: 100, default: 25 }, 'Page size; values outside 1..100 give the default.'),
  Include: inQuery(
    'include',
    TEXT,
    'Comma-separated relationships to side-load (for orders line_items, shipments, payments, bill_address, ' +
      'ship_address, user, also billing_address, shipping_address, variants, promotions, gift_card; for shipments shipping_rates, ' +
      'selected_shipping_rate, stock_location, line_items), with dot paths (shipments.line_items). An unknown name is a 400.',
  ),
  ShipmentId: inPath('id', TEXT, "The shipment's number (H...) or id."),
  OrderNumber: inPath('number', TEXT, "The order's number (R...) or id."),
  VariantId: inPath('id', { type: 'string', pattern: '^[0-9]+$' }, "The variant's id."),
  IncludeProduct: inQuery(
    'include',
    TEXT,
    'Comma-separated variants, option_types, product_properties, taxons, images, default_variant, ' +
      'primary_variant; dot paths for nested ones (variants.option_values).',
  ),
  IncludeVariant: inQuery('include', TEXT, 'Comma-separated product, images, option_values.'),
  IncludeStockItem: inQuery('include', TEXT, 'Comma-separated variant, stock_location.'),
};

export type PlatformParameter = keyof typeof PLATFORM_PARAMETERS;

export function parameterRef(name: PlatformParameter): ReferenceObject {
  return { $ref: `#/components/parameters/${name}` };
}

/** `page` and `per_page`. */
export const PAGE_PARAMETERS: readonly ReferenceObject[] = [parameterRef('Page'), parameterRef('PerPage')];

/** A record's id, the one path parameter of a route. */
export const ID_IN_PATH = z.object({ id: z.string() });
