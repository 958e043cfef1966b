/** Someone takes the till as a person does: Lock in the header, their PIN on the lock screen, Enter; the header then names them. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function openTillAs(page: Page, who: { name: string; pin: string }): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Lock/ }).click();
  await page.getByRole('heading', { name: 'Till locked' }).waitFor();
  await page.getByLabel('PIN', { exact: true }).fill(who.pin);
  await page.keyboard.press('Enter');
  await expect.poll(() => header.innerText()).toContain(`On till: ${who.name}`);
}
