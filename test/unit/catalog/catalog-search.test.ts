import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from '../../../electron/till/catalog/catalog-search.js';
import { InMemoryCatalogIndex } from '../../support/catalog/in-memory-index.js';
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

describe('the catalog in SQLite, against the index it replaced', () => {
  const products = generatedCatalog(2_000);
  const index = new CatalogSearchIndex();
  index.replaceAll(products);
  const before = new InMemoryCatalogIndex();
  before.replaceAll(products);
  const QUERIES = [
    '',
    't',
    'te',
    'har',
    'alpine',
    'summit tee',
    'gen-00012',
    'GEN-000123',
    '4006381001999',
    '40063810',
    'coastal boot',
    'charcoal 1999',
    'hârbor mug',
    'zzz',
  ];

  it('finds the same products in the same order, for any query, taxon, limit and page', () => {
    for (const q of QUERIES) {
      for (const taxonId of [undefined, '3']) {
        for (const limit of [5, 48, 500]) {
          const expected = before.search(q, { limit: limit * 2, taxonId }).map((p) => p.id);
          expect(
            index.search(q, { limit, taxonId }).map((p) => p.id),
            `${q} ${taxonId} ${limit}`,
          ).toEqual(expected.slice(0, limit));
          expect(
            index.search(q, { limit, offset: limit, taxonId }).map((p) => p.id),
            `${q} ${taxonId} page 2`,
          ).toEqual(expected.slice(limit, limit * 2));
        }
        const every = before.search(q, { limit: Number.MAX_SAFE_INTEGER, taxonId }).map((p) => p.id);
        expect(index.countMatches(q, { taxonId }), `count ${q}`).toBe(every.length);
        expect(
          index.productsAt(index.matchingRows(q, { taxonId })).map((p) => p.id),
          `every ${q}`,
        ).toEqual(every);
      }
    }
  });

  it('keeps the catalog in a file: another index on the same file holds it, without reading it whole', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-catalog-')), 'catalog.sqlite');
    const written = new CatalogSearchIndex(file);
    written.upsert(products.slice(0, 300));
    written.writeMeta({ storeUrl: 'https://store.example' });
    written.close();
    const reopened = new CatalogSearchIndex(file);
    expect(reopened.size).toBe(300);
    expect(reopened.readMeta('storeUrl')).toBe('https://store.example');
    const first300 = new InMemoryCatalogIndex();
    first300.replaceAll(products.slice(0, 300));
    expect(reopened.search('harbor', { limit: 3 }).map((p) => p.id)).toEqual(first300.search('harbor', { limit: 3 }).map((p) => p.id));
    expect(reopened.resolveCode(products[7]!.barcode!)?.product.id).toBe(products[7]!.id);
    reopened.close();
  });
});
