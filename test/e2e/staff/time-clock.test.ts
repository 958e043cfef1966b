/**
 * The time clock in Chromium at 1024×768: a clerk clocks in with their PIN on the lock screen (the
 * till stays locked), the manager opens the till (which clocks no one in), the clerk clocks out
 * from the header's "Clock in / out" with their PIN, and Reports shows the hours per person per
 * day and week, with the manager still clocked in, and exports them as CSV. Both themes, axe.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { useTheme } from '../support/theme.js';

const CLERK = { name: 'Ana Clerk', pin: '4242' };

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
  await app.runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
});
afterAll(async () => {
  await app?.stop();
});

describe('the time clock', () => {
  it('clocks a clerk in by PIN on the lock screen, and the till stays locked', async () => {
    const { page } = app;
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Lock/ }).click();
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByRole('group', { name: 'What the PIN does' }).getByRole('button', { name: 'Clock in' }).click();
    await page.getByLabel('PIN to clock in', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await page.getByText(/^Ana Clerk clocked in at \d{1,2}:\d\d( [AP]M)?\.$/).waitFor();
    expect(await page.getByRole('heading', { name: 'Till locked' }).isVisible()).toBe(true);
    // Back to opening the till: the PIN field is the lock screen's again.
    await page.getByLabel('PIN', { exact: true }).waitFor();
    await expectCounterLayout(page, { name: '1024x768-light-lock-screen-clocked-in' });
    await expectNoSeriousA11yViolations(page, 'lock screen with the time clock');

    await page.getByLabel('PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => header.innerText()).toContain(`On till: ${TEST_MANAGER.name}`);
  });

  it('clocks the clerk out from the header, with their PIN, while the manager stays on the till', async () => {
    const { page } = app;
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Clock in / out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Time clock' });
    await dialog.getByRole('button', { name: 'Clock out', exact: true }).first().click();
    await dialog.getByLabel('PIN to clock out', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await dialog.getByText(/^Ana Clerk clocked out at \d{1,2}:\d\d( [AP]M)? \(\d+ min on the clock\)\.$/).waitFor();
    // Clocking out twice is refused in words.
    await dialog.getByLabel('PIN to clock out', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await dialog.getByText('Ana Clerk is not clocked in.').waitFor();
    // The manager clocks in too, and stays clocked in.
    await dialog.getByRole('group', { name: 'Clock in or out' }).getByRole('button', { name: 'Clock in' }).click();
    await dialog.getByLabel('PIN to clock in', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await dialog.getByText(new RegExp(`^${TEST_MANAGER.name} clocked in at`)).waitFor();
    await expectCounterLayout(page, { name: '1024x768-light-time-clock-dialog' });
    await expectNoSeriousA11yViolations(page, 'time clock dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => header.innerText()).toContain(`On till: ${TEST_MANAGER.name}`);
  });

  it('shows the hours per person per day and week in Reports, and exports them as CSV', async () => {
    const { page } = app;
    await page.keyboard.press('F10');
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    const hours = page.getByRole('region', { name: 'Staff hours' });
    const byDay = hours.getByRole('table', { name: 'By day' });
    await expect.poll(() => byDay.innerText()).toMatch(/Ana Clerk\s+\d{4}-\d{2}-\d{2}\s+\d+ min/);
    expect(await byDay.innerText()).toMatch(new RegExp(`${TEST_MANAGER.name}\\s+\\d{4}-\\d{2}-\\d{2}\\s+\\d+ min \\(still clocked in\\)`));
    expect(await hours.getByRole('table', { name: 'By week' }).innerText()).toContain('Ana Clerk');
    expect(await hours.getByRole('list', { name: 'Clocked in now' }).innerText()).toContain(TEST_MANAGER.name);
    await hours.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `1024x768-${theme}-reports-staff-hours` });
    }
    await useTheme(page, 'light');
    await expectNoSeriousA11yViolations(page, 'Reports with staff hours');

    const [download] = await Promise.all([page.waitForEvent('download'), hours.getByRole('button', { name: 'Export staff hours (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Staff hours \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(rows[0]).toBe('Staff,Day,Hours,Minutes,Still clocked in');
    expect(rows.some((r) => /^Ana Clerk,\d{4}-\d{2}-\d{2},\d+\.\d\d,\d+,no$/.test(r))).toBe(true);
    expect(rows.some((r) => r.startsWith(`${TEST_MANAGER.name},`) && r.endsWith(',yes'))).toBe(true);
  });
});
