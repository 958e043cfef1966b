/**
 * Roles in Chromium at 1024×768: a manager adds a role in Settings → Staff → Roles (a shift lead
 * who may open the drawer without a sale), edits the Clerk's discount limit, and gives a clerk the
 * new role; then another clerk's no-sale drawer open asks for the approval of "a manager,
 * supervisor or shift lead", which the shift lead's PIN gives, and the shift lead opens the
 * drawer alone. Both themes, axe.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { openTillAs } from '../support/open-till-as.js';
import { useTheme } from '../support/theme.js';

const LEAD = { name: 'Ana Lead', pin: '4242' };
const CLERK = { name: 'Ben Clerk', pin: '5353' };

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
  await app.runtime.calls.staff.add({ name: LEAD.name, role: 'staff', pin: LEAD.pin });
  await app.runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
  await app.runtime.calls.shift.open({ total: '100.00' });
});
afterAll(async () => {
  await app?.stop();
});

async function openDrawer(page: Page) {
  await page.keyboard.press('F6');
  await page.getByLabel('Reason for opening').fill('Change for the float');
  await page.getByRole('button', { name: 'Open drawer' }).click();
}

describe('roles with rights in Settings', () => {
  it('adds a role, edits the Clerk’s rights and gives someone the new role', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    const staff = page.getByRole('region', { name: 'Staff' });
    const roles = staff.getByRole('region', { name: 'Roles' });
    const table = roles.getByRole('table');
    await expect.poll(() => table.innerText()).toMatch(/Clerk[\s\S]*Supervisor[\s\S]*Manager/);

    await roles.getByRole('button', { name: 'Add a role' }).click();
    const form = roles.getByRole('form', { name: 'A new role' });
    await form.getByLabel('Role name').fill('Shift lead');
    await form.getByLabel('Discounts up to (%)').fill('20');
    await form.getByRole('checkbox', { name: 'Open the drawer without a sale' }).check();
    await form.getByRole('button', { name: 'Save the role' }).click();
    await roles.getByText('Shift lead was added.').waitFor();
    expect(await table.getByRole('row', { name: /Shift lead/ }).innerText()).toContain('Discounts up to 20%');

    await roles.getByRole('button', { name: 'Edit Clerk' }).click();
    const clerk = roles.getByRole('form', { name: 'Rights of Clerk' });
    await clerk.getByLabel('Discounts up to (%)').fill('15');
    await clerk.getByRole('button', { name: 'Save the role' }).click();
    await roles.getByText('Clerk was saved.').waitFor();
    expect(await table.getByRole('row', { name: /^Clerk/ }).innerText()).toContain('Discounts up to 15%');
    expect((await app.runtime.calls.staff.roles()).find((r) => r.id === 'staff')?.rights.discountPercent).toBe(15);

    await staff.getByLabel(`Role of ${LEAD.name}`).selectOption({ label: 'Shift lead' });
    await staff.getByText(`${LEAD.name} is now shift lead.`).waitFor();
    await expect.poll(() => table.getByRole('row', { name: /Shift lead/ }).innerText()).toContain('1 person');

    await roles.getByRole('button', { name: 'Edit Shift lead' }).click();
    await roles.getByRole('form', { name: 'Rights of Shift lead' }).scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `1024x768-${theme}-settings-roles` });
    }
    await useTheme(page, 'light');
    await expectNoSeriousA11yViolations(page, 'Settings → Staff → Roles');
    await roles.getByRole('form', { name: 'Rights of Shift lead' }).getByRole('button', { name: 'Cancel' }).click();
  });

  it('a clerk’s no-sale open asks a manager, supervisor or shift lead; the lead’s PIN approves it, and the lead opens the drawer alone', async () => {
    const { page } = app;
    await openTillAs(page, CLERK);
    await openDrawer(page);
    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('A manager, supervisor or shift lead must approve: Open the cash drawer without a sale.');
    await expectCounterLayout(page, { name: '1024x768-light-approval-by-role' });
    await dialog.getByLabel('Manager PIN', { exact: true }).fill(LEAD.pin);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => app.runtime.journal.entries({ kinds: ['staff.approved'] }).map((e) => [e.data.manager.name, e.data.method]))
      .toContainEqual([LEAD.name, 'shift.openDrawer']);
    await expect.poll(() => app.runtime.journal.entries({ kinds: ['drawer.opened'] }).length).toBe(1);

    await openTillAs(page, LEAD);
    // The header names the role of whoever is on the till, a clerk's excepted.
    expect(await page.getByRole('banner').innerText()).toContain(`On till: ${LEAD.name} (shift lead)`);
    await openDrawer(page);
    await expect.poll(() => app.runtime.journal.entries({ kinds: ['drawer.opened'] }).map((e) => e.staff?.name)).toEqual([CLERK.name, LEAD.name]);
    expect(await page.getByRole('dialog', { name: 'Manager approval' }).count()).toBe(0);
  });
});
