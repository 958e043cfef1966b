import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from '../../../electron/till/catalog/catalog-search.js';
import { generatedCatalog } from '../../support/demo-store/generated-catalog.js';

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

describe('the word index, off the way to the first screen', () => {
  const products = generatedCatalog(2_000);

  it('is not built to load a catalog and browse it; the first search with words builds it', () => {
    const index = new CatalogSearchIndex();
    index.replaceAll(products);
    expect(index.wordsReady).toBe(false);
    expect(index.search('', { limit: 5 }).map((p) => p.name)).toHaveLength(5);
    expect(index.resolveCode(products[7]!.sku!)?.product.id).toBe(products[7]!.id);
    expect(index.wordsReady).toBe(false);
    expect(index.search('alpine tee').length).toBeGreaterThan(0);
    expect(index.wordsReady).toBe(true);
  });

  it('finds the same, built ahead or at the first search, and stays current once built', () => {
    const lazy = new CatalogSearchIndex();
    const ahead = new CatalogSearchIndex();
    lazy.replaceAll(products);
    ahead.replaceAll(products);
    ahead.prepareWords();
    for (const q of ['har', 'alpine', 'summit tee', 'gen-00012', 'coastal boot', 'charcoal 1999']) {
      expect(lazy.search(q, { limit: 500 }).map((p) => p.id)).toEqual(ahead.search(q, { limit: 500 }).map((p) => p.id));
    }
    ahead.upsert([{ ...products[0]!, id: 'new-1', name: 'Zephyr Lantern', sku: 'ZEP-1', variants: [] }]);
    expect(ahead.wordsReady).toBe(true);
    expect(ahead.search('zephyr').map((p) => p.id)).toEqual(['new-1']);
  });
});
