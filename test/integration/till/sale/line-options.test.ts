/**
 * Custom line options through the runtime, against the demo store (which registers gift_note
 * and monogram): they reach the store with the line, show on the cart and the receipt, are
 * refused by name when the store has not registered them, and by value when the store says so.
 */
import { describe, expect, it } from 'vitest';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';

const running = useTestRuntimeWithCatalog();

const home = MAINE_CUSTOMER;
const variant = (sku: string) => variantIdOf(running.runtime, sku);

/** The sale's lines as the store itself keeps them, read over HTTP with the sale's order token. */
async function linesAtTheStore(): Promise<Array<Record<string, unknown>>> {
  const sale = openSettingsFile(running.app.dataDir).get('sale.current') as { token: string };
  const { storeUrl } = await running.runtime.calls.app.info();
  const answer = await fetch(`${storeUrl}/api/v2/storefront/cart?include=line_items`, { headers: { 'X-Shop-Order-Token': sale.token } });
  const doc = (await answer.json()) as { included?: Array<{ type: string; attributes: Record<string, unknown> }> };
  return (doc.included ?? []).filter((r) => r.type === 'line_item').map((r) => r.attributes);
}

describe('custom line options', () => {
  it('are offered for the store in use', async () => {
    expect((await running.runtime.calls.app.info()).lineOptions).toEqual([
      { name: 'gift_note', label: 'Gift note' },
      { name: 'monogram', label: 'Monogram' },
    ]);
  });

  it('go to the store with the line and come back on the cart and the receipt', async () => {
    const tee = await variant('HP-TEE-001-NAV-M');
    const mug = await variant('HP-TEE-001-NAV-L');
    const cart = await running.runtime.calls.sale.addLine(tee, 1, { gift_note: 'Happy birthday, Sam!', monogram: 'SJ' });
    expect(cart.lineItems[0]!.customOptions).toEqual({ gift_note: 'Happy birthday, Sam!', monogram: 'SJ' });
    expect(await linesAtTheStore()).toMatchObject([{ gift_note: 'Happy birthday, Sam!', monogram: 'SJ' }]);

    // Adding the variant again clears the monogram and keeps the note; a plain add keeps both.
    const again = await running.runtime.calls.sale.addLine(tee, 1, { monogram: '' });
    expect(again.lineItems[0]).toMatchObject({ quantity: 2, customOptions: { gift_note: 'Happy birthday, Sam!' } });
    expect(await linesAtTheStore()).toMatchObject([{ gift_note: 'Happy birthday, Sam!', monogram: null }]);
    const plain = await running.runtime.calls.sale.addLine(mug, 1);
    expect(plain.lineItems.find((l) => l.variantId === mug)!.customOptions).toBeUndefined();
    expect(plain.lineItems.find((l) => l.variantId === tee)!.customOptions).toEqual({ gift_note: 'Happy birthday, Sam!' });

    await running.runtime.calls.sale.setCustomer({ email: 'casey@example.com', ...home });
    const receipt = await running.runtime.calls.sale.payCash({ tendered: '500' });
    const teeLine = receipt.order.lineItems.find((l) => l.variantId === tee)!;
    expect(teeLine.customOptions).toEqual({ gift_note: 'Happy birthday, Sam!' });
    // The tracked order's detail, read from the store again later, shows them too.
    const detail = await running.runtime.calls.orders.detail(receipt.order.number);
    expect(detail.lineItems.find((l) => l.variantId === tee)!.customOptions).toEqual({ gift_note: 'Happy birthday, Sam!' });
    expect(detail.lineItems.find((l) => l.variantId === mug)!.customOptions).toBeUndefined();
    expect((await running.runtime.calls.orders.list())[0]).not.toHaveProperty('lineOptions');
  });

  it('forgets a removed line’s options, so adding it again starts clean', async () => {
    const tee = await variant('HP-TEE-001-NAV-M');
    const cart = await running.runtime.calls.sale.addLine(tee, 1, { monogram: 'AB' });
    const removed = await running.runtime.calls.sale.removeLine(cart.lineItems[0]!.id);
    expect(removed.lineItems).toHaveLength(0);
    const back = await running.runtime.calls.sale.addLine(tee, 1);
    expect(back.lineItems[0]!.customOptions).toBeUndefined();
    await running.runtime.calls.sale.discard();
  });

  it('refuses an option the store has not registered, and shows the store’s reason for a bad value on its field', async () => {
    const tee = await variant('HP-TEE-001-NAV-M');
    await expect(running.runtime.calls.sale.addLine(tee, 1, { engraving: 'To Sam' })).rejects.toMatchObject({
      info: { kind: 'invalid_input', message: 'This store has no custom option called engraving.' },
    });
    await expect(running.runtime.calls.sale.addLine(tee, 1, { monogram: 'ABCD' })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { monogram: ['must be one to three letters'] },
    });
    expect((await running.runtime.calls.sale.current())?.lineItems ?? []).toHaveLength(0);
    await running.runtime.calls.sale.discard().catch(() => undefined);
  });

  it('lets a store profile name its registered options, and says which part of the profile is wrong', async () => {
    const profiles = await running.runtime.calls.stores.add({
      name: 'Main street',
      baseUrl: 'https://shop.example.com',
      dialect: 'shop',
      lineOptions: ['engraving'],
    });
    expect(profiles.find((p) => p.name === 'Main street')!.lineOptions).toEqual([{ name: 'engraving', label: 'Engraving' }]);
    await expect(
      running.runtime.calls.stores.add({ name: 'Bad', baseUrl: 'https://shop2.example.com', dialect: 'shop', lineOptions: ['Gift Note'] }),
    ).rejects.toThrow(/^Custom line options: option names are lower-case/);
  });
});
