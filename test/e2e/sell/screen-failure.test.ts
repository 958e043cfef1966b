/**
 * A screen whose code cannot be loaded (here the Store screen's file is refused) shows what
 * happened and a way on, never a blank window; once the file loads again, Try again brings the
 * app back, and the sale in progress is still there.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const app = useRunningApp();

describe('a screen that cannot be drawn', () => {
  it('says so, offers a way back, and recovers without losing the sale', async () => {
    const { page, runtime } = app;
    const tee = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    await runtime.calls.sale.addLine(tee!.variantId, 1);

    const storeCode = '**/assets/StoreScreen-*.js';
    await page.route(storeCode, (route) => route.abort());
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await page.keyboard.press('F5');
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be shown' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Part of the app could not be loaded.');
    await expectNoSeriousA11yViolations(page, 'Screen that could not be shown');

    await alert.getByRole('button', { name: 'Back to Sell' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();

    await page.keyboard.press('F5');
    await alert.waitFor();
    await page.unroute(storeCode);
    await alert.getByRole('button', { name: 'Try again' }).click();
    // The page loads again on the Sell screen with the sale as it was; the Store screen now opens.
    await page.getByRole('region', { name: 'Cart' }).getByText('Harbor Logo Tee').waitFor();
    await page.keyboard.press('F5');
    await page.getByRole('heading', { name: 'Policies' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'This screen could not be shown' }).count()).toBe(0);
  });
});
