/**
 * A manager's paper, reports and alerts in Chromium at 1024×768: a pick list for three orders of
 * the store (its grouped lines on paper, the rest of the page not), today's report with its
 * charts and tables (measured in both themes, axe), its CSV downloaded with totals equal to the
 * store's, and an alert for an order whose payment failed.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { useRunningApp } from '../support/use-running-app.js';
import { placeWebOrder } from '../support/web-order.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false } });

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('paper, reports and alerts for a manager', () => {
  const numbers: string[] = [];

  it('prints a pick list for three orders, grouped by product and variant', async () => {
    const { page, runtime } = app;
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    numbers.push((await placeWebOrder(runtime.storeUrl, 'harbor-logo-tee', 2)).number);
    numbers.push((await placeWebOrder(runtime.storeUrl, 'harbor-logo-tee', 1)).number);
    numbers.push((await placeWebOrder(runtime.storeUrl, 'classic-crew-tee', 1)).number);

    await page.keyboard.press('F2');
    await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
    await page.getByLabel('Orders to print').fill(numbers.join(', '));
    await page.getByRole('button', { name: 'Pick list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick list' });
    const table = dialog.getByRole('table', { name: 'Lines to pick, by product and variant' });
    await table.waitFor();
    // The two tee orders' lines are one row of three; the crew tee its own.
    const tee = table.getByRole('row', { name: /Harbor Logo Tee/ });
    expect(await tee.count()).toBe(1);
    expect(await tee.innerText()).toMatch(new RegExp(`HP-TEE-\\S+\\s+Wharf Street Store\\s+3\\s+${numbers[0]} × 2, ${numbers[1]} × 1`));
    expect(await table.getByRole('row', { name: /Classic Crew Tee/ }).innerText()).toContain(`${numbers[2]} × 1`);
    expect(await dialog.innerText()).toContain('3 orders');
    await expectNoSeriousA11yViolations(page, 'Pick list');
    await expectCounterLayout(page, { name: '1024x768-light-pick-list' });

    // Print: the browser host's page prints itself.
    await page.evaluate(() => {
      const w = window as unknown as { printCalls: number };
      w.printCalls = 0;
      window.print = () => {
        w.printCalls++;
      };
    });
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    // On paper: only the sheet, its grouped lines, no buttons, black on white.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (el: Element | null) => (el ? getComputedStyle(el).display !== 'none' : null);
      const sheet = document.querySelector('dialog.paper-print')!;
      return {
        app: shown(document.getElementById('root')),
        actions: shown(sheet.querySelector('.paper-actions')),
        text: (sheet as HTMLElement).innerText,
        color: getComputedStyle(sheet).color,
      };
    });
    await page.screenshot({ path: 'test-results/layout/pick-list-print.png' });
    expect(printed.app).toBe(false);
    expect(printed.actions).toBe(false);
    expect(printed.color).toBe('rgb(0, 0, 0)');
    expect(printed.text).toMatch(new RegExp(`Harbor Logo Tee[\\s\\S]*3[\\s\\S]*${numbers[0]} × 2, ${numbers[1]} × 1`));
    await page.emulateMedia({ media: 'screen' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Packing slips: one per order, with where it goes (these web orders are collected at the store).
    await page.getByRole('button', { name: 'Packing slips' }).click();
    const slips = page.getByRole('dialog', { name: 'Packing slips' });
    await slips.getByRole('heading', { name: `Order ${numbers[2]}` }).waitFor();
    expect(await slips.getByRole('heading', { name: /^Order R/ }).count()).toBe(3);
    expect(await slips.innerText()).toMatch(/Picked up in store\s+Jordan Lee/);
    await expectNoSeriousA11yViolations(page, 'Packing slips');
    await expectCounterLayout(page, { name: '1024x768-light-packing-slips' });
    await slips.getByRole('button', { name: 'Close' }).click();
    await slips.waitFor({ state: 'detached' });
  });

  it("opens today's report, exports its CSV with the store's totals, and shows an alert", async () => {
    const { page, runtime } = app;
    await page.keyboard.press('F10');
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect.poll(() => figures.innerText()).toMatch(/3\s*orders/);
    await page.getByText(/^Days and hours in .+, the store’s time zone$/).waitFor();
    const hourly = page.getByRole('img', { name: /Revenue and orders by hour, on / });
    await hourly.waitFor();
    expect(await page.getByRole('table', { name: 'By tender' }).innerText()).toContain('Cash');
    expect(await page.getByRole('table', { name: 'By staff member', exact: true }).innerText()).toContain('Not rung at this till');
    expect(await page.getByRole('table', { name: 'Top products' }).innerText()).toMatch(/Harbor Logo Tee\s+3/);
    // Sold before tax, the tax in its own column.
    expect(await page.getByRole('table', { name: 'Top products' }).getByRole('columnheader').allInnerTexts()).toEqual(['Product', 'Sold', 'Before tax', 'Tax']);

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `1024x768-${theme}-reports` });
      await expectNoSeriousA11yViolations(page, `Reports (${theme})`);
    }
    await useTheme(page, 'light');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export orders (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Orders \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv
      .split('\r\n')
      .filter(Boolean)
      .map((r) => r.split(','));
    const total = header!.indexOf('Total');
    const token = await adminToken(runtime.storeUrl);
    const res = await fetch(`${runtime.storeUrl}/api/v2/platform/orders?filter[number_in]=${numbers.join(',')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const store = (await res.json()) as { data: { attributes: { total: string } }[] };
    expect(rows.reduce((sum, r) => sum + cents(r[total]!), 0)).toBe(store.data.reduce((sum, o) => sum + cents(o.attributes.total), 0));
    await page.getByText(/Orders \d{4}-\d{2}-\d{2}\.csv downloaded \(3 rows\)/).waitFor();

    // The store cancels and resumes an order: it owes its total again, and the manager sees it.
    for (const step of ['cancel', 'resume']) {
      const r = await fetch(`${runtime.storeUrl}/api/v2/platform/orders/${numbers[2]}/${step}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(r.status).toBe(200);
    }
    await page.getByRole('button', { name: 'Check now' }).click();
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(`Order ${numbers[2]}: a payment failed.`).waitFor();
    await expectCounterLayout(page, { name: '1024x768-light-reports-alert' });

    // The thresholds are the manager's, in Settings; a bad one is refused in words.
    await page.keyboard.press('F3');
    const settings = page.getByRole('region', { name: 'Alerts for managers' });
    await settings.getByLabel('Pickup waiting longer than (minutes)').fill('2');
    await settings.getByRole('button', { name: 'Save alert settings' }).click();
    await settings.getByText('Whole minutes from 5 to 10,080, or empty for no alert.').waitFor();
    await settings.getByLabel('Pickup waiting longer than (minutes)').fill('45');
    await settings.getByLabel('Paid, not shipped after (hours)').fill('');
    await settings.getByRole('button', { name: 'Save alert settings' }).click();
    await settings.getByText('Saved.').waitFor();
    expect((await runtime.calls.alerts.list()).thresholds).toEqual({ pickupReadyMinutes: 45, paidNotShippedHours: null });
    await settings.scrollIntoViewIfNeeded();
    // (The till-signing card's checkbox above it is 22 px tall: measured with that card, not here.)
    await expectCounterLayout(page, { name: '1024x768-light-settings-alerts', ignore: ['label.checkbox'] });
    await expectNoSeriousA11yViolations(page, 'Settings with alert thresholds');
  });
});
