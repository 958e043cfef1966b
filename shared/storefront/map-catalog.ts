/** Catalog resources (product, variant, option types, images, taxons, store) to domain types. */
import { bool, num, type Resource, type ResourceIndex, str, strOrNull } from './jsonapi.js';
import type { OptionType, OptionValue, Product, ProductImage, Store, Taxon, Variant } from './types.js';

function mapOptionValue(index: ResourceIndex, value: Resource, types: OptionType[]): OptionValue {
  const type = index.one(value, 'option_type') ?? undefined;
  const fromProduct = types.find((t) => t.values.some((v) => v.id === value.id));
  return {
    id: value.id,
    name: str(value.attributes.name),
    presentation: str(value.attributes.presentation ?? value.attributes.name),
    optionType: str(type?.attributes.name ?? fromProduct?.name),
    optionTypePresentation: str(type?.attributes.presentation ?? fromProduct?.presentation ?? type?.attributes.name),
  };
}

export function mapVariant(index: ResourceIndex, v: Resource, types: OptionType[] = []): Variant {
  const a = v.attributes;
  return {
    id: v.id,
    sku: str(a.sku),
    barcode: strOrNull(a.barcode),
    isMaster: bool(a.is_master),
    optionsText: str(a.options_text),
    optionValues: index.many(v, 'option_values').map((ov) => mapOptionValue(index, ov, types)),
    currency: str(a.currency),
    price: strOrNull(a.price),
    displayPrice: strOrNull(a.display_price),
    inStock: bool(a.in_stock),
    backorderable: bool(a.backorderable),
    purchasable: a.purchasable === undefined ? bool(a.in_stock) || bool(a.backorderable) : bool(a.purchasable),
  };
}

function mapOptionType(index: ResourceIndex, t: Resource): OptionType {
  return {
    id: t.id,
    name: str(t.attributes.name),
    presentation: str(t.attributes.presentation ?? t.attributes.name),
    position: num(t.attributes.position),
    values: index
      .many(t, 'option_values')
      .map((v) => ({
        id: v.id,
        name: str(v.attributes.name),
        presentation: str(v.attributes.presentation ?? v.attributes.name),
        position: num(v.attributes.position),
      }))
      .sort((x, y) => x.position - y.position),
  };
}

function mapImage(i: Resource): ProductImage {
  const a = i.attributes;
  const styles = Array.isArray(a.styles) ? (a.styles as { url?: unknown }[]) : [];
  return {
    id: i.id,
    url: str(a.transformed_url ?? a.original_url ?? styles[0]?.url),
    alt: strOrNull(a.alt),
    position: num(a.position),
  };
}

export function mapProduct(index: ResourceIndex, p: Resource): Product {
  const a = p.attributes;
  const optionTypes = index
    .many(p, 'option_types')
    .map((t) => mapOptionType(index, t))
    .sort((x, y) => x.position - y.position);
  let variants = index.many(p, 'variants').map((v) => mapVariant(index, v, optionTypes));
  // A product without variants sells its default (master) variant.
  const fallback = index.one(p, 'default_variant') ?? index.one(p, 'primary_variant');
  if (variants.length === 0 && fallback) variants = [mapVariant(index, fallback, optionTypes)];
  const defaultId = index.ids(p, 'default_variant')[0]?.id ?? variants[0]?.id ?? null;
  return {
    id: p.id,
    slug: str(a.slug),
    name: str(a.name),
    description: strOrNull(a.description),
    sku: str(a.sku),
    barcode: strOrNull(a.barcode),
    currency: str(a.currency),
    price: strOrNull(a.price),
    displayPrice: strOrNull(a.display_price),
    inStock: bool(a.in_stock),
    backorderable: bool(a.backorderable),
    purchasable: a.purchasable === undefined ? bool(a.in_stock) || bool(a.backorderable) : bool(a.purchasable),
    available: a.available === undefined ? true : bool(a.available),
    updatedAt: str(a.updated_at),
    taxonIds: index.ids(p, 'taxons').map((t) => t.id),
    images: index.many(p, 'images').map(mapImage).sort((x, y) => x.position - y.position),
    optionTypes,
    variants,
    defaultVariantId: defaultId,
  };
}

export function mapTaxon(index: ResourceIndex, t: Resource): Taxon {
  const a = t.attributes;
  return {
    id: t.id,
    name: str(a.name),
    prettyName: str(a.pretty_name ?? a.name),
    permalink: str(a.permalink),
    parentId: index.ids(t, 'parent')[0]?.id ?? null,
    depth: num(a.depth),
  };
}

export function mapStore(s: Resource): Store {
  const a = s.attributes;
  const list = (v: unknown) =>
    (Array.isArray(v) ? v.map(String) : str(v).split(','))
      .map((x) => x.trim())
      .filter(Boolean);
  return {
    id: s.id,
    name: str(a.name),
    url: strOrNull(a.url),
    defaultCurrency: str(a.default_currency) || 'USD',
    supportedCurrencies: list(a.supported_currencies),
    defaultLocale: strOrNull(a.default_locale),
    customerSupportEmail: strOrNull(a.customer_support_email),
    contactPhone: strOrNull(a.contact_phone),
    address: strOrNull(a.address),
  };
}
