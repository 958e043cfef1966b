import { describe, expect, it } from 'vitest';
import { enterInSearch } from '../../../../renderer/features/sell/enter-in-search.js';
import type { Product } from '../../../../shared/storefront/types/types.js';

const variant = (id: string, purchasable = true) => ({ id, purchasable, inStock: purchasable, backorderable: false });
const product = (id: string, variants: ReturnType<typeof variant>[]) => ({ id, name: id, variants }) as unknown as Product;

describe('Enter in the product search', () => {
  it('adds the one product found when it sells in one way only', () => {
    const mug = product('mug', [variant('v1')]);
    expect(enterInSearch([mug])).toEqual({ kind: 'add', product: mug, variantId: 'v1' });
    // A sold-out colour leaves one way to sell it.
    expect(enterInSearch([product('tee', [variant('a', false), variant('b')])])).toMatchObject({ kind: 'add', variantId: 'b' });
  });

  it('opens the one product found when there is a choice to make, or none to sell', () => {
    expect(enterInSearch([product('tee', [variant('a'), variant('b')])]).kind).toBe('open');
    expect(enterInSearch([product('gone', [variant('a', false)])]).kind).toBe('open');
  });

  it('goes to the grid for several, and does nothing for none', () => {
    expect(enterInSearch([product('a', [variant('1')]), product('b', [variant('2')])]).kind).toBe('browse');
    expect(enterInSearch([]).kind).toBe('nothing');
  });
});

describe('where a refused add from the search is told', () => {
  it('in the cart, since no product dialog is open', async () => {
    const { saleErrorPlace } = await import('../../../../renderer/features/sell/sale-error-place.js');
    const { ADDING_FROM_SEARCH } = await import('../../../../renderer/features/sell/sale.js');
    expect(saleErrorPlace(ADDING_FROM_SEARCH, 'sell', 'sell')).toBe('cart');
  });
});
