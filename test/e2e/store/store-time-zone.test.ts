/**
 * A store's time zone in Settings, in Chromium through the browser host: unset, the till's own is
 * said as such; a manager names the store's zone on its row, one the till does not know is
 * refused in words, and the row says the zone set; the till's own can be had back.
 */
import { describe, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const app = useRunningApp();

describe('the store’s time zone in Settings', () => {
  it('is set on the store’s row, an unknown one refused in words', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    const demo = page.getByRole('listitem').filter({ hasText: 'Demo store (built in)' });
    await demo.getByText(/^Reports’ time zone: this till’s own \(.+\)$/).waitFor();
    await demo.getByRole('button', { name: 'Set time zone of Demo store (built in)' }).click();
    const form = page.getByRole('form', { name: 'Time zone of Demo store (built in)' });
    await expectNoSeriousA11yViolations(page, 'Settings, a store’s time zone');
    await form.getByLabel('Time zone').fill('Mars/Olympus_Mons');
    await form.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByText('“Mars/Olympus_Mons” is not a time zone this till knows: give its name such as America/New_York or Europe/London.').waitFor();
    await form.getByLabel('Time zone').fill('America/New_York');
    await form.getByRole('button', { name: 'Save time zone' }).click();
    await demo.getByText('Reports’ time zone: America/New_York').waitFor();

    await demo.getByRole('button', { name: 'Set time zone of Demo store (built in)' }).click();
    await form.getByRole('button', { name: 'Use this till’s own' }).click();
    await demo.getByText(/^Reports’ time zone: this till’s own \(.+\)$/).waitFor();
  });
});
