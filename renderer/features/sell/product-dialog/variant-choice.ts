/** Which variant of a product the clerk's choices name, and what is left to choose. */
import type { OptionType, Product, Variant } from '../../../../shared/storefront/types/types.js';

export function valueOf(variant: Variant, optionType: string): string | undefined {
  return variant.optionValues.find((v) => v.optionType === optionType)?.name;
}

/** The option types the product is sold in, each with only the values it is sold in. */
export function typesSold(product: Product): OptionType[] {
  return product.optionTypes
    .map((type) => ({ ...type, values: type.values.filter((value) => product.variants.some((v) => valueOf(v, type.name) === value.name)) }))
    .filter((type) => type.values.length > 0);
}

/** The variant every option type's choice names; none until each type sold in more than one value is chosen. */
export function pickVariant(product: Product, chosen: Record<string, string>): Variant | undefined {
  if (!typesSold(product).every((t) => chosen[t.name])) return undefined;
  return product.variants.find((v) => product.optionTypes.every((t) => !chosen[t.name] || valueOf(v, t.name) === chosen[t.name]));
}

/** Only what leaves no choice is chosen for the clerk (a product sold in one colour): a size is never guessed. */
export function initialChoice(product: Product): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const t of typesSold(product)) if (t.values.length === 1) chosen[t.name] = t.values[0]!.name;
  return chosen;
}
