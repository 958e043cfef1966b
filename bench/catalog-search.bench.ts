/** Local catalog search over 20,000 products: per-query latency, p50 and p95. */
import { performance } from 'node:perf_hooks';
import { CatalogSearchIndex } from '../electron/till/catalog/catalog-search.js';
import { generatedCatalog } from '../test/support/demo-store/generated-catalog.js';
import type { BenchResult } from './result.js';

const QUERIES = ['t', 'te', 'tee', 'harbor', 'harbor mug', 'alpine boot sky', 'GEN-012345', '4006381019999', 'canvas tote 77', 'zzz', '40063810', 'gen-01'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchCatalogSearch(): Promise<BenchResult[]> {
  const index = new CatalogSearchIndex();
  const build0 = performance.now();
  index.replaceAll(generatedCatalog(20_000));
  const buildMs = performance.now() - build0;
  for (let i = 0; i < 200; i++) index.search(QUERIES[i % QUERIES.length]!);
  const samples: number[] = [];
  for (let round = 0; round < 100; round++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      index.search(q);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  return [
    { name: 'local search, 20,000 products: index build', value: buildMs, unit: 'ms' },
    { name: 'local search, 20,000 products: p50 per query', value: percentile(samples, 50), unit: 'ms' },
    { name: 'local search, 20,000 products: p95 per query', value: percentile(samples, 95), unit: 'ms', target: '≤ 5 ms' },
  ];
}
