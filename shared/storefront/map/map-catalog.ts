/**
 * Catalog resources (product, variant, option types, images, properties, taxons, store, country)
 * to domain types. Attributes are read through zod schemas (./attributes): a value of the wrong
 * kind is a StorefrontError naming the resource, never `undefined` in the UI.
 */
import { z } from 'zod';
import { attributesOf, count, countOrNull, decimalOrNull, flag, flagOrNull, metadata, text, textList, textOrNull } from './attributes.js';
import type { Resource, ResourceIndex } from './jsonapi.js';
import type { Country, OptionType, OptionValue, Product, ProductImage, ProductProperty, Store, Taxon, Variant } from '../types/types.js';

export const optionValueAttributes = z.object({ name: text, presentation: textOrNull, position: count, public_metadata: metadata });
/** @alias Option types carry the same attributes as their values. */
export const optionTypeAttributes = optionValueAttributes;

const priceFields = {
  currency: text,
  price: decimalOrNull,
  display_price: textOrNull,
  compare_at_price: decimalOrNull,
  display_compare_at_price: textOrNull,
};

export const variantAttributes = z.object({
  sku: text,
  barcode: textOrNull,
  weight: decimalOrNull,
  height: decimalOrNull,
  width: decimalOrNull,
  depth: decimalOrNull,
  is_master: flag,
  options_text: text,
  purchasable: flagOrNull,
  in_stock: flag,
  backorderable: flag,
  ...priceFields,
  public_metadata: metadata,
});

export const productAttributes = z.object({
  name: text,
  description: textOrNull,
  available_on: textOrNull,
  slug: text,
  meta_description: textOrNull,
  meta_keywords: textOrNull,
  updated_at: text,
  created_at: textOrNull,
  sku: text,
  barcode: textOrNull,
  purchasable: flagOrNull,
  in_stock: flag,
  backorderable: flag,
  available: flagOrNull,
  ...priceFields,
  tags: textList,
  labels: textList,
  public_metadata: metadata,
});

const imageStyle = z.object({ url: textOrNull, size: textOrNull, width: countOrNull, height: countOrNull });
export const imageAttributes = z.object({
  position: count,
  alt: textOrNull,
  original_url: textOrNull,
  transformed_url: textOrNull,
  styles: z
    .array(imageStyle)
    .nullish()
    .transform((v) => v ?? []),
});

export const productPropertyAttributes = z.object({
  value: text,
  filter_param: textOrNull,
  show_property: flagOrNull,
  position: count,
  name: text,
  description: textOrNull,
});

export const taxonAttributes = z.object({
  name: text,
  pretty_name: textOrNull,
  permalink: text,
  seo_title: textOrNull,
  description: textOrNull,
  meta_title: textOrNull,
  meta_description: textOrNull,
  position: count,
  depth: count,
  left: countOrNull,
  right: countOrNull,
  is_root: flagOrNull,
  is_child: flagOrNull,
  is_leaf: flagOrNull,
  has_products: flagOrNull,
  updated_at: textOrNull,
  public_metadata: metadata,
});

/** `supported_currencies` / `supported_locales`: a comma-separated string, or a list on some stores. */
const commaList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((x) => x.trim()).filter(Boolean));

export const storeAttributes = z.object({
  name: text,
  url: textOrNull,
  meta_description: textOrNull,
  meta_keywords: textOrNull,
  seo_title: textOrNull,
  default_currency: text,
  supported_currencies: commaList,
  default_locale: textOrNull,
  supported_locales: commaList,
  customer_support_email: textOrNull,
  description: textOrNull,
  address: textOrNull,
  contact_phone: textOrNull,
  code: textOrNull,
});

export const countryAttributes = z.object({
  iso: text,
  iso3: text,
  iso_name: text,
  name: text,
  states_required: flag,
  zipcode_required: flag,
  default: flag,
});

function mapOptionValue(index: ResourceIndex, value: Resource, types: OptionType[]): OptionValue {
  const a = attributesOf(value, optionValueAttributes);
  const type = index.one(value, 'option_type');
  const typeAttributes = type ? attributesOf(type, optionTypeAttributes) : null;
  const fromProduct = types.find((t) => t.values.some((v) => v.id === value.id));
  return {
    id: value.id,
    name: a.name,
    presentation: a.presentation ?? a.name,
    optionType: typeAttributes?.name || fromProduct?.name || '',
    optionTypePresentation: typeAttributes?.presentation ?? fromProduct?.presentation ?? typeAttributes?.name ?? '',
  };
}

export function mapVariant(index: ResourceIndex, v: Resource, types: OptionType[] = []): Variant {
  const a = attributesOf(v, variantAttributes, 'variant');
  return {
    id: v.id,
    sku: a.sku,
    barcode: a.barcode,
    isMaster: a.is_master,
    optionsText: a.options_text,
    optionValues: index.many(v, 'option_values').map((ov) => mapOptionValue(index, ov, types)),
    currency: a.currency,
    price: a.price,
    displayPrice: a.display_price,
    inStock: a.in_stock,
    backorderable: a.backorderable,
    purchasable: a.purchasable ?? (a.in_stock || a.backorderable),
  };
}

function mapOptionType(index: ResourceIndex, t: Resource): OptionType {
  const a = attributesOf(t, optionTypeAttributes);
  return {
    id: t.id,
    name: a.name,
    presentation: a.presentation ?? a.name,
    position: a.position,
    values: index
      .many(t, 'option_values')
      .map((v) => {
        const va = attributesOf(v, optionValueAttributes);
        return { id: v.id, name: va.name, presentation: va.presentation ?? va.name, position: va.position };
      })
      .sort((x, y) => x.position - y.position),
  };
}

function mapImage(i: Resource): ProductImage {
  const a = attributesOf(i, imageAttributes);
  return {
    id: i.id,
    url: a.transformed_url ?? a.original_url ?? a.styles[0]?.url ?? '',
    alt: a.alt,
    position: a.position,
  };
}

function mapProperty(p: Resource): ProductProperty {
  const a = attributesOf(p, productPropertyAttributes);
  return { id: p.id, name: a.name, description: a.description ?? a.name, value: a.value, filterParam: a.filter_param };
}

export function mapProduct(index: ResourceIndex, p: Resource): Product {
  const a = attributesOf(p, productAttributes, 'product');
  const optionTypes = index
    .many(p, 'option_types')
    .map((t) => mapOptionType(index, t))
    .sort((x, y) => x.position - y.position);
  let variants = index.many(p, 'variants').map((v) => mapVariant(index, v, optionTypes));
  // A product without variants sells its default (master) variant.
  const fallback = index.one(p, 'default_variant') ?? index.one(p, 'primary_variant');
  if (variants.length === 0 && fallback) variants = [mapVariant(index, fallback, optionTypes)];
  const defaultId = index.ids(p, 'default_variant')[0]?.id ?? variants[0]?.id ?? null;
  const properties = index.many(p, 'product_properties');
  return {
    id: p.id,
    slug: a.slug,
    name: a.name,
    description: a.description,
    sku: a.sku,
    barcode: a.barcode,
    currency: a.currency,
    price: a.price,
    displayPrice: a.display_price,
    compareAtPrice: a.compare_at_price,
    displayCompareAtPrice: a.display_compare_at_price,
    inStock: a.in_stock,
    backorderable: a.backorderable,
    purchasable: a.purchasable ?? (a.in_stock || a.backorderable),
    available: a.available ?? true,
    availableOn: a.available_on,
    updatedAt: a.updated_at,
    ...(properties.length > 0 ? { properties: properties.map(mapProperty).sort((x, y) => x.name.localeCompare(y.name)) } : {}),
    taxonIds: index.ids(p, 'taxons').map((t) => t.id),
    images: index
      .many(p, 'images')
      .map(mapImage)
      .sort((x, y) => x.position - y.position),
    optionTypes,
    variants,
    defaultVariantId: defaultId,
  };
}

export function mapTaxon(index: ResourceIndex, t: Resource): Taxon {
  const a = attributesOf(t, taxonAttributes, 'taxon');
  return {
    id: t.id,
    name: a.name,
    prettyName: a.pretty_name ?? a.name,
    permalink: a.permalink,
    parentId: index.ids(t, 'parent')[0]?.id ?? null,
    depth: a.depth,
    position: a.position,
    isLeaf: a.is_leaf ?? (a.left !== null && a.right !== null ? a.right === a.left + 1 : index.ids(t, 'children').length === 0),
    description: a.description,
    childIds: index.ids(t, 'children').map((c) => c.id),
  };
}

export function mapStore(s: Resource): Store {
  const a = attributesOf(s, storeAttributes, 'store');
  return {
    id: s.id,
    name: a.name,
    url: a.url,
    defaultCurrency: a.default_currency || 'USD',
    supportedCurrencies: a.supported_currencies,
    defaultLocale: a.default_locale,
    customerSupportEmail: a.customer_support_email,
    contactPhone: a.contact_phone,
    address: a.address,
  };
}

export function mapCountry(_index: ResourceIndex, c: Resource): Country {
  const a = attributesOf(c, countryAttributes, 'country');
  return {
    iso: a.iso || c.id,
    iso3: a.iso3,
    name: a.name,
    isoName: a.iso_name || a.name.toUpperCase(),
    statesRequired: a.states_required,
    zipcodeRequired: a.zipcode_required,
    isDefault: a.default,
  };
}
