/**
 * Settings → Support → "Save diagnostics" in the browser host: the bundle is downloaded (the
 * browser host's save dialog), holds the versions and the log, and no PIN; a clerk on the till is
 * asked for a manager's approval first. The section is measured at 1024×768 in both themes and
 * checked by axe-core.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import type { DiagnosticsDocument } from '../../../electron/till/diagnostics/diagnostics-bundle.js';

const CLERK = { name: 'Dee Clerk', pin: '5151' };
let app: RunningApp | undefined;

beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
});
afterAll(async () => {
  await app?.stop();
});

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
}

/** Clicks "Save diagnostics" and answers the downloaded bundle. */
async function saveDiagnostics(page: Page, approve?: () => Promise<void>): Promise<DiagnosticsDocument> {
  const support = page.getByRole('region', { name: 'Support' });
  const downloaded = page.waitForEvent('download');
  await support.getByRole('button', { name: 'Save diagnostics' }).click();
  if (approve) await approve();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^storefront-pos-diagnostics-\d{8}T\d{6}Z\.json$/);
  await expect.poll(() => support.getByRole('status').innerText()).toMatch(/Diagnostics downloaded as storefront-pos-diagnostics-.*\.json/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).not.toContain(TEST_MANAGER.pin);
  expect(text).not.toContain(CLERK.pin);
  return JSON.parse(text) as DiagnosticsDocument;
}

describe('Save diagnostics', () => {
  it('a manager downloads the bundle from Settings; the section fits the counter in both themes', async () => {
    const { page } = app!;
    await page.keyboard.press('F3');
    const support = page.getByRole('region', { name: 'Support' });
    await support.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await support.scrollIntoViewIfNeeded();
      // The Support section measured; Settings' other sections are measured in counter-layout-new-screens.
      await expectCounterLayout(page, { name: `1024x768-${theme}-settings-support`, ignore: ['.settings-card:not([aria-labelledby="support-title"])'] });
    }
    await expectNoSeriousA11yViolations(page, 'Settings with Support');
    const bundle = await saveDiagnostics(page);
    expect(bundle.app).toMatchObject({ name: 'Storefront POS', shell: 'browser' });
    expect(bundle.versions.browser).toMatch(/Chrome\//);
    expect(bundle.logs.map((l) => l.text).join('')).toMatch(/bridge app\.saveDiagnostics|bridge app\.start/);
    await useTheme(page, 'light');
  });

  it('a clerk on the till is asked for a manager’s PIN first', async () => {
    const { page, runtime } = app!;
    await runtime.calls.staff.add({ name: CLERK.name, pin: CLERK.pin, role: 'staff' });
    await page.getByRole('banner').getByRole('button', { name: /Lock/ }).click();
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByLabel('PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);
    await page.keyboard.press('F3');
    const bundle = await saveDiagnostics(page, async () => {
      const approval = page.getByRole('dialog', { name: 'Manager approval' });
      await expect.poll(() => approval.innerText()).toContain('Save diagnostics for support');
      await approval.getByLabel('Manager PIN', { exact: true }).fill(TEST_MANAGER.pin);
      await page.keyboard.press('Enter');
    });
    expect(bundle.journal.entriesByKind['staff.approved']).toBe(1);
  });
});
