/**
 * Email receipts at the counter, in Chromium at 1024×768 as a clerk works: a walk-in cash sale
 * whose customer's email is typed on Payment ("Email receipt to"; an address that is not one is
 * said in words first), then "Email receipt" on the Receipt screen to another address; Settings'
 * "Demo store outbox" shows both mails the store sent (the till sent none). Both themes are looked at.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';
import { startSale } from '../support/walk-in.js';
import { MEASURING_BUDGET } from '../support/app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
const SHOTS = '/tmp/hw-c';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

/** A screenshot in each theme (light last, as the walk goes on in it). */
async function bothThemes(page: Page, name: string) {
  await useTheme(page, 'dark');
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await useTheme(page, 'light');
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
}

describe('email receipts', () => {
  it('a walk-in sale emailed to the address typed at checkout, then to another from the Receipt screen; the outbox shows both', async () => {
    const { page } = app;
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();

    // Typed before payment: a wrong address is said in words and stays in the field.
    const field = page.getByLabel('Email receipt to');
    await field.fill('pat at example');
    await page.getByRole('button', { name: 'Set email' }).click();
    await page.getByText('“pat at example” is not an email address').waitFor();
    expect(await field.inputValue()).toBe('pat at example');
    await field.fill('pat@example.com');
    await field.press('Enter');
    await page.getByText('The store emails its receipt to pat@example.com when the sale is placed.').waitFor();
    await expectCounterLayout(page, { name: 'email-at-checkout-1024' });
    await bothThemes(page, 'checkout-email-field');

    await page.getByRole('button', { name: /^Exact/ }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const order = await page.locator('.receipt header').innerText();
    const number = /Order (R\d+)/.exec(order)![1]!;

    // After the sale: the Receipt screen's Email receipt, to another address.
    const dialog = page.getByRole('dialog', { name: 'Email receipt' });
    /** Opens Email receipt in a theme, types the address and takes its screenshot. */
    const openDialog = async (theme: 'light' | 'dark') => {
      await useTheme(page, theme);
      await page.getByRole('button', { name: 'Email receipt' }).click();
      await dialog.getByLabel('Customer’s email').fill('sam@example.com');
      await page.screenshot({ path: `${SHOTS}/receipt-email-dialog-${theme}.png` });
    };
    await openDialog('dark');
    // Esc leaves it without sending anything.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await openDialog('light');
    await expectNoSeriousA11yViolations(page, 'the Email receipt dialog');
    await dialog.getByRole('button', { name: 'Send receipt' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`The store is sending the receipt of order ${number} to sam@example.com.`).waitFor();
    await expectCounterLayout(page, { name: 'email-receipt-sent-1024' });

    // Settings: the demo store's outbox, both mails about the order.
    await page.getByRole('button', { name: /New sale/ }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const outbox = page.getByRole('region', { name: 'Demo store outbox' });
    const list = outbox.getByRole('list', { name: 'Mails, newest first' });
    await list.waitFor();
    await outbox.scrollIntoViewIfNeeded();
    const mails = await list.innerText();
    expect(mails).toMatch(new RegExp(`Confirmation sent again to sam@example\\.com · order ${number}`));
    expect(mails).toMatch(new RegExp(`Order confirmation to pat@example\\.com · order ${number}`));
    await list.getByText('Confirmation sent again').first().click();
    await expect.poll(() => list.innerText()).toContain('1 x Stoneware Coffee Mug');
    await bothThemes(page, 'demo-outbox');
    await expectNoSeriousA11yViolations(page, 'Settings with the demo store outbox');
  });
});
