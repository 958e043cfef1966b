/** The till's first start as a person goes through it: the manager created on the till's own screen, the till then open. */
import type { Page } from 'playwright-core';
import { TEST_MANAGER } from '../../support/till/test-staff.js';

export async function createFirstManager(page: Page, manager: { name: string; pin: string } = TEST_MANAGER): Promise<void> {
  await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor();
  await page.getByLabel('Manager’s name').fill(manager.name);
  await page.getByLabel('PIN', { exact: true }).fill(manager.pin);
  await page.getByLabel('PIN again').fill(manager.pin);
  await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
