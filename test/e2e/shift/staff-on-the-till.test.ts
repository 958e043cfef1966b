/**
 * Staff on the till, as people use it in Chromium through the browser host: the first start
 * creates the manager, the manager adds a clerk, the till is locked, the clerk opens it with one
 * PIN entry (a switch), sells, and the receipt and the journal name the clerk; a manager-only
 * action from the clerk asks for a manager's PIN (Esc does nothing) and then works. Axe checks
 * the first start, the staff section, the lock screen and the approval dialog.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { customerToPayment, MAINE_WALK_IN, teeInCart } from '../support/tee-to-payment.js';
import { fillCustomer } from '../support/checkout-form.js';

const MANAGER = { name: 'Maya Manager', pin: '918273' };
const CLERK = { name: 'Ana Clerk', pin: '4242' };

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ staff: 'first-start', viewport: { width: 1024, height: 768 } });
});
afterAll(async () => {
  await app?.stop();
});

const header = (page: Page) => page.getByRole('banner');

/** Presses the PIN's digits on the on-screen keypad, as a finger would. */
async function touchPin(page: Page, keypadName: string, pin: string) {
  const keypad = page.getByRole('group', { name: keypadName });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

describe('staff on the till', () => {
  it('first start creates the manager, who adds a clerk', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'first start');
    // Nothing else is reachable before the manager exists.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByLabel('Manager’s name').fill(MANAGER.name);
    await page.getByLabel('PIN', { exact: true }).fill(MANAGER.pin);
    await page.getByLabel('PIN again').fill('918274');
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await page.getByText('The two PINs differ').waitFor();
    await page.getByLabel('PIN again').fill(MANAGER.pin);
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await expect.poll(() => header(page).innerText()).toContain(`On till: ${MANAGER.name}`);

    await page.keyboard.press('F3');
    const staff = page.getByRole('region', { name: 'Staff' });
    await staff.getByRole('listitem').filter({ hasText: MANAGER.name }).waitFor();
    await staff.getByLabel('Name', { exact: true }).fill(CLERK.name);
    await staff.getByLabel('Role', { exact: true }).selectOption('staff');
    await staff.getByLabel('Their PIN', { exact: true }).fill(CLERK.pin);
    await staff.getByLabel('Their PIN again').fill(CLERK.pin);
    await staff.getByRole('button', { name: 'Add to the staff' }).click();
    await staff.getByText(`${CLERK.name} was added.`).waitFor();
    expect(await staff.getByRole('listitem').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, 'Settings with the staff section');
    // The roster holds no PIN in plain text.
    const roster = readFileSync(path.join(app.dataDir, 'staff.json'), 'utf8');
    expect(roster).not.toContain(CLERK.pin);
    expect(roster).not.toContain(MANAGER.pin);
  });

  it('locks, and switching to the clerk is one PIN entry; the clerk’s sale says "Served by" them', async () => {
    const { page } = app;
    await header(page).getByRole('button', { name: /Lock/ }).click();
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByText(`Last on the till: ${MANAGER.name}`).waitFor();
    await expectNoSeriousA11yViolations(page, 'lock screen');
    // A page script cannot sell on a locked till: the main process refuses.
    const refused = await page.evaluate(async () => {
      const session = document.querySelector<HTMLMetaElement>('meta[name="pos-session"]')!.content;
      const answer = await fetch('/bridge/sale.addLine', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Pos-Session': session },
        body: JSON.stringify({ args: ['1', 1] }),
      });
      return (await answer.json()) as { ok: boolean; error?: { kind: string } };
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'locked' } });

    await page.getByLabel('PIN', { exact: true }).fill('0000');
    await page.keyboard.press('Enter');
    await page.getByText('That PIN does not open this till.').waitFor();
    await touchPin(page, 'Keypad for the PIN', CLERK.pin);
    await page.getByRole('group', { name: 'Keypad for the PIN' }).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => header(page).innerText()).toContain(`On till: ${CLERK.name}`);

    await page.keyboard.press('F1');
    await teeInCart(page);
    await fillCustomer(page, MAINE_WALK_IN);
    await customerToPayment(page);
    await page.getByLabel('Amount tendered').fill('30');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = await page.getByRole('article').innerText();
    expect(receipt).toContain(`Served by ${CLERK.name}`);
    const number = /Order (R\d{9})/.exec(receipt)?.[1];
    const journal = readFileSync(path.join(app.dataDir, 'journal.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; staff: { name: string } | null; data: { orderNumber?: string } });
    expect(journal.find((e) => e.kind === 'sale.completed' && e.data.orderNumber === number)?.staff?.name).toBe(CLERK.name);
    expect(journal.filter((e) => e.kind === 'staff.unlocked').map((e) => e.staff?.name)).toEqual([MANAGER.name, CLERK.name]);
    await page.getByRole('button', { name: 'New sale' }).click();
  });

  it('a manager-only action from the clerk asks for a manager’s PIN, Esc does nothing, then it works', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    const stores = page.getByRole('region', { name: 'Stores' });
    await stores.getByLabel('Store name').fill('Second shop');
    await stores.getByLabel('Store address').fill('https://second.example.com');
    // Listed only: the till goes on selling for the demo store.
    await stores.getByLabel('Sell for this store now').uncheck();
    await stores.getByRole('button', { name: 'Add store' }).click();

    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Add a store profile');
    await expectNoSeriousA11yViolations(page, 'manager approval dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await app.runtime.calls.stores.list()).map((p) => p.name)).not.toContain('Second shop');

    await stores.getByRole('button', { name: 'Add store' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Manager PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await dialog.getByText('not a manager’s PIN').waitFor();
    await dialog.getByLabel('Manager PIN', { exact: true }).fill(MANAGER.pin);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await stores.getByText('Second shop', { exact: true }).waitFor();
    expect((await app.runtime.calls.stores.list()).map((p) => p.name)).toContain('Second shop');
    // Still the clerk on the till: the approval was for that one call.
    expect(await header(page).innerText()).toContain(`On till: ${CLERK.name}`);
  });

  it('Ctrl+L locks the till; the lock screen holds up in the dark theme', async () => {
    const { page } = app;
    await page.keyboard.press('F1');
    await page.keyboard.press('Control+l');
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByText(`Last on the till: ${CLERK.name}`).waitFor();
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await expectNoSeriousA11yViolations(page, 'lock screen, dark theme');
  });
});
