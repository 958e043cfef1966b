/**
 * The header's customer after the till is locked and opened again (by another PIN): the customer
 * signed in since the page opened is still shown, and one signed out since is not brought back.
 * (The shell used to take who was signed in from the page's start answer each time it opened.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';

const CLERK = { name: 'Ana Clerk', pin: '4242' };

let app: RunningApp | undefined;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
  await app.runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
});
afterAll(async () => {
  await app?.stop();
});

describe('the header’s customer across a lock and a PIN switch', () => {
  it('keeps a customer signed in since the page opened, and does not bring back one signed out', async () => {
    const { page, runtime } = app!;
    const header = page.getByRole('banner');
    await expect.poll(() => header.innerText()).toContain('On till:');
    expect(await header.innerText()).not.toContain('Customer:');

    const lockAndOpenAs = async (who: { name: string; pin: string }) => {
      await header.getByRole('button', { name: /Lock/ }).click();
      await page.getByRole('heading', { name: 'Till locked' }).waitFor();
      await page.getByLabel('PIN', { exact: true }).fill(who.pin);
      await page.keyboard.press('Enter');
      await expect.poll(() => header.innerText()).toContain(`On till: ${who.name}`);
    };

    await runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    await expect.poll(() => header.innerText()).toContain('Customer: customer@demo.store');
    await lockAndOpenAs(CLERK);
    // What main says now, not what the page was told when it opened.
    await page.waitForTimeout(500);
    expect(await header.innerText()).toContain('Customer: customer@demo.store');

    await runtime.calls.session.signOut();
    await expect.poll(() => header.innerText()).not.toContain('Customer:');
    await lockAndOpenAs(CLERK);
    await page.waitForTimeout(500);
    expect(await header.innerText()).not.toContain('Customer:');
  });
});
