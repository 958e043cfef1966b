/** The taxon list: tree order without the roots, children shown on the way to the chosen taxon. */
import { describe, expect, it } from 'vitest';
import type { Taxon } from '../../../../shared/storefront/types/types.js';
import { taxonOutline, visibleOutline } from '../../../../renderer/features/sell/TaxonNav.js';

const t = (id: string, name: string, parentId: string | null, position = 0): Taxon => ({
  id,
  name,
  prettyName: name,
  permalink: name.toLowerCase(),
  parentId,
  depth: 0,
  position,
});
const TAXONS = [
  t('3', 'Footwear', '1', 2),
  t('1', 'Categories', null),
  t('2', 'Apparel', '1', 1),
  t('4', 'Tees', '2', 1),
  t('6', 'Boots', '3'),
  t('5', 'Hoodies', '2', 2),
  t('7', 'Chelsea', '6'),
];

describe('taxon outline', () => {
  it('lists each taxon after its parent, by position, leaving out the root', () => {
    expect(taxonOutline(TAXONS).map((e) => `${e.level}:${e.taxon.name}`)).toEqual(['0:Apparel', '1:Tees', '1:Hoodies', '0:Footwear', '1:Boots', '2:Chelsea']);
  });

  it('shows the top level, and opens the branch of the chosen taxon', () => {
    expect(visibleOutline(TAXONS, null).map((e) => e.taxon.name)).toEqual(['Apparel', 'Footwear']);
    expect(visibleOutline(TAXONS, '2').map((e) => e.taxon.name)).toEqual(['Apparel', 'Tees', 'Hoodies', 'Footwear']);
    expect(visibleOutline(TAXONS, '7').map((e) => e.taxon.name)).toEqual(['Apparel', 'Footwear', 'Boots', 'Chelsea']);
    expect(visibleOutline(TAXONS, '2').find((e) => e.taxon.name === 'Apparel')?.hasChildren).toBe(true);
    expect(visibleOutline(TAXONS, '2').find((e) => e.taxon.name === 'Tees')?.hasChildren).toBe(false);
  });
});
