import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, inStockVariantId, included, newCart } from '../../../support/demo-store/store-client.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

async function addWithOptions(token: string, variantId: string, options: unknown) {
  return call(store, `${SF}/cart/add_item`, {
    method: 'POST',
    orderToken: token,
    body: { variant_id: variantId, quantity: 1, options, include: 'line_items' },
  });
}

describe('custom line-item options', () => {
  it('keeps the registered ones on the line, drops the others, and replaces them when the variant is added again', async () => {
    const { token } = await newCart(store);
    const tee = await inStockVariantId(store, 'classic-crew-tee');
    const first = await addWithOptions(token, tee, { gift_note: '  Happy birthday, Sam!  ', monogram: 'SJ', colour_of_box: 'red' });
    expect(first.status).toBe(200);
    const [line] = included(first.body, 'line_item');
    expect(line!.attributes).toMatchObject({ gift_note: 'Happy birthday, Sam!', monogram: 'SJ' });
    expect(line!.attributes).not.toHaveProperty('colour_of_box');

    const again = await addWithOptions(token, tee, { monogram: 'AB', gift_note: '' });
    const [merged] = included(again.body, 'line_item');
    expect(merged!.attributes).toMatchObject({ quantity: 2, monogram: 'AB', gift_note: null });
  });

  it('answers 422 on the option whose value the store refuses, and leaves the cart as it was', async () => {
    const { token } = await newCart(store);
    const mug = await inStockVariantId(store, 'stoneware-coffee-mug');
    const refused = await addWithOptions(token, mug, { monogram: 'ABCD', gift_note: 'x'.repeat(121) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { monogram: ['must be one to three letters'], gift_note: ['is too long (maximum is 120 characters)'] },
    });
    const notAnObject = await addWithOptions(token, mug, 'SJ');
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body).toMatchObject({ errors: { options: ['must be an object'] } });

    const cart = await call(store, `${SF}/cart?include=line_items`, { orderToken: token });
    expect(included(cart.body, 'line_item')).toHaveLength(0);
  });

  it('sends null for each registered option on a line that has none', async () => {
    const { token } = await newCart(store);
    const mug = await inStockVariantId(store, 'stoneware-coffee-mug');
    const plain = await addWithOptions(token, mug, undefined);
    expect(included(plain.body, 'line_item')[0]!.attributes).toMatchObject({ gift_note: null, monogram: null });
  });
});
