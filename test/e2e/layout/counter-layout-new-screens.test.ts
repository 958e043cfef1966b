/**
 * The counter's newer screens at counter sizes (1024×768 and 1280×800), in the light and the dark
 * theme, measured by the layout check as the older screens are: the first start and the lock
 * screen, the manager's approval, the Shift screen (no shift, open with its X report, closed with
 * its Z report), parking a sale and the parked carts, the payment step with a payment so far and
 * the card terminal, Returns without the admin client, and Settings with the staff and a store's location. A screenshot of each is
 * saved under test-results/layout/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { addTee } from '../support/tee-to-payment.js';

const MANAGER = { name: 'Maya Manager', pin: '918273' };
const CLERK = { name: 'Ana Clerk', pin: '4242' };

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

let app: RunningApp | undefined;
beforeAll(async () => {
  // Screens are measured here, several sales a round: the store's request limit (tested where it
  // is the point) would only make the rounds wait, so the demo store runs without it.
  app = await startApp({ staff: 'first-start', viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
});
afterAll(async () => {
  await app?.stop();
});

/** The theme as the header's switch sets it (on screens without the header, as the page holds it). */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current === theme) return;
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
  if (await toggle.isVisible()) await toggle.click();
  else await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const header = (page: Page) => page.getByRole('banner');

async function unlockWith(page: Page, who: { name: string; pin: string }) {
  await page.getByRole('heading', { name: 'Till locked' }).waitFor();
  await page.getByLabel('PIN', { exact: true }).fill(who.pin);
  await page.keyboard.press('Enter');
  await expect.poll(() => header(page).innerText()).toContain(`On till: ${who.name}`);
}

describe('the counter’s new screens at counter sizes', () => {
  it('the first start at every size and theme', async () => {
    const { page } = app!;
    await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor();
    for (const size of SIZES) {
      for (const theme of THEMES) {
        await page.setViewportSize(size);
        await useTheme(page, theme);
        await expectCounterLayout(page, { name: `${size.width}x${size.height}-${theme}-first-start` });
      }
    }
    await page.getByLabel('Manager’s name').fill(MANAGER.name);
    await page.getByLabel('PIN', { exact: true }).fill(MANAGER.pin);
    await page.getByLabel('PIN again').fill(MANAGER.pin);
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await expect.poll(() => header(page).innerText()).toContain(`On till: ${MANAGER.name}`);
    await useTheme(page, 'light');

    // A clerk, for the lock screen's switch and the manager's approval below.
    await page.keyboard.press('F3');
    const staff = page.getByRole('region', { name: 'Staff' });
    await staff.getByLabel('Name', { exact: true }).fill(CLERK.name);
    await staff.getByLabel('Role', { exact: true }).selectOption('staff');
    await staff.getByLabel('Their PIN', { exact: true }).fill(CLERK.pin);
    await staff.getByLabel('Their PIN again').fill(CLERK.pin);
    await staff.getByRole('button', { name: 'Add to the staff' }).click();
    await staff.getByText(`${CLERK.name} was added.`).waitFor();
  }, 120_000);

  for (const size of SIZES) {
    for (const theme of THEMES) {
      const at = `${size.width}x${size.height}-${theme}`;
      it(`every new screen at ${size.width}×${size.height}, ${theme} theme`, async () => {
        const { page } = app!;
        await page.setViewportSize(size);
        await useTheme(page, theme);
        await page.keyboard.press('F1');

        // Shift: none open, then open with its X report.
        const note = page.getByRole('note').filter({ hasText: 'No shift open' });
        await note.getByRole('button', { name: 'Open shift' }).click();
        await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();
        const float = page.getByRole('group', { name: 'Float' });
        await float.waitFor();
        await expectCounterLayout(page, { name: `${at}-shift-none` });
        await float.getByLabel('$20 notes').fill('5');
        await expect.poll(() => float.getByRole('status').innerText()).toContain('$100.00');
        await page.getByRole('button', { name: 'Open shift' }).click();
        await page.getByRole('heading', { name: 'X report' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-shift-x-report` });

        // Park a sale, then the parked carts.
        await page.keyboard.press('F1');
        await addTee(page);
        await page.keyboard.press('F7');
        const park = page.getByRole('dialog', { name: 'Park this sale' });
        await park.getByLabel('Label (optional)').waitFor();
        await expectCounterLayout(page, { name: `${at}-park-dialog` });
        await park.getByLabel('Label (optional)').fill(`Tee parked at ${at}`);
        await page.keyboard.press('Enter');
        await park.waitFor({ state: 'detached' });
        await page.keyboard.press('F8');
        const parked = page.getByRole('dialog', { name: /Parked carts/ });
        await parked
          .getByRole('listitem')
          .filter({ hasText: `Tee parked at ${at}` })
          .waitFor();
        await expectCounterLayout(page, { name: `${at}-parked-list` });
        await page.keyboard.press('Escape');
        await parked.waitFor({ state: 'detached' });

        // The payment step with a payment so far, the card tab, and the terminal.
        await addTee(page);
        await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
        await page.getByLabel('Amount tendered').fill('10');
        await page.getByRole('button', { name: 'Take cash payment' }).click();
        const sofar = page.getByRole('region', { name: 'Payments so far' });
        await expect.poll(() => sofar.innerText()).toMatch(/Cash\s+\$10\.00/);
        await expectCounterLayout(page, { name: `${at}-payment-so-far` });
        await page.getByRole('tab', { name: 'Card', exact: true }).click();
        await page.getByLabel('Amount to charge').waitFor();
        await expectCounterLayout(page, { name: `${at}-payment-card` });
        await page.getByRole('button', { name: /^Present card · / }).click();
        const terminal = page.getByRole('dialog', { name: 'Card terminal' });
        await terminal.getByRole('button', { name: 'Approve' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-card-terminal` });
        await terminal.getByRole('button', { name: 'Approve' }).click();
        await page.getByRole('heading', { name: 'Receipt' }).waitFor();
        await page.getByRole('button', { name: 'New sale' }).click();

        // Returns without the admin client: the screen says what it needs, and nothing can be found.
        await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
        await page.getByRole('alert').filter({ hasText: 'admin client' }).waitFor();
        expect(await page.getByRole('textbox', { name: 'Receipt or order number' }).isDisabled()).toBe(true);
        await expectCounterLayout(page, { name: `${at}-returns-no-admin` });

        // Settings: the staff, and a store's location being changed.
        await page.keyboard.press('F3');
        const staff = page.getByRole('region', { name: 'Staff' });
        await staff.getByRole('listitem').filter({ hasText: CLERK.name }).waitFor();
        await staff.scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-settings-staff` });
        const demo = page.getByRole('listitem').filter({ hasText: 'Demo store (built in)' });
        await demo.getByRole('button', { name: /Change location/ }).click();
        const location = page.getByRole('form', { name: /Location of Demo store/ });
        await location.getByLabel('Street address').waitFor();
        await location.scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-settings-location` });
        await location.getByRole('button', { name: 'Cancel' }).click();
        await location.waitFor({ state: 'detached' });

        // The lock screen; the clerk opens the till, and a manager-only step asks for approval.
        await header(page).getByRole('button', { name: /Lock/ }).click();
        await page.getByRole('heading', { name: 'Till locked' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-lock` });
        await unlockWith(page, CLERK);
        await page.keyboard.press('F3');
        const stores = page.getByRole('region', { name: 'Stores' });
        await stores.getByLabel('Store name').fill('Second shop');
        await stores.getByLabel('Store address').fill('https://second.example.com');
        // Listed only: the till goes on selling for the demo store.
        await stores.getByLabel('Sell for this store now').uncheck();
        await stores.getByRole('button', { name: 'Add store' }).click();
        const approval = page.getByRole('dialog', { name: 'Manager approval' });
        await approval.getByLabel('Manager PIN', { exact: true }).waitFor();
        await expectCounterLayout(page, { name: `${at}-manager-approval` });
        await page.keyboard.press('Escape');
        await approval.waitFor({ state: 'detached' });
        await header(page).getByRole('button', { name: /Lock/ }).click();
        await unlockWith(page, MANAGER);

        // The shift closed, with its Z report.
        await page.keyboard.press('F6');
        const count = page.getByRole('group', { name: 'Count the drawer' });
        await count.getByLabel('$20 notes').fill('5');
        await page.getByRole('button', { name: 'Close shift' }).click();
        await page.getByRole('button', { name: 'Close the shift' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-shift-close-confirm` });
        await page.getByRole('button', { name: 'Close the shift' }).click();
        await page.getByRole('heading', { name: 'Z report' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-shift-z-report` });
        await page.keyboard.press('F1');
      }, 240_000);
    }
  }
});
