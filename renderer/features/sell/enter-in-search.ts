/**
 * What Enter in the product search does with the products it shows: one product that can be sold
 * in one way only is added at once; one product with a choice to make opens; several go to the
 * grid. (A SKU or barcode typed in full is looked up first, by the screen.) Pure.
 */
import type { Product } from '../../../shared/storefront/types/types.js';

export type EnterInSearch =
  { kind: 'add'; product: Product; variantId: string } | { kind: 'open'; product: Product } | { kind: 'browse' } | { kind: 'nothing' };

export function enterInSearch(products: Product[]): EnterInSearch {
  if (products.length === 0) return { kind: 'nothing' };
  if (products.length > 1) return { kind: 'browse' };
  const product = products[0]!;
  const sellable = product.variants.filter((v) => v.purchasable);
  return sellable.length === 1 ? { kind: 'add', product, variantId: sellable[0]!.id } : { kind: 'open', product };
}
