/**
 * A stock count as a clerk makes it, in Chromium at 1024×768: Stock → Count, a partial count at
 * the till's location, two scans of one tee and a quantity typed for another (the code field keeps
 * the focus), the variances reviewed, the count applied with a manager's PIN for that one count,
 * the store's counts changed, and the report (CSV) naming who counted and who approved. Both themes.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';

const SHOTS = '/tmp/st-b';
const CLERK = { name: 'Casey Counts', pin: '6281' };
const SCANNED = 'HP-TEE-001-NAV-M';
const TYPED = 'HP-TEE-001-NAV-L';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
});

async function onHand(variantId: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await adminToken(app.runtime.storeUrl)}` };
  const answer = (await (await fetch(`${app.runtime.storeUrl}/api/v2/platform/stock_items?filter[variant_id]=${variantId}`, { headers })).json()) as {
    data: { attributes: { count_on_hand: number }; relationships: { stock_location: { data: { id: string } } } }[];
  };
  return answer.data.find((i) => i.relationships.stock_location.data.id === '1')!.attributes.count_on_hand;
}

async function shots(name: string) {
  const { page } = app;
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await expectCounterLayout(page, { name: `${name}-1024-${theme}` });
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png` });
  }
  await useTheme(page, 'light');
}

describe('a stock count', () => {
  it('scanned and typed, reviewed, applied with a manager’s PIN, reported', async () => {
    const { page, runtime } = app;
    const scannedId = (await runtime.calls.catalog.lookupCode(SCANNED))!.variantId;
    const typedId = (await runtime.calls.catalog.lookupCode(TYPED))!.variantId;
    const [scannedBefore, typedBefore] = [await onHand(scannedId), await onHand(typedId)];
    // A clerk without the stock right is on the till.
    await runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    await page.keyboard.press('Control+l');
    await page.getByLabel('PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);

    await page.getByRole('navigation').getByRole('button', { name: 'Stock' }).click();
    await page.getByRole('tab', { name: 'Count' }).click();
    const start = page.getByRole('form', { name: 'New count' });
    await start.getByLabel('Location').waitFor();
    await expect.poll(() => start.getByLabel('Location').locator('option').count()).toBe(3);
    await shots('count-start');
    await start.getByRole('radio', { name: /Partial count/ }).check();
    await start.getByRole('button', { name: 'Start count' }).click();

    const code = page.getByLabel('Code', { exact: true });
    await code.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await code.getAttribute('id'));
    await scanCode(page, SCANNED);
    await scanCode(page, SCANNED);
    const lines = page.getByRole('list', { name: 'Lines counted' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => lines.locator('output').first().innerText()).toBe('2');
    await code.fill(TYPED);
    await page.getByLabel('Quantity').fill(String(typedBefore + 3));
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    // The code field has the focus again, ready for the next scan; the store's counts are read.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await code.getAttribute('id'));
    await expect.poll(() => lines.innerText(), { timeout: 10_000 }).toContain(`the store said ${scannedBefore}`);
    await shots('count-lines');

    await page.getByRole('button', { name: 'Review variances' }).click();
    const table = page.getByRole('table', { name: 'Variances' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await page.getByRole('status').filter({ hasText: 'Up ' }).innerText()).toMatch(/^Up 3 units \(\$[\d.,]+\) · Down \d+ units/);
    await shots('count-review');

    await page.getByRole('button', { name: 'Apply count' }).click();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await approval.waitFor();
    expect(await approval.innerText()).toMatch(/apply a stock count/i);
    await page.screenshot({ path: `${SHOTS}/count-approval.png` });
    await approval.getByLabel('Manager PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await approval.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save the report (CSV)' }).waitFor();
    expect(await page.getByText(/Counted by .*; approved by/).innerText()).toContain(`approved by ${TEST_MANAGER.name}`);
    expect([await onHand(scannedId), await onHand(typedId)]).toEqual([2, typedBefore + 3]);
    await shots('count-applied');

    const report = await runtime.calls.stockCount.report();
    const rows = report.csv.trim().split('\r\n');
    expect(rows[0]).toBe('SKU,Name,Location,Expected,Counted,Variance,Value,Counted by,Approved by');
    expect(rows.find((r) => r.startsWith(`${SCANNED},`))).toContain(`Wharf Street Store,${scannedBefore},2,${2 - scannedBefore},`);
    expect(rows.find((r) => r.startsWith(`${SCANNED},`))).toContain(`,${CLERK.name},${TEST_MANAGER.name}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the report (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(report.fileName);
  });
});
