/**
 * A parked cart that changed at the store while parked, as the clerk sees it on resuming: the new
 * price at the store and the totals before and after, before carrying on; and a parked cart the
 * store no longer has, said plainly and taken off the list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { addTee } from '../support/tee-to-payment.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { useRunningApp } from '../support/use-running-app.js';

/**
 * The store without its request budget: a cold till (the grid's pictures, the live-price stream)
 * and these two tests' sales and parks, with the test's own admin requests from the same address,
 * spend the demo store's 60 requests a minute in seconds, and the till then rightly waits its turn
 * for most of a minute. The budget has tests of its own (rate-limit, shared pace).
 */
// Two sales, parks, a restart and the operator's admin calls inside a minute: the budget's rules
// are tested elsewhere, so the till's budget is raised here (and the demo store's limit off).
const app = useRunningApp({ demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

async function parkTee(label: string): Promise<string> {
  const { page } = app;
  await addTee(page);
  const cart = page.getByRole('region', { name: 'Cart' });
  // The cart shows no order number before the sale is placed: the till knows it.
  const number = (await app.runtime.calls.sale.current())?.number;
  if (!number) throw new Error('the till has no open sale after adding the tee');
  await cart.getByRole('button', { name: /Park sale/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Park this sale' });
  await dialog.getByLabel('Label (optional)').fill(label);
  await dialog.getByRole('button', { name: 'Park sale' }).click();
  await dialog.waitFor({ state: 'detached' });
  return number;
}

describe('a parked cart changed at the store', () => {
  it('shows the new price and the totals before carrying on', async () => {
    const { page, runtime } = app;
    const number = await parkTee('price check');
    const tee = (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!;
    await new Promise((r) => setTimeout(r, 300)); // the parked cart's products are watched as it is parked
    const setPrice = async (price: string) => {
      const res = await fetch(`${runtime.storeUrl}/api/v2/platform/variants/${tee.variantId}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${await adminToken(runtime.storeUrl)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ variant: { price } }),
      });
      expect(res.status).toBe(200);
    };
    await setPrice('21.00');
    await expect
      .poll(async () => (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!.product.variants.find((v) => v.id === tee.variantId)!.price, {
        timeout: 8000,
      })
      .toBe('21.00');

    await page.keyboard.press('F8');
    const list = page.getByRole('dialog', { name: /Parked carts/ });
    await list.getByRole('button', { name: `Resume price check (${number})` }).click();
    const changes = list.getByRole('region', { name: `Sale ${number} changed at the store while it was parked` });
    await changes.waitFor();
    const text = await changes.innerText();
    expect(text).toMatch(/Harbor Logo Tee.*\$24\.00 in the cart, \$21\.00 at the store now/);
    expect(text).toMatch(/Total when parked\s+\$24\.00/);
    await expectNoSeriousA11yViolations(page, 'What changed in a parked cart');
    await changes.getByRole('button', { name: 'Carry on with this sale' }).click();
    await list.waitFor({ state: 'detached' });
    // The parked sale is the open one again, its tee in the cart.
    await expect.poll(async () => (await runtime.calls.sale.current())?.number).toBe(number);
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Harbor Logo Tee');

    // Back as it was, for the next test.
    await setPrice('24.00');
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Discard sale' }).click();
    await page.getByRole('group', { name: 'Discard this sale?' }).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('No items yet');
  });

  it('says plainly when the store no longer has a parked cart, takes it off the list, and discards another after asking', async () => {
    const { page, runtime } = app;
    const number = await parkTee('gone by now');
    // Someone else holding the cart's token deletes it at the store.
    const file = JSON.parse(readFileSync(path.join(app.dataDir, 'parked-carts.json'), 'utf8')) as { carts: { number: string; token: string }[] };
    const token = file.carts.find((c) => c.number === number)!.token;
    const res = await fetch(`${runtime.storeUrl}/api/v2/storefront/cart`, { method: 'DELETE', headers: { 'X-Shop-Order-Token': token } });
    expect(res.status).toBe(204);

    await page.keyboard.press('F8');
    const list = page.getByRole('dialog', { name: /Parked carts/ });
    await list.getByRole('button', { name: `Resume gone by now (${number})` }).click();
    await expect.poll(() => list.getByRole('alert').innerText()).toMatch(new RegExp(`The store no longer has parked cart ${number} \\(gone by now\\)`));
    expect(await list.getByRole('listitem').filter({ hasText: 'gone by now' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'A parked cart the store no longer has');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // Discarding asks first, then deletes the cart at the store.
    const other = await parkTee('not coming back');
    await page.keyboard.press('F8');
    await list.getByRole('button', { name: `Discard not coming back (${other})` }).click();
    await list
      .getByRole('group', { name: `Discard not coming back (${other})?` })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page
      .getByRole('region', { name: 'Cart' })
      .getByRole('button', { name: /Parked \(0\)/ })
      .waitFor();
    expect((await runtime.calls.parked.list()).carts).toEqual([]);
  });
});
