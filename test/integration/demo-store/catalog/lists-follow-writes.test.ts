/**
 * A product list shows the store's data as it is now: a price changed through the Platform API,
 * or written to the store's file by another process, shows in the very next list, even one over
 * the same products asked with other parameters.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import { SF, call, included, one, type Resource } from '../../../support/demo-store/store-client.js';

const demo = useDemoStore();
let asked = 0;

/** The tee's variants as a product list (asked in a new way each time: never from the read cache) shows them. */
async function teeVariants(): Promise<Resource[]> {
  asked += 1;
  const answer = await call(demo.store, `${SF}/products?filter[name]=harbor logo tee&include=variants,default_variant&asked=${asked}`);
  expect(answer.status).toBe(200);
  return included(answer.body, 'variant');
}

describe('a product list follows every write', () => {
  it('a price changed through the Platform API shows in the next list', async () => {
    const before = await teeVariants();
    expect(await teeVariants()).toEqual(before);
    const variant = before[1]!;
    const bearer = await adminToken(demo.url);
    const patched = await call(demo.store, `/api/v2/platform/variants/${variant.id}`, {
      method: 'PATCH',
      bearer,
      body: { variant: { price: '41.50' } },
    });
    expect(patched.status).toBe(200);
    expect(one(patched.body).attributes.price).toBe('41.50');
    const after = await teeVariants();
    expect(after.find((v) => v.id === variant.id)!.attributes.price).toBe('41.50');
  });

  it("a change another process writes to the store's file shows in the next list", async () => {
    const before = await teeVariants();
    const variant = before[2]!;
    expect(variant.attributes.in_stock).toBe(true);
    const db = new Database(path.join(demo.store.dataDir, DB_FILE));
    try {
      db.prepare('UPDATE stock_items SET count_on_hand = 0, backorderable = 0 WHERE variant_id = ?').run(Number(variant.id));
    } finally {
      db.close();
    }
    const after = await teeVariants();
    expect(after.find((v) => v.id === variant.id)!.attributes.in_stock).toBe(false);
  });
});
