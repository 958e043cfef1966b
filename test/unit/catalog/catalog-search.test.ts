import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from '../../../electron/services/catalog-search.js';
import { generatedCatalog } from '../../support/generated-catalog.js';

describe('local catalog search', () => {
  const index = new CatalogSearchIndex();
  index.replaceAll(generatedCatalog(2000));

  it('finds products by every word of the name, case- and accent-insensitively', () => {
    const results = index.search('harbor MUG');
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) expect(p.name.toLowerCase()).toMatch(/harbor.*mug|mug.*harbor/);
    expect(index.search('hârbor mug').map((p) => p.id)).toEqual(results.map((p) => p.id));
  });

  it('puts names that start with the query first, then word starts, alphabetically', () => {
    const results = index.search('tee');
    const firstNotStarting = results.findIndex((p) => !p.name.toLowerCase().startsWith('tee'));
    expect(results.every((p) => /tee/i.test(p.name))).toBe(true);
    const words = results.slice(firstNotStarting === -1 ? 0 : firstNotStarting);
    expect(words[0]!.name.toLowerCase()).toContain(' tee');
    const names = results.map((p) => p.name.toLowerCase());
    const wordStartNames = names.filter((n) => !n.startsWith('tee'));
    expect([...wordStartNames].sort()).toEqual(wordStartNames);
  });

  it('resolves a scanned SKU or barcode to its variant and ranks it first in search', () => {
    const byBarcode = index.resolveCode('4006381000042');
    expect(byBarcode?.product.id).toBe('43');
    expect(byBarcode?.variant.id).toBe('v43');
    expect(index.resolveCode(' gen-000042 ')?.product.id).toBe('43');
    expect(index.resolveCode('nope')).toBeNull();
    expect(index.search('GEN-000042')[0]!.id).toBe('43');
  });

  it('filters by taxon and limits results', () => {
    const results = index.search('', { taxonId: '3', limit: 25 });
    expect(results).toHaveLength(25);
    expect(results.every((p) => p.taxonIds.includes('3'))).toBe(true);
  });

  it('applies upserts and removals', () => {
    const local = new CatalogSearchIndex();
    local.replaceAll(generatedCatalog(10));
    local.upsert([{ ...local.get('1')!, name: 'Zebra Lamp' }]);
    expect(local.search('zebra').map((p) => p.id)).toEqual(['1']);
    local.remove(['1']);
    expect(local.search('zebra')).toEqual([]);
    expect(local.size).toBe(9);
  });
});
