/** The catalog's resources: products, variants, images, option types and values, properties, taxons. */
import { ToMany, ToOne } from './jsonapi-schemas.js';
import { PRICES } from './prices.js';
import { dateTime, resource, TIMESTAMPS } from '../resource.js';
import { Metadata } from './value-schemas.js';
import { z } from '../zod.js';

export const Product = resource(
  'product',
  z.object({
    name: z.string(),
    description: z.string().nullable(),
    available_on: dateTime().nullable(),
    slug: z.string(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
    ...TIMESTAMPS,
    sku: z.string().openapi({ description: "The SKU of the product's master variant." }),
    barcode: z.string().nullable().openapi({ description: 'EAN-13 of the master variant.' }),
    purchasable: z.boolean().openapi({ description: 'In stock or backorderable.' }),
    in_stock: z.boolean(),
    backorderable: z.boolean(),
    available: z.boolean().openapi({ description: 'Active, not deleted and not discontinued.' }),
    ...PRICES,
    localized_slugs: z.record(z.string(), z.string()),
    tags: z.array(z.string()),
    labels: z.array(z.string()),
    public_metadata: Metadata,
  }),
  z.object({
    variants: ToMany,
    option_types: ToMany,
    product_properties: ToMany,
    taxons: ToMany,
    images: ToMany,
    default_variant: ToOne,
    primary_variant: ToOne,
  }),
).openapi('Product');

export const Variant = resource(
  'variant',
  z.object({
    sku: z.string(),
    barcode: z.string().nullable(),
    weight: z.string().nullable(),
    height: z.string().nullable(),
    width: z.string().nullable(),
    depth: z.string().nullable(),
    is_master: z.boolean(),
    options_text: z.string().openapi({ example: 'Color: Navy, Size: M' }),
    options: z.array(
      z.object({
        name: z.string(),
        value: z.string(),
        presentation: z.string(),
      }),
    ),
    purchasable: z.boolean(),
    in_stock: z.boolean(),
    backorderable: z.boolean(),
    ...PRICES,
    public_metadata: Metadata,
  }),
  z.object({
    product: ToOne,
    images: ToMany,
    option_values: ToMany,
  }),
).openapi('Variant');

export const Image = resource(
  'image',
  z.object({
    position: z.number().int(),
    alt: z.string().nullable(),
    original_url: z.string().openapi({ format: 'uri' }),
    transformed_url: z.string().nullable().openapi({ description: 'Set when the request asks for image_transformation[size]=<w>x<h>.', format: 'uri' }),
    styles: z.array(
      z.object({
        url: z.string().openapi({ format: 'uri' }),
        size: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  }),
).openapi('Image');

/** An option type's and an option value's attributes. */
const optionAttributes = z.object({
  name: z.string(),
  presentation: z.string(),
  position: z.number().int(),
  public_metadata: Metadata.optional(),
});

export const OptionType = resource('option_type', optionAttributes).openapi('OptionType');

export const OptionValue = resource('option_value', optionAttributes).openapi('OptionValue');

export const ProductProperty = resource(
  'product_property',
  z.object({
    name: z.string(),
    value: z.string(),
    description: z.string(),
    filter_param: z.string(),
    show_property: z.boolean().optional(),
    position: z.number().int(),
  }),
).openapi('ProductProperty');

export const Taxon = resource(
  'taxon',
  z.object({
    name: z.string(),
    pretty_name: z.string().openapi({ example: 'Categories -> Apparel -> T-shirts' }),
    permalink: z.string().openapi({ example: 'categories/apparel/t-shirts' }),
    seo_title: z.string().optional(),
    description: z.string().nullable().optional(),
    meta_title: z.string().nullable().optional(),
    meta_description: z.string().nullable().optional(),
    meta_keywords: z.string().nullable().optional(),
    left: z.number().int(),
    right: z.number().int(),
    position: z.number().int(),
    depth: z.number().int(),
    updated_at: dateTime(),
    public_metadata: Metadata.optional(),
    is_root: z.boolean(),
    is_child: z.boolean(),
    is_leaf: z.boolean(),
    localized_slugs: z.record(z.string(), z.string()).optional(),
    has_products: z.boolean(),
    header_url: z.string().nullable().optional(),
  }),
  z.object({
    parent: ToOne,
    taxonomy: ToOne,
    children: ToMany,
    image: ToOne,
  }),
).openapi('Taxon');
